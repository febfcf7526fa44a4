import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { AccountsService } from './accounts.service';
import { registerAuthRoutes } from './auth.routes';
import { AuthService } from './auth.service';
import { OidcService } from './oidc.service';

export type { AccountsService, AuthService };

/** Accounts as other modules, the seed and the CLI use them. Stateless: one serves all. */
export const accounts = new AccountsService();

/** Sign-in, MFA, sessions and registration (spec §4). */
export function registerAuth(app: FastifyInstance, ctx: AppContext): AuthService {
  const service = new AuthService(ctx);
  registerAuthRoutes(app, ctx, service, new OidcService(ctx, service));
  return service;
}
