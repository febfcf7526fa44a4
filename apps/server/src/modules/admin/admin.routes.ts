import { contracts } from '@clearline/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { callerOf, orgOf, publicUrlOf, registerRoute } from '../../platform/http';
import type { AdminService } from './admin.service';
import type { Actor, UsersAdminService } from './users-admin.service';

const routes = contracts.admin;

export function registerAdminRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  service: AdminService,
  users: UsersAdminService,
): void {
  const actorOf = (c: { caller: Parameters<typeof orgOf>[0]['caller']; req: FastifyRequest }): Actor => ({
    userId: callerOf(c).userId,
    organizationId: orgOf(c),
    ip: c.req.ip,
  });

  registerRoute(app, ctx.auth, routes.unlockUser, async (c) =>
    service.unlock({ userId: callerOf(c).userId, organizationId: orgOf(c) }, c.params.id, c.req.ip),
  );
  // Issue 17: the users panel.
  registerRoute(app, ctx.auth, routes.users, async (c) => users.list(orgOf(c)));
  registerRoute(app, ctx.auth, routes.invite, async (c) =>
    users.invite(actorOf(c), c.body, publicUrlOf(ctx.config, c.req)),
  );
  registerRoute(app, ctx.auth, routes.setRoles, async (c) =>
    users.setRoles(actorOf(c), c.params.id, c.body.roleIds),
  );
  registerRoute(app, ctx.auth, routes.lockUser, async (c) => users.lock(actorOf(c), c.params.id));
  registerRoute(app, ctx.auth, routes.resetMfa, async (c) => users.resetMfa(actorOf(c), c.params.id));
  registerRoute(app, ctx.auth, routes.removeUser, async (c) => users.remove(actorOf(c), c.params.id));
  registerRoute(app, ctx.auth, routes.withdrawInvitation, async (c) =>
    users.withdrawInvitation(actorOf(c), c.params.id),
  );
  registerRoute(app, ctx.auth, routes.userHistory, async (c) => users.history(actorOf(c), c.params.id));
  const limit = { rateLimit: { max: ctx.config.loginRateLimitPerMinute, timeWindow: 60_000 } };
  registerRoute(app, ctx.auth, routes.invitation, async (c) => users.invitationInfo(c.body.token), limit);
  registerRoute(
    app,
    ctx.auth,
    routes.acceptInvitation,
    async (c) => users.acceptInvitation(c.body, c.req.ip),
    limit,
  );
}
