import { wallClock } from '../../platform/clock';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db';
import { enqueueJob, type JobHandler } from '../../platform/jobs';
import type { ExportStore } from './export-store';
import {
  EXPORT_RETENTION_JOB,
  exportFilesInUse,
  exportsToExpire,
  markExpired,
  retentionScheduled,
} from './exports.repository';

/** How often the rule runs. */
export const RETENTION_EVERY_MS = 24 * 60 * 60 * 1000;
/** Exports expired per query (a large backlog is worked through in these steps). */
const STEP = 200;
/**
 * How old a file no export names must be before the sweep removes it: a file is named by its export
 * the moment the job ends, and a temporary file belongs to a queued or running job, so a day is slack.
 */
export const STRAY_FILE_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Schedules the retention rule's next run unless one is waiting: called with an export's request (in
 * its transaction), so the rule runs wherever exports exist, and by the rule itself when it ends.
 */
export async function scheduleRetention(db: DbOrTx): Promise<void> {
  if (await retentionScheduled(db)) return;
  await enqueueJob(db, {
    organizationId: null,
    kind: EXPORT_RETENTION_JOB,
    payload: {},
    createdBy: null,
    delayMs: RETENTION_EVERY_MS,
  });
}

/**
 * The `export-retention` durable job: the files of exports finished more than `exportRetentionDays`
 * ago are removed and their exports marked expired (still listed, no download: 410 with
 * EXPORT_EXPIRED_MESSAGE). The file goes first: a run stopped between the two finds the export again
 * and removing a missing file is no error. Then it sweeps the files no export stands behind (a process
 * killed between a file's final rename and its job's end leaves one) and schedules itself a day later.
 */
export function exportRetentionJob(ctx: AppContext, store: ExportStore): JobHandler {
  return {
    onInterrupted: 'retry',
    async run(_job, jobCtx) {
      try {
        const expiry = await expireDue(ctx, store, jobCtx.signal);
        return { ...expiry, strayFilesRemoved: await sweepStrays(ctx, store) };
      } finally {
        // Whether this run succeeded or failed, the rule runs again tomorrow. Queued by the run itself,
        // not after the job ended: a process killed in between would end the daily chain (issue 18).
        await scheduleRetention(ctx.db);
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

/**
 * Removes the files older than STRAY_FILE_AGE_MS that no export names and no queued or running export
 * job is writing: the leftovers of a process killed after a file's final rename but before its job
 * recorded it (the retried job writes a file of its own), or of an attempt that never ran again.
 */
async function sweepStrays(ctx: AppContext, store: ExportStore): Promise<number> {
  // A file's modification time is the file system's, which runs on the wall clock.
  const cutoff = wallClock().getTime() - STRAY_FILE_AGE_MS;
  const old = (await store.listAll()).filter((f) => f.modifiedAt.getTime() < cutoff);
  const byOrganization = new Map<string, typeof old>();
  for (const file of old) {
    const files = byOrganization.get(file.organizationId);
    if (files) files.push(file);
    else byOrganization.set(file.organizationId, [file]);
  }
  let removed = 0;
  for (const [organizationId, files] of byOrganization) {
    const inUse = await exportFilesInUse(
      ctx.db,
      organizationId,
      files.map((f) => f.name),
    );
    for (const file of files) {
      if (inUse.has(file.name)) continue;
      await store.removeStray(organizationId, file.name);
      ctx.log.warn({ organizationId, file: file.name }, 'export retention: removed a file no export names');
      removed += 1;
    }
  }
  return removed;
}
