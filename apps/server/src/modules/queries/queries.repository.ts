import { and, asc, eq, sql } from 'drizzle-orm';
import { savedQueries } from '../../db/schema/index';
import { type DbOrTx, queryRows } from '../../platform/db';
import { type QueryKey, queryPageSql, queryTotalsSql, type ResolvedQuery } from './query-sql';

/** A row of a query as its SQL returns it: the columns by key, plus its keyset position. */
export type QueryRow = Record<string, unknown> & { _k: string; _id: string };

export function queryPage(
  db: DbOrTx,
  query: ResolvedQuery,
  after: QueryKey | null,
  limit: number,
  offset = 0,
): Promise<QueryRow[]> {
  return queryRows<QueryRow>(db, queryPageSql(query, after, limit, offset));
}

export async function queryTotals(
  db: DbOrTx,
  query: ResolvedQuery,
): Promise<{ count: number; amount: string }> {
  const [row] = await queryRows<{ count: number; amount: string }>(db, queryTotalsSql(query));
  return { count: Number(row?.count ?? 0), amount: String(row?.amount ?? '0') };
}

// Saved queries (this module owns the table): every statement names the organisation and the owner.

export type SavedQueryRow = typeof savedQueries.$inferSelect;
const q = savedQueries;
const owned = (organizationId: string, userId: string) =>
  and(eq(q.organizationId, organizationId), eq(q.userId, userId));

export function listSaved(db: DbOrTx, organizationId: string, userId: string): Promise<SavedQueryRow[]> {
  return db
    .select()
    .from(q)
    .where(owned(organizationId, userId))
    .orderBy(asc(sql`lower(${q.name})`), asc(q.id));
}

export async function findSaved(
  db: DbOrTx,
  organizationId: string,
  userId: string,
  id: string,
): Promise<SavedQueryRow | null> {
  const [row] = await db
    .select()
    .from(q)
    .where(and(owned(organizationId, userId), eq(q.id, id)))
    .for('update');
  return row ?? null;
}

export async function insertSaved(
  db: DbOrTx,
  values: { organizationId: string; userId: string; name: string; spec: Record<string, unknown> },
): Promise<SavedQueryRow> {
  const [row] = await db.insert(q).values(values).returning();
  if (!row) throw new Error('saved query insert returned nothing');
  return row;
}

export async function updateSaved(
  db: DbOrTx,
  organizationId: string,
  userId: string,
  id: string,
  values: { name: string; spec: Record<string, unknown>; updatedAt: Date },
): Promise<SavedQueryRow | null> {
  const [row] = await db
    .update(q)
    .set(values)
    .where(and(owned(organizationId, userId), eq(q.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteSaved(db: DbOrTx, organizationId: string, userId: string, id: string) {
  const rows = await db
    .delete(q)
    .where(and(owned(organizationId, userId), eq(q.id, id)))
    .returning({ id: q.id });
  return rows.length === 1;
}
