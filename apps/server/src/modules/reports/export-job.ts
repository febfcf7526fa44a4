import { finished } from 'node:stream/promises';
import { EXPORT_FAILED_MESSAGE, REPORT_EXPORT_EVENT, SOCKET_EVENTS } from '@clearline/contracts';
import type { AppContext } from '../../platform/context';
import type { JobHandler, JobRow } from '../../platform/jobs';
import type { ExportStore } from './export-store';
import { type ExportPayload, type ExportResult, organizationName } from './exports.repository';
import { parameterLines, type ReportRuns } from './report-runs';
import { reportBatches } from './report-source';
import { OFF_THREAD_FORMATS, type ReportMeta, WRITERS, writeOffThread } from './writers/index';

/** Rows per keyset query: large enough for COPY-like speed, small enough to keep the event loop free. */
export const EXPORT_BATCH_ROWS = 2_000;

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
        if (percent === lastPercent && Date.now() - lastPush < 1000) return;
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
        };
        const batches = reportBatches(source, run, EXPORT_BATCH_ROWS);
        let rows: number;
        if (OFF_THREAD_FORMATS.has(payload.format)) {
          // The worker opens the temporary file itself: this thread's stream only created it.
          file.out.end();
          await finished(file.out);
          ({ rows } = await writeOffThread(
            { format: payload.format, meta, path: file.path },
            batches,
            onRows,
          ));
        } else {
          ({ rows } = await WRITERS[payload.format](meta, batches, file.out, onRows));
          file.out.end();
          await finished(file.out);
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
