import { addDays, daysInMonth } from '../dates/index';

/**
 * The month-end close of one bank account (issue 16): a preparer works the month and signs it off, a
 * reviewer (another person) certifies it or returns it with a comment. A certified month is locked: a
 * change to its figures is refused until a reviewer reopens it with a reason, which sends it back to
 * preparation.
 */
export const TASK_STATES = ['not_started', 'in_preparation', 'ready_for_review', 'certified'] as const;
export type TaskState = (typeof TASK_STATES)[number];

export const TASK_ACTIONS = ['start', 'signOff', 'certify', 'return', 'reopen'] as const;
export type TaskAction = (typeof TASK_ACTIONS)[number];

export const TASK_STATE_LABELS: Record<TaskState, string> = {
  not_started: 'Not started',
  in_preparation: 'In preparation',
  ready_for_review: 'Ready for review',
  certified: 'Certified',
};

export const TASK_ACTION_LABELS: Record<TaskAction, string> = {
  start: 'Start',
  signOff: 'Sign off',
  certify: 'Certify',
  return: 'Return for changes',
  reopen: 'Reopen',
};

/** Each person's move: from which state, to which. */
export const TRANSITIONS: Record<TaskAction, { from: TaskState; to: TaskState }> = {
  start: { from: 'not_started', to: 'in_preparation' },
  signOff: { from: 'in_preparation', to: 'ready_for_review' },
  certify: { from: 'ready_for_review', to: 'certified' },
  return: { from: 'ready_for_review', to: 'in_preparation' },
  reopen: { from: 'certified', to: 'in_preparation' },
};

/** The action that moves a task from one state to another (a card dragged between lists), or null. */
export function actionBetween(from: TaskState, to: TaskState): TaskAction | null {
  const found = TASK_ACTIONS.find((a) => TRANSITIONS[a].from === from && TRANSITIONS[a].to === to);
  return found ?? null;
}

/** The actions a task's state allows, whoever asks. */
export function actionsFrom(state: TaskState): TaskAction[] {
  return TASK_ACTIONS.filter((a) => TRANSITIONS[a].from === state);
}

/** A period is a calendar month, 'YYYY-MM'. */
export const PERIOD_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export function periodBounds(period: string): { start: string; end: string } {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return { start: `${period}-01`, end: `${period}-${String(daysInMonth(year, month)).padStart(2, '0')}` };
}

/** Days after the month's end by which its reconciliation is due. */
export const DUE_DAYS_AFTER_PERIOD = 10;

export function dueDateOf(period: string): string {
  return addDays(periodBounds(period).end, DUE_DAYS_AFTER_PERIOD);
}

/** Overdue: due before today and not certified. */
export function isOverdue(task: { state: TaskState; dueDate: string }, today: string): boolean {
  return task.state !== 'certified' && task.dueDate < today;
}

/** The month before / after a period. */
export function shiftPeriod(period: string, months: number): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
