import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ImportArea } from '../../db/schema/index';
import type { AppContext } from '../../platform/context';
import { FileStore } from '../../platform/file-store';
import type { AutoMatchService } from '../auto-match/index';
import type { EncryptionService } from '../encryption/index';
import type { MatchingService } from '../matching/index';
import type { FundsWatch } from '../reconcile/index';
import { IMPORT_ADAPTERS } from './adapters';
import { registerImportsRoutes } from './imports.routes';
import { ImportsService } from './imports.service';
import { stagedImportJob } from './pipeline/pipeline';

/** File imports: routes, one staged-import job per area and kind of file, the file store. */
export function registerImports(
  app: FastifyInstance,
  ctx: AppContext,
  matching: MatchingService,
  autoMatch: AutoMatchService,
  fundsWatch?: FundsWatch,
  /** Issue 19: opens OpenPGP bank files before they are parsed (without it such files are refused). */
  encryption?: EncryptionService,
): ImportsService {
  const onImported = async (organizationId: string, importId: string, userId: string | null) => {
    // Funds coverage: employers an employer-funds file left short are put in the queue and told.
    if (fundsWatch) await fundsWatch.afterLinesWritten(organizationId, { importId });
    await autoMatch.afterImport(organizationId, importId, userId);
  };
  const files = new FileStore(path.join(ctx.config.dataDir, 'files'));
  const service = new ImportsService(ctx, files, matching);
  for (const [area, adapters] of Object.entries(IMPORT_ADAPTERS) as [
    ImportArea,
    typeof IMPORT_ADAPTERS.bankRec,
  ][]) {
    for (const adapter of Object.values(adapters)) {
      ctx.jobs.register(
        adapter.jobKind,
        stagedImportJob(
          ctx,
          files,
          area,
          adapter,
          onImported,
          (organizationId, importId) => service.announceEnded(organizationId, area, importId),
          encryption,
        ),
      );
    }
  }
  for (const area of Object.keys(IMPORT_ADAPTERS) as ImportArea[])
    registerImportsRoutes(app, ctx, service, area);
  return service;
}

export type { ImportEnded, ImportsService, Uploader } from './imports.service';
