import type { LedgerArea } from '@clearline/domain/areas';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import {
  bankRecBankAccounts as bankAccounts,
  bankRecTransactionCodes as codes,
  bankRecLedgerAccounts as ledgerAccounts,
  bankRecLedgers as ledgers,
  recReconcilingTypes as recTypes,
} from '../../db/schema/index';
import { type DbOrTx, queryRows } from '../../platform/db';

/**
 * Issue 17: the ledger configuration editor's rows with their ids, their writes, and what uses a row
 * (read-only counts over the records that name it). Every function takes the organisation explicitly.
 */

export type BankAccountRow = { name: string; accountId: string; area: LedgerArea };
export type LedgerRow = { ledgerId: string; name: string };
export type LedgerAccountRow = { accountName: string; ledger: string; ledgerId: string; accountId: string };
export type TransactionCodeRow = { transCode: string; transDesc: string };
export type RecTypeRow = { service: string; name: string };

const bankAccountColumns = {
  id: bankAccounts.id,
  name: bankAccounts.name,
  accountId: bankAccounts.accountId,
  area: bankAccounts.area,
};
const ledgerColumns = { id: ledgers.id, ledgerId: ledgers.ledgerId, name: ledgers.name };
const ledgerAccountColumns = {
  id: ledgerAccounts.id,
  accountName: ledgerAccounts.accountName,
  ledger: ledgerAccounts.ledger,
  ledgerId: ledgerAccounts.ledgerId,
  accountId: ledgerAccounts.accountId,
};
const codeColumns = { id: codes.id, transCode: codes.transCode, transDesc: codes.transDesc };
const recTypeColumns = {
  id: recTypes.id,
  service: recTypes.service,
  name: recTypes.name,
  systemAssigned: recTypes.systemAssigned,
};

export const listBankAccounts = (db: DbOrTx, organizationId: string) =>
  db
    .select(bankAccountColumns)
    .from(bankAccounts)
    .where(eq(bankAccounts.organizationId, organizationId))
    .orderBy(asc(bankAccounts.name));

export const listLedgers = (db: DbOrTx, organizationId: string) =>
  db
    .select(ledgerColumns)
    .from(ledgers)
    .where(eq(ledgers.organizationId, organizationId))
    .orderBy(asc(ledgers.sortOrder), asc(ledgers.ledgerId));

export const listLedgerAccounts = (db: DbOrTx, organizationId: string) =>
  db
    .select(ledgerAccountColumns)
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.organizationId, organizationId))
    .orderBy(asc(ledgerAccounts.sortOrder), asc(ledgerAccounts.accountName));

export const listTransactionCodes = (db: DbOrTx, organizationId: string) =>
  db
    .select(codeColumns)
    .from(codes)
    .where(eq(codes.organizationId, organizationId))
    .orderBy(asc(codes.sortOrder), asc(codes.transCode));

export const listRecTypes = (db: DbOrTx, organizationId: string) =>
  db
    .select(recTypeColumns)
    .from(recTypes)
    .where(eq(recTypes.organizationId, organizationId))
    .orderBy(asc(recTypes.service), asc(recTypes.sortOrder), asc(recTypes.name));

/** One row of the organisation (undefined when the id is another organisation's or unknown). */
const first = async <T>(rows: Promise<T[]>) => (await rows)[0];

export const findBankAccount = (db: DbOrTx, organizationId: string, id: string) =>
  first(
    db
      .select(bankAccountColumns)
      .from(bankAccounts)
      .where(and(eq(bankAccounts.organizationId, organizationId), eq(bankAccounts.id, id))),
  );

export const findBankAccountByNumber = (db: DbOrTx, organizationId: string, accountId: string) =>
  first(
    db
      .select(bankAccountColumns)
      .from(bankAccounts)
      .where(and(eq(bankAccounts.organizationId, organizationId), eq(bankAccounts.accountId, accountId))),
  );

export const findLedger = (db: DbOrTx, organizationId: string, id: string) =>
  first(
    db
      .select(ledgerColumns)
      .from(ledgers)
      .where(and(eq(ledgers.organizationId, organizationId), eq(ledgers.id, id))),
  );

export const findLedgerByKey = (db: DbOrTx, organizationId: string, ledgerId: string) =>
  first(
    db
      .select(ledgerColumns)
      .from(ledgers)
      .where(and(eq(ledgers.organizationId, organizationId), eq(ledgers.ledgerId, ledgerId))),
  );

export const findLedgerAccount = (db: DbOrTx, organizationId: string, id: string) =>
  first(
    db
      .select(ledgerAccountColumns)
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.organizationId, organizationId), eq(ledgerAccounts.id, id))),
  );

export const findTransactionCode = (db: DbOrTx, organizationId: string, id: string) =>
  first(
    db
      .select(codeColumns)
      .from(codes)
      .where(and(eq(codes.organizationId, organizationId), eq(codes.id, id))),
  );

export const findRecType = (db: DbOrTx, organizationId: string, id: string) =>
  first(
    db
      .select(recTypeColumns)
      .from(recTypes)
      .where(and(eq(recTypes.organizationId, organizationId), eq(recTypes.id, id))),
  );

/** The next sort position of a list: a new row shows last. */
async function nextSort(db: DbOrTx, table: string, organizationId: string, extra: SQL = sql``) {
  const [row] = await queryRows<{ next: number }>(
    db,
    sql`select coalesce(max(sort_order) + 1, 0)::int as next from ${sql.identifier(table)}
         where organization_id = ${organizationId} ${extra}`,
  );
  return row?.next ?? 0;
}

const idOf = async (rows: Promise<{ id: string }[]>) => ((await rows)[0] as { id: string }).id;

export const insertBankAccount = (db: DbOrTx, organizationId: string, row: BankAccountRow) =>
  idOf(
    db
      .insert(bankAccounts)
      .values({ organizationId, ...row })
      .returning({ id: bankAccounts.id }),
  );

export const updateBankAccount = (db: DbOrTx, organizationId: string, id: string, row: BankAccountRow) =>
  db
    .update(bankAccounts)
    .set(row)
    .where(and(eq(bankAccounts.organizationId, organizationId), eq(bankAccounts.id, id)));

export const deleteBankAccount = (db: DbOrTx, organizationId: string, id: string) =>
  db
    .delete(bankAccounts)
    .where(and(eq(bankAccounts.organizationId, organizationId), eq(bankAccounts.id, id)));

export async function insertLedger(db: DbOrTx, organizationId: string, row: LedgerRow) {
  const sortOrder = await nextSort(db, 'bank_rec_ledgers', organizationId);
  return idOf(
    db
      .insert(ledgers)
      .values({ organizationId, ...row, sortOrder })
      .returning({ id: ledgers.id }),
  );
}

export const updateLedger = (db: DbOrTx, organizationId: string, id: string, row: LedgerRow) =>
  db
    .update(ledgers)
    .set(row)
    .where(and(eq(ledgers.organizationId, organizationId), eq(ledgers.id, id)));

export const deleteLedger = (db: DbOrTx, organizationId: string, id: string) =>
  db.delete(ledgers).where(and(eq(ledgers.organizationId, organizationId), eq(ledgers.id, id)));

export async function insertLedgerAccount(db: DbOrTx, organizationId: string, row: LedgerAccountRow) {
  const sortOrder = await nextSort(db, 'bank_rec_ledger_accounts', organizationId);
  return idOf(
    db
      .insert(ledgerAccounts)
      .values({ organizationId, ...row, sortOrder })
      .returning({ id: ledgerAccounts.id }),
  );
}

export const updateLedgerAccount = (db: DbOrTx, organizationId: string, id: string, row: LedgerAccountRow) =>
  db
    .update(ledgerAccounts)
    .set(row)
    .where(and(eq(ledgerAccounts.organizationId, organizationId), eq(ledgerAccounts.id, id)));

export const deleteLedgerAccount = (db: DbOrTx, organizationId: string, id: string) =>
  db
    .delete(ledgerAccounts)
    .where(and(eq(ledgerAccounts.organizationId, organizationId), eq(ledgerAccounts.id, id)));

export async function insertTransactionCode(db: DbOrTx, organizationId: string, row: TransactionCodeRow) {
  const sortOrder = await nextSort(db, 'bank_rec_transaction_codes', organizationId);
  return idOf(
    db
      .insert(codes)
      .values({ organizationId, ...row, sortOrder })
      .returning({ id: codes.id }),
  );
}

export const updateTransactionCode = (
  db: DbOrTx,
  organizationId: string,
  id: string,
  row: TransactionCodeRow,
) =>
  db
    .update(codes)
    .set(row)
    .where(and(eq(codes.organizationId, organizationId), eq(codes.id, id)));

export const deleteTransactionCode = (db: DbOrTx, organizationId: string, id: string) =>
  db.delete(codes).where(and(eq(codes.organizationId, organizationId), eq(codes.id, id)));

export async function insertRecType(db: DbOrTx, organizationId: string, row: RecTypeRow) {
  const sortOrder = await nextSort(
    db,
    'rec_reconciling_types',
    organizationId,
    sql`and service = ${row.service}`,
  );
  return idOf(
    db
      .insert(recTypes)
      .values({ organizationId, ...row, sortOrder })
      .returning({ id: recTypes.id }),
  );
}

export const updateRecType = (db: DbOrTx, organizationId: string, id: string, row: RecTypeRow) =>
  db
    .update(recTypes)
    .set(row)
    .where(and(eq(recTypes.organizationId, organizationId), eq(recTypes.id, id)));

export const deleteRecType = (db: DbOrTx, organizationId: string, id: string) =>
  db.delete(recTypes).where(and(eq(recTypes.organizationId, organizationId), eq(recTypes.id, id)));

/** Counts of one query's columns as numbers (count(*) is bigint, which the drivers return as text). */
async function counts<K extends string>(db: DbOrTx, query: SQL): Promise<Record<K, number>> {
  const [row] = await queryRows<Record<K, string | number>>(db, query);
  return Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, Number(v)])) as Record<K, number>;
}

/** What names a bank account number: imported lines and balances (statements' and balance files'), entries, accounts, matches, tasks. */
export const bankAccountUses = (db: DbOrTx, organizationId: string, accountId: string) =>
  counts<'bankLines' | 'balances' | 'entries' | 'ledgerAccounts' | 'matches' | 'tasks'>(
    db,
    sql`select
      (select count(*) from bank_transactions where organization_id = ${organizationId} and account_id = ${accountId}) as "bankLines",
      ((select count(*) from bank_statement_balances where organization_id = ${organizationId} and account_id = ${accountId})
        + (select count(*) from account_balances where organization_id = ${organizationId} and account_id = ${accountId})) as "balances",
      (select count(*) from bank_rec_ledger_entries where organization_id = ${organizationId} and account_id = ${accountId}) as "entries",
      (select count(*) from bank_rec_ledger_accounts where organization_id = ${organizationId} and account_id = ${accountId}) as "ledgerAccounts",
      (select count(*) from matches where organization_id = ${organizationId} and account_id = ${accountId}) as "matches",
      (select count(*) from reconciliation_tasks where organization_id = ${organizationId} and account_id = ${accountId}) as "tasks"`,
  );

export const ledgerUses = (db: DbOrTx, organizationId: string, ledgerId: string) =>
  counts<'ledgerAccounts' | 'entries'>(
    db,
    sql`select
      (select count(*) from bank_rec_ledger_accounts where organization_id = ${organizationId} and ledger_id = ${ledgerId}) as "ledgerAccounts",
      (select count(*) from bank_rec_ledger_entries where organization_id = ${organizationId} and ledger_id = ${ledgerId}) as "entries"`,
  );

export const ledgerAccountUses = (db: DbOrTx, organizationId: string, accountName: string) =>
  counts<'entries'>(
    db,
    sql`select count(*) as "entries" from bank_rec_ledger_entries
         where organization_id = ${organizationId} and account = ${accountName}`,
  );

/** The areas of the entries posted to a ledger account (an account's entries stay in their area). */
export async function ledgerAccountEntryAreas(db: DbOrTx, organizationId: string, accountName: string) {
  const rows = await queryRows<{ area: LedgerArea }>(
    db,
    sql`select distinct area from bank_rec_ledger_entries where organization_id = ${organizationId} and account = ${accountName}`,
  );
  return rows.map((r) => r.area);
}

/** Entries store the type as its code or its description, whichever was chosen (canonicalTransactionType). */
export const transactionCodeUses = (db: DbOrTx, organizationId: string, code: TransactionCodeRow) =>
  counts<'entries'>(
    db,
    sql`select count(*) as "entries" from bank_rec_ledger_entries
         where organization_id = ${organizationId}
           and lower(transaction_type) in (lower(${code.transCode}), lower(${code.transDesc}))`,
  );

/** Entries of the area that carry the type, and adjustments of matches on the area's accounts. */
export const recTypeUses = (db: DbOrTx, organizationId: string, area: LedgerArea, name: string) =>
  counts<'entries' | 'adjustments'>(
    db,
    sql`select
      (select count(*) from bank_rec_ledger_entries
        where organization_id = ${organizationId} and area = ${area} and rec_type = ${name}) as "entries",
      (select count(*) from matches m join bank_rec_bank_accounts b
          on b.organization_id = m.organization_id and b.account_id = m.account_id
        where m.organization_id = ${organizationId} and b.area = ${area} and m.adjustment_rec_type = ${name}) as "adjustments"`,
  );
