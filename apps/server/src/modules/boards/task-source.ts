import type { Caller } from '../../platform/auth-context';

/** A reconciliation task as a reconciliation board shows it (read from the task service). */
export interface BoardTask {
  id: string;
  state: 'not_started' | 'in_preparation' | 'ready_for_review' | 'certified';
  area: 'bankRec' | 'ewa';
  /** The card's title: the account. */
  title: string;
  /** Account number and period. */
  detail: string;
  due: string | null;
  /** Preparer and reviewer. */
  memberIds: string[];
}

/**
 * What boards need of the reconciliation tasks: the tasks of an organisation (of one area, or all), and a
 * state change with the task service's rules (it throws the refusal with its reason).
 */
export interface BoardTaskSource {
  /** The tasks of the areas `roles` open (of `area` only when given). */
  tasksOf(organizationId: string, roles: readonly number[], area?: 'bankRec' | 'ewa'): Promise<BoardTask[]>;
  moveTask(
    caller: Caller,
    organizationId: string,
    taskId: string,
    toState: BoardTask['state'],
    comment?: string,
  ): Promise<void>;
}

/** A task's card id on a board: never a uuid, so it cannot be taken for a stored card. */
export const taskCardId = (taskId: string) => `task:${taskId}`;
