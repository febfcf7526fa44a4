import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import type { PgliteThreadOpen, PgliteThreadReply, PgliteThreadRequest } from './pglite-thread';

/**
 * The thread that owns the embedded database (pglite-thread.ts starts it, one per open database). It
 * only executes: each request is a wire-protocol message, each answer the raw bytes PostgreSQL wrote,
 * which the server's thread parses. A long statement holds this thread, never the server's event loop.
 */
const port = parentPort;
if (!port) throw new Error('pglite.worker.ts runs as a worker thread');
const open = workerData as PgliteThreadOpen;
// PostgreSQL's now() reads Date.now() in this thread (WASI's real-time clock): the server's clock runs it.
if (open.clockOffsetMs) {
  const systemNow = Date.now;
  const offset = open.clockOffsetMs;
  Date.now = () => systemNow() + offset;
}
const send = (reply: PgliteThreadReply, transfer: ArrayBuffer[] = []) => port.postMessage(reply, transfer);
const describe = (error: unknown) => ({
  message: error instanceof Error ? error.message : String(error),
  stack: error instanceof Error ? error.stack : undefined,
});

/**
 * Runs protocol messages and answers PostgreSQL's raw output. Through the streaming entry: the plain one
 * (execProtocolRaw) also parses every answer into messages here, which the server's thread does anyway
 * (that doubled the cost of a result's rows). The chunks are views of WASM memory: copied, then joined.
 */
async function execute(message: Uint8Array): Promise<ArrayBuffer> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  await database.execProtocolRawStream(message, {
    syncToFs: false,
    onRawData: (bytes) => {
      chunks.push(bytes.slice());
      size += bytes.length;
    },
  });
  if (chunks.length === 1) return chunks[0]?.buffer as ArrayBuffer;
  const data = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    data.set(chunk, offset);
    offset += chunk.length;
  }
  return data.buffer;
}

const database = open.dataDir
  ? new PGlite(open.dataDir)
  : new PGlite(open.dump ? { loadDataDir: new Blob([open.dump]) } : {});

async function answer(request: PgliteThreadRequest): Promise<void> {
  if (request.op === 'exec') {
    // A COPY's '/dev/blob' comes with the first message of its query and is dropped (null) with the next.
    if (request.blob !== undefined) {
      await database._handleBlob(request.blob ? new Blob([request.blob]) : undefined);
    }
    const data = await execute(request.message);
    const written = await database._getWrittenBlob();
    const writtenData = written ? await written.arrayBuffer() : undefined;
    send({ id: request.id, data, written: writtenData }, writtenData ? [data, writtenData] : [data]);
  } else if (request.op === 'ping') {
    send({ id: request.id });
  } else if (request.op === 'dump') {
    const data = await (await database.dumpDataDir('none')).arrayBuffer();
    send({ id: request.id, data }, [data]);
  } else {
    await database.close();
    send({ id: request.id });
  }
}

try {
  await database.waitReady;
  send({ id: 0 });
  port.on('message', (request: PgliteThreadRequest) => {
    answer(request).catch((error: unknown) => send({ id: request.id, error: describe(error) }));
  });
} catch (error) {
  send({ id: 0, error: describe(error) });
}
