import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { queryRows } from '../../platform/db';
import type { JobHandler } from '../../platform/jobs';
import type { AgentsService } from './agents.service';

export const AGENT_WATCH_JOB = 'agent-watch';

/** Seconds between looks for silent agents: a tenth of the silence allowed, between 5 s and a minute. */
export const watchTickSeconds = (silentMinutes: number) =>
  Math.min(60, Math.max(5, Math.round(silentMinutes * 6)));

/**
 * The silent-agent watch as one durable job that queues its successor (the health monitor's pattern,
 * ADR 0017): with several processes, a tick finding one already queued queues none, and each silence is
 * claimed by one process (`silent_notified_at`), so members are told once.
 */
export function agentWatchJob(ctx: AppContext, agents: AgentsService): JobHandler {
  return {
    onInterrupted: 'retry',
    run: async () => {
      try {
        return { told: await agents.checkSilence() };
      } finally {
        await scheduleAgentWatch(ctx, watchTickSeconds(ctx.config.agentSilentMinutes));
      }
    },
  };
}

export async function scheduleAgentWatch(ctx: AppContext, afterSeconds: number): Promise<void> {
  await queryRows(
    ctx.db,
    sql`
      insert into jobs (kind, payload, run_after)
      select ${AGENT_WATCH_JOB}, '{}'::jsonb, now() + make_interval(secs => ${afterSeconds})
      where not exists (select 1 from jobs where kind = ${AGENT_WATCH_JOB} and status = 'queued')
      returning id`,
  );
}
