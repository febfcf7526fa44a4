import { readFile, writeFile } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import { EXPORT_FAILED_MESSAGE, REPORT_EXPORT_EVENT, SOCKET_EVENTS } from '@clearline/contracts';
import { exportFileName } from '@clearline/domain';
import type { AppContext } from '../../platform/context';
import type { JobHandler, JobRow } from '../../platform/jobs';
import type { ExportStore } from './export-store';
import {
  type ExportEncryption,
  type ExportPayload,
  type ExportResult,
  organizationName,
} from './exports.repository';
import { parameterLines, type ReportRuns } from './report-runs';
import { reportBatches } from './report-source';
import { copyCsvWriter } from './writers/csv-copy';
import { OFF_THREAD_FORMATS, type ReportMeta, WRITERS, writeOffThread } from './writers/index';

/** Rows per keyset query: large enough for COPY-like speed, small enough to keep the event loop free. */
export const EXPORT_BATCH_ROWS = 2_000;
// On the embedded database batches are smaller (config.exportEmbeddedBatchRows, 250): a batch's rows are
// parsed on the server's thread (PGlite's query layer runs there, ADR 0010) and /health/ready waits for
// the statement in hand; 2,000-row batches held the event loop 230-830 ms at load 18
// (docs/benchmarks/exports.md).

/** The authorised download path of an export (never a public file URL). */
export const downloadPath = (apiPrefix: string, id: string) => `${apiPrefix}/report/exports/${id}/download`;

/**
 * The `report-export` job: the report's rows batch after batch into the format's writer and a
 * temporary file, renamed under a random name once complete. Progress goes to the job row and to the
 * requester's tabs; the end (ready or failed) is pushed as notifyBlobStorageQueue. A runner that stops
 * mid-way gives the job back to the queue and its temporary file is dropped on the next attempt.
 */
export function exportJob(
  ctx: AppContext,
  runs: ReportRuns,
  store: ExportStore,
  apiPrefixOf: (area: ExportPayload['area']) => string,
  encryption?: ExportEncryption,
): JobHandler {
  return {
    onInterrupted: 'retry',
    async run(job: JobRow, jobCtx) {
      const payload = job.payload as unknown as ExportPayload;
      const organizationId = job.organizationId as string;
      const source = runs.source(payload.area, payload.reportId);
      const run = await runs.start(organizationId, payload.area, job.createdBy, source, payload.parameters);
      const [totals, summary, orgName] = await Promise.all([
        source.totals(run),
        source.summary ? source.summary(run) : Promise.resolve([]),
        organizationName(ctx.db, organizationId),
      ]);
      const file = await store.begin(organizationId, job.id, payload.format);
      let lastPercent = -1;
      let lastPush = 0;
      const onRows = async (rows: number) => {
        if (jobCtx.signal.aborted) throw new Error('export stopped: the runner is shutting down');
        const percent = totals.count === 0 ? 99 : Math.min(99, Math.floor((rows / totals.count) * 100));
        // A new percent at most 4 times a second (each is a write to the job row: on the embedded
        // database a statement a health check may wait behind), the same one again after a second.
        if (Date.now() - lastPush < (percent === lastPercent ? 1000 : 250)) return;
        lastPercent = percent;
        lastPush = Date.now();
        void jobCtx.progress(percent);
        if (job.createdBy)
          ctx.realtime.toUser(job.createdBy, organizationId, REPORT_EXPORT_EVENT, {
            exportId: job.id,
            reportName: payload.reportName,
            area: payload.area,
            status: 'running',
            progress: percent,
            rows,
          });
      };
      try {
        const meta: ReportMeta = {
          organizationName: orgName,
          reportName: source.name,
          parameters: parameterLines(source, run.parameters),
          generatedAt: run.now,
          generatedBy: run.userName,
          columns: source.columns,
          summary,
          expectedRows: totals.count,
          totals: totals.sums,
        };
        const batchRows =
          ctx.database.kind === 'pglite' ? ctx.config.exportEmbeddedBatchRows : EXPORT_BATCH_ROWS;
        const batches = reportBatches(source, run, batchRows);
        let rows: number;
        if (OFF_THREAD_FORMATS.has(payload.format)) {
          // The worker opens the temporary file itself: this thread's stream only created it.
          file.out.end();
          await finished(file.out);
          ({ rows } = await writeOffThread(
            { format: payload.format, meta, path: file.path, nice: ctx.config.exportWriterNice },
            batches,
            onRows,
          ));
        } else {
          // On PostgreSQL a report that is one select is COPYed as CSV: same bytes, at COPY's pace.
          const copy = payload.format === 'csv' && ctx.database.copyOut && source.rows;
          const writer = copy ? copyCsvWriter(ctx.database, copy.call(source, run)) : WRITERS[payload.format];
          ({ rows } = await writer(meta, batches, file.out, onRows));
          file.out.end();
          await finished(file.out);
        }
        if (payload.encryptTo) {
          // Issue 19: the finished file, encrypted to the bank's key, replaces itself before the rename
          // (exports are a few MB at most; the download's size is the encrypted file's).
          if (!encryption) throw new Error('this export asks for encryption, which this server lacks');
          const plain = await readFile(file.path);
          const fileName = exportFileName({ ...payload, requestedAt: job.createdAt.toISOString() });
          await writeFile(
            file.path,
            await encryption.encryptExport(organizationId, payload.encryptTo, plain, fileName),
          );
        }
        const { name, sizeBytes } = await file.commit();
        const result: ExportResult = { file: name, sizeBytes, rows };
        return { ...result };
      } catch (error) {
        file.out.destroy();
        await file.discard();
        throw error;
      }
    },
    async onFinished(job: JobRow) {
      if (!job.createdBy || !job.organizationId) return;
      const payload = job.payload as unknown as ExportPayload;
      const ok = job.status === 'succeeded';
      ctx.realtime.toUser(job.createdBy, job.organizationId, SOCKET_EVENTS.notifyBlobStorageQueue, {
        _id: job.id,
        createdAt: job.createdAt.toISOString(),
        blobStorageURL: ok ? downloadPath(apiPrefixOf(payload.area), job.id) : '',
        reportName: payload.reportName,
        status: ok ? 'succeeded' : 'failed',
        message: ok ? null : EXPORT_FAILED_MESSAGE,
        area: payload.area,
      });
    },
  };
}
