import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { DashboardsService } from '../dashboards/index';
import type { ReconcileService } from '../reconcile/index';
import { AreaDashboardService } from './area-dashboard.service';
import { ClientViewService } from './client-view.service';
import { HomeService } from './home.service';
import { registerWorkDashboardRoutes } from './work-dashboards.routes';

export type { AreaDashboardService, ClientViewService, HomeService };

/**
 * Issue 15's pages for the people who do the work: each ledger area's clerk dashboard, a member's Home
 * and the client view. Read side only: the accounts' month and open counts from the reconciliation
 * summaries through the management dashboards' service (ADR 0015), the rest from indexed live reads.
 */
export function registerWorkDashboards(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { reconcile: ReconcileService; management: DashboardsService },
): { dashboards: AreaDashboardService; home: HomeService; clientView: ClientViewService } {
  const dashboards = new AreaDashboardService(ctx, deps.reconcile, deps.management);
  const home = new HomeService(ctx, deps.reconcile, deps.management);
  const clientView = new ClientViewService(ctx);
  registerWorkDashboardRoutes(app, ctx, { dashboards, home, clientView });
  return { dashboards, home, clientView };
}
