import { createWriteStream } from 'node:fs';
import { setPriority } from 'node:os';
import { finished } from 'node:stream/promises';
import { parentPort, workerData } from 'node:worker_threads';
import type { ReportValue } from '@clearline/domain';
import { WRITERS } from './index';
import type { WriterReply, WriterRequest, WriterThreadData } from './writer-thread';

/**
 * A format's writer on its own thread (writer-thread.ts starts it, one per .xlsx or PDF export): the
 * batches arrive as messages, the writer formats, compresses or lays them out and writes the temporary
 * file here, and the rows written go back after each batch as the job's progress.
 */
const port = parentPort;
if (!port) throw new Error('writer.worker.ts runs as a worker thread');
const { format, meta, path, nice } = workerData as WriterThreadData;
// The export is background work: at a lower priority (on Linux this thread's only) the server's thread
// and the database thread get a core first, so requests are answered while pages are laid out.
if (nice)
  try {
    setPriority(nice);
  } catch {
    // Not permitted here: the writer runs at the server's priority.
  }
const send = (reply: WriterReply) => port.postMessage(reply);

const queued: ReportValue[][][] = [];
let ended = false;
let wake: () => void = () => undefined;
port.on('message', (message: WriterRequest) => {
  if (message.type === 'batch') queued.push(message.rows);
  else ended = true;
  wake();
});

async function* batches(): AsyncIterable<ReportValue[][]> {
  for (;;) {
    const next = queued.shift();
    if (next) yield next;
    else if (ended) return;
    else await new Promise<void>((resolve) => (wake = resolve));
  }
}

const out = createWriteStream(path);
try {
  const { rows } = await WRITERS[format](meta, batches(), out, (written) =>
    send({ type: 'rows', rows: written }),
  );
  out.end();
  await finished(out);
  send({ type: 'done', rows });
} catch (error) {
  out.destroy();
  send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
}
