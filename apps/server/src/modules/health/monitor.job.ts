import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { queryRows } from '../../platform/db';
import type { JobHandler } from '../../platform/jobs';
import type { ProductLinesService } from './product-lines.service';
import { MONITOR_JOB } from './samples.repository';
import type { SamplesService } from './samples.service';

/** How often the monitor looks for due work: endpoint intervals are at least 10 s. */
export const MONITOR_TICK_SECONDS = 5;
const PRUNE_EVERY_MS = 3_600_000;

/**
 * The health module's recurring work as one durable job that queues its successor: each run records
 * the interval's health sample (if no process did), probes the endpoints that are due and, hourly,
 * prunes what is older than 30 days. Several processes may each hold a tick; the sample's unique
 * bucket and the endpoints' claimed next run keep the work to one process per interval, and a tick
 * that finds another already queued does not queue one more, so the chains fold into one.
 */
export function monitorJob(
  ctx: AppContext,
  samples: SamplesService,
  productLines: ProductLinesService,
): JobHandler {
  let lastPrune = 0;
  return {
    onInterrupted: 'retry',
    run: async () => {
      try {
        const recorded = await samples.recordIfDue(ctx.jobs.id);
        const probed = await productLines.runDueProbes();
        let pruned = 0;
        if (Date.now() - lastPrune >= PRUNE_EVERY_MS) {
          lastPrune = Date.now();
          pruned = await samples.prune();
        }
        return { recorded, probed, pruned };
      } finally {
        await scheduleMonitor(ctx, MONITOR_TICK_SECONDS);
      }
    },
  };
}

/**
 * Queues the next tick in `afterSeconds` unless one is already queued. Called when a runner starts
 * (the first tick) and at the end of every tick.
 */
export async function scheduleMonitor(ctx: AppContext, afterSeconds: number): Promise<void> {
  await queryRows(
    ctx.db,
    sql`
      insert into jobs (kind, payload, run_after)
      select ${MONITOR_JOB}, '{}'::jsonb, now() + make_interval(secs => ${afterSeconds})
      where not exists (select 1 from jobs where kind = ${MONITOR_JOB} and status = 'queued')
      returning id`,
  );
}
