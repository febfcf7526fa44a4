import { canUseArea } from '@clearline/domain';
import { LEDGER_AREAS } from '@clearline/domain/areas';
import { AppError } from '../../platform/errors';
import type { TaskView, WorkflowService } from '../workflow/index';
import type { BoardTask, BoardTaskSource } from './task-source';

const CODE_OF: Record<number, 'not_found' | 'forbidden' | 'conflict' | 'bad_request'> = {
  404: 'not_found',
  403: 'forbidden',
  409: 'conflict',
};

function cardOf(task: TaskView): BoardTask {
  const people = [
    task.preparer ? `Preparer ${task.preparer.name}` : 'No preparer',
    task.reviewer ? `Reviewer ${task.reviewer.name}` : 'no reviewer',
  ];
  return {
    id: task.id,
    state: task.state,
    area: task.area,
    title: `${task.accountName} · ${task.period}`,
    detail: `${people.join(', ')}${task.overdue ? ' · overdue' : ''}`,
    due: `${task.dueDate}T17:00:00.000Z`,
    memberIds: [task.preparer?.id, task.reviewer?.id].filter((id): id is string => Boolean(id)),
  };
}

/**
 * The reconciliation boards' tasks from the workflow (issue 16): the tasks of the areas the caller may
 * see, and a card dropped on a state list as the workflow's move with its rules (maker-checker, figures,
 * the state machine). A refusal becomes the error the workflow page gets, with its reason.
 */
export function workflowTaskSource(workflow: WorkflowService): BoardTaskSource {
  return {
    async tasksOf(organizationId, roles, area) {
      const areas = LEDGER_AREAS.filter((a) => canUseArea(roles, a));
      const tasks = await workflow.listTasks(organizationId, { area, areas });
      return tasks.map(cardOf);
    },
    async moveTask(caller, organizationId, taskId, toState, comment) {
      const result = await workflow.moveTo(organizationId, caller, taskId, toState, { comment });
      if (!result.ok)
        throw new AppError(result.status, CODE_OF[result.status] ?? 'bad_request', result.reason, undefined, {
          reason: result.code,
        });
    },
  };
}
