import { contracts } from '@clearline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { callerOf, orgOf, registerRoute } from '../../platform/http';
import type { OrgReportsService } from './org-reports.service';

/** Reports on people and data: administrators (management roles 110, 126) of the current organisation. */
export function registerOrgReportsRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  service: OrgReportsService,
): void {
  const routes = contracts.orgReports;
  registerRoute(app, ctx.auth, routes.orgReport, async (c) => ({
    data: await service.orgReport(orgOf(c), c.query),
  }));
  registerRoute(app, ctx.auth, routes.accessMatrix, async (c) => ({
    data: await service.accessMatrix(callerOf(c)),
  }));
}
