/**
 * Partner settlement files (employer funds): CSV, one line per advance, repayment or fee, read through a
 * SettlementProfile. Streaming: bytes in, checked lines and line-numbered issues out. It checks what a
 * line says by itself (date, amount, type, fields present); the importer checks the employer and the
 * ledger accounts against the organisation.
 */

import { normalizeHeader } from '../csv/profile';
import { CsvTokenizer } from '../csv/tokenizer';
import { parseCsvAmount, parseCsvDate } from '../csv/values';
import { DecodingStream } from '../detect/decoder';
import { RowKeyRegistry } from '../shared/statement-accumulator';
import type { ParseIssue } from '../types';
import {
  SETTLEMENT_SIGN,
  SETTLEMENT_TYPES,
  type SettlementColumns,
  type SettlementProfile,
  type SettlementType,
} from './profile';

export interface SettlementLine {
  line: number;
  /** Stable within the file: the same line of a corrected file has the same key. */
  rowKey: string;
  /** YYYY-MM-DD. */
  date: string;
  /** The employer column as written (an id or a name; trimmed). */
  employer: string;
  worker: string;
  /** In the ledger's sign: advances and fees negative, repayments positive. */
  amountMinor: number;
  type: SettlementType;
  raw: string;
}

export interface SettlementSink {
  line(line: SettlementLine): void;
  issue(issue: ParseIssue): void;
}

export interface SettlementSummary {
  lineCount: number;
  errorCount: number;
  /** The header is missing a column, or the file has no line at all: nothing can be read. */
  aborted: boolean;
}

const FIELDS = [
  'date',
  'employer',
  'worker',
  'amount',
  'type',
] as const satisfies readonly (keyof SettlementColumns)[];
type Resolved = Record<keyof SettlementColumns, number>;

const MAX_TEXT = 200;

export function createSettlementParser(profile: SettlementProfile, sink: SettlementSink) {
  const keys = new RowKeyRegistry();
  const summary: SettlementSummary = { lineCount: 0, errorCount: 0, aborted: false };
  const types = typeLookup(profile);
  let columns: Resolved | null = profile.hasHeader ? null : byIndex(profile.columns);
  let seenAny = false;

  const error = (line: number, code: string, message: string, raw?: string) => {
    summary.errorCount += 1;
    sink.issue({
      line,
      severity: 'error',
      code,
      message,
      ...(raw !== undefined ? { raw: raw.slice(0, 500) } : {}),
    });
  };

  if (!columns && !profile.hasHeader) {
    summary.aborted = true;
    error(
      0,
      'SETTLEMENT_BAD_PROFILE',
      'Without a header row every column of the profile must be a column number (0 = the first).',
    );
  }

  const onRecord = (fields: string[], line: number) => {
    if (summary.aborted) return;
    if (isBlank(fields)) return;
    seenAny = true;
    if (line === 1 && fields[0]?.startsWith('\uFEFF')) fields[0] = fields[0].slice(1);
    const raw = fields.join(profile.delimiter);
    if (!columns) {
      const header = readHeader(profile.columns, fields);
      if (typeof header === 'string') {
        error(line, 'SETTLEMENT_MISSING_COLUMNS', header, raw);
        summary.aborted = true;
      } else columns = header;
      return;
    }
    const read = readLine(fields, columns, profile, types);
    if (read instanceof LineFault) {
      error(line, read.code, read.message, raw);
      return;
    }
    const { key } = keys.next([read.date, read.employer, read.worker, String(read.amountMinor), read.type]);
    summary.lineCount += 1;
    read.line = line;
    read.rowKey = key;
    read.raw = raw;
    sink.line(read);
  };

  const tokenizer = new CsvTokenizer(profile.delimiter, {
    record: onRecord,
    error: (line, code, message) => {
      error(line, code, message);
      if (code === 'CSV_RECORD_TOO_LONG') summary.aborted = true;
    },
  });
  const decoder = new DecodingStream({ text: (text) => tokenizer.push(text), notice: () => undefined });

  return {
    push(bytes: Uint8Array) {
      if (!summary.aborted) decoder.push(bytes);
    },
    end(): SettlementSummary {
      if (!summary.aborted) {
        decoder.end();
        tokenizer.end();
      }
      if (!seenAny && !summary.aborted) {
        error(0, 'SETTLEMENT_EMPTY', 'The file has no lines.');
        summary.aborted = true;
      }
      return summary;
    },
  };
}

/** Reads a whole file at once (tests, small files). */
export function parseSettlement(bytes: Uint8Array, profile: SettlementProfile) {
  const lines: SettlementLine[] = [];
  const issues: ParseIssue[] = [];
  const parser = createSettlementParser(profile, {
    line: (l) => lines.push(l),
    issue: (i) => issues.push(i),
  });
  parser.push(bytes);
  return { lines, issues, summary: parser.end() };
}

function byIndex(columns: SettlementColumns): Resolved | null {
  const resolved = {} as Resolved;
  for (const field of FIELDS) {
    const ref = columns[field];
    if (typeof ref !== 'number' || !Number.isInteger(ref) || ref < 0) return null;
    resolved[field] = ref;
  }
  return resolved;
}

/** The header's column of each field, or the message naming those it lacks. */
function readHeader(columns: SettlementColumns, cells: readonly string[]): Resolved | string {
  const names = cells.map(normalizeHeader);
  const resolved = {} as Resolved;
  const missing: string[] = [];
  for (const field of FIELDS) {
    const ref = columns[field];
    const index = typeof ref === 'number' ? ref : names.indexOf(normalizeHeader(ref));
    if (index < 0 || index >= cells.length) missing.push(`${field} ('${ref}')`);
    else resolved[field] = index;
  }
  if (missing.length === 0) return resolved;
  return `The header row lacks the column(s) ${missing.join(', ')}. Use the header date,employer,worker,amount,type or save the partner's settlement profile.`;
}

function typeLookup(profile: SettlementProfile): Map<string, SettlementType> {
  const lookup = new Map<string, SettlementType>();
  for (const type of SETTLEMENT_TYPES) {
    for (const spelling of profile.typeValues[type]) lookup.set(spelling.trim().toLowerCase(), type);
  }
  return lookup;
}

/** Digits after the decimal separator, ignoring a trailing sign, CR/DR or currency. */
function decimalsOf(text: string, separator: '.' | ','): number {
  const at = text.lastIndexOf(separator);
  if (at < 0) return 0;
  let n = 0;
  for (let c = text.charCodeAt(at + 1 + n); c >= 48 && c <= 57; c = text.charCodeAt(at + 1 + n)) n += 1;
  return n;
}

function isBlank(fields: readonly string[]): boolean {
  for (const field of fields) if (field.trim() !== '') return false;
  return true;
}

class LineFault {
  constructor(
    readonly code: string,
    readonly message: string,
  ) {}
}
const fault = (code: string, message: string) => new LineFault(code, message);

/**
 * The line's fields (line, key and raw text are the caller's to fill in), or the first thing wrong with
 * it. Hot path: no closure or spread per line (a 1,000,000-line file calls it a million times).
 */
function readLine(
  fields: readonly string[],
  at: Resolved,
  profile: SettlementProfile,
  types: Map<string, SettlementType>,
): SettlementLine | LineFault {
  const dateText = (fields[at.date] ?? '').trim();
  const date = parseCsvDate(dateText, profile.dateFormat);
  if (!date) {
    return fault(
      'SETTLEMENT_BAD_DATE',
      `date '${dateText}' is not a date in the format ${profile.dateFormat} (years 1900 to 2100).`,
    );
  }
  const employer = (fields[at.employer] ?? '').trim();
  if (!employer)
    return fault('SETTLEMENT_MISSING_EMPLOYER', 'employer (the employer id or name) is required.');
  const worker = (fields[at.worker] ?? '').trim();
  if (!worker) return fault('SETTLEMENT_MISSING_WORKER', 'worker (the worker reference) is required.');
  if (worker.length > MAX_TEXT)
    return fault('SETTLEMENT_BAD_WORKER', `worker is longer than ${MAX_TEXT} characters.`);
  const typeText = (fields[at.type] ?? '').trim();
  const type = types.get(typeText.toLowerCase());
  if (!type) {
    const known = SETTLEMENT_TYPES.map((t) => profile.typeValues[t].join('/')).join(', ');
    return fault('SETTLEMENT_UNKNOWN_TYPE', `type '${typeText}' is not one of ${known}.`);
  }
  const amountText = (fields[at.amount] ?? '').trim();
  const amount = parseCsvAmount(amountText, 2, profile.decimalSeparator);
  if (!amount.ok || decimalsOf(amountText, profile.decimalSeparator) > 2) {
    return fault('SETTLEMENT_BAD_AMOUNT', `amount '${amountText}' is not an amount with at most 2 decimals.`);
  }
  if (amount.minor === 0) return fault('SETTLEMENT_ZERO_AMOUNT', 'amount must not be zero.');
  const sign = SETTLEMENT_SIGN[type];
  if (profile.amountSign === 'unsigned') {
    if (amount.minor < 0) {
      return fault(
        'SETTLEMENT_SIGNED_AMOUNT',
        `amount '${amountText}' is negative; this partner's amounts are positive and the type gives the sign.`,
      );
    }
    return { line: 0, rowKey: '', date, employer, worker, type, amountMinor: sign * amount.minor, raw: '' };
  }
  if (Math.sign(amount.minor) !== sign) {
    return fault(
      'SETTLEMENT_SIGN_MISMATCH',
      `amount '${amountText}' has the wrong sign for ${type === 'advance' ? 'an' : 'a'} ${type} (advances and fees are negative, repayments positive).`,
    );
  }
  return { line: 0, rowKey: '', date, employer, worker, type, amountMinor: amount.minor, raw: '' };
}
