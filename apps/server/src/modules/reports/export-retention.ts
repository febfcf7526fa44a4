import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db';
import { enqueueJob, type JobHandler } from '../../platform/jobs';
import type { ExportStore } from './export-store';
import { EXPORT_RETENTION_JOB, exportsToExpire, markExpired, retentionScheduled } from './exports.repository';

/** How often the rule runs. */
export const RETENTION_EVERY_MS = 24 * 60 * 60 * 1000;
/** Exports expired per query (a large backlog is worked through in these steps). */
const STEP = 200;

/**
 * Schedules the retention rule's next run unless one is waiting: called with an export's request (in
 * its transaction), so the rule runs wherever exports exist, and by the rule itself when it ends.
 */
export async function scheduleRetention(db: DbOrTx, runAfter: Date): Promise<void> {
  if (await retentionScheduled(db)) return;
  await enqueueJob(db, {
    organizationId: null,
    kind: EXPORT_RETENTION_JOB,
    payload: {},
    createdBy: null,
    runAfter,
  });
}

/**
 * The `export-retention` durable job: the files of exports finished more than `exportRetentionDays`
 * ago are removed and their exports marked expired (still listed, no download: 410 with
 * EXPORT_EXPIRED_MESSAGE). The file goes first: a run stopped between the two finds the export again
 * and removing a missing file is no error. Then it schedules itself a day later.
 */
export function exportRetentionJob(ctx: AppContext, store: ExportStore): JobHandler {
  return {
    onInterrupted: 'retry',
    async run(_job, jobCtx) {
      try {
        return await expireDue(ctx, store, jobCtx.signal);
      } finally {
        // Whether this run succeeded or failed, the rule runs again tomorrow. Queued by the run itself,
        // not after the job ended: a process killed in between would end the daily chain (issue 18).
        await scheduleRetention(ctx.db, new Date(ctx.now().getTime() + RETENTION_EVERY_MS));
      }
    },
  };
}

/** Removes the files of exports past the retention period and marks them expired, in steps. */
async function expireDue(
  ctx: AppContext,
  store: ExportStore,
  signal: AbortSignal,
): Promise<Record<string, unknown>> {
  const now = ctx.now();
  const before = new Date(now.getTime() - ctx.config.exportRetentionDays * 24 * 60 * 60 * 1000);
  let expired = 0;
  for (;;) {
    const due = await exportsToExpire(ctx.db, before, STEP);
    for (const e of due) {
      if (signal.aborted) throw new Error('retention stopped: the runner is shutting down');
      await store.remove(e.organization_id, e.file);
      await markExpired(ctx.db, e.id, now);
      expired += 1;
    }
    if (due.length < STEP) break;
  }
  return { expired, before: before.toISOString() };
}
