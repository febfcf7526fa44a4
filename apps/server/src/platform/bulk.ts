import type { Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { type CsvValue, csvLine, type EncodedRows } from './csv-rows';
import type { PgliteThread } from './pglite-thread';

/**
 * Raw SQL for bulk work (imports, matching) where an ORM round trip per row would be the bottleneck.
 * On PostgreSQL rows stream through COPY; on PGlite (no COPY FROM STDIN over the driver) they go in
 * multi-row INSERTs. The caller writes plain values; this module does the escaping.
 */
export interface BulkConnection {
  query<T = Record<string, unknown>>(
    text: string,
    params?: unknown[],
  ): Promise<{ rows: T[]; rowCount: number }>;
  /** Opens a row writer into `table(columns)`; `end()` flushes and resolves when every row is stored. */
  writer(table: string, columns: string[]): BulkWriter;
  /** Rows encoded beforehand (csv-rows.ts, on another thread) into their table; resolves with the count. */
  copyIn(rows: EncodedRows): Promise<number>;
  /**
   * `COPY (text) TO STDOUT` in COPY's text format, whole: the bytes of the query's rows (tab-separated,
   * `\N` for NULL), for a thread that parses them itself (copy-text.ts). COPY takes no parameters, so
   * `params` ($1, $2...) are written into the query as escaped literals.
   */
  copyOut(text: string, params?: readonly unknown[]): Promise<Uint8Array>;
  /**
   * Runs `fn` in one transaction on this connection (one slice of a long job; between slices other
   * requests get the database, which PGlite has only one connection of). Inside a transaction already:
   * `fn` simply joins it.
   */
  transaction<T>(fn: (tx: BulkConnection) => Promise<T>): Promise<T>;
}

export interface BulkWriter {
  /** Adds a row (values in column order; null for NULL). Resolves when it is safe to write more. */
  write(row: readonly CsvValue[]): Promise<void>;
  end(): Promise<number>;
}

type Value = CsvValue;

/**
 * Writes every item into `table(columns)` through one writer (COPY on PostgreSQL), each as the values
 * `valuesOf` gives in column order; resolves with the count stored once every row is.
 */
export async function copyRows<T>(
  conn: BulkConnection,
  table: string,
  columns: string[],
  items: Iterable<T>,
  valuesOf: (item: T) => readonly Value[],
): Promise<number> {
  const out = conn.writer(table, columns);
  for (const item of items) await out.write(valuesOf(item));
  return out.end();
}

/**
 * A query's $1, $2... written in as literals (COPY takes no parameters): strings and dates escaped as the
 * driver escapes them, numbers and booleans bare, null as NULL. Anything else is refused, not guessed at.
 * Both COPY paths use it: a bulk connection's copyOut and the exports' Database.copyOut.
 */
export function inlineParameters(text: string, params: readonly unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const index = Number(n) - 1;
    if (index >= params.length) throw new Error(`no parameter $${n} for COPY`);
    const value = params[index];
    if (value === null || value === undefined) return 'null';
    if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'bigint')
      return String(value);
    if (typeof value === 'boolean') return value ? 'true' : 'false';
    if (typeof value === 'string') return pg.escapeLiteral(value);
    if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
    throw new Error(`a parameter COPY cannot take: ${typeof value}`);
  });
}

/** The bytes of a stream, in one array. */
async function drain(stream: AsyncIterable<Buffer>): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * Rows are sent to COPY in chunks of about this many characters. Writing each row to the stream on its
 * own cost two socket writes per row (pg-copy-streams frames every chunk as one CopyData message): for a
 * 1,000,000-row file that was ~13 s of the server's CPU, more than parsing the file.
 */
const COPY_CHUNK_CHARS = 64 * 1024;

/**
 * `COPY table (columns) FROM STDIN` (CSV) on a client: its stream, `done` (settles when the server has
 * stored every row or refused the COPY; awaited by the caller at the end), `drained` (resolves on 'drain',
 * or at once when the COPY failed) and `failed` (the error, once there is one).
 */
function copyInto(client: pg.PoolClient, table: string, columns: readonly string[]) {
  const stream = client.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin with (format csv)`));
  let failure: unknown;
  const done = new Promise<void>((resolve, reject) => {
    stream.on('finish', () => resolve());
    stream.on('error', (error) => {
      failure = error;
      reject(error);
    });
  });
  // Awaited at the end; this only keeps a failure seen before then from counting as unhandled.
  done.catch(() => undefined);
  const drained = () =>
    new Promise<void>((resolve) => {
      const settle = () => {
        stream.off('drain', settle);
        stream.off('error', settle);
        resolve();
      };
      stream.on('drain', settle);
      stream.on('error', settle);
    });
  return { stream, done, drained, failed: () => failure };
}

export function pgBulkConnection(client: pg.PoolClient, inTransaction = false): BulkConnection {
  return {
    async transaction(fn) {
      if (inTransaction) return fn(this);
      await client.query('begin');
      try {
        const result = await fn(pgBulkConnection(client, true));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
    },
    async query<T>(text: string, params: unknown[] = []) {
      const result = await client.query(text, params);
      return { rows: result.rows as T[], rowCount: result.rowCount ?? 0 };
    },
    async copyIn(rows) {
      if (rows.count === 0) return 0;
      const copy = copyInto(client, rows.table, rows.columns);
      for (const chunk of rows.chunks) {
        if (copy.failed()) break;
        // Respect back-pressure: wait for 'drain' when the socket buffer is full.
        if (!copy.stream.write(chunk)) await copy.drained();
      }
      if (!copy.failed()) copy.stream.end();
      await copy.done;
      return rows.count;
    },
    copyOut(text, params = []) {
      return drain(client.query(copyTo(`copy (${inlineParameters(text, params)}) to stdout`)));
    },
    writer(table, columns) {
      const { stream, done, drained, failed } = copyInto(client, table, columns);
      let count = 0;
      let pending = '';
      return {
        async write(row) {
          if (failed()) throw failed();
          count += 1;
          pending += csvLine(row);
          if (pending.length < COPY_CHUNK_CHARS) return;
          const chunk = pending;
          pending = '';
          // Respect back-pressure: wait for 'drain' when the socket buffer is full.
          if (!stream.write(chunk)) await drained();
        },
        async end() {
          if (!failed()) {
            if (pending !== '') stream.write(pending);
            stream.end();
          }
          pending = '';
          await done;
          return count;
        },
      };
    },
  };
}

/**
 * PGlite has no COPY FROM STDIN over its driver, but it copies from a Blob handed to the query as
 * '/dev/blob'. Rows go in the same CSV as on PostgreSQL, one COPY per ~1 MB of text: about 3x faster than
 * the multi-row INSERTs (1,000 rows, 13,000 bound parameters each) this replaced (200,000 stage rows on
 * disk: 11 s instead of 35 s), and small enough that each COPY holds the database's one connection (PGlite's
 * thread, platform/pglite-thread.ts) for only a short while.
 */
const PGLITE_COPY_CHARS = 1 << 20;

export function pgliteBulkConnection(client: PgliteThread | Transaction): BulkConnection {
  return {
    transaction(fn) {
      if (!('transaction' in client)) return fn(this);
      return client.transaction((tx) => fn(pgliteBulkConnection(tx)));
    },
    async query<T>(text: string, params: unknown[] = []) {
      const result = await client.query<T>(text, params as never[]);
      return { rows: result.rows, rowCount: result.affectedRows ?? 0 };
    },
    async copyIn(rows) {
      if (rows.count === 0) return 0;
      const copy = `copy ${rows.table} (${rows.columns.join(', ')}) from '/dev/blob' with (format csv)`;
      await client.query(copy, [], { blob: new Blob(rows.chunks as BlobPart[]) });
      return rows.count;
    },
    async copyOut(text, params = []) {
      const result = await client.query(`copy (${inlineParameters(text, params)}) to '/dev/blob'`);
      return result.blob ? new Uint8Array(await result.blob.arrayBuffer()) : new Uint8Array(0);
    },
    writer(table, columns) {
      const copy = `copy ${table} (${columns.join(', ')}) from '/dev/blob' with (format csv)`;
      let pending = '';
      let count = 0;
      const flush = async () => {
        if (pending === '') return;
        const blob = new Blob([pending]);
        pending = '';
        await client.query(copy, [], { blob });
      };
      return {
        async write(row) {
          pending += csvLine(row);
          count += 1;
          if (pending.length >= PGLITE_COPY_CHARS) await flush();
        },
        async end() {
          await flush();
          return count;
        },
      };
    },
  };
}
