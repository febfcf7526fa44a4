import { setImmediate as nextTurn } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import {
  type DebugLevel,
  type ExecProtocolOptions,
  type ExecProtocolOptionsStream,
  type ExecProtocolResult,
  Mutex,
  type messages,
  type PGliteInterface,
  protocol,
} from '@electric-sql/pglite';
import { PGliteWorker } from '@electric-sql/pglite/worker';
import { clockOffsetMs } from './clock';

/**
 * The embedded database (PGlite, PostgreSQL compiled to WASM) on a thread of its own (issue 10, ADR 0010).
 * PGlite executes on the thread that calls it, so one long statement (an import's merge, reading 200,000
 * open lines, an un-import's delete) held the server's event loop for seconds: no request, not even
 * /health/live, was read meanwhile. Here a worker thread (pglite.worker.ts) owns the PGlite instance and
 * executes wire-protocol messages; this client, on the server's thread, is PGlite's own query layer
 * (its base class: serializers, parsers, transactions, COPY blobs), so drizzle's PGlite driver and
 * platform/bulk.ts use it unchanged. Only the execution moved: the parsers drizzle passes are functions
 * (not transferable) and still run here, on rows parsed here.
 *
 * One connection, as before: queries queue on this side's mutexes, and a transaction holds the
 * transaction mutex until it ends, so other requests' statements wait for it (the slices of long jobs
 * keep that short).
 */

/** What the worker opens: a data directory, or in memory (optionally from a data-directory dump). */
export interface PgliteThreadOpen {
  dataDir?: string | undefined;
  dump?: ArrayBuffer | undefined;
  /** The server's clock offset (clock.ts): the database's now() and the server's agree under CLEARLINE_TODAY. */
  clockOffsetMs?: number;
}

export type PgliteThreadRequest =
  | {
      id: number;
      op: 'exec';
      message: Uint8Array;
      /** The query's COPY '/dev/blob' (first message of the query); null drops it; absent: unchanged. */
      blob?: ArrayBuffer | null;
    }
  | { id: number; op: 'dump' | 'close' | 'ping' };

export interface PgliteThreadReply {
  /** 0: the database is open (or failed to open). */
  id: number;
  data?: ArrayBuffer;
  /** What a COPY ... TO '/dev/blob' wrote. */
  written?: ArrayBuffer | undefined;
  error?: { message: string; stack?: string | undefined };
}

/** The members of PGlite's base class this client relies on (the class is not exported by name). */
interface PgliteBase
  extends Pick<PGliteInterface, 'query' | 'sql' | 'exec' | 'transaction' | 'describeQuery'> {
  _initArrayTypes(options?: { force?: boolean }): Promise<void>;
}
/** PGlite's base class: its browser worker client extends it, which is how it is reached. */
const BasePGlite = Object.getPrototypeOf(PGliteWorker) as abstract new () => PgliteBase;

/** Frontend message types (the first byte of each message). */
const [PARSE, BIND, DESCRIBE, EXECUTE, SYNC, QUERY] = [...'PBDESQ'].map((c) => c.charCodeAt(0));
/** Describe's target byte: a portal (a bound statement) or a prepared statement. */
const [PORTAL, STATEMENT] = [...'PS'].map((c) => c.charCodeAt(0));
/** Statements that change the schema (and so what a statement's parameters are). */
const DATA_DEFINITION = /^\s*(create|alter|drop)\b/i;
/** Remembered statement descriptions (distinct statement texts; forgotten all at once when full). */
const DESCRIBED_MAX = 2000;
const SYNC_MESSAGE = protocol.serialize.sync();

/** Results are parsed in slices of this many bytes, a turn apart: a 50 MB result does not hold the loop. */
const PARSE_SLICE_BYTES = 1 << 20;

export class PgliteThread extends BasePGlite {
  debug: DebugLevel = 0;
  readonly #worker: Worker;
  readonly #pending = new Map<
    number,
    { resolve: (r: PgliteThreadReply) => void; reject: (e: Error) => void }
  >();
  #nextId = 1;
  #closed = false;
  #parser = new protocol.Parser();
  readonly #queryMutex = new Mutex();
  readonly #transactionMutex = new Mutex();
  /** The blob to send with the next message (see PgliteThreadRequest.blob). */
  #blob: ArrayBuffer | null | undefined;
  #blobSent = false;
  #written: ArrayBuffer | undefined;
  /** Messages waiting to go with the next one (see #send). */
  #held: Uint8Array[] = [];
  /** The last Execute or Query carried a Sync: the layer's own Sync is already answered. */
  #synced = false;
  /** Describe-statement answers by Parse message (see #describedStatement). */
  readonly #described = new Map<string, messages.BackendMessage[]>();

  private constructor(worker: Worker) {
    super();
    this.#worker = worker;
    worker.on('message', (reply: PgliteThreadReply) => {
      const waiting = this.#pending.get(reply.id);
      if (!waiting) return;
      this.#pending.delete(reply.id);
      if (reply.error)
        waiting.reject(Object.assign(new Error(reply.error.message), { stack: reply.error.stack }));
      else waiting.resolve(reply);
    });
    const stopped = (error: Error) => {
      this.#closed = true;
      for (const waiting of this.#pending.values()) waiting.reject(error);
      this.#pending.clear();
    };
    worker.on('error', stopped);
    worker.on('exit', (code) =>
      stopped(new Error(`the embedded database thread stopped (exit code ${code})`)),
    );
  }

  /** Starts the thread, opens the database in it and loads the array types (as PGlite's own start does). */
  static async open(options: PgliteThreadOpen): Promise<PgliteThread> {
    const worker = new Worker(new URL('./pglite.worker.mjs', import.meta.url), {
      workerData: { ...options, clockOffsetMs },
      transferList: options.dump ? [options.dump] : [],
    });
    const client = new PgliteThread(worker);
    const opened = new Promise<PgliteThreadReply>((resolve, reject) => {
      client.#pending.set(0, { resolve, reject });
    });
    try {
      await opened;
      await client._initArrayTypes();
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    return client;
  }

  #call(request: PgliteThreadRequest, transfer: ArrayBuffer[] = []): Promise<PgliteThreadReply> {
    if (this.#closed) return Promise.reject(new Error('the embedded database is closed'));
    return new Promise((resolve, reject) => {
      this.#pending.set(request.id, { resolve, reject });
      this.#worker.postMessage(request, transfer);
    });
  }

  /** Sends protocol messages (one buffer); answers the raw bytes PostgreSQL wrote back. */
  async #execute(messages: Uint8Array[]): Promise<Uint8Array> {
    // One buffer of just these messages (the serializer's can be views of a larger buffer), transferred.
    const own = new Uint8Array(messages.reduce((n, m) => n + m.length, 0));
    let offset = 0;
    for (const m of messages) {
      own.set(m, offset);
      offset += m.length;
    }
    const request: PgliteThreadRequest = { id: this.#nextId++, op: 'exec', message: own };
    const transfer = [own.buffer as ArrayBuffer];
    if (this.#blob !== undefined) {
      request.blob = this.#blob;
      if (this.#blob) transfer.push(this.#blob);
      this.#blobSent = this.#blob !== null;
      this.#blob = undefined;
    }
    const reply = await this.#call(request, transfer);
    if (reply.written) this.#written = reply.written;
    return new Uint8Array(reply.data ?? new ArrayBuffer(0));
  }

  /**
   * PGlite's query layer sends a query as six messages, awaiting each (Parse, Describe statement, Bind,
   * Describe portal, Execute, Sync); a trip to the thread and back for each, all inside the one
   * connection's critical section, made that section wait on the busy server thread six times. Messages
   * whose answer is not needed before the next are held and sent with it: Parse goes with Describe
   * statement (whose parameter types Bind needs), Bind and Describe portal with Execute, which also
   * carries the Sync (and so does a simple Query); the Sync the layer then sends is answered as sent.
   * Two trips per query. Answers are the same messages in the same order, just returned with the later
   * call, and an error surfaces at the same call of the query (inside its error handling).
   */
  async #send(message: Uint8Array): Promise<Uint8Array | undefined> {
    const kind = message[0];
    if (kind === PARSE || kind === BIND || (kind === DESCRIBE && message[5] === PORTAL)) {
      this.#held.push(message);
      return undefined;
    }
    if (kind === SYNC && this.#synced) {
      this.#synced = false;
      return undefined;
    }
    const batch = [...this.#held, message];
    this.#held = [];
    if (kind === EXECUTE || kind === QUERY) {
      batch.push(SYNC_MESSAGE);
      this.#synced = true;
    }
    return this.#execute(batch);
  }

  /** Parses backend messages as PGlite does: the first error is kept (and thrown), notices reported. */
  async #parse(data: Uint8Array, { throwOnError = true, onNotice }: ExecProtocolOptions) {
    const results: messages.BackendMessage[] = [];
    let failure: messages.DatabaseError | undefined;
    const take = (message: messages.BackendMessage) => {
      if (failure) return;
      if (message instanceof protocol.messages.DatabaseError && throwOnError) failure = message;
      else if (message instanceof protocol.messages.NoticeMessage) onNotice?.(message);
      results.push(message);
    };
    for (let start = 0; start < data.length; start += PARSE_SLICE_BYTES) {
      if (start > 0) await nextTurn();
      this.#parser.parse(data.subarray(start, start + PARSE_SLICE_BYTES), take);
    }
    if (failure) {
      this.#parser = new protocol.Parser();
      throw failure;
    }
    return results;
  }

  /** The entry PGlite's query layer uses (query, exec, transaction statements). */
  async execProtocolStream(message: Uint8Array, options: ExecProtocolOptions = {}) {
    const statement = this.#describedStatement(message);
    const known = statement === undefined ? undefined : this.#described.get(statement);
    // Known: the Parse stays held and goes with the Execute, one trip for the whole query.
    if (known) return known;
    const data = await this.#send(message);
    if (!data) return [];
    const results = await this.#parse(data, options);
    if (statement !== undefined) {
      if (this.#described.size >= DESCRIBED_MAX) this.#described.clear();
      this.#described.set(statement, results);
    }
    return results;
  }

  /**
   * The layer describes every statement before binding it, only to learn its parameter types (which
   * serializer each value gets): a trip to the thread per query. The answer depends only on the
   * statement's text and the schema, so it is remembered per text and answered here; data definition
   * (create, alter, drop: migrations) forgets every answer. This gives the key of a Describe statement
   * that follows a held Parse, or undefined; it also forgets on data definition.
   */
  #describedStatement(message: Uint8Array): string | undefined {
    const kind = message[0];
    if (kind === QUERY || kind === PARSE) {
      // Parse: type, length, statement name (empty: 0), text. Query: type, length, text.
      const start = kind === PARSE ? 6 : 5;
      const head = Buffer.from(message.buffer, message.byteOffset, message.byteLength);
      const text = head.toString('latin1', start, Math.min(head.length, start + 40));
      if (DATA_DEFINITION.test(text)) this.#described.clear();
      return undefined;
    }
    const parse = this.#held.length === 1 ? this.#held[0] : undefined;
    if (kind !== DESCRIBE || message[5] !== STATEMENT || !parse || parse[0] !== PARSE) return undefined;
    return Buffer.from(parse.buffer, parse.byteOffset, parse.byteLength).toString('latin1');
  }

  /** The raw entries send one message as it is (nothing held). */
  async execProtocol(message: Uint8Array, options: ExecProtocolOptions = {}): Promise<ExecProtocolResult> {
    const data = await this.#execute([message]);
    return { messages: await this.#parse(data, options), data };
  }

  async execProtocolRaw(message: Uint8Array): Promise<Uint8Array> {
    return this.#execute([message]);
  }

  async execProtocolRawStream(message: Uint8Array, { onRawData }: ExecProtocolOptionsStream) {
    onRawData(await this.#execute([message]));
  }

  /** PGlite syncs after each statement outside a transaction; its Node file system and memory need none. */
  async syncToFs() {}

  async _handleBlob(blob?: File | Blob) {
    if (blob) this.#blob = await blob.arrayBuffer();
    else if (this.#blobSent) this.#blob = null;
  }

  async _cleanupBlob() {
    if (this.#blobSent) this.#blob = null;
  }

  async _getWrittenBlob() {
    const written = this.#written;
    this.#written = undefined;
    return written ? new Blob([written]) : undefined;
  }

  async _checkReady() {
    if (this.#closed) throw new Error('the embedded database is closed');
  }

  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T> {
    return this.#queryMutex.runExclusive(fn);
  }

  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> {
    return this.#transactionMutex.runExclusive(fn);
  }

  async listen(): Promise<never> {
    throw new Error('LISTEN is not available on the embedded database');
  }

  /**
   * Readiness: the database thread answers between two statements. It waits for the statement running,
   * not for a transaction (it sends nothing to PostgreSQL, so it cannot disturb one): a long job's
   * transaction no longer makes /health/ready wait for its end. A stopped thread or a closed database fails.
   */
  async ping(): Promise<void> {
    await this._checkReady();
    await this.#queryMutex.runExclusive(() => this.#call({ id: this.#nextId++, op: 'ping' }));
  }

  /** The whole data directory as an uncompressed tar (PGlite's `dumpDataDir('none')`). */
  async dumpDataDir(): Promise<Blob> {
    const reply = await this.#queryMutex.runExclusive(() => this.#call({ id: this.#nextId++, op: 'dump' }));
    return new Blob([reply.data ?? new ArrayBuffer(0)]);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    await this.#transactionMutex.runExclusive(() =>
      this.#queryMutex.runExclusive(() => this.#call({ id: this.#nextId++, op: 'close' })),
    );
    this.#closed = true;
    await this.#worker.terminate();
  }
}
