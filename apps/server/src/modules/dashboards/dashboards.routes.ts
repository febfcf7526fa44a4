import { contracts } from '@clearline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { callerOf, orgOf, registerRoute } from '../../platform/http';
import type { DashboardsService } from './dashboards.service';

/** The management dashboards: management roles (110, 126) of the caller's current organisation. */
export function registerDashboardsRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  service: DashboardsService,
): void {
  const routes = contracts.dashboards;
  registerRoute(app, ctx.auth, routes.management, async (c) => service.management(orgOf(c), c.query));
  registerRoute(app, ctx.auth, routes.conversion, async (c) => service.conversion(orgOf(c), c.query));
  registerRoute(app, ctx.auth, routes.organizations, async (c) =>
    service.organizations(callerOf(c), c.query),
  );
}
