/**
 * Book-keeping every statement parser shares: forwards rows, balances and issues to the sink while
 * counting them per account, so `end()` can return the summary without keeping rows in memory.
 */

import type {
  AccountSummary,
  IssueSeverity,
  ParsedStatement,
  StatementBalance,
  StatementFormat,
  StatementParser,
  StatementRow,
  StatementSink,
  StatementSummary,
} from '../types';
import { KeyCounter } from './key-counter';

const RAW_LIMIT = 500;

export class StatementAccumulator {
  fileId: string | undefined;
  correction = false;
  aborted = false;
  private readonly accounts = new Map<string, AccountSummary>();
  private readonly accountNumbers = new Set<string>();
  private last: AccountSummary | undefined;
  private rowCount = 0;
  private errorCount = 0;
  private warningCount = 0;

  constructor(
    private readonly format: StatementFormat,
    private readonly sink: StatementSink,
  ) {}

  row(row: StatementRow): void {
    const account = this.account(row.accountNumber, row.currency);
    account.rowCount += 1;
    if (row.amountMinor >= 0) account.creditMinor += row.amountMinor;
    else account.debitMinor -= row.amountMinor;
    this.rowCount += 1;
    this.sink.row(row);
  }

  balance(balance: StatementBalance): void {
    this.sink.balance(balance);
  }

  issue(line: number, severity: IssueSeverity, code: string, message: string, raw?: string): void {
    if (severity === 'error') this.errorCount += 1;
    else this.warningCount += 1;
    const issue = { line, severity, code, message };
    this.sink.issue(raw === undefined ? issue : { ...issue, raw: raw.slice(0, RAW_LIMIT) });
  }

  error(line: number, code: string, message: string, raw?: string): void {
    this.issue(line, 'error', code, message, raw);
  }

  warning(line: number, code: string, message: string, raw?: string): void {
    this.issue(line, 'warning', code, message, raw);
  }

  /** Lists an account in the summary even when none of its rows parsed (a statement with balances only). */
  declareAccount(accountNumber: string, currency: string): void {
    // Rows in another currency already list the account; a second, empty entry would only confuse.
    if (!this.accountNumbers.has(accountNumber)) this.account(accountNumber, currency);
  }

  /** Records the file's own control total for an account (creating the account entry when needed). */
  controlTotal(accountNumber: string, currency: string, totalMinor: number): void {
    const account = this.account(accountNumber, currency);
    account.controlTotalMinor = (account.controlTotalMinor ?? 0) + totalMinor;
  }

  get errors(): number {
    return this.errorCount;
  }

  summary(): StatementSummary {
    const summary: StatementSummary = {
      format: this.format,
      correction: this.correction,
      accounts: [...this.accounts.values()].map((account) => ({ ...account })),
      rowCount: this.rowCount,
      errorCount: this.errorCount,
      warningCount: this.warningCount,
      aborted: this.aborted,
    };
    if (this.fileId !== undefined) summary.fileId = this.fileId;
    return summary;
  }

  private account(accountNumber: string, currency: string): AccountSummary {
    const last = this.last;
    if (last && last.accountNumber === accountNumber && last.currency === currency) return last;
    const key = `${accountNumber}\u0000${currency}`;
    let account = this.accounts.get(key);
    if (!account) {
      account = { accountNumber, currency, rowCount: 0, creditMinor: 0, debitMinor: 0 };
      this.accounts.set(key, account);
      this.accountNumbers.add(accountNumber);
    }
    this.last = account;
    return account;
  }
}

/**
 * Versioned row keys with an ordinal among identical natural keys. Parts are escaped so that a ':' or
 * '#' inside a reference can never make two different tuples produce the same key.
 */
export class RowKeyRegistry {
  /**
   * Every key of the file is remembered: kept compact, since a large statement has millions. A parser
   * on a hot path may count its keys from their parts (KeyCounter.countIn), all of them that way.
   */
  readonly seen = new KeyCounter();

  next(parts: readonly string[]): { key: string; ordinal: number } {
    // The counter reads the pieces as they are; the key string is built once, flat, by join().
    const seen = this.seen;
    seen.begin();
    seen.write('v1');
    let escaped = false;
    for (const part of parts) {
      const safe = escapeKeyPart(part);
      if (safe !== part) escaped = true;
      seen.write(':');
      seen.write(safe);
    }
    const ordinal = seen.count();
    const base = `v1:${(escaped ? parts.map(escapeKeyPart) : parts).join(':')}`;
    return { key: ordinal === 0 ? base : `${base}#${ordinal}`, ordinal };
  }

  /**
   * Like next(), for a key its caller already built: 'v1', then ':' and the escaped part for each part
   * (escapeKeyPart). Returns the key with its ordinal suffix.
   */
  nextJoined(base: string): string {
    return withOrdinal(base, this.seen.add(base));
  }

  /**
   * The key of a natural key whose first two parts make `start` (keyStart()), with its ordinal. The
   * ordinal is counted from the parts as they are (KeyCounter.countIn), in the table of the start, which
   * a parser passes as the same string for a run of rows: neither the start nor the joined key is read.
   * Counts what next() would, but in its own tables: a registry counts all its keys with next() and
   * nextJoined(), or all from their parts (this, or `seen.countIn` directly on a parser's hot path).
   */
  nextFrom(start: string, rest: readonly string[]): string {
    const seen = this.seen;
    seen.begin();
    for (const part of rest) seen.writeText(part);
    return withOrdinal(`${start}${rest.map(escapeKeyPart).join(':')}`, seen.countIn(start));
  }
}

/** `v1:<first>:<second>:`, the start of a row key (escaped parts): what nextFrom() counts keys by. */
export function keyStart(first: string, second: string): string {
  return `v1:${escapeKeyPart(first)}:${escapeKeyPart(second)}:`;
}

/** A row key with its ordinal among identical natural keys (none for the first). */
export function withOrdinal(base: string, ordinal: number): string {
  return ordinal === 0 ? base : `${base}#${ordinal}`;
}

/** A row-key part with '%', ':' and '#' percent-encoded, so that parts can be joined with ':'. */
export function escapeKeyPart(part: string): string {
  if (!part.includes(':') && !part.includes('%') && !part.includes('#')) return part;
  return part.replace(/[%:#]/g, (c) => (c === '%' ? '%25' : c === ':' ? '%3A' : '%23'));
}

/**
 * Printable ASCII words with single spaces between them and no ':', '%' or '#': text that normalizeText
 * and escapeKeyPart both leave as it is, known from one native match (a row's text on a hot path).
 */
const PLAIN_KEY_TEXT = /^[!-"$&-9;-~]+(?: [!-"$&-9;-~]+)*$/;

export function isPlainKeyText(text: string): boolean {
  return PLAIN_KEY_TEXT.test(text);
}

/** Whitespace other than single inner spaces: only then is there anything to normalise. */
const UNNORMALISED = /[^\S ]| {2}|^ | $/;

/**
 * Printable ASCII words with single spaces between them: text with nothing to normalise, as nearly
 * every bank's is. One native match is a third of the character loop's time on such text.
 */
const PLAIN_ASCII_TEXT = /^[!-~]+(?: [!-~]+)*$/;

/** Collapses runs of whitespace (including newlines inside quoted CSV fields) to one space. */
export function normalizeText(text: string): string {
  if (PLAIN_ASCII_TEXT.test(text) || !needsNormalising(text)) return text;
  return text.replace(/\s+/g, ' ').trim();
}

/** UNNORMALISED.test(text), with a character loop for ASCII (a regex call costs more on short text). */
function needsNormalising(text: string): boolean {
  const last = text.length - 1;
  for (let i = 0; i <= last; i += 1) {
    const c = text.charCodeAt(i);
    if (c === 32) {
      if (i === 0 || i === last || text.charCodeAt(i + 1) === 32) return true;
    } else if (c >= 9 && c <= 13) {
      return true; // tab, line breaks, vertical tab, form feed
    } else if (c >= 0x80) {
      return UNNORMALISED.test(text); // Unicode spaces: leave them to the regex
    }
  }
  return false;
}

/** Sets `extra[key]` only when the file gave a value (what compactExtra does one key at a time). */
export function putExtra(extra: Record<string, string>, key: string, value: string | undefined): void {
  if (value !== undefined && value !== '') extra[key] = value;
}

/** Copies only the non-empty values: `extra` holds what the file actually said. */
export function compactExtra(values: Record<string, string | undefined>): Record<string, string> {
  const extra: Record<string, string> = {};
  for (const key in values) {
    const value = values[key];
    if (value !== undefined && value !== '') extra[key] = value;
  }
  return extra;
}

/**
 * Runs a streaming parser over a whole buffer and keeps everything in memory (tests, small files).
 * `chunkSize` feeds the bytes in slices of that size, as a network or file stream would.
 */
export function collectStatement<O>(
  create: (sink: StatementSink, options?: O) => StatementParser,
  bytes: Uint8Array,
  options?: O,
  chunkSize?: number,
): ParsedStatement {
  const rows: StatementRow[] = [];
  const balances: StatementBalance[] = [];
  const issues: ParsedStatement['issues'] = [];
  const parser = create(
    { row: (row) => rows.push(row), balance: (b) => balances.push(b), issue: (i) => issues.push(i) },
    options,
  );
  const step = chunkSize !== undefined && chunkSize > 0 ? chunkSize : Math.max(1, bytes.length);
  for (let at = 0; at < bytes.length; at += step) parser.push(bytes.subarray(at, at + step));
  const summary = parser.end();
  return { rows, balances, issues, summary };
}
