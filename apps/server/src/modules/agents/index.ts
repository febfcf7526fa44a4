import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { BalancesService } from '../balances/index';
import type { ImportsService } from '../imports/index';
import type { ShellService } from '../shell/index';
import { AGENT_WATCH_JOB, agentWatchJob, scheduleAgentWatch } from './agent-watch.job';
import { registerAgentsRoutes } from './agents.routes';
import { AgentsService } from './agents.service';
import { DemoService } from './demo.service';

export type { AgentsService };

/**
 * Issue 19: agents (table `agents`; `imports.agent_id` names a pushed file's agent). Registration,
 * activation, the agent API into the import pipeline, agent notifications, the silent-agent watch
 * (a recurring durable job; AGENT_SILENT_MINUTES=0 turns it off) and the guided demo's statement.
 */
export function registerAgents(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { imports: ImportsService; shell: ShellService; balances?: BalancesService },
): AgentsService {
  const service = new AgentsService(ctx, deps.imports, deps.shell, deps.balances);
  deps.imports.onEnded((ended) => service.onImportEnded(ended));
  registerAgentsRoutes(app, ctx, service, new DemoService(ctx));
  if (ctx.config.agentSilentMinutes > 0) {
    ctx.jobs.register(AGENT_WATCH_JOB, agentWatchJob(ctx, service));
    ctx.jobs.onStart(() => scheduleAgentWatch(ctx, 0));
  }
  return service;
}
