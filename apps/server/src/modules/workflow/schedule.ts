import { shiftPeriod, todayIso } from '@clearline/domain';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { queryRows } from '../../platform/db';
import { enqueueJob, type JobHandler } from '../../platform/jobs';
import { bankRecReader } from '../bank-rec/index';
import { TASK_NOTICE_JOB } from './notices';
import * as repo from './workflow.repository';
import type { WorkflowService } from './workflow.service';

/** At each month's start: every organisation's new period gets its tasks (the job then books the next). */
export const PERIOD_OPEN_JOB = 'reconciliation-period-open';
/** Every day: the people of overdue tasks are told (the job then books the next day's). */
export const OVERDUE_JOB = 'reconciliation-overdue';

const DAY_MS = 86_400_000;

/** The next month's first day, 00:05 UTC (an organisation's zone is a few hours either side: ensure is idempotent). */
export function nextMonthStart(now: Date): Date {
  const period = shiftPeriod(now.toISOString().slice(0, 7), 1);
  return new Date(`${period}-01T00:05:00Z`);
}

export function nextDay(now: Date): Date {
  return new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS + DAY_MS + 6 * 3_600_000);
}

/** How long from `now` to `then`, on the app's clock. */
const until = (now: Date, then: Date): number => Math.max(0, then.getTime() - now.getTime());

/** Books a scheduled job unless one of its kind is already waiting or running (idempotent at each start). */
async function book(ctx: AppContext, kind: string, delayMs: number): Promise<void> {
  const [waiting] = await queryRows<{ n: number }>(
    ctx.db,
    sql`select count(*)::int as n from jobs where kind = ${kind} and status in ('queued', 'running')`,
  );
  if ((waiting?.n ?? 0) > 0) return;
  await enqueueJob(ctx.db, { organizationId: null, kind, payload: {}, createdBy: null, delayMs });
}

/** Books the month-start and daily jobs if they are not booked yet (called where jobs run: main, worker). */
export async function scheduleWorkflowJobs(ctx: AppContext): Promise<void> {
  const now = ctx.now();
  await book(ctx, PERIOD_OPEN_JOB, until(now, nextMonthStart(now)));
  await book(ctx, OVERDUE_JOB, until(now, nextDay(now)));
}

export function periodOpenJob(ctx: AppContext, workflow: WorkflowService): JobHandler {
  return {
    onInterrupted: 'retry',
    async run() {
      let created = 0;
      for (const organizationId of await repo.organizationsWithAccounts(ctx.db)) {
        created += await workflow.ensurePeriod(organizationId, await workflow.currentPeriod(organizationId));
      }
      await enqueueJob(ctx.db, {
        organizationId: null,
        kind: PERIOD_OPEN_JOB,
        payload: {},
        createdBy: null,
        delayMs: until(ctx.now(), nextMonthStart(ctx.now())),
      });
      return { created };
    },
  };
}

export function overdueJob(ctx: AppContext): JobHandler {
  return {
    onInterrupted: 'retry',
    async run() {
      let told = 0;
      for (const organizationId of await repo.organizationsWithAccounts(ctx.db)) {
        const config = await bankRecReader.config(ctx.db, organizationId);
        const today = todayIso(ctx.now(), config.timeZone);
        const overdue = await repo.listTasks(ctx.db, organizationId, { overdueOn: today });
        for (const task of overdue) {
          await enqueueJob(ctx.db, {
            organizationId,
            kind: TASK_NOTICE_JOB,
            payload: { taskId: task.id, event: 'overdue' },
            createdBy: null,
          });
          told += 1;
        }
      }
      await enqueueJob(ctx.db, {
        organizationId: null,
        kind: OVERDUE_JOB,
        payload: {},
        createdBy: null,
        delayMs: until(ctx.now(), nextDay(ctx.now())),
      });
      return { told };
    },
  };
}
