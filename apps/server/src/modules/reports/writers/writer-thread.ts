import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { ReportFormat } from '@clearline/contracts';
import type { ReportValue } from '@clearline/domain';
import type { ReportMeta } from './writer';

/** What the writer thread is started with: the format, the file's heading, the temporary file to write. */
export interface WriterThreadData {
  format: ReportFormat;
  meta: ReportMeta;
  path: string;
  /** The thread's niceness (0: unchanged). */
  nice?: number;
}
export type WriterRequest = { type: 'batch'; rows: ReportValue[][] } | { type: 'end' };
export type WriterReply =
  | { type: 'rows'; rows: number }
  | { type: 'done'; rows: number }
  | { type: 'failed'; message: string };

/**
 * Batches handed to the thread and not yet written: enough to keep it busy while the next keyset query
 * runs, few enough that a slow writer (PDF layout) does not pile the report up in memory.
 */
const BATCHES_IN_FLIGHT = 2;

/**
 * Runs a format's writer on a worker thread (issue 14: fflate's compression of the .xlsx and pdfkit's
 * layout on the API's event loop held health checks 181 ms and 1.2 s). The same pattern as the
 * matching engine (auto-match/engine-thread.ts): the worker loads TypeScript for itself, the batches go
 * in one message each, and the worker writes the temporary file at `path` itself, so this thread only
 * moves batches; the rename on success stays with the job. Rejects with the worker's error.
 */
export async function writeOffThread(
  data: WriterThreadData,
  batches: AsyncIterable<ReportValue[][]>,
  onRows?: (rows: number) => Promise<void> | void,
): Promise<{ rows: number }> {
  const worker = new Worker(new URL('./writer.worker.mjs', import.meta.url), { workerData: data });
  let sent = 0;
  let written = 0;
  let progress: Promise<void> = Promise.resolve();
  const finished = new Promise<{ rows: number }>((resolve, reject) => {
    worker.on('message', (reply: WriterReply) => {
      if (reply.type === 'rows') {
        written += 1;
        progress = progress.then(() => onRows?.(reply.rows));
        progress.catch(() => undefined); // awaited below; this keeps it from counting as unhandled meanwhile
        worker.emit('written');
      } else if (reply.type === 'done') resolve({ rows: reply.rows });
      else reject(new Error(reply.message));
    });
    worker.on('error', reject);
    worker.on('exit', (code) => reject(new Error(`the export writer stopped (exit code ${code})`)));
  });
  // A failure ends the wait for the worker's acknowledgement too.
  const failed = finished.then(
    () => new Promise<never>(() => undefined),
    (error: unknown) => Promise.reject(error),
  );
  try {
    for await (const rows of batches) {
      while (sent - written >= BATCHES_IN_FLIGHT) await Promise.race([once(worker, 'written'), failed]);
      await progress;
      worker.postMessage({ type: 'batch', rows } satisfies WriterRequest);
      sent += 1;
    }
    worker.postMessage({ type: 'end' } satisfies WriterRequest);
    const result = await finished;
    await progress;
    return result;
  } finally {
    finished.catch(() => undefined);
    failed.catch(() => undefined);
    await worker.terminate();
  }
}
