import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { AutoMatchService, MatchingService } from '../matching/index';
import { FileStore } from './file-store';
import { registerImportsRoutes } from './imports.routes';
import { ImportsService } from './imports.service';
import { LEDGER_IMPORT_JOB, ledgerImportJob } from './ledger-import.job';
import { STATEMENT_IMPORT_JOB, statementImportJob } from './statement-import.job';

/** File imports: routes, the import job, the file store. */
export function registerImports(
  app: FastifyInstance,
  ctx: AppContext,
  matching: MatchingService,
  autoMatch: AutoMatchService,
): ImportsService {
  const onImported = (organizationId: string, importId: string, userId: string | null) =>
    autoMatch.afterImport(organizationId, importId, userId);
  const files = new FileStore(path.join(ctx.config.dataDir, 'files'));
  const service = new ImportsService(ctx, files, matching);
  ctx.jobs.register(STATEMENT_IMPORT_JOB, statementImportJob(ctx, files, onImported));
  ctx.jobs.register(LEDGER_IMPORT_JOB, ledgerImportJob(ctx, files, onImported));
  registerImportsRoutes(app, ctx, service);
  return service;
}

export { ImportsService } from './imports.service';
