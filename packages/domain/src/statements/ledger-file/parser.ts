import { isValidIsoDate, isYearInRange } from '../../dates/iso-date';
import { parseQuarter } from '../../dates/quarters';
import { parseUsDate } from '../../dates/us-date';
import { normaliseCustomerId } from '../../ledger/customer-id-rule';
import { TAX_TYPES } from '../../ledger/ledger-transaction';
import { parseDecimalToMinor } from '../../money/decimal';
import { CsvTokenizer } from '../csv/tokenizer';
import { DecodingStream } from '../detect/decoder';
import { RowKeyRegistry } from '../shared/statement-accumulator';
import type { ParseIssue } from '../types';
import { headerKey, LEDGER_FILE_COLUMNS } from './columns';

/** One book-side entry read from a ledger CSV, checked for shape; the importer checks it against the configuration. */
export interface LedgerFileRow {
  line: number;
  rowKey: string;
  transactionDate: string;
  amountMinor: number;
  details: string;
  coId: string;
  account: string;
  transactionType: string;
  checkNo: string;
  taxType: string;
  taxCode: string;
  quarter: string;
  manualCheck: boolean;
  recType: string;
}

export interface LedgerFileSink {
  row(row: LedgerFileRow): void;
  issue(issue: ParseIssue): void;
}

export interface LedgerFileSummary {
  rowCount: number;
  errorCount: number;
  warningCount: number;
  totalMinor: number;
  aborted: boolean;
}

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0', '']);

/** Streaming parser of the ledger CSV template: bytes in, rows and line-numbered issues out. */
export function createLedgerFileParser(sink: LedgerFileSink) {
  let columns: Map<string, number> | null = null;
  const keys = new RowKeyRegistry();
  const summary: LedgerFileSummary = {
    rowCount: 0,
    errorCount: 0,
    warningCount: 0,
    totalMinor: 0,
    aborted: false,
  };
  const issue = (
    line: number,
    severity: 'error' | 'warning',
    code: string,
    message: string,
    raw?: string,
  ) => {
    if (severity === 'error') summary.errorCount += 1;
    else summary.warningCount += 1;
    sink.issue({ line, severity, code, message, ...(raw !== undefined ? { raw: raw.slice(0, 500) } : {}) });
  };

  const onRecord = (fields: string[], line: number) => {
    const raw = fields.join(',');
    if (fields.every((f) => f.trim() === '')) return;
    if (!columns) {
      columns = readHeader(fields, line, issue);
      if (!columns) summary.aborted = true;
      return;
    }
    if (summary.aborted) return;
    const cell = (name: string) => (fields[columns?.get(name) ?? -1] ?? '').trim();
    const row = readRow(cell, line, raw, issue);
    if (!row) return;
    const { key } = keys.next([
      row.transactionDate,
      String(row.amountMinor),
      row.coId,
      row.account,
      row.details,
      row.checkNo,
    ]);
    const finished = { ...row, rowKey: key };
    summary.rowCount += 1;
    summary.totalMinor += row.amountMinor;
    sink.row(finished);
  };

  const tokenizer = new CsvTokenizer(',', {
    record: onRecord,
    error: (line: number, code: string, message: string) => issue(line, 'error', code, message),
  });
  const decoder = new DecodingStream({ text: (text) => tokenizer.push(text), notice: () => undefined });

  return {
    push(bytes: Uint8Array) {
      decoder.push(bytes);
    },
    end(): LedgerFileSummary {
      decoder.end();
      tokenizer.end();
      if (!columns && !summary.aborted) {
        issue(0, 'error', 'LEDGER_EMPTY', 'The file has no header row and no entries.');
        summary.aborted = true;
      }
      return summary;
    },
  };
}

type IssueFn = (
  line: number,
  severity: 'error' | 'warning',
  code: string,
  message: string,
  raw?: string,
) => void;

function readHeader(fields: string[], line: number, issue: IssueFn): Map<string, number> | null {
  const byKey = new Map(LEDGER_FILE_COLUMNS.map((c) => [headerKey(c.name), c.name]));
  const columns = new Map<string, number>();
  fields.forEach((cell, index) => {
    const name = byKey.get(headerKey(cell));
    if (name && !columns.has(name)) columns.set(name, index);
    else if (cell.trim() !== '')
      issue(
        line,
        'warning',
        'LEDGER_UNKNOWN_COLUMN',
        `Column '${cell.trim()}' is not part of the ledger template and is ignored.`,
      );
  });
  const missing = LEDGER_FILE_COLUMNS.filter((c) => c.required && !columns.has(c.name)).map((c) => c.name);
  if (missing.length > 0) {
    issue(
      line,
      'error',
      'LEDGER_MISSING_COLUMNS',
      `The header row lacks the required column(s): ${missing.join(', ')}. Use the template's header.`,
      fields.join(','),
    );
    return null;
  }
  return columns;
}

function readRow(
  cell: (name: string) => string,
  line: number,
  raw: string,
  issue: IssueFn,
): Omit<LedgerFileRow, 'rowKey'> | null {
  let ok = true;
  const fail = (code: string, message: string) => {
    issue(line, 'error', code, message, raw);
    ok = false;
  };
  const dateText = cell('transactionDate');
  const transactionDate = isValidIsoDate(dateText) ? dateText : (parseUsDate(dateText) ?? undefined);
  if (!transactionDate)
    fail('LEDGER_BAD_DATE', `transactionDate '${dateText}' is not a date (use YYYY-MM-DD or MM/DD/YYYY).`);
  else if (!isYearInRange(transactionDate))
    fail('LEDGER_DATE_RANGE', `transactionDate '${dateText}' must be in the years 1900 to 2100.`);

  const amountText = cell('amount');
  const amount = parseDecimalToMinor(amountText, 2);
  if (!amount.ok)
    fail('LEDGER_BAD_AMOUNT', `amount '${amountText}' is not an amount with at most 2 decimals.`);
  else if (amount.minor === 0) fail('LEDGER_ZERO_AMOUNT', 'amount must not be zero.');

  const details = cell('details');
  if (!details) fail('LEDGER_MISSING_DETAILS', 'details is required.');
  const coId = normaliseCustomerId(cell('coName'));
  if (!coId) fail('LEDGER_MISSING_CUSTOMER', 'coName (the customer id) is required.');
  const account = cell('account');
  if (!account) fail('LEDGER_MISSING_ACCOUNT', 'account is required.');

  const taxType = cell('taxType');
  const canonicalTax = TAX_TYPES.find((t) => t.toLowerCase() === taxType.toLowerCase());
  if (taxType && !canonicalTax)
    fail('LEDGER_BAD_TAX_TYPE', `taxType '${taxType}' must be Federal, State or Local.`);
  const quarter = cell('quarter');
  const parsedQuarter = quarter ? parseQuarter(quarter) : null;
  if (quarter && !parsedQuarter) fail('LEDGER_BAD_QUARTER', `quarter '${quarter}' must look like 'Q3 2026'.`);
  const manualText = cell('manualCheck').toLowerCase();
  if (!TRUE_WORDS.has(manualText) && !FALSE_WORDS.has(manualText)) {
    fail('LEDGER_BAD_FLAG', `manualCheck '${cell('manualCheck')}' must be true or false.`);
  }
  if (!ok || !transactionDate || !amount.ok) return null;
  return {
    line,
    transactionDate,
    amountMinor: amount.minor,
    details,
    coId,
    account,
    transactionType: cell('transactionType'),
    checkNo: cell('checkNo'),
    taxType: canonicalTax ?? '',
    taxCode: cell('taxCode'),
    quarter: parsedQuarter ? quarter.toUpperCase().replace(/\s+/, ' ') : '',
    manualCheck: TRUE_WORDS.has(manualText),
    recType: cell('recType'),
  };
}
