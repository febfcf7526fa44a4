import { PassThrough } from 'node:stream';
import {
  EXPORT_EXPIRED_MESSAGE,
  EXPORT_FAILED_MESSAGE,
  EXPORT_INITIATED_MESSAGE,
  type ReportExport,
  type ReportFormat,
} from '@clearline/contracts';
import { exportChunkSize, exportFileName, type ReportValue, type TaskFigures } from '@clearline/domain';
import { type LedgerArea, ledgerArea } from '@clearline/domain/areas';
import type { FastifyReply } from 'fastify';
import type { Caller } from '../../platform/auth-context';
import type { AppContext } from '../../platform/context';
import { badRequest, conflict, gone, notFound } from '../../platform/errors';
import { enqueueJob, requeueFailedJob } from '../../platform/jobs';
import { audit } from '../audit/index';
import { downloadPath } from './export-job';
import { scheduleRetention } from './export-retention';
import type { ExportStore } from './export-store';
import type { ExportEncryption } from './exports.repository';
import * as repo from './exports.repository';
import { jsonRow, jsonSummary, type ReportRuns } from './report-runs';
import { STATEMENT_REPORT_ID } from './sources/statement.report';
import { CONTENT_TYPES, WRITERS } from './writers/index';

const orgOf = (caller: Caller) => caller.organizationId as string;

/** The file name of an export: what the report covers (exportFileName), from its stored payload. */
const fileNameOf = (payload: repo.ExportPayload, createdAt: string) =>
  exportFileName({ ...payload, requestedAt: createdAt, encrypted: !!payload.encryptTo });

/** Reports of an area: the catalogue, previews, export jobs and their files. */
export class ReportsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly runs: ReportRuns,
    private readonly store: ExportStore,
    private readonly encryption?: ExportEncryption,
  ) {}

  catalogue(area: LedgerArea) {
    return {
      data: {
        reports: this.runs
          .list(area)
          .filter((s) => s.listed !== false)
          .map((s) => ({
            id: s.id,
            name: s.name,
            description: s.description,
            parameters: s.parameters,
            columns: s.columns,
          })),
      },
    };
  }

  /**
   * The reconciliation statement's figures of one account and month, as a sign-off signs them (the
   * workflow module): its heading figures and its open items' count and sum, computed by the report itself.
   */
  async statementFigures(
    organizationId: string,
    area: LedgerArea,
    accountId: string,
    month: string,
  ): Promise<TaskFigures> {
    const source = this.runs.source(area, STATEMENT_REPORT_ID);
    const run = await this.runs.start(organizationId, area, null, source, { accountId, month });
    const [summary, totals] = await Promise.all([source.summary?.(run) ?? [], source.totals(run)]);
    const figure = (key: string) => {
      const value = summary.find((s) => s.key === key)?.value;
      return value === null || value === undefined ? null : Number(value);
    };
    return {
      bankBalance: figure('bankClosing'),
      bookBalance: figure('bookBalance') ?? 0,
      difference: figure('difference'),
      openItemsCount: totals.count,
      openItemsAmount: totals.sums.amount ?? 0,
    };
  }

  async preview(
    caller: Caller,
    area: LedgerArea,
    body: { reportId: string; parameters: Record<string, string>; page: number; limit: number },
  ) {
    const source = this.runs.source(area, body.reportId);
    const run = await this.runs.start(orgOf(caller), area, caller.userId, source, body.parameters);
    const [summary, totals, rows] = await Promise.all([
      source.summary ? source.summary(run) : Promise.resolve([]),
      source.totals(run),
      source.batch(run, null, body.limit, (body.page - 1) * body.limit),
    ]);
    const totalsJson: Record<string, string | number> = {};
    for (const c of source.columns)
      if (c.total) totalsJson[c.key] = jsonRow([c], [totals.sums[c.key] ?? 0])[c.key] as string | number;
    return {
      data: {
        reportId: source.id,
        reportName: source.name,
        parameters: run.parameters,
        columns: source.columns,
        summary: jsonSummary(summary),
        rows: rows.map((r) =>
          jsonRow(
            source.columns,
            source.columns.map((c) =>
              r[c.key] === null || r[c.key] === undefined ? null : (r[c.key] as ReportValue),
            ),
          ),
        ),
        total: totals.count,
        page: body.page,
        limit: body.limit,
        totals: totalsJson,
      },
    };
  }

  async requestExport(
    caller: Caller,
    area: LedgerArea,
    body: { reportId: string; parameters: Record<string, string>; format: ReportFormat; encryptTo?: string },
  ) {
    const source = this.runs.source(area, body.reportId);
    // Checked now, so a bad parameter is the request's 400 and not a failed job later.
    const run = await this.runs.start(orgOf(caller), area, caller.userId, source, body.parameters);
    if (body.encryptTo) {
      if (!this.encryption) throw badRequest('encryptTo: exports cannot be encrypted on this server');
      await this.encryption.checkRecipient(orgOf(caller), body.encryptTo);
    }
    const payload: repo.ExportPayload = {
      area,
      reportId: source.id,
      reportName: source.name,
      format: body.format,
      parameters: run.parameters,
      ...(body.encryptTo ? { encryptTo: body.encryptTo } : {}),
    };
    // The job and its audit entry commit together: an export is on the trail exactly when it exists.
    const exportId = await this.ctx.db.transaction(async (tx) => {
      const id = await enqueueJob(tx, {
        organizationId: orgOf(caller),
        kind: repo.REPORT_EXPORT_JOB,
        payload: { ...payload },
        createdBy: caller.userId,
      });
      await audit.record(tx, {
        organizationId: orgOf(caller),
        actorUserId: caller.userId,
        action: 'report.exported',
        entityType: 'export',
        entityId: id,
        details: { area, reportId: source.id, format: body.format, parameters: run.parameters },
      });
      // Where there are exports, the retention rule runs (daily, first a day from now).
      await scheduleRetention(tx);
      return id;
    });
    this.ctx.jobs.wake();
    return { message: EXPORT_INITIATED_MESSAGE, data: { exportId } } as const;
  }

  async exports(caller: Caller, area: LedgerArea, query: { page: number; limit: number }) {
    const { rows, total } = await repo.listExports(
      this.ctx.db,
      orgOf(caller),
      area,
      (query.page - 1) * query.limit,
      query.limit,
    );
    return { data: { rows: rows.map((r) => this.exportOf(r)), total, page: query.page, limit: query.limit } };
  }

  async retry(caller: Caller, area: LedgerArea, id: string) {
    const job = await repo.findExport(this.ctx.db, orgOf(caller), area, id);
    if (!job) throw notFound('Export not found');
    if (job.status !== 'failed') throw conflict('Only an export that failed can be tried again');
    if (!(await requeueFailedJob(this.ctx.db, orgOf(caller), repo.REPORT_EXPORT_JOB, id)))
      throw conflict('Only an export that failed can be tried again');
    this.ctx.jobs.wake();
    return { message: EXPORT_INITIATED_MESSAGE, data: { exportId: id } } as const;
  }

  async exportNotification(caller: Caller, area: LedgerArea) {
    const rows = await repo.finishedExports(this.ctx.db, orgOf(caller), area, 50);
    return {
      data: rows.map((r) => ({
        _id: r.id,
        createdAt: r.created_at,
        blobStorageURL: downloadPath(ledgerArea(area).apiPrefix, r.id),
        reportName: r.payload.reportName,
      })),
    };
  }

  /** Streams a finished export in spec §9's chunk size for its size. */
  async download(caller: Caller, area: LedgerArea, id: string, reply: FastifyReply) {
    const organizationId = orgOf(caller);
    const job = await repo.findExport(this.ctx.db, organizationId, area, id);
    if (!job) throw notFound('Export not found');
    if (job.status === 'queued' || job.status === 'running')
      throw conflict('The export is still being generated. You will be notified when the report is ready.');
    if (job.status === 'failed' || !job.result) throw conflict(EXPORT_FAILED_MESSAGE);
    if (job.result.expiredAt) throw gone(EXPORT_EXPIRED_MESSAGE);
    const size = await this.store.size(organizationId, job.result.file);
    if (size === null) throw notFound('The export file is no longer available');
    const { format } = job.payload;
    return reply
      .header('content-type', job.payload.encryptTo ? 'application/octet-stream' : CONTENT_TYPES[format])
      .header('content-length', String(size))
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${fileNameOf(job.payload, job.created_at)}"`)
      .send(this.store.open(organizationId, job.result.file, exportChunkSize(size)));
  }

  /**
   * Spec §7 downloadTemplateFile: a report's template, its heading and columns without rows, as pdf or
   * csv. `uri` names the report (its id, or a path ending in it, with or without an extension).
   */
  async template(
    caller: Caller,
    area: LedgerArea,
    body: { uri: string; extn: 'pdf' | 'csv' },
    reply: FastifyReply,
  ) {
    const id = (body.uri.split('/').pop() ?? '').replace(/\.(pdf|csv)$/i, '');
    const source = this.runs.source(area, id);
    const run = await this.runs.base(orgOf(caller), area, caller.userId);
    const chunks: Buffer[] = [];
    const out = new PassThrough();
    out.on('data', (c: Buffer) => chunks.push(c));
    const empty = (async function* () {})();
    await WRITERS[body.extn](
      {
        organizationName: await repo.organizationName(this.ctx.db, orgOf(caller)),
        reportName: source.name,
        parameters: source.parameters.map((p) => ({ label: p.label, value: '' })),
        generatedAt: run.now,
        generatedBy: run.userName,
        columns: source.columns,
        summary: [],
        expectedRows: 0,
      },
      empty,
      out,
    );
    out.end();
    return reply
      .header('content-type', CONTENT_TYPES[body.extn])
      .header('content-disposition', `attachment; filename="${source.id}-template.${body.extn}"`)
      .send(Buffer.concat(chunks));
  }

  private exportOf(r: repo.ExportJobRow): ReportExport {
    const p = r.payload;
    return {
      id: r.id,
      reportId: p.reportId,
      reportName: p.reportName,
      format: p.format,
      parameters: p.parameters,
      status: r.status,
      progress: r.status === 'succeeded' ? 100 : r.progress,
      requestedBy: { id: r.created_by, name: r.requested_by ?? 'System' },
      sizeBytes: r.result?.sizeBytes ?? null,
      rows: r.result?.rows ?? null,
      fileName: fileNameOf(p, r.created_at),
      createdAt: r.created_at,
      finishedAt: r.finished_at,
      error: r.status === 'failed' ? EXPORT_FAILED_MESSAGE : null,
      downloadUrl:
        r.status === 'succeeded' && !r.result?.expiredAt
          ? downloadPath(ledgerArea(p.area).apiPrefix, r.id)
          : null,
      expiredAt: r.result?.expiredAt ?? null,
    };
  }
}
