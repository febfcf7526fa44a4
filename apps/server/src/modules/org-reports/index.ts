import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { registerOrgReportsRoutes } from './org-reports.routes';
import { OrgReportsService } from './org-reports.service';

export type { OrgReportsService };

/** Issue 17 item 3: reports on people and data (orgReport, and ROUsers' access matrix). Reads only. */
export function registerOrgReports(app: FastifyInstance, ctx: AppContext): OrgReportsService {
  const service = new OrgReportsService(ctx);
  registerOrgReportsRoutes(app, ctx, service);
  return service;
}
