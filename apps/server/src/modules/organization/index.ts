import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { registerOrganizationRoutes } from './organization.routes';
import { OrganizationService } from './organization.service';

export type { OrganizationService };

/**
 * The organisation's own configuration (issue 17): name, area flags, deleting, customer id pattern, idle
 * sign-out, second factor, navigation menu; and new organisations with a starter configuration.
 */
export function registerOrganization(app: FastifyInstance, ctx: AppContext): OrganizationService {
  const service = new OrganizationService(ctx);
  registerOrganizationRoutes(app, ctx, service);
  return service;
}
