import { count, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './db';

/** The rows before a 1-based page of `limit` rows: what the routes that page by offset skip. */
export const offsetOf = (page: number, limit: number): number => (page - 1) * limit;

/**
 * One page of a table's rows (1-based `page`, `limit` rows, in `orderBy`, which must end in a unique
 * column so pages never overlap) and how many rows match in all; the two queries run side by side.
 */
export async function selectPage<T extends PgTable>(
  db: DbOrTx,
  table: T,
  where: SQL | undefined,
  orderBy: readonly (SQL | PgColumn)[],
  page: number,
  limit: number,
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const source = table as PgTable;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(source)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offsetOf(page, limit)),
    db.select({ n: count() }).from(source).where(where),
  ]);
  return { rows: rows as T['$inferSelect'][], total: Number(total?.n ?? 0) };
}
