import { contracts, FILE_SIZE_LIMITS } from '@clearline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { callerOf, orgOf, registerRoute } from '../../platform/http';
import type { ImportsService } from './imports.service';
import { templateZip } from './templates';

const routes = contracts.imports;
/** These are the bank-rec area's routes; another area's imports are neither listed nor un-imported here. */
const AREA = 'bankRec';

export function registerImportsRoutes(app: FastifyInstance, ctx: AppContext, service: ImportsService): void {
  registerRoute(app, ctx.auth, routes.upload, async (c) => {
    const limit = FILE_SIZE_LIMITS[c.query.source];
    const file = await c.req.file({ limits: { fileSize: limit + 1, files: 1 } });
    if (!file) throw badRequest('Choose a file to import (multipart field "file").');
    return service.upload(
      callerOf(c),
      orgOf(c),
      AREA,
      { filename: file.filename, stream: file.file, truncated: () => file.file.truncated },
      c.query,
    );
  });
  registerRoute(app, ctx.auth, routes.status, async (c) => service.status(orgOf(c), AREA, c.params.importId));
  registerRoute(app, ctx.auth, routes.errors, async (c) =>
    service.issues(orgOf(c), AREA, c.params.importId, c.query.page, c.query.limit),
  );
  registerRoute(app, ctx.auth, routes.unimport, async (c) =>
    service.unimport(callerOf(c), orgOf(c), AREA, c.params.importId),
  );
  registerRoute(app, ctx.auth, routes.activityLogs, async (c) =>
    service.activity(orgOf(c), AREA, c.query.page, c.query.limit),
  );
  registerRoute(app, ctx.auth, routes.bankTransactions, async (c) =>
    service.bankTransactions(orgOf(c), c.query),
  );
  registerRoute(app, ctx.auth, routes.templateFile, async ({ reply }) => {
    reply
      .header('content-type', 'application/zip')
      .header('content-disposition', 'attachment; filename="clearline-import-templates.zip"')
      .send(Buffer.from(templateZip()));
    return reply;
  });
}
