import { contracts } from '@clearline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { callerOf, orgOf, registerRoute } from '../../platform/http';
import type { AutoMatchService } from './auto-match.service';

/** Queues an auto-match run on demand and answers its status. */
export function registerAutoMatchRoutes(app: FastifyInstance, ctx: AppContext, autoMatch: AutoMatchService) {
  const routes = contracts.reconcile;
  registerRoute(app, ctx.auth, routes.autoMatch, async (c) => {
    const caller = callerOf(c);
    const jobId = await autoMatch.enqueue({
      organizationId: orgOf(c),
      accountId: c.body.accountId,
      from: c.body.from ?? null,
      to: c.body.to ?? null,
      userId: caller.userId,
      trigger: 'manual',
    });
    return { data: { jobId } };
  });
  registerRoute(app, ctx.auth, routes.autoMatchStatus, async (c) => ({
    data: await autoMatch.status(orgOf(c), c.params.jobId),
  }));
}
