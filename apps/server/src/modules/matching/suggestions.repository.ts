import type { LedgerArea } from '@clearline/domain/areas';
import { and, arrayOverlaps, desc, eq, inArray } from 'drizzle-orm';
import { matchSuggestions } from '../../db/schema/index';
import type { BulkConnection } from '../../platform/bulk';
import type { DbOrTx } from '../../platform/db';
import { selectPage } from '../../platform/paging';
import { accountsOfArea } from './matching.repository';

/** The engine's suggestions as people decide them (auto-match writes them in bulk). */

export type SuggestionRow = typeof matchSuggestions.$inferSelect;

export interface SuggestionQuery {
  accountId?: string | undefined;
  status: SuggestionRow['status'];
  page: number;
  limit: number;
}

/** A page of the area's suggestions, the most certain first, and how many there are in all. */
export async function listSuggestions(
  db: DbOrTx,
  organizationId: string,
  area: LedgerArea,
  query: SuggestionQuery,
) {
  const { status, accountId, page, limit } = query;
  const where = and(
    eq(matchSuggestions.organizationId, organizationId),
    inArray(matchSuggestions.accountId, accountsOfArea(db, organizationId, area)),
    eq(matchSuggestions.status, status),
    accountId ? eq(matchSuggestions.accountId, accountId) : undefined,
  );
  const order = [desc(matchSuggestions.score), desc(matchSuggestions.createdAt), matchSuggestions.id];
  return selectPage(db, matchSuggestions, where, order, page, limit);
}

/**
 * One suggestion of the area (on one of its bank accounts); `lock`: held FOR UPDATE until the transaction
 * ends (two people deciding at once).
 */
export async function findSuggestion(
  db: DbOrTx,
  organizationId: string,
  area: LedgerArea,
  id: string,
  lock = false,
): Promise<SuggestionRow | undefined> {
  const query = db
    .select()
    .from(matchSuggestions)
    .where(
      and(
        eq(matchSuggestions.organizationId, organizationId),
        eq(matchSuggestions.id, id),
        inArray(matchSuggestions.accountId, accountsOfArea(db, organizationId, area)),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function decideSuggestion(
  db: DbOrTx,
  organizationId: string,
  id: string,
  decision: { status: 'accepted' | 'rejected'; decidedBy: string; decidedAt: Date; matchId: string | null },
): Promise<void> {
  await db
    .update(matchSuggestions)
    .set(decision)
    .where(and(eq(matchSuggestions.organizationId, organizationId), eq(matchSuggestions.id, id)));
}

/**
 * Pending suggestions that name any of these entries go stale (a voided entry is no matching candidate);
 * returns their ids for the audit entry.
 */
export async function staleSuggestionsOfEntries(
  db: DbOrTx,
  organizationId: string,
  ids: string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(matchSuggestions)
    .set({ status: 'stale' })
    .where(
      and(
        eq(matchSuggestions.organizationId, organizationId),
        eq(matchSuggestions.status, 'pending'),
        arrayOverlaps(matchSuggestions.ledgerIds, ids),
      ),
    )
    .returning({ id: matchSuggestions.id });
  return rows.map((r) => r.id);
}

/** The line sets people rejected: the engine's suggestion of exactly that set is not made again. */
export async function rejectedSets(conn: BulkConnection, organizationId: string, accountId: string) {
  const { rows } = await conn.query<{ bank_ids: string[]; ledger_ids: string[] }>(
    `select bank_ids, ledger_ids from match_suggestions
      where organization_id = $1 and account_id = $2 and status = 'rejected'`,
    [organizationId, accountId],
  );
  return rows;
}

/** Pending suggestions of the account go stale: this run re-suggests what still holds. */
export async function staleSuggestionsOfAccount(
  conn: BulkConnection,
  organizationId: string,
  accountId: string,
  from: string | null,
  to: string | null,
): Promise<void> {
  await conn.query(
    `update match_suggestions s set status = 'stale'
      where s.organization_id = $1 and s.account_id = $2 and s.status = 'pending'
        and ($3::date is null or $4::date is null or exists (
          select 1 from bank_transactions bt
           where bt.id = any(s.bank_ids) and bt.value_date between $3::date and $4::date))`,
    [organizationId, accountId, from, to],
  );
}
