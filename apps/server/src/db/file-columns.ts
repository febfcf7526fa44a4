/**
 * The columns a line of each kind of file fills, in table order, with their SQL types: the one list the
 * import stages (modules/imports/*-stage.repository.ts), the ledger search's select list and the
 * benchmarks' COPY lists are built from, so a column added to a kind of file is added here once.
 */

export type FileColumnType = 'text' | 'date' | 'bigint' | 'integer' | 'boolean' | 'jsonb';

export interface FileColumn<N extends string = string> {
  name: N;
  type: FileColumnType;
  /** Only a few columns may be empty (NULL) in a file; every other is `not null`. */
  nullable?: boolean;
}

/** bank_rec_ledger_entries: what a ledger file's line (or the form, or a transfer) gives. */
export const LEDGER_LINE_COLUMNS = [
  { name: 'check_no', type: 'text' },
  { name: 'details', type: 'text' },
  { name: 'amount_minor', type: 'bigint' },
  { name: 'transaction_date', type: 'date' },
  { name: 'co_id', type: 'text' },
  { name: 'ledger', type: 'text' },
  { name: 'transaction_type', type: 'text' },
  { name: 'tax_type', type: 'text' },
  { name: 'account', type: 'text' },
  { name: 'ledger_id', type: 'text' },
  { name: 'account_id', type: 'text' },
  { name: 'manual_check', type: 'boolean' },
  { name: 'rec_type', type: 'text' },
  { name: 'tax_code', type: 'text' },
] as const satisfies readonly FileColumn[];

/** bank_rec_ledger_entries, area 'ewa': what an employer-funds line (a partner's file, the form) gives. */
export const EWA_LEDGER_LINE_COLUMNS = [
  { name: 'memo', type: 'text' },
  { name: 'details', type: 'text' },
  { name: 'amount_minor', type: 'bigint' },
  { name: 'transaction_date', type: 'date' },
  { name: 'source_date', type: 'date', nullable: true },
  { name: 'co_id', type: 'text' },
  { name: 'partner', type: 'text' },
  { name: 'customer', type: 'text' },
  { name: 'ledger', type: 'text' },
  { name: 'transaction_type', type: 'text' },
  { name: 'account', type: 'text' },
  { name: 'ledger_id', type: 'text' },
  { name: 'account_id', type: 'text' },
  { name: 'source_file', type: 'text' },
  { name: 'file_hash', type: 'text' },
  { name: 'line_no', type: 'integer' },
] as const satisfies readonly FileColumn[];

/** bank_transactions: what a bank statement's line gives (its account, key and order aside). */
export const BANK_LINE_COLUMNS = [
  { name: 'value_date', type: 'date' },
  { name: 'booking_date', type: 'date', nullable: true },
  { name: 'amount_minor', type: 'bigint' },
  { name: 'currency', type: 'text' },
  { name: 'type_code', type: 'text' },
  { name: 'bank_reference', type: 'text' },
  { name: 'customer_reference', type: 'text' },
  { name: 'text', type: 'text' },
  { name: 'bank_status', type: 'text' },
] as const satisfies readonly FileColumn[];

/** The names of a column list, keeping their literal types. */
export const columnNames = <N extends string>(columns: readonly FileColumn<N>[]): N[] =>
  columns.map((c) => c.name);
