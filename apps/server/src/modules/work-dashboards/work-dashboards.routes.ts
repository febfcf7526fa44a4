import { contracts, type WorkDashboardRoutes } from '@clearline/contracts';
import type { LedgerArea } from '@clearline/domain/areas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { callerOf, orgOf, registerRoute } from '../../platform/http';
import type { AreaDashboardService } from './area-dashboard.service';
import type { ClientViewService } from './client-view.service';
import type { HomeService } from './home.service';

/** The clerk dashboard of each ledger area (one contract factory, one service), Home and the client view. */
export function registerWorkDashboardRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  services: { dashboards: AreaDashboardService; home: HomeService; clientView: ClientViewService },
): void {
  const { dashboards, home, clientView } = services;
  const areaRoutes: Record<LedgerArea, WorkDashboardRoutes> = {
    bankRec: contracts.workDashboards,
    ewa: contracts.ewaWorkDashboards,
  };
  for (const [area, routes] of Object.entries(areaRoutes) as [LedgerArea, WorkDashboardRoutes][]) {
    registerRoute(app, ctx.auth, routes.dashboard, async (c) =>
      dashboards.dashboard(orgOf(c), callerOf(c).userId, area),
    );
  }
  registerRoute(app, ctx.auth, contracts.workDashboards.home, async (c) =>
    home.home(orgOf(c), callerOf(c).userId, callerOf(c).roles),
  );
  registerRoute(app, ctx.auth, contracts.workDashboards.clientView, async (c) =>
    clientView.view(orgOf(c), c.params.coId),
  );
}
