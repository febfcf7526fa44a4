import { and, desc, eq, sql } from 'drizzle-orm';
import { accountBalances, balanceFiles, csvColumnProfiles } from '../../db/schema/index';
import { type DbOrTx, queryRows } from '../../platform/db';

export type BalanceKind = 'opening' | 'closing' | 'available';
export type BalanceSource = 'statement' | 'file' | 'agent';

export interface BalancePoint {
  account_id: string;
  date: string;
  kind: BalanceKind;
  amount_minor: string;
  currency: string;
  source: BalanceSource;
}

/**
 * Every balance of the organisation's accounts dated in [from, to]: the statements' own records (read
 * from imports' `bank_statement_balances`, the latest import first) and the balance files' (this
 * module's). Available is the statement's closing available balance (BAI2 045, camt CLAV).
 */
export function balancePoints(
  db: DbOrTx,
  organizationId: string,
  from: string,
  to: string,
  accountId?: string,
) {
  const account = (column: string) => (accountId ? sql`and ${sql.raw(column)} = ${accountId}` : sql``);
  return queryRows<BalancePoint>(
    db,
    sql`select b.account_id, b.date::text as date,
               case b.kind when 'closing-available' then 'available' else b.kind end as kind,
               b.amount_minor::text as amount_minor, b.currency, 'statement' as source
          from bank_statement_balances b
         where b.organization_id = ${organizationId} and b.date between ${from}::date and ${to}::date
           and b.kind in ('opening', 'closing', 'closing-available') ${account('b.account_id')}
        union all
        select a.account_id, a.date::text, a.kind, a.amount_minor::text, a.currency, a.source
          from account_balances a
         where a.organization_id = ${organizationId} and a.date between ${from}::date and ${to}::date
               ${account('a.account_id')}`,
  );
}

/** The statement lines per account and value date in [from, to] (the bank side of the check). */
export function dailyLineTotals(
  db: DbOrTx,
  organizationId: string,
  from: string,
  to: string,
  accountId?: string,
) {
  return queryRows<{ account_id: string; date: string; n: number; total: string }>(
    db,
    sql`select bt.account_id, bt.value_date::text as date, count(*)::int as n, sum(bt.amount_minor)::text as total
          from bank_transactions bt
         where bt.organization_id = ${organizationId} and bt.value_date between ${from}::date and ${to}::date
               ${accountId ? sql`and bt.account_id = ${accountId}` : sql``}
         group by bt.account_id, bt.value_date`,
  );
}

export async function fileBySha(db: DbOrTx, organizationId: string, sha256: string) {
  const [row] = await db
    .select()
    .from(balanceFiles)
    .where(and(eq(balanceFiles.organizationId, organizationId), eq(balanceFiles.sha256, sha256)));
  return row;
}

export function recentFiles(db: DbOrTx, organizationId: string, limit = 50) {
  return db
    .select()
    .from(balanceFiles)
    .where(eq(balanceFiles.organizationId, organizationId))
    .orderBy(desc(balanceFiles.createdAt))
    .limit(limit);
}

export async function insertFile(db: DbOrTx, values: typeof balanceFiles.$inferInsert) {
  const [row] = await db.insert(balanceFiles).values(values).returning();
  if (!row) throw new Error('balance file not inserted');
  return row;
}

/** Writes a file's balances; a balance of the same account, day, kind and source is replaced. */
export async function upsertBalances(db: DbOrTx, rows: (typeof accountBalances.$inferInsert)[]) {
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insert(accountBalances)
      .values(rows.slice(i, i + 1000))
      .onConflictDoUpdate({
        target: [
          accountBalances.organizationId,
          accountBalances.accountId,
          accountBalances.date,
          accountBalances.kind,
          accountBalances.source,
        ],
        set: {
          amountMinor: sql`excluded.amount_minor`,
          currency: sql`excluded.currency`,
          fileId: sql`excluded.file_id`,
          line: sql`excluded.line`,
          updatedAt: sql`now()`,
        },
      });
  }
}

/** A saved CSV column profile of a kind of file ('balances'), or undefined. */
export async function savedProfile(db: DbOrTx, organizationId: string, kind: string) {
  const [row] = await db
    .select()
    .from(csvColumnProfiles)
    .where(and(eq(csvColumnProfiles.organizationId, organizationId), eq(csvColumnProfiles.kind, kind)));
  return row;
}

export async function saveProfile(
  db: DbOrTx,
  organizationId: string,
  kind: string,
  profile: Record<string, unknown>,
  userId: string | null,
) {
  await db
    .insert(csvColumnProfiles)
    .values({ organizationId, kind, profile, updatedBy: userId })
    .onConflictDoUpdate({
      target: [csvColumnProfiles.organizationId, csvColumnProfiles.kind],
      set: { profile, updatedBy: userId, updatedAt: sql`now()` },
    });
}
