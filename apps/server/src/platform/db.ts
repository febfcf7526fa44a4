import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type ExtractTablesWithRelations, type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from '../db/schema/index';
import { type BulkConnection, pgBulkConnection, pgliteBulkConnection } from './bulk';
import { yieldBetweenStatements } from './pglite-turns';

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
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
      close: () => pool.end(),
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
  const client = options.pgliteDir
    ? new PGlite(options.pgliteDir)
    : new PGlite(options.pgliteDump ? { loadDataDir: options.pgliteDump } : {});
  await client.waitReady;
  yieldBetweenStatements(client);
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
    bulk: (fn, { transaction }) =>
      transaction
        ? client.transaction((tx) => fn(pgliteBulkConnection(tx)))
        : fn(pgliteBulkConnection(client)),
  };
}

/** One round trip to the database, for health checks. */
export async function pingDatabase(db: Db): Promise<number> {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return performance.now() - started;
}

/** Rows of a raw SQL query (both drivers answer `{ rows }`; drizzle's types differ per driver). */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}
