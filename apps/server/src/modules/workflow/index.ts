import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { ReportsService } from '../reports/index';
import type { ShellService } from '../shell/index';
import { TASK_NOTICE_JOB, taskNoticeJob } from './notices';
import { OVERDUE_JOB, overdueJob, PERIOD_OPEN_JOB, periodOpenJob, scheduleWorkflowJobs } from './schedule';
import { registerWorkflowRoutes } from './workflow.routes';
import { WorkflowService } from './workflow.service';

export type { Actor, MoveResult, TaskFilterInput, TaskView } from './workflow.service';
export type { WorkflowService };
export { scheduleWorkflowJobs };

/**
 * Month-end close (issue 16): reconciliation tasks per bank account and month, their moves (the domain's
 * state machine), assignment, and the jobs that open periods, tell people and chase overdue tasks.
 * Other modules (the boards) use `WorkflowService`: `listTasks`, `task`, `move` / `moveTo` (a refusal is
 * a result with its reason, never an exception).
 */
export function registerWorkflow(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { reports: ReportsService; shell: ShellService },
): WorkflowService {
  const workflow = new WorkflowService(ctx, deps.reports);
  ctx.jobs.register(TASK_NOTICE_JOB, taskNoticeJob(ctx, deps.shell));
  ctx.jobs.register(PERIOD_OPEN_JOB, periodOpenJob(ctx, workflow));
  ctx.jobs.register(OVERDUE_JOB, overdueJob(ctx));
  registerWorkflowRoutes(app, ctx, workflow);
  return workflow;
}
