import { contracts, type ImportRoutes, uploadSizeLimit } from '@clearline/contracts';
import type { FastifyInstance } from 'fastify';
import type { ImportArea } from '../../db/schema/index';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { callerOf, orgOf, registerRoute } from '../../platform/http';
import type { ImportsService } from './imports.service';
import { templateZip } from './templates';

/** Each area's import calls (contracts.imports, contracts.ewaImports): its imports only, nobody else's. */
const ROUTES_OF: Record<ImportArea, ImportRoutes> = {
  bankRec: contracts.imports,
  ewa: contracts.ewaImports,
};

/** Registers one area's import routes; called once per area. */
export function registerImportsRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  service: ImportsService,
  area: ImportArea,
): void {
  const routes = ROUTES_OF[area];
  registerRoute(app, ctx.auth, routes.upload, async (c) => {
    const limit = uploadSizeLimit(area, c.query.source);
    const file = await c.req.file({ limits: { fileSize: limit + 1, files: 1 } });
    if (!file) throw badRequest('Choose a file to import (multipart field "file").');
    return service.upload(
      callerOf(c),
      orgOf(c),
      area,
      { filename: file.filename, stream: file.file, truncated: () => file.file.truncated },
      c.query,
    );
  });
  registerRoute(app, ctx.auth, routes.status, async (c) => service.status(orgOf(c), area, c.params.importId));
  registerRoute(app, ctx.auth, routes.errors, async (c) =>
    service.issues(orgOf(c), area, c.params.importId, c.query.page, c.query.limit),
  );
  registerRoute(app, ctx.auth, routes.unimport, async (c) =>
    service.unimport(callerOf(c), orgOf(c), area, c.params.importId),
  );
  registerRoute(app, ctx.auth, routes.activityLogs, async (c) =>
    service.activity(orgOf(c), area, c.query.page, c.query.limit),
  );
  registerRoute(app, ctx.auth, routes.bankTransactions, async (c) =>
    service.bankTransactions(orgOf(c), area, c.query),
  );
  registerRoute(app, ctx.auth, routes.templateFile, async ({ reply }) => {
    reply
      .header('content-type', 'application/zip')
      .header('content-disposition', 'attachment; filename="clearline-import-templates.zip"')
      .send(Buffer.from(templateZip(area)));
    return reply;
  });
}
