import type { EwaLedgerEntry, LedgerEntry } from '@clearline/contracts';
import { minorToDecimalString } from '@clearline/domain';
import { getTableColumns } from 'drizzle-orm';
import { columnNames, EWA_LEDGER_LINE_COLUMNS, LEDGER_LINE_COLUMNS } from '../../db/file-columns';
import { bankRecClients, bankRecLedgerEntries, ewaPartners } from '../../db/schema/index';

export type EntryRow = typeof bankRecLedgerEntries.$inferSelect;

/**
 * The columns a ledger entry is read with: everything but the search vector, plus the client's (or
 * employer's) name and, for employer funds, the partner's name.
 */
const { searchText: _searchText, ...entryColumns } = getTableColumns(bankRecLedgerEntries);
export const ENTRY_SELECTION = {
  ...entryColumns,
  clientName: bankRecClients.coName,
  partnerName: ewaPartners.name,
};
export type EntryWithClient = Omit<EntryRow, 'searchText'> & {
  clientName: string | null;
  partnerName: string | null;
};

/** What both areas' entries say of their state, source and who/when. */
function entryState(row: EntryWithClient) {
  return {
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
    ...entryState(row),
  };
}

/** The state columns every area's search page reads (entryState's). */
const RAW_STATE_COLUMNS = [
  'status',
  'source',
  'transfer_id',
  'import_id',
  'void_reason',
  'voided_at',
  'created_by',
  'created_at',
] as const;

/** The columns of a search page, as one static select list (no per-request query building for them). */
export const RAW_ENTRY_COLUMNS = [
  'id',
  ...columnNames(LEDGER_LINE_COLUMNS),
  'tax_confirmation',
  'auto_match',
  'quarter',
  ...RAW_STATE_COLUMNS,
] as const;

/** The search page's columns of an employer-funds entry (no check, tax or reconciling-type fields). */
export const RAW_EWA_ENTRY_COLUMNS = [
  'id',
  ...columnNames(EWA_LEDGER_LINE_COLUMNS),
  'auto_match',
  ...RAW_STATE_COLUMNS,
] as const;

export type RawEntry = Record<
  | (typeof RAW_ENTRY_COLUMNS)[number]
  | (typeof RAW_EWA_ENTRY_COLUMNS)[number]
  | 'client_name'
  | 'partner_name',
  unknown
>;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const nullableText = (value: unknown) => (value === null || value === undefined ? null : String(value));
const isoTime = (value: unknown) =>
  value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();

/** entryState of a raw search row. */
function rawEntryState(row: RawEntry) {
  return {
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
    ...rawEntryState(row),
  };
}

export function toEwaLedgerEntry(row: EntryWithClient): EwaLedgerEntry {
  return {
    id: row.id,
    memo: row.memo,
    details: row.details,
    amount: minorToDecimalString(row.amountMinor),
    transactionDate: row.transactionDate,
    sourceDate: row.sourceDate ?? '',
    employer: row.coId,
    employerName: row.clientName ?? '',
    partner: row.partner ?? '',
    partnerName: row.partnerName ?? '',
    customer: row.customer,
    ledger: row.ledger,
    transactionType: row.transactionType,
    accountName: row.account,
    ledgerId: row.ledgerId,
    accountId: row.accountId,
    sourceFile: row.sourceFile,
    fileHash: row.fileHash,
    lineNo: row.lineNo,
    autoMatch: row.autoMatch,
    ...entryState(row),
  };
}

/** A raw employer-funds search row -> the API entry. Same output as toEwaLedgerEntry. */
export function rawToEwaLedgerEntry(row: RawEntry): EwaLedgerEntry {
  return {
    id: text(row.id),
    memo: text(row.memo),
    details: text(row.details),
    amount: minorToDecimalString(Number(row.amount_minor)),
    transactionDate: text(row.transaction_date),
    sourceDate: text(row.source_date),
    employer: text(row.co_id),
    employerName: text(row.client_name),
    partner: text(row.partner),
    partnerName: text(row.partner_name),
    customer: text(row.customer),
    ledger: text(row.ledger),
    transactionType: text(row.transaction_type),
    accountName: text(row.account),
    ledgerId: text(row.ledger_id),
    accountId: text(row.account_id),
    sourceFile: text(row.source_file),
    fileHash: text(row.file_hash),
    lineNo: Number(row.line_no ?? -1),
    autoMatch: row.auto_match === true,
    ...rawEntryState(row),
  };
}
