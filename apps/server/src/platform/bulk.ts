import type { Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
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
  /**
   * Runs `fn` in one transaction on this connection (one slice of a long job; between slices other
   * requests get the database, which PGlite has only one connection of). Inside a transaction already:
   * `fn` simply joins it.
   */
  transaction<T>(fn: (tx: BulkConnection) => Promise<T>): Promise<T>;
}

export interface BulkWriter {
  /** Adds a row (values in column order; null for NULL). Resolves when it is safe to write more. */
  write(row: readonly (string | number | boolean | null)[]): Promise<void>;
  end(): Promise<number>;
}

type Value = string | number | boolean | null;

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
 * One row as a line of COPY's CSV: NULL is an unquoted empty field; numbers and booleans go bare (they
 * never contain a delimiter or a quote); every string is quoted, with its quotes doubled, so that an empty
 * string stays distinct from NULL. A plain loop: this runs once per imported row.
 */
function csvLine(row: readonly Value[]): string {
  let line = '';
  for (let i = 0; i < row.length; i += 1) {
    if (i > 0) line += ',';
    const value = row[i];
    if (value === null || value === undefined) continue;
    if (typeof value === 'string') {
      line += `"${value.includes('"') ? value.replaceAll('"', '""') : value}"`;
    } else {
      line += String(value);
    }
  }
  return `${line}\n`;
}

/**
 * Rows are sent to COPY in chunks of about this many characters. Writing each row to the stream on its
 * own cost two socket writes per row (pg-copy-streams frames every chunk as one CopyData message): for a
 * 1,000,000-row file that was ~13 s of the server's CPU, more than parsing the file.
 */
const COPY_CHUNK_CHARS = 64 * 1024;

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
    writer(table, columns) {
      const stream = client.query(
        copyFrom(`copy ${table} (${columns.join(', ')}) from stdin with (format csv)`),
      );
      let count = 0;
      let pending = '';
      let failed: unknown;
      const done = new Promise<void>((resolve, reject) => {
        stream.on('finish', () => resolve());
        stream.on('error', (error) => {
          failed = error;
          reject(error);
        });
      });
      // Awaited in end(); this only keeps a failure seen before then from counting as unhandled.
      done.catch(() => undefined);
      /** Resolves on 'drain', or at once when the COPY failed (write() then reports the failure). */
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
      return {
        async write(row) {
          if (failed) throw failed;
          count += 1;
          pending += csvLine(row);
          if (pending.length < COPY_CHUNK_CHARS) return;
          const chunk = pending;
          pending = '';
          // Respect back-pressure: wait for 'drain' when the socket buffer is full.
          if (!stream.write(chunk)) await drained();
        },
        async end() {
          if (!failed) {
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
