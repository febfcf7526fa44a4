import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';
import { type ExtractTablesWithRelations, type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, PgDialect, type PgQueryResultHKT, type PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import * as schema from '../db/schema/index';
import { type BulkConnection, inlineParameters, pgBulkConnection, pgliteBulkConnection } from './bulk';
import { inProcessChannel, type NotifyChannel, postgresChannel } from './notify-channel';
import { PgliteThread } from './pglite-thread';
import { postgresSocketAdapter, type SocketAdapter } from './socket-adapter';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repository functions take either: inside a transaction they must use the transaction handle. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Run pending migrations (idempotent). */
  migrate(): Promise<void>;
  /**
   * A raw connection for bulk work; with `transaction: true` everything in `fn` commits or rolls back
   * together. Never use the ORM handle inside `fn` for the same rows (PGlite has one connection).
   */
  bulk<T>(fn: (connection: BulkConnection) => Promise<T>, options: { transaction: boolean }): Promise<T>;
  /** Messages between the processes on this database (platform/notify-channel.ts); connects on first use. */
  channel: NotifyChannel;
  /**
   * PostgreSQL only: a socket.io adapter that carries socket events to every process on this database
   * (platform/socket-adapter.ts); embedded, the one process keeps socket.io's in-memory adapter.
   */
  socketAdapter?(onError: (error: unknown) => void): SocketAdapter;
  /**
   * PostgreSQL only: `COPY (query) TO STDOUT WITH (options)` on a connection of its own, its output handed
   * to `sink` as a stream (the sink pipes it on with backpressure); resolves when the sink has. COPY takes
   * no parameters, so the query's are written into it as literals, escaped by the driver.
   */
  copyOut?(query: SQL, options: string, sink: (copy: Readable) => Promise<void>): Promise<void>;
  /** PGlite only: the whole data directory as a tar archive (loaded again with `pgliteDump`). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../db/migrations');

export interface OpenOptions {
  /** PostgreSQL URL; absent = PGlite. */
  url?: string | undefined;
  /** PGlite data directory; absent = in memory (tests). */
  pgliteDir?: string | undefined;
  /** An in-memory PGlite starts from this data-directory dump (`dumpDataDir`): tests share one seeding. */
  pgliteDump?: Blob | undefined;
  /** Connection pool size for PostgreSQL. */
  poolSize?: number;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection the server drops (restart, failover, a dropped database) emits 'error' on the
    // pool; unhandled, that would crash the process. The next query reconnects instead.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
    const channel = postgresChannel(options.url);
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      channel,
      socketAdapter: (onError) => postgresSocketAdapter(options.url ?? '', onError),
      migrate: () =>
        migrateAlone(options.url ?? '', () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR })),
      close: async () => {
        await channel.close();
        await pool.end();
      },
      copyOut: async (query, options, sink) => {
        const client = await pool.connect();
        let failure: Error | undefined;
        try {
          const { sql: sqlText, params } = dialect.sqlToQuery(query);
          const text = inlineParameters(sqlText, params);
          await sink(client.query(copyTo(`copy (${text}) to stdout with (${options})`)));
        } catch (error) {
          // A COPY stopped mid-way leaves the connection in COPY mode: released with the error, it is closed.
          failure = error instanceof Error ? error : new Error(String(error));
          throw error;
        } finally {
          client.release(failure);
        }
      },
      bulk: async (fn, { transaction }) => {
        const client = await pool.connect();
        try {
          const connection = pgBulkConnection(client);
          return await (transaction ? connection.transaction(fn) : fn(connection));
        } finally {
          client.release();
        }
      },
    };
  }
  // PGlite does not create parent directories itself.
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  // PGlite runs on a thread of its own (pglite-thread.ts): a long statement never holds the event loop.
  const client = await PgliteThread.open({
    dataDir: options.pgliteDir,
    dump: options.pgliteDump ? await options.pgliteDump.arrayBuffer() : undefined,
  });
  // The client is PGlite's own query layer over the thread: drizzle's driver uses it as a PGlite.
  const db = drizzlePglite({ client: client as unknown as PGlite, schema, casing: 'snake_case' });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    channel: inProcessChannel(),
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    dumpDataDir: () => client.dumpDataDir(),
    close: () => client.close(),
    bulk: (fn, { transaction }) =>
      transaction
        ? client.transaction((tx) => fn(pgliteBulkConnection(tx)))
        : fn(pgliteBulkConnection(client)),
  };
}

const dialect = new PgDialect();

/** Any fixed number: the advisory lock that lets one process at a time migrate a PostgreSQL database. */
const MIGRATION_LOCK = 7_307_541;

/**
 * API and worker processes migrate at start and may start together: they take turns under a session
 * advisory lock (on a connection of its own), so the second finds the work done instead of repeating it.
 */
async function migrateAlone(url: string, migrate: () => Promise<void>): Promise<void> {
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate();
  } finally {
    await lock.end();
  }
}

/**
 * One round trip to the database, for health checks. Embedded, the database thread's answer between two
 * statements (PgliteThread.ping): with one connection, `select 1` waited for any transaction to end.
 */
export async function pingDatabase(db: Db): Promise<number> {
  const started = performance.now();
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof PgliteThread) await client.ping();
  else await db.execute(sql`select 1`);
  return performance.now() - started;
}

/** Rows of a raw SQL query (both drivers answer `{ rows }`; drizzle's types differ per driver). */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}
