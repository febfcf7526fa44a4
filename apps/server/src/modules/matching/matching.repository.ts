import { and, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import {
  bankRecLedgerEntries,
  bankTransactions,
  matches,
  matchItems,
  recReconcilingTypes,
} from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';

export type MatchRow = typeof matches.$inferSelect;
export type MatchItemRow = typeof matchItems.$inferSelect;

export async function bankLines(db: DbOrTx, organizationId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(bankTransactions)
    .where(and(eq(bankTransactions.organizationId, organizationId), inArray(bankTransactions.id, ids)));
}

export async function ledgerLines(db: DbOrTx, organizationId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(bankRecLedgerEntries)
    .where(
      and(eq(bankRecLedgerEntries.organizationId, organizationId), inArray(bankRecLedgerEntries.id, ids)),
    );
}

/** Which of these lines already sit in a live match (a friendly refusal before the constraint's). */
export async function liveClaims(db: DbOrTx, bankIds: string[], ledgerIds: string[]) {
  if (bankIds.length === 0 && ledgerIds.length === 0) return [];
  return db
    .select({
      matchId: matchItems.matchId,
      bankTransactionId: matchItems.bankTransactionId,
      ledgerEntryId: matchItems.ledgerEntryId,
    })
    .from(matchItems)
    .where(
      and(
        eq(matchItems.live, true),
        sql`(${bankIds.length > 0 ? inArray(matchItems.bankTransactionId, bankIds) : sql`false`} or ${
          ledgerIds.length > 0 ? inArray(matchItems.ledgerEntryId, ledgerIds) : sql`false`
        })`,
      ),
    );
}

export async function selectableRecType(db: DbOrTx, organizationId: string, name: string): Promise<boolean> {
  const rows = await db
    .select({ name: recReconcilingTypes.name })
    .from(recReconcilingTypes)
    .where(
      and(
        eq(recReconcilingTypes.organizationId, organizationId),
        sql`lower(${recReconcilingTypes.name}) = lower(${name})`,
        eq(recReconcilingTypes.systemAssigned, false),
      ),
    );
  return rows.length > 0;
}

export async function insertMatch(db: DbOrTx, values: typeof matches.$inferInsert): Promise<MatchRow> {
  const [row] = await db.insert(matches).values(values).returning();
  if (!row) throw new Error('match insert returned nothing');
  return row;
}

export async function insertItems(db: DbOrTx, items: (typeof matchItems.$inferInsert)[]): Promise<void> {
  if (items.length > 0) await db.insert(matchItems).values(items);
}

export async function setLedgerStatus(
  db: DbOrTx,
  organizationId: string,
  ids: string[],
  from: 'open' | 'matched',
  to: 'open' | 'matched',
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(bankRecLedgerEntries)
    .set({ status: to })
    .where(
      and(
        eq(bankRecLedgerEntries.organizationId, organizationId),
        inArray(bankRecLedgerEntries.id, ids),
        eq(bankRecLedgerEntries.status, from),
      ),
    )
    .returning({ id: bankRecLedgerEntries.id });
  return rows.length;
}

export async function findMatch(db: DbOrTx, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(matches)
    .where(and(eq(matches.organizationId, organizationId), eq(matches.id, id)));
  return row;
}

export async function itemsOf(db: DbOrTx, matchIds: string[]): Promise<MatchItemRow[]> {
  if (matchIds.length === 0) return [];
  return db.select().from(matchItems).where(inArray(matchItems.matchId, matchIds));
}

/** Undoes a confirmed match; false when it was not confirmed any more (someone else undid it). */
export async function undoMatch(
  db: DbOrTx,
  id: string,
  userId: string | null,
  reason: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(matches)
    .set({ status: 'undone', undoneBy: userId, undoneAt: at, undoReason: reason })
    .where(and(eq(matches.id, id), eq(matches.status, 'confirmed')))
    .returning({ id: matches.id });
  if (rows.length === 0) return false;
  await db.update(matchItems).set({ live: false }).where(eq(matchItems.matchId, id));
  return true;
}

export interface MatchFilter {
  accountId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  kind?: 'auto' | 'manual' | undefined;
  status?: 'confirmed' | 'undone' | undefined;
}

export async function listMatches(
  db: DbOrTx,
  organizationId: string,
  filter: MatchFilter,
  page: number,
  limit: number,
) {
  const where = and(
    eq(matches.organizationId, organizationId),
    filter.accountId ? eq(matches.accountId, filter.accountId) : undefined,
    filter.from ? gte(matches.createdAt, new Date(`${filter.from}T00:00:00Z`)) : undefined,
    filter.to ? lte(matches.createdAt, new Date(`${filter.to}T23:59:59.999Z`)) : undefined,
    filter.kind ? eq(matches.kind, filter.kind) : undefined,
    filter.status ? eq(matches.status, filter.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(matches)
      .where(where)
      .orderBy(desc(matches.createdAt), desc(matches.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(matches).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Live matches holding any line of an import (un-import dissolves them first). */
export async function liveMatchesOfImport(
  db: DbOrTx,
  organizationId: string,
  importId: string,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ matchId: matchItems.matchId })
    .from(matchItems)
    .leftJoin(bankTransactions, eq(bankTransactions.id, matchItems.bankTransactionId))
    .leftJoin(bankRecLedgerEntries, eq(bankRecLedgerEntries.id, matchItems.ledgerEntryId))
    .where(
      and(
        eq(matchItems.organizationId, organizationId),
        eq(matchItems.live, true),
        sql`(${bankTransactions.importId} = ${importId} or ${bankRecLedgerEntries.importId} = ${importId})`,
      ),
    );
  return rows.map((r) => r.matchId);
}
