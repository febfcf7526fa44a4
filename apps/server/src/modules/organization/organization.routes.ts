import { contracts } from '@clearline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { callerOf, orgOf, registerRoute } from '../../platform/http';
import type { Actor, OrganizationService } from './organization.service';

const routes = contracts.organization;

export function registerOrganizationRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  service: OrganizationService,
): void {
  const actorOf = (c: Parameters<typeof orgOf>[0] & { req: { ip: string } }): Actor => ({
    userId: callerOf(c).userId,
    organizationId: orgOf(c),
    ip: c.req.ip,
  });
  registerRoute(app, ctx.auth, routes.settings, async (c) => service.settings(orgOf(c)));
  registerRoute(app, ctx.auth, routes.updateSettings, async (c) =>
    service.updateSettings(actorOf(c), c.body),
  );
  registerRoute(app, ctx.auth, routes.checkCustomerIdPattern, async (c) =>
    service.checkPattern(orgOf(c), c.body.pattern),
  );
  registerRoute(app, ctx.auth, routes.menu, async (c) => service.menu(orgOf(c)));
  registerRoute(app, ctx.auth, routes.updateMenu, async (c) => service.updateMenu(actorOf(c), c.body.menu));
  registerRoute(app, ctx.auth, routes.resetMenu, async (c) => service.resetMenu(actorOf(c)));
  // The idle call of spec §7 (its contract is the users module's GET's pair): the General tab's idle part alone.
  registerRoute(app, ctx.auth, contracts.users.updateIdleTimeout, async (c) =>
    service.updateIdle(actorOf(c), c.body),
  );
  registerRoute(app, ctx.auth, routes.create, async (c) => service.create(actorOf(c), c.body));
}
