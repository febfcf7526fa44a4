import type { LedgerArea } from '@clearline/domain/areas';
import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import {
  bankRecBankAccounts,
  bankRecLedgerEntries,
  bankTransactions,
  matches,
  matchItems,
  recReconcilingTypes,
} from '../../db/schema/index';
import type { BulkConnection } from '../../platform/bulk';
import type { DbOrTx } from '../../platform/db';
import { selectPage } from '../../platform/paging';

export type MatchRow = typeof matches.$inferSelect;
type MatchItemRow = typeof matchItems.$inferSelect;

/**
 * The organisation's bank account ids of a ledger area, as a subquery: a bank account belongs to one area
 * (migration 0014), so its matches, suggestions and bank lines belong to that area too.
 */
export function accountsOfArea(db: DbOrTx, organizationId: string, area: LedgerArea) {
  return db
    .select({ accountId: bankRecBankAccounts.accountId })
    .from(bankRecBankAccounts)
    .where(and(eq(bankRecBankAccounts.organizationId, organizationId), eq(bankRecBankAccounts.area, area)));
}

/** Whether the organisation's bank account belongs to the area. */
export async function accountInArea(db: DbOrTx, organizationId: string, accountId: string, area: LedgerArea) {
  const rows = await db
    .select({ accountId: bankRecBankAccounts.accountId })
    .from(bankRecBankAccounts)
    .where(
      and(
        eq(bankRecBankAccounts.organizationId, organizationId),
        eq(bankRecBankAccounts.area, area),
        eq(bankRecBankAccounts.accountId, accountId),
      ),
    );
  return rows.length > 0;
}

/** Bank lines by id; with an area, only those of its bank accounts (another area's are as missing). */
export async function bankLines(db: DbOrTx, organizationId: string, ids: string[], area?: LedgerArea) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(bankTransactions)
    .where(
      and(
        eq(bankTransactions.organizationId, organizationId),
        inArray(bankTransactions.id, ids),
        area ? inArray(bankTransactions.accountId, accountsOfArea(db, organizationId, area)) : undefined,
      ),
    );
}

/** Ledger lines by id; with an area, only that area's lines (another area's are as missing). */
export async function ledgerLines(db: DbOrTx, organizationId: string, ids: string[], area?: LedgerArea) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(bankRecLedgerEntries)
    .where(
      and(
        eq(bankRecLedgerEntries.organizationId, organizationId),
        inArray(bankRecLedgerEntries.id, ids),
        area ? eq(bankRecLedgerEntries.area, area) : undefined,
      ),
    );
}

/** Which of these lines already sit in a live match (a friendly refusal before the constraint's). */
export async function liveClaims(db: DbOrTx, organizationId: string, bankIds: string[], ledgerIds: string[]) {
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
        eq(matchItems.organizationId, organizationId),
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

/** A match by id; with an area, only a match on one of its bank accounts. */
export async function findMatch(db: DbOrTx, organizationId: string, id: string, area?: LedgerArea) {
  const [row] = await db
    .select()
    .from(matches)
    .where(
      and(
        eq(matches.organizationId, organizationId),
        eq(matches.id, id),
        area ? inArray(matches.accountId, accountsOfArea(db, organizationId, area)) : undefined,
      ),
    );
  return row;
}

export async function itemsOf(
  db: DbOrTx,
  organizationId: string,
  matchIds: string[],
): Promise<MatchItemRow[]> {
  if (matchIds.length === 0) return [];
  return db
    .select()
    .from(matchItems)
    .where(and(eq(matchItems.organizationId, organizationId), inArray(matchItems.matchId, matchIds)));
}

/** Undoes a confirmed match; false when it was not confirmed any more (someone else undid it). */
export async function undoMatch(
  db: DbOrTx,
  organizationId: string,
  id: string,
  userId: string | null,
  reason: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(matches)
    .set({ status: 'undone', undoneBy: userId, undoneAt: at, undoReason: reason })
    .where(
      and(eq(matches.organizationId, organizationId), eq(matches.id, id), eq(matches.status, 'confirmed')),
    )
    .returning({ id: matches.id });
  if (rows.length === 0) return false;
  await db
    .update(matchItems)
    .set({ live: false })
    .where(and(eq(matchItems.organizationId, organizationId), eq(matchItems.matchId, id)));
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
  area: LedgerArea,
  filter: MatchFilter,
  page: number,
  limit: number,
) {
  const where = and(
    eq(matches.organizationId, organizationId),
    inArray(matches.accountId, accountsOfArea(db, organizationId, area)),
    filter.accountId ? eq(matches.accountId, filter.accountId) : undefined,
    filter.from ? gte(matches.createdAt, new Date(`${filter.from}T00:00:00Z`)) : undefined,
    filter.to ? lte(matches.createdAt, new Date(`${filter.to}T23:59:59.999Z`)) : undefined,
    filter.kind ? eq(matches.kind, filter.kind) : undefined,
    filter.status ? eq(matches.status, filter.status) : undefined,
  );
  return selectPage(db, matches, where, [desc(matches.createdAt), desc(matches.id)], page, limit);
}

/**
 * The live matches holding lines of an import, read from the import's own lines (its bank transactions
 * and ledger entries, by their import indexes) rather than from every live match of the organisation.
 */
export async function liveMatchIdsOfImport(
  conn: BulkConnection,
  organizationId: string,
  importId: string,
): Promise<string[]> {
  const { rows } = await conn.query<{ match_id: string }>(
    `select mi.match_id from bank_transactions bt
       join match_items mi on mi.bank_transaction_id = bt.id and mi.live
      where bt.import_id = $2 and bt.organization_id = $1 and mi.organization_id = $1
     union
     select mi.match_id from bank_rec_ledger_entries e
       join match_items mi on mi.ledger_entry_id = e.id and mi.live
      where e.import_id = $2 and e.organization_id = $1 and mi.organization_id = $1`,
    [organizationId, importId],
  );
  return rows.map((r) => r.match_id);
}

/**
 * Undoes these live matches: they become undone with who, when and why, their items stop being live,
 * their ledger entries are open again. Returns the ones it undid (a match undone meanwhile is skipped),
 * for their audit entries. Three statements, each keyed on an array of ids (`= any`): as one statement
 * joining its data-modifying CTEs, PGlite (no statistics) planned nested loops over whole tables, 131 s
 * for one slice of 2,000 matches at 50,000 lines (issue 10, item 1). Call inside a transaction.
 */
export async function undoMatches(
  conn: BulkConnection,
  undo: { organizationId: string; userId: string | null; reason: string; at: Date },
  matchIds: string[],
): Promise<{ id: string; kind: string }[]> {
  const { rows: undone } = await conn.query<{ id: string; kind: string }>(
    `update matches set status = 'undone', undone_by = $2, undone_at = $4, undo_reason = $3
      where organization_id = $1 and id = any($5::uuid[]) and status = 'confirmed'
      returning id, kind`,
    [undo.organizationId, undo.userId, undo.reason, undo.at, matchIds],
  );
  if (undone.length === 0) return undone;
  const { rows: items } = await conn.query<{ ledger_entry_id: string }>(
    `update match_items set live = false
      where organization_id = $1 and match_id = any($2::uuid[]) and live
      returning ledger_entry_id`,
    [undo.organizationId, undone.map((m) => m.id)],
  );
  const ledgerIds = items.flatMap((i) => (i.ledger_entry_id ? [i.ledger_entry_id] : []));
  if (ledgerIds.length > 0)
    await conn.query(
      `update bank_rec_ledger_entries set status = 'open'
        where organization_id = $1 and id = any($2::uuid[]) and status = 'matched'`,
      [undo.organizationId, ledgerIds],
    );
  return undone;
}

/** Marks ledger entries matched; the count tells whether someone changed one since it was read. */
export async function markLedgerMatched(
  conn: BulkConnection,
  organizationId: string,
  ids: string[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const { rowCount } = await conn.query(
    `update bank_rec_ledger_entries set status = 'matched'
      where organization_id = $1 and id = any($2::uuid[]) and status = 'open'`,
    [organizationId, ids],
  );
  return rowCount;
}
