import { contracts } from '@clearline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { callerOf, orgOf, registerRoute } from '../../platform/http';
import type { AdminService } from './admin.service';

export function registerAdminRoutes(app: FastifyInstance, ctx: AppContext, service: AdminService): void {
  registerRoute(app, ctx.auth, contracts.admin.unlockUser, async (c) =>
    service.unlock({ userId: callerOf(c).userId, organizationId: orgOf(c) }, c.params.id, c.req.ip),
  );
}
