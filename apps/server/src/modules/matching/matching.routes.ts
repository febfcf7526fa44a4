import { contracts } from '@clearline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { callerOf, orgOf, registerRoute } from '../../platform/http';
import type { MatchingService } from './matching.service';
import { OutstandingService } from './outstanding.service';

const routes = contracts.matching;

export function registerMatchingRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  service: MatchingService,
): void {
  registerRoute(app, ctx.auth, routes.match, async (c) => ({
    data: await service.manualMatch(callerOf(c), orgOf(c), c.body),
  }));
  registerRoute(app, ctx.auth, routes.unmatch, async (c) => ({
    data: await service.unmatch(callerOf(c), orgOf(c), c.params.matchId, c.body.reason),
  }));
  registerRoute(app, ctx.auth, routes.matches, async (c) => service.list(orgOf(c), c.query));
  const outstanding = new OutstandingService(ctx);
  registerRoute(app, ctx.auth, contracts.outstanding.outstanding, async (c) =>
    outstanding.query(orgOf(c), c.body),
  );
}
