import { contracts } from '@clearline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { callerOf, clientOf, orgOf, registerRoute } from '../../platform/http';
import type { UsersService } from './users.service';

const routes = contracts.users;

export function registerUsersRoutes(app: FastifyInstance, ctx: AppContext, service: UsersService): void {
  registerRoute(app, ctx.auth, routes.me, async (c) => service.me(callerOf(c)));
  registerRoute(app, ctx.auth, routes.userInfo, async (c) => service.userInfo(callerOf(c), c.params.id));
  registerRoute(app, ctx.auth, routes.updateUserInfo, async (c) =>
    service.updateUserInfo(callerOf(c), c.params.id, c.body, clientOf(c.req)),
  );
  registerRoute(app, ctx.auth, routes.organizations, async (c) => service.organizations(callerOf(c)));
  registerRoute(app, ctx.auth, routes.updateOrganization, async (c) =>
    service.switchOrganization(callerOf(c), c.params.id, c.req.ip),
  );
  registerRoute(app, ctx.auth, routes.idleTimeout, async (c) => service.idleTimeout(orgOf(c)));
}
