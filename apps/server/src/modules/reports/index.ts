import path from 'node:path';
import { ledgerArea } from '@clearline/domain/areas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { type CatalogueDeps, catalogueOf } from './catalogue';
import { exportJob } from './export-job';
import { exportRetentionJob } from './export-retention';
import { ExportStore } from './export-store';
import { EXPORT_RETENTION_JOB, type ExportEncryption, REPORT_EXPORT_JOB } from './exports.repository';
import { ReportRuns } from './report-runs';
import { registerReportsRoutes } from './reports.routes';
import { ReportsService } from './reports.service';

export type { ReportsService };

/**
 * Reports and exports of both ledger areas: the catalogue (reports as data), previews, and exports as
 * durable `report-export` jobs whose files live under `dataDir/exports/<organisation>/`. Reads the
 * reconciliation panel and the outstanding liabilities through reconcile's services.
 */
export function registerReports(
  app: FastifyInstance,
  ctx: AppContext,
  deps: CatalogueDeps,
  /** Issue 19: exports encrypted to a bank's key (the encryption module). */
  encryption?: ExportEncryption,
): ReportsService {
  const runs = new ReportRuns(ctx, catalogueOf(deps));
  const store = new ExportStore(path.join(ctx.config.dataDir, 'exports'));
  ctx.jobs.register(
    REPORT_EXPORT_JOB,
    exportJob(ctx, runs, store, (area) => ledgerArea(area).apiPrefix, encryption),
  );
  ctx.jobs.register(EXPORT_RETENTION_JOB, exportRetentionJob(ctx, store));
  const service = new ReportsService(ctx, runs, store, encryption);
  registerReportsRoutes(app, ctx, service);
  return service;
}
