import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db';
import { registerAdminRoutes } from './admin.routes';
import { AdminService } from './admin.service';

export type { AdminService };

/** Administration: unlock a user (the route, and the CLI's unlock-user). */
export function registerAdmin(app: FastifyInstance, ctx: AppContext): AdminService {
  const service = adminService(ctx.db);
  registerAdminRoutes(app, ctx, service);
  return service;
}

/** The service on a database alone, for the command line (no HTTP application is built there). */
export function adminService(db: Db): AdminService {
  return new AdminService(db);
}
