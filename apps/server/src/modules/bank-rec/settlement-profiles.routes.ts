import { contracts } from '@clearline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { callerOf, orgOf, registerRoute } from '../../platform/http';
import type { SettlementProfilesService } from './settlement-profiles.service';

const routes = contracts.ewaSettlement;

/** GET/PUT /api/employeeFunds/items/partners/:partnerId/settlementProfile. */
export function registerSettlementProfileRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  service: SettlementProfilesService,
): void {
  registerRoute(app, ctx.auth, routes.getProfile, async (c) => service.get(orgOf(c), c.params.partnerId));
  registerRoute(app, ctx.auth, routes.saveProfile, async (c) =>
    service.save(callerOf(c), orgOf(c), c.params.partnerId, c.body.profile, c.req.ip),
  );
}
