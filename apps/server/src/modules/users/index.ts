import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { AuthService } from '../auth/index';
import { MembersService } from './members.service';
import { registerUsersRoutes } from './users.routes';
import { UsersService } from './users.service';

export type { MembersService, UsersService };

/** Memberships and organisations as other modules read them. Stateless: one serves all. */
export const members = new MembersService();

/** Profile and organisation switch (spec §5). */
export function registerUsers(app: FastifyInstance, ctx: AppContext, auth: AuthService): UsersService {
  const service = new UsersService(ctx, auth);
  registerUsersRoutes(app, ctx, service);
  return service;
}
