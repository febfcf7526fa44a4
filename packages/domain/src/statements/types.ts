/**
 * The common shape every statement parser produces. Parsers are pure and streaming: bytes go in
 * chunk by chunk, rows and line-numbered issues come out through the sink, and `end()` returns the
 * summary. A parser never throws on bad input: it reports an issue and carries on (or stops the file
 * with a fatal issue when nothing more can be read).
 *
 * Amounts are signed integer minor units (cents for USD): positive = money into the account (credit),
 * negative = money out (debit). They are parsed from the file's digits, never through floating point.
 */

export type StatementFormat = 'bai2' | 'camt' | 'ofx' | 'nacha' | 'csv' | 'ledger-csv';

export type IssueSeverity = 'error' | 'warning';

export interface ParseIssue {
  /** 1-based physical line number in the decoded file where the problem was seen (0 = whole file). */
  line: number;
  severity: IssueSeverity;
  /** Stable machine code, e.g. 'BAI2_CONTROL_TOTAL', 'CSV_BAD_DATE'. */
  code: string;
  /** A sentence a finance user understands, naming the field and the value found. */
  message: string;
  /** The raw text of the line (trimmed to 500 characters), when there is one. */
  raw?: string;
}

export interface StatementRow {
  /** Account number exactly as the file carries it (resolved to a bank account by the importer). */
  accountNumber: string;
  /** ISO 4217 code; the file's own, else the parser option's default, else 'USD'. */
  currency: string;
  /** Date the money moved (value date when the file gives one, else the booking / as-of date), YYYY-MM-DD. */
  valueDate: string;
  /** Booking / as-of date, YYYY-MM-DD, when the file distinguishes it. */
  bookingDate?: string;
  /** Signed integer minor units: credit positive, debit negative. A safe integer. */
  amountMinor: number;
  /** The format's own transaction type: BAI2 type code, camt bank transaction code, OFX TRNTYPE, NACHA transaction code, CSV type column. */
  typeCode: string;
  /** Bank's reference (BAI2 bank ref, camt AcctSvcrRef, OFX FITID, NACHA trace number). */
  bankReference: string;
  /** Customer / end-to-end reference (BAI2 customer ref, camt EndToEndId, OFX CHECKNUM, NACHA individual id). */
  customerReference: string;
  /** Free text / description / payee / memo, whitespace-normalised. */
  text: string;
  /** 'pending' for intraday / not yet booked rows (camt PDNG, CSV pending flag), else 'booked'. */
  status: 'booked' | 'pending';
  /**
   * Stable key of the row inside its account: the same logical row in a corrected or re-sent file gets
   * the same key (format-specific natural key plus an ordinal among identical tuples). Versioned: 'v1:...'.
   */
  rowKey: string;
  /** 1-based line where the row starts in the decoded file. */
  line: number;
  /** Extra format-specific fields worth keeping (funds type, ACH batch, SEC code, check number...). Strings only. */
  extra: Record<string, string>;
}

export type BalanceKind = 'opening' | 'closing' | 'opening-available' | 'closing-available' | 'other';

export interface StatementBalance {
  accountNumber: string;
  currency: string;
  /** Date the balance applies to, YYYY-MM-DD. */
  date: string;
  kind: BalanceKind;
  /** The format's own code: BAI2 type code 010/015/..., camt OPBD/CLBD/..., OFX LEDGERBAL/AVAILBAL. */
  code: string;
  amountMinor: number;
  line: number;
}

export interface AccountSummary {
  accountNumber: string;
  currency: string;
  rowCount: number;
  creditMinor: number;
  debitMinor: number;
  /** The file's own control total for this account, when it has one. */
  controlTotalMinor?: number;
}

export interface StatementSummary {
  format: StatementFormat;
  /** The file's own identity when it has one (BAI2 sender/receiver/date/file id, camt MsgId, NACHA origin/date/modifier). */
  fileId?: string;
  /** True when the file declares itself a correction / replacement (BAI2 group status 3, camt CpyDplctInd CODU). */
  correction: boolean;
  accounts: AccountSummary[];
  rowCount: number;
  errorCount: number;
  warningCount: number;
  /** True when a fatal problem stopped reading before the end of the file. */
  aborted: boolean;
}

export interface StatementSink {
  row(row: StatementRow): void;
  balance(balance: StatementBalance): void;
  issue(issue: ParseIssue): void;
}

export interface ParserOptions {
  /** Currency to assume when the file names none. Default 'USD'. */
  defaultCurrency?: string;
  /** Treat control-total / record-count mismatches as errors instead of warnings. Default false. */
  strictControlTotals?: boolean;
}

/** A streaming parser: push decoded or raw chunks, then end(). */
export interface StatementParser {
  push(chunk: Uint8Array): void;
  end(): StatementSummary;
}

/** Everything collected in memory: for tests and small files. */
export interface ParsedStatement {
  rows: StatementRow[];
  balances: StatementBalance[];
  issues: ParseIssue[];
  summary: StatementSummary;
}
