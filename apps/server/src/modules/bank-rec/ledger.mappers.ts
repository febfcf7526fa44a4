import type { LedgerEntry } from '@clearline/contracts';
import { minorToDecimalString } from '@clearline/domain';
import { getTableColumns } from 'drizzle-orm';
import { columnNames, LEDGER_LINE_COLUMNS } from '../../db/file-columns';
import { bankRecClients, bankRecLedgerEntries } from '../../db/schema/index';

export type EntryRow = typeof bankRecLedgerEntries.$inferSelect;

/** The columns a ledger entry is read with: everything but the search vector, plus the client's name. */
const { searchText: _searchText, ...entryColumns } = getTableColumns(bankRecLedgerEntries);
export const ENTRY_SELECTION = { ...entryColumns, clientName: bankRecClients.coName };
export type EntryWithClient = Omit<EntryRow, 'searchText'> & { clientName: string | null };

export function toLedgerEntry(row: EntryWithClient): LedgerEntry {
  return {
    id: row.id,
    checkNo: row.checkNo,
    details: row.details,
    amount: minorToDecimalString(row.amountMinor),
    transactionDate: row.transactionDate,
    coName: row.coId,
    clientName: row.clientName ?? '',
    ledger: row.ledger,
    transactionType: row.transactionType,
    taxType: row.taxType,
    account: row.account,
    ledgerId: row.ledgerId,
    accountId: row.accountId,
    manualCheck: row.manualCheck,
    recType: row.recType,
    taxCode: row.taxCode,
    taxConfirmation: row.taxConfirmation,
    autoMatch: row.autoMatch,
    quarter: row.quarter,
    status: row.status,
    source: row.source,
    transferId: row.transferId,
    importId: row.importId,
    voidReason: row.voidReason,
    voidedAt: row.voidedAt ? row.voidedAt.toISOString() : null,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The columns of a search page, as one static select list (no per-request query building for them). */
export const RAW_ENTRY_COLUMNS = [
  'id',
  ...columnNames(LEDGER_LINE_COLUMNS),
  'tax_confirmation',
  'auto_match',
  'quarter',
  'status',
  'source',
  'transfer_id',
  'import_id',
  'void_reason',
  'voided_at',
  'created_by',
  'created_at',
] as const;

export type RawEntry = Record<(typeof RAW_ENTRY_COLUMNS)[number] | 'client_name', unknown>;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const nullableText = (value: unknown) => (value === null || value === undefined ? null : String(value));
const isoTime = (value: unknown) =>
  value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();

/**
 * A raw search row (snake_case, as the driver returns it: bigint as text or bigint, dates and times as
 * text through Drizzle's type parsers) -> the API entry. Same output as toLedgerEntry.
 */
export function rawToLedgerEntry(row: RawEntry): LedgerEntry {
  return {
    id: text(row.id),
    checkNo: text(row.check_no),
    details: text(row.details),
    amount: minorToDecimalString(Number(row.amount_minor)),
    transactionDate: text(row.transaction_date),
    coName: text(row.co_id),
    clientName: text(row.client_name),
    ledger: text(row.ledger),
    transactionType: text(row.transaction_type),
    taxType: text(row.tax_type),
    account: text(row.account),
    ledgerId: text(row.ledger_id),
    accountId: text(row.account_id),
    manualCheck: row.manual_check === true,
    recType: text(row.rec_type),
    taxCode: text(row.tax_code),
    taxConfirmation: text(row.tax_confirmation),
    autoMatch: row.auto_match === true,
    quarter: text(row.quarter),
    status: text(row.status) as LedgerEntry['status'],
    source: text(row.source) as LedgerEntry['source'],
    transferId: nullableText(row.transfer_id),
    importId: nullableText(row.import_id),
    voidReason: nullableText(row.void_reason),
    voidedAt: row.voided_at === null || row.voided_at === undefined ? null : isoTime(row.voided_at),
    createdBy: nullableText(row.created_by),
    createdAt: isoTime(row.created_at),
  };
}
