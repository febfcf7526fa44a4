import { areaMatchingContracts } from '@clearline/contracts';
import type { LedgerArea } from '@clearline/domain/areas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { callerOf, orgOf, registerRoute } from '../../platform/http';
import type { AutoMatchService } from './auto-match.service';

/**
 * Queues an auto-match run on demand and answers its status, for one ledger area's bank accounts
 * (registered once per area).
 */
export function registerAutoMatchRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  area: LedgerArea,
  autoMatch: AutoMatchService,
) {
  const routes = areaMatchingContracts[area].reconcile;
  registerRoute(app, ctx.auth, routes.autoMatch, async (c) => {
    const caller = callerOf(c);
    const jobId = await autoMatch.enqueue({
      organizationId: orgOf(c),
      accountId: c.body.accountId,
      area,
      from: c.body.from ?? null,
      to: c.body.to ?? null,
      userId: caller.userId,
      trigger: 'manual',
    });
    return { data: { jobId } };
  });
  registerRoute(app, ctx.auth, routes.autoMatchStatus, async (c) => ({
    data: await autoMatch.status(orgOf(c), area, c.params.jobId),
  }));
}
