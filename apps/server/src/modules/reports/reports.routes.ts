import { contracts, type ReportRoutes } from '@clearline/contracts';
import type { LedgerArea } from '@clearline/domain/areas';
import type { FastifyInstance } from 'fastify';
import type { Caller } from '../../platform/auth-context';
import type { AppContext } from '../../platform/context';
import { registerRoute } from '../../platform/http';
import type { ReportsService } from './reports.service';

const AREA_ROUTES: Record<LedgerArea, ReportRoutes> = {
  bankRec: contracts.reports,
  ewa: contracts.ewaReports,
};

/** The report calls of both areas (`contracts.reports`, `contracts.ewaReports`). */
export function registerReportsRoutes(app: FastifyInstance, ctx: AppContext, service: ReportsService): void {
  for (const [area, routes] of Object.entries(AREA_ROUTES) as [LedgerArea, ReportRoutes][]) {
    const who = (caller: Caller | null) => caller as Caller;
    registerRoute(app, ctx.auth, routes.catalogue, async () => service.catalogue(area));
    registerRoute(app, ctx.auth, routes.preview, async (c) => service.preview(who(c.caller), area, c.body));
    registerRoute(app, ctx.auth, routes.exportReport, async (c) =>
      service.requestExport(who(c.caller), area, c.body),
    );
    registerRoute(app, ctx.auth, routes.exports, async (c) => service.exports(who(c.caller), area, c.query));
    registerRoute(app, ctx.auth, routes.retry, async (c) => service.retry(who(c.caller), area, c.params.id));
    registerRoute(app, ctx.auth, routes.download, async (c) =>
      service.download(who(c.caller), area, c.params.id, c.reply),
    );
    registerRoute(app, ctx.auth, routes.exportNotification, async (c) =>
      service.exportNotification(who(c.caller), area),
    );
    registerRoute(app, ctx.auth, routes.downloadTemplateFile, async (c) =>
      service.template(who(c.caller), area, c.body, c.reply),
    );
  }
}
