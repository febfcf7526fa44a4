import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { CoverageService } from '../reconcile/index';
import { registerDashboardsRoutes } from './dashboards.routes';
import { DashboardsService } from './dashboards.service';

export type { DashboardsService };

/** The management dashboards (issue 15), read from the reconciliation summaries (ADR 0015). */
export function registerDashboards(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { coverage: CoverageService },
): DashboardsService {
  const service = new DashboardsService(ctx, deps.coverage);
  registerDashboardsRoutes(app, ctx, service);
  return service;
}
