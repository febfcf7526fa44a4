import { and, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import {
  bankRecLedgerEntries,
  bankTransactions,
  matches,
  matchItems,
  recReconcilingTypes,
} from '../../db/schema/index';
import type { BulkConnection } from '../../platform/bulk';
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

/**
 * Undoes up to `limit` live matches holding lines of an import, in one statement: the matches become
 * undone with who, when and why, their items stop being live, their ledger entries are open again, and
 * each gets its `match.undone` audit row. Returns how many it undid (fewer than `limit`: none is left).
 */
export async function undoMatchesOfImport(
  conn: BulkConnection,
  undo: { organizationId: string; importId: string; userId: string | null; reason: string; at: Date },
  limit: number,
): Promise<number> {
  const { rows } = await conn.query<{ n: number }>(
    `with picked as (
       select distinct mi.match_id from match_items mi
         left join bank_transactions bt on bt.id = mi.bank_transaction_id
         left join bank_rec_ledger_entries e on e.id = mi.ledger_entry_id
        where mi.organization_id = $1 and mi.live and (bt.import_id = $2 or e.import_id = $2)
        limit $6),
     undone as (
       update matches m set status = 'undone', undone_by = $3, undone_at = $5, undo_reason = $4
        where m.id in (select match_id from picked) and m.status = 'confirmed'
       returning m.id, m.kind),
     items as (
       update match_items set live = false where match_id in (select id from undone)
       returning ledger_entry_id),
     reopened as (
       update bank_rec_ledger_entries set status = 'open'
        where organization_id = $1 and status = 'matched'
          and id in (select ledger_entry_id from items where ledger_entry_id is not null)),
     audited as (
       insert into audit_log (organization_id, actor_user_id, action, entity_type, entity_id, details)
       select $1, $3, 'match.undone', 'match', id, jsonb_build_object('reason', $4::text, 'kind', kind)
         from undone)
     select count(*)::int as n from undone`,
    [undo.organizationId, undo.importId, undo.userId, undo.reason, undo.at, limit],
  );
  return rows[0]?.n ?? 0;
}
