/**
 * The BAI2 file / group / account structure: opens and closes scopes as records arrive, turns 16s
 * into rows and 03s into balances, and checks the 49 / 98 / 99 trailers. Records count toward every
 * scope open when they are processed.
 */

import { isCurrencyCode } from '../shared/currency-exponent';
import type { Report } from '../shared/record-file-parser';
import { toSafeNumber, yymmddToIso } from '../shared/record-text';
import { keyStart, RowKeyRegistry, type StatementAccumulator } from '../shared/statement-accumulator';
import type { ParserOptions } from '../types';
import { cleanText, type LocatedField, splitFields } from './fields';
import type { PlainDetail } from './plain-detail';
import { PlainDetailRows } from './plain-detail-row';
import { type Bai2RawRecord, MAX_LOGICAL_CHARS } from './record-reader';
import { buildDetail, buildSummary, type DetailContext, type Problem } from './rows';
import {
  type AccountScope,
  type ControlCode,
  checkAccountTrailer,
  checkFileTrailer,
  checkGroupTrailer,
  type FileScope,
  type GroupScope,
} from './totals';
import { GROUP_STATUS } from './type-codes';

const NO_TEXTS: readonly string[] = [];

/** A base record with the 88 records that continue it. */
export interface LogicalRecord {
  record: Bai2RawRecord;
  continuations: Bai2RawRecord[];
  /** Characters held in record and continuations. */
  chars: number;
  /** Continuations past MAX_LOGICAL_CHARS: counted for the trailers but not kept. */
  dropped: number;
}

interface Group extends GroupScope {
  asOfDate: string;
  currency: string;
  status: string;
  modifier: string;
  originator: string;
}

export class Bai2Structure {
  private readonly keys = new RowKeyRegistry();
  /** Counted like the fast path's keys (plain-detail-row.ts), which share this registry. */
  private readonly rowKeyFor = (naturalKey: string[]): string =>
    this.keys.nextFrom(keyStart(naturalKey[0] ?? '', naturalKey[1] ?? ''), naturalKey.slice(2));
  private readonly plainRows = new PlainDetailRows(this.keys);
  private readonly defaultCurrency: string;
  private file: (FileScope & { creationDate: string }) | undefined;
  private group: Group | undefined;
  private account: AccountScope | undefined;
  private done = false;
  private detailContext: { account: AccountScope; context: DetailContext } | undefined;

  constructor(
    private readonly out: StatementAccumulator,
    private readonly report: Report,
    private readonly options: ParserOptions,
  ) {
    this.defaultCurrency = (options.defaultCurrency ?? 'USD').toUpperCase();
  }

  /** True once a 01 file header was processed. */
  get started(): boolean {
    return this.file !== undefined;
  }

  /** True once the 99 file trailer was processed. */
  get finished(): boolean {
    return this.done;
  }

  private warn(line: number, code: string, message: string, raw?: string): void {
    this.report(line, 'warning', code, message, raw);
  }

  private error(line: number, code: string, message: string, raw?: string): void {
    this.report(line, 'error', code, message, raw);
  }

  private problems(problems: readonly Problem[], line: number, raw: string): void {
    for (const p of problems) this.report(p.line ?? line, p.severity, p.code, p.message, raw);
  }

  /** Processes one base record with its 88 continuations. */
  handle(logical: LogicalRecord): void {
    const { record, continuations } = logical;
    const raw = `${record.code},${record.body}`;
    const records = 1 + continuations.length + logical.dropped;
    const cut = logical.dropped > 0 || record.truncated || continuations.some((c) => c.truncated);
    if (cut) {
      const message = `The record and its continuations are longer than ${MAX_LOGICAL_CHARS} characters; the rest was not read.`;
      this.error(record.line, 'BAI2_RECORD_TOO_LONG', message, raw);
    }
    if (record.code === '16') {
      this.detail(record, continuations, records, raw);
      return;
    }
    const located: LocatedField[] = [];
    for (const part of [record, ...continuations]) {
      for (const value of splitFields(part.body)) located.push({ value, line: part.line });
    }
    const fields = located.map((f) => f.value);
    switch (record.code) {
      case '01':
        this.fileHeader(record, fields, records, raw);
        break;
      case '02':
        this.groupHeader(record, fields, records, raw);
        break;
      case '03':
        this.accountHeader(record, located, records, raw, !cut);
        break;
      case '49':
        this.accountTrailer(record, fields, records, raw);
        break;
      case '98':
        this.groupTrailer(record, fields, records, raw);
        break;
      case '99':
        this.fileTrailer(record, fields, records, raw);
        break;
      default:
        this.count(records);
        this.error(
          record.line,
          'BAI2_UNEXPECTED_RECORD',
          'An 88 continuation record has no record to continue; it was ignored.',
          raw,
        );
    }
  }

  private count(records: number): void {
    if (this.file) this.file.records += records;
    if (this.group) this.group.records += records;
    if (this.account) this.account.records += records;
  }

  private controlReport(line: number, raw: string) {
    return (code: ControlCode, message: string): void => {
      const strict = this.options.strictControlTotals === true && code !== 'BAI2_BAD_FIELD';
      this.report(line, strict ? 'error' : 'warning', code, message, raw);
    };
  }

  private unexpected(record: Bai2RawRecord, records: number, message: string, raw: string): void {
    this.count(records);
    this.error(record.line, 'BAI2_UNEXPECTED_RECORD', message, raw);
  }

  private fileHeader(record: Bai2RawRecord, fields: string[], records: number, raw: string): void {
    if (this.file !== undefined) {
      this.unexpected(record, records, 'A second 01 file header was ignored.', raw);
      return;
    }
    const [sender = '', receiver = '', date = '', , fileNumber = '', , , version = ''] = fields;
    const creationDate = yymmddToIso(date);
    this.file = {
      line: record.line,
      records: 0,
      groups: 0,
      total: 0n,
      checkable: true,
      creationDate: creationDate ?? '',
    };
    this.count(records);
    this.out.fileId = [sender, receiver, date, fileNumber].join(':');
    if (creationDate === undefined) {
      this.warn(
        record.line,
        'BAI2_BAD_DATE',
        `File creation date '${date}' is not a valid YYMMDD date.`,
        raw,
      );
    }
    if (version !== '2') {
      this.warn(record.line, 'BAI2_VERSION', `The 01 version number is '${version}', not 2.`, raw);
    }
  }

  private groupHeader(record: Bai2RawRecord, fields: string[], records: number, raw: string): void {
    if (this.group) this.closeGroup(record.line);
    const [, originator = '', status = '', date = '', , currency = '', modifier = ''] = fields;
    const line = record.line;
    let asOfDate = yymmddToIso(date);
    if (asOfDate === undefined) {
      asOfDate = this.file?.creationDate ?? '';
      this.error(
        line,
        'BAI2_BAD_DATE',
        `Group as-of date '${date}' is not a valid YYMMDD date; rows use the file creation date '${asOfDate}' instead.`,
        raw,
      );
    }
    const statusWord = GROUP_STATUS[status];
    if (statusWord === undefined) {
      this.warn(line, 'BAI2_BAD_GROUP_STATUS', `Group status '${status}' is not 1, 2, 3 or 4.`, raw);
    } else if (statusWord === 'correction') {
      this.out.correction = true;
    } else if (statusWord === 'deletion' || statusWord === 'test') {
      const code = statusWord === 'test' ? 'BAI2_TEST_GROUP' : 'BAI2_DELETION_GROUP';
      const effect =
        statusWord === 'test' ? 'test data that must not be posted' : 'a deletion of earlier data';
      this.report(line, 'warning', code, `Group status ${status} marks the group as ${effect}.`, raw);
    }
    if (!/^[1-4]?$/.test(modifier)) {
      this.warn(line, 'BAI2_BAD_FIELD', `As-of-date modifier '${modifier}' is not 1, 2, 3 or 4.`, raw);
    }
    this.group = {
      line,
      records: 0,
      total: 0n,
      checkable: true,
      accounts: 0,
      asOfDate,
      currency: this.currency(currency, line, raw) ?? '',
      status: statusWord ?? status,
      modifier,
      originator,
    };
    if (this.file) this.file.groups += 1;
    this.count(records);
  }

  private currency(code: string, line: number, raw: string): string | undefined {
    if (code === '') return undefined;
    if (isCurrencyCode(code)) return code.toUpperCase();
    this.warn(line, 'BAI2_BAD_CURRENCY', `Currency '${code}' is not an ISO 4217 code; it was ignored.`, raw);
    return undefined;
  }

  private accountHeader(
    record: Bai2RawRecord,
    located: LocatedField[],
    records: number,
    raw: string,
    complete: boolean,
  ): void {
    const group = this.group;
    if (group === undefined) {
      this.unexpected(
        record,
        records,
        'An 03 account record outside a group (no 02 before it) was ignored.',
        raw,
      );
      return;
    }
    if (this.account) this.closeAccount(record.line);
    const accountNumber = located[0]?.value ?? '';
    if (accountNumber === '') {
      this.error(record.line, 'BAI2_BAD_FIELD', 'The 03 record has no customer account number.', raw);
    }
    const currency =
      this.currency(located[1]?.value ?? '', record.line, raw) ?? (group.currency || this.defaultCurrency);
    const account: AccountScope = {
      line: record.line,
      records: 0,
      total: 0n,
      detailTotal: 0n,
      checkable: true,
      accountNumber,
      currency,
    };
    this.account = account;
    group.accounts += 1;
    this.count(records);
    const summary = buildSummary(located.slice(2), accountNumber, currency, group.asOfDate);
    this.problems(summary.problems, record.line, raw);
    account.total += summary.total;
    account.checkable = summary.complete && complete;
    for (const balance of summary.balances) this.out.balance(balance);
  }

  private detail(record: Bai2RawRecord, continuations: Bai2RawRecord[], records: number, raw: string): void {
    const account = this.account;
    const group = this.group;
    if (account === undefined || group === undefined) {
      this.unexpected(record, records, 'A 16 detail record outside an account (no 03) was ignored.', raw);
      return;
    }
    this.count(records);
    const texts = continuations.length === 0 ? NO_TEXTS : continuations.map((c) => cleanText(c.body));
    const result = buildDetail(
      record.body,
      record.line,
      texts,
      this.contextOf(account, group),
      this.rowKeyFor,
    );
    this.problems(result.problems, record.line, raw);
    if (result.controlAmount === undefined) {
      account.checkable = false;
    } else {
      account.total += result.controlAmount;
      account.detailTotal += result.controlAmount;
    }
    if (result.row !== undefined) {
      this.out.row(result.row);
    }
  }

  /**
   * A 16 the fast path read (plain-detail.ts), with `records` counting it and its 88s. Returns false,
   * having changed nothing, when the record is not where a row can come from without an issue (no open
   * account, no as-of date): the general path then reads it again.
   */
  plainDetail(detail: PlainDetail, line: number, records: number): boolean {
    const account = this.account;
    const group = this.group;
    if (account === undefined || group === undefined || group.asOfDate === '') return false;
    this.count(records);
    const row = this.plainRows.row(detail, this.contextOf(account, group), line);
    const amount = BigInt(detail.amount);
    account.total += amount;
    account.detailTotal += amount;
    this.out.row(row);
    return true;
  }

  /** What the 16s of an account share: the same object for all of them (one fewer per row). */
  private contextOf(account: AccountScope, group: Group): DetailContext {
    if (this.detailContext?.account === account) return this.detailContext.context;
    const context: DetailContext = {
      accountNumber: account.accountNumber,
      currency: account.currency,
      asOfDate: group.asOfDate,
      groupStatus: group.status,
      asOfDateModifier: group.modifier,
      originator: group.originator,
    };
    this.detailContext = { account, context };
    return context;
  }

  private accountTrailer(record: Bai2RawRecord, fields: string[], records: number, raw: string): void {
    const account = this.account;
    if (account === undefined) {
      this.unexpected(record, records, 'A 49 account trailer without an open 03 account was ignored.', raw);
      return;
    }
    this.count(records);
    const claimed = checkAccountTrailer(fields, account, this.controlReport(record.line, raw));
    const safe = claimed === undefined ? undefined : toSafeNumber(claimed);
    if (safe !== undefined) this.out.controlTotal(account.accountNumber, account.currency, safe);
    this.closeAccount(undefined);
  }

  private groupTrailer(record: Bai2RawRecord, fields: string[], records: number, raw: string): void {
    const group = this.group;
    if (group === undefined) {
      this.unexpected(record, records, 'A 98 group trailer without an open 02 group was ignored.', raw);
      return;
    }
    if (this.account) this.closeAccount(record.line);
    this.count(records);
    checkGroupTrailer(fields, group, this.controlReport(record.line, raw));
    this.closeGroup(undefined);
  }

  private fileTrailer(record: Bai2RawRecord, fields: string[], records: number, raw: string): void {
    if (this.group) this.closeGroup(record.line);
    this.count(records);
    if (this.file) checkFileTrailer(fields, this.file, this.controlReport(record.line, raw));
    this.done = true;
  }

  /** Closes the open account; `missingAt` is the line where its 49 was expected but not found. */
  private closeAccount(missingAt: number | undefined): void {
    const account = this.account;
    if (account === undefined) return;
    this.account = undefined;
    if (missingAt !== undefined) {
      this.error(
        missingAt,
        'BAI2_MISSING_TRAILER',
        `Account ${account.accountNumber} (03 on line ${account.line}) has no 49 account trailer.`,
      );
    }
    if (this.group) {
      this.group.total += account.total;
      this.group.checkable &&= account.checkable;
    }
  }

  private closeGroup(missingAt: number | undefined): void {
    const group = this.group;
    if (group === undefined) return;
    if (this.account) this.closeAccount(missingAt);
    this.group = undefined;
    if (missingAt !== undefined) {
      this.error(
        missingAt,
        'BAI2_MISSING_TRAILER',
        `Group (02 on line ${group.line}) has no 98 group trailer.`,
      );
    }
    if (this.file) {
      this.file.total += group.total;
      this.file.checkable &&= group.checkable;
    }
  }

  /** End of input: reports what is still open. */
  closeAtEnd(lastLine: number): void {
    if (this.file === undefined) {
      this.out.error(0, 'BAI2_EMPTY_FILE', 'The file is empty: it has no BAI2 records.');
      return;
    }
    if (this.group) this.closeGroup(lastLine);
    if (!this.finished) {
      this.error(
        lastLine,
        'BAI2_MISSING_TRAILER',
        'The file has no 99 file trailer; it may have been cut short.',
      );
    }
  }
}
