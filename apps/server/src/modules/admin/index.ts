import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db';
import type { AuthService } from '../auth/index';
import { registerAdminRoutes } from './admin.routes';
import { AdminService } from './admin.service';
import { UsersAdminService } from './users-admin.service';

export type { AdminService, UsersAdminService };

/** Administration: unlock a user (the route, and the CLI's unlock-user); the users panel (issue 17). */
export function registerAdmin(app: FastifyInstance, ctx: AppContext, auth: AuthService): AdminService {
  const service = adminService(ctx.db);
  registerAdminRoutes(app, ctx, service, new UsersAdminService(ctx, auth));
  return service;
}

/** The service on a database alone, for the command line (no HTTP application is built there). */
export function adminService(db: Db): AdminService {
  return new AdminService(db);
}
