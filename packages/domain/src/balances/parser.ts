/**
 * Reads an account-balance CSV through its BalanceProfile: each line names an account and a day and
 * gives one or more of its opening, closing and available balances. It checks what a line says by
 * itself (date, amounts, a balance present); the importer checks the accounts against the organisation.
 */

import { normalizeHeader } from '../statements/csv/profile';
import { CsvTokenizer } from '../statements/csv/tokenizer';
import { parseCsvAmount, parseCsvDate } from '../statements/csv/values';
import { DecodingStream } from '../statements/detect/decoder';
import type { ParseIssue } from '../statements/types';
import { BALANCE_KINDS, type BalanceColumns, type BalanceKindName, type BalanceProfile } from './profile';

export interface BalanceLine {
  /** 1-based line of the file. */
  line: number;
  accountNumber: string;
  /** YYYY-MM-DD. */
  date: string;
  currency: string;
  /** The balances the line gives, in minor units. */
  amounts: Partial<Record<BalanceKindName, number>>;
}

export interface ParsedBalances {
  lines: BalanceLine[];
  issues: ParseIssue[];
}

type Field = keyof BalanceColumns;
type Resolved = Partial<Record<Field, number>>;

const FIELDS: readonly Field[] = ['account', 'date', ...BALANCE_KINDS, 'currency'];

/** Reads a whole balance file (they are small: a line per account and day). */
export function parseBalanceCsv(bytes: Uint8Array, profile: BalanceProfile): ParsedBalances {
  const lines: BalanceLine[] = [];
  const issues: ParseIssue[] = [];
  let columns: Resolved | null = profile.hasHeader ? null : byIndex(profile.columns);
  let stopped = false;
  let seenAny = false;
  const error = (line: number, code: string, message: string, raw?: string) =>
    issues.push({
      line,
      severity: 'error',
      code,
      message,
      ...(raw !== undefined ? { raw: raw.slice(0, 500) } : {}),
    });

  if (!columns && !profile.hasHeader) {
    stopped = true;
    error(
      0,
      'BALANCE_BAD_PROFILE',
      'Without a header row every column of the profile must be a column number (0 = the first).',
    );
  }

  const onRecord = (fields: string[], line: number) => {
    if (stopped || fields.every((f) => f.trim() === '')) return;
    seenAny = true;
    if (line === 1 && fields[0]?.startsWith('\uFEFF')) fields[0] = fields[0].slice(1);
    const raw = fields.join(profile.delimiter);
    if (!columns) {
      const header = readHeader(profile.columns, fields);
      if (typeof header === 'string') {
        error(line, 'BALANCE_MISSING_COLUMNS', header, raw);
        stopped = true;
      } else columns = header;
      return;
    }
    const read = readLine(fields, columns, profile, line);
    if (typeof read === 'string') error(line, 'BALANCE_BAD_LINE', read, raw);
    else lines.push(read);
  };

  const tokenizer = new CsvTokenizer(profile.delimiter, {
    record: onRecord,
    error: (line, code, message) => {
      error(line, code, message);
      if (code === 'CSV_RECORD_TOO_LONG') stopped = true;
    },
  });
  const decoder = new DecodingStream({ text: (text) => tokenizer.push(text), notice: () => undefined });
  decoder.push(bytes);
  if (!stopped) {
    decoder.end();
    tokenizer.end();
  }
  if (!seenAny && !stopped) error(0, 'BALANCE_EMPTY', 'The file has no lines.');
  return { lines, issues };
}

function byIndex(columns: BalanceColumns): Resolved | null {
  const resolved: Resolved = {};
  for (const field of FIELDS) {
    const ref = columns[field];
    if (ref === undefined) continue;
    if (typeof ref !== 'number' || !Number.isInteger(ref) || ref < 0) return null;
    resolved[field] = ref;
  }
  return resolved;
}

/** Account and date must be there; of the balance columns (and currency) those the header has are read. */
const REQUIRED: readonly Field[] = ['account', 'date'];

/** The header's column for each field the profile names; a message naming what is missing. */
function readHeader(columns: BalanceColumns, cells: string[]): Resolved | string {
  const names = cells.map(normalizeHeader);
  const resolved: Resolved = {};
  const missing: string[] = [];
  for (const field of FIELDS) {
    const ref = columns[field];
    if (ref === undefined) continue;
    const index = typeof ref === 'number' ? ref : names.indexOf(normalizeHeader(ref));
    if (index >= 0 && index < cells.length) resolved[field] = index;
    else if (REQUIRED.includes(field)) missing.push(`${field} ('${ref}')`);
  }
  if (BALANCE_KINDS.every((kind) => resolved[kind] === undefined)) {
    const named = BALANCE_KINDS.filter((kind) => columns[kind] !== undefined).map(
      (kind) => `${kind} ('${columns[kind]}')`,
    );
    missing.push(`a balance column: ${named.join(' or ') || 'none in the profile'}`);
  }
  if (missing.length > 0) {
    return `The header lacks the profile's columns: ${missing.join(', ')}. Found: ${cells.join(', ')}.`;
  }
  return resolved;
}

function readLine(
  fields: string[],
  columns: Resolved,
  profile: BalanceProfile,
  line: number,
): BalanceLine | string {
  const cell = (field: Field) => {
    const index = columns[field];
    return index === undefined ? '' : (fields[index] ?? '').trim();
  };
  const accountNumber = cell('account');
  if (accountNumber === '') return 'The account is empty.';
  const dateText = cell('date');
  const date = parseCsvDate(dateText, profile.dateFormat);
  if (!date) return `The date '${dateText}' is not a date in the format ${profile.dateFormat}.`;
  const currency = (cell('currency') || profile.currency).toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) return `The currency '${currency}' is not a three-letter code.`;
  const amounts: BalanceLine['amounts'] = {};
  for (const kind of BALANCE_KINDS) {
    const text = cell(kind);
    if (text === '') continue;
    const amount = parseCsvAmount(text, 2, profile.decimalSeparator);
    if (!amount.ok) return `The ${kind} balance '${text}' is not an amount with at most 2 decimals.`;
    amounts[kind] = amount.minor;
  }
  if (Object.keys(amounts).length === 0) return 'The line gives no opening, closing or available balance.';
  return { line, accountNumber, date, currency, amounts };
}
