import { TASK_ACTIONS, TASK_STATES } from '@clearline/domain';
import { z } from 'zod';
import { multilineText, text } from './fields';
import { route } from './route';

/** Issue 16: reconciliation tasks (one per bank account and month), their moves and their assignment. */

const uuid = z.string().uuid();
const period = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be YYYY-MM');
const money = z.string();
const areas = ['management', 'bankRec', 'ewa'] as const;

export const TaskState = z.enum(TASK_STATES);
export const TaskAction = z.enum(TASK_ACTIONS);

/** The reconciliation statement's figures as a sign-off signs them (money as 2-decimal strings). */
export const TaskFiguresJson = z.object({
  bankBalance: money.nullable(),
  bookBalance: money,
  /** Adjusted bank balance minus book: zero when every difference is explained by reconciling items. */
  difference: money.nullable(),
  openItemsCount: z.number().int(),
  openItemsAmount: money,
});
export type TaskFiguresJson = z.infer<typeof TaskFiguresJson>;

const Person = z.object({ id: z.string(), name: z.string() }).nullable();

export const ReconciliationTask = z.object({
  id: z.string(),
  area: z.enum(['bankRec', 'ewa']),
  accountId: z.string(),
  accountName: z.string(),
  period: z.string(),
  state: TaskState,
  preparer: Person,
  reviewer: Person,
  signedOffBy: z.string().nullable(),
  dueDate: z.string(),
  overdue: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type ReconciliationTask = z.infer<typeof ReconciliationTask>;

export const TaskListQuery = z.object({
  area: z.enum(['bankRec', 'ewa']).optional(),
  period: period.optional(),
  state: TaskState.optional(),
  /** A member's id, or 'me'. */
  person: z.union([uuid, z.literal('me')]).optional(),
  accountId: text(64).optional(),
  overdue: z.enum(['true', 'false']).optional(),
  /** Each listed task with its statement figures (slower: one statement per task). */
  figures: z.enum(['true', 'false']).optional(),
});

export const TaskListItem = ReconciliationTask.extend({ figures: TaskFiguresJson.nullable() });
export type TaskListItem = z.infer<typeof TaskListItem>;

export const TaskEvent = z.object({
  id: z.number().int(),
  kind: z.string(),
  fromState: TaskState.nullable(),
  toState: TaskState.nullable(),
  actor: z.string().nullable(),
  comment: z.string(),
  reason: z.string(),
  figures: TaskFiguresJson.nullable(),
  at: z.string(),
});
export type TaskEvent = z.infer<typeof TaskEvent>;

export const TaskDetail = z.object({
  task: ReconciliationTask,
  figures: TaskFiguresJson,
  /** The moves the caller may make now. */
  allowed: z.array(TaskAction),
  history: z.array(TaskEvent),
});
export type TaskDetail = z.infer<typeof TaskDetail>;

export const TransitionBody = z.object({
  action: TaskAction,
  /** Required to return a task (the preparer reads it). */
  comment: multilineText(1000).optional(),
  /** The figures the page showed: a sign-off or certification on changed figures is refused (409). */
  figures: TaskFiguresJson.optional(),
});

export const AssignBody = z.object({
  taskIds: z.array(uuid).min(1).max(500),
  preparerUserId: uuid.nullable().optional(),
  reviewerUserId: uuid.nullable().optional(),
});

export const WorkflowPerson = z.object({
  id: z.string(),
  name: z.string(),
  mayPrepare: z.boolean(),
  mayReview: z.boolean(),
});

/** Whether a month locks when it is signed off (ready for review), per ledger area; certification always locks. */
export const LockSettings = z.object({ bankRec: z.boolean(), ewa: z.boolean() });
export type LockSettings = z.infer<typeof LockSettings>;
export const LockSettingBody = z.object({ area: z.enum(['bankRec', 'ewa']), lockAtSignOff: z.boolean() });

export const workflowRoutes = {
  tasks: route({
    method: 'GET',
    path: '/api/rec/workflow/tasks',
    access: areas,
    summary: 'Reconciliation tasks of the organisation (a period asked for is opened: its tasks are created)',
    tags: ['workflow'],
    query: TaskListQuery,
    response: z.object({ data: z.object({ period: z.string().nullable(), tasks: z.array(TaskListItem) }) }),
  }),
  task: route({
    method: 'GET',
    path: '/api/rec/workflow/tasks/:taskId',
    access: areas,
    summary: 'A task with its live figures, history and the moves the caller may make',
    tags: ['workflow'],
    params: z.object({ taskId: uuid }),
    response: z.object({ data: TaskDetail }),
  }),
  transition: route({
    method: 'POST',
    path: '/api/rec/workflow/tasks/:taskId/transition',
    access: areas,
    summary:
      'Start, sign off, certify or return a task (refusals say why; stale figures: 409 with the new ones)',
    tags: ['workflow'],
    params: z.object({ taskId: uuid }),
    body: TransitionBody,
    response: z.object({ data: ReconciliationTask }),
  }),
  assign: route({
    method: 'POST',
    path: '/api/rec/workflow/assign',
    access: 'management',
    summary: 'Assign the preparer and/or reviewer of tasks (and of their accounts from now on)',
    tags: ['workflow'],
    body: AssignBody,
    response: z.object({ data: z.object({ assigned: z.number().int() }) }),
  }),
  lockSettings: route({
    method: 'GET',
    path: '/api/rec/workflow/settings',
    access: areas,
    summary: 'Whether each area locks a month at sign-off (certification always locks it)',
    tags: ['workflow'],
    response: z.object({ data: LockSettings }),
  }),
  setLockAtSignOff: route({
    method: 'PUT',
    path: '/api/rec/workflow/settings',
    access: 'management',
    summary: "Lock an area's months at sign-off, or only at certification (audited)",
    tags: ['workflow'],
    body: LockSettingBody,
    response: z.object({ data: LockSettings }),
  }),
  people: route({
    method: 'GET',
    path: '/api/rec/workflow/people',
    access: areas,
    summary: 'Members who may prepare or review reconciliations',
    tags: ['workflow'],
    response: z.object({ data: z.array(WorkflowPerson) }),
  }),
};
