/**
 * Maps tokenized CSV records to statement rows through a profile: finds the header (after any
 * preamble), skips blank and summary lines with a warning, and reports wrong column counts and bad
 * dates or amounts as line-numbered errors. This is the per-row hot path of large imports, so the raw
 * line is only rebuilt when an issue needs it, and per-column work is prepared once.
 */

import { currencyExponent, isCurrencyCode } from '../shared/currency-exponent';
import {
  escapeKeyPart,
  isPlainKeyText,
  normalizeText,
  type RowKeyRegistry,
  type StatementAccumulator,
  withOrdinal,
} from '../shared/statement-accumulator';
import { RunningBalances } from './balances';
import {
  type CsvProfile,
  DEFAULT_DEBIT_VALUES,
  DEFAULT_PENDING_VALUES,
  type ResolvedColumns,
  resolveColumns,
} from './profile';
import { minorText, parseCsvAmount, parseCsvDate, plainToMinor } from './values';

/** How many non-header lines may precede the header before the file is declared unreadable. */
const MAX_PREAMBLE = 100;
const SUMMARY_WORDS =
  /^(?:total|totals|subtotal|sub-total|summary|beginning balance|opening balance|ending balance|closing balance|balance)\b/i;
const STATED_BALANCE = /\b(beginning|opening|ending|closing) balance\b/i;

export interface MapperOptions {
  accountNumber: string;
  defaultCurrency: string;
  delimiter: string;
}

function amountProblem(error: string, currency: string): string {
  if (error === 'precision') return `has more decimals than ${currency} allows`;
  return error === 'range' ? 'is too large' : 'is not a valid amount';
}

export class CsvRowMapper {
  stopped = false;
  private columns: ResolvedColumns | undefined;
  private header: string[] | undefined;
  private width: number | undefined;
  /** Highest column index the profile reads: a short row that still has it loses nothing. */
  private highest = 0;
  /** Columns the profile does not map, kept in extra as `column:<header>`. */
  private extraColumns: [number, string][] | undefined;
  private preamble = 0;
  private readonly balances = new RunningBalances();
  private readonly pendingValues: Set<string>;
  private readonly debitValues: Set<string>;
  private readonly decimal: '.' | ',';
  /** The decimal separator's character code, for plainToMinor. */
  private readonly point: number;
  private lastCurrency = '';
  private lastExponent = 2;
  private lastDateText: string | undefined;
  private lastDate: string | undefined;
  /** The description of the row being mapped, escaped for its key (see description()). */
  private descriptionKey = '';
  /** `v1:<date>:`, the start of the last date's row keys (and the table they are counted in). */
  private keyStart = '';

  constructor(
    private readonly acc: StatementAccumulator,
    private readonly keys: RowKeyRegistry,
    private readonly profile: CsvProfile,
    private readonly options: MapperOptions,
  ) {
    this.pendingValues = new Set(
      (profile.pendingValues ?? DEFAULT_PENDING_VALUES).map((v) => v.toLowerCase()),
    );
    this.debitValues = new Set((profile.debitValues ?? DEFAULT_DEBIT_VALUES).map((v) => v.toLowerCase()));
    this.decimal = profile.decimalSeparator ?? '.';
    this.point = this.decimal.charCodeAt(0);
    if (!profile.hasHeader) this.useColumns(undefined);
  }

  record(fields: string[], line: number): void {
    if (this.stopped) return;
    if (isBlank(fields)) {
      this.acc.warning(line, 'CSV_BLANK_LINE', 'Blank line skipped.', this.raw(fields));
      return;
    }
    if (this.columns) this.dataRow(this.columns, fields, line);
    else this.findHeader(fields, line);
  }

  finish(): void {
    if (!this.stopped && !this.columns) {
      this.acc.error(
        0,
        'CSV_HEADER_NOT_FOUND',
        "No header row with the profile's date and amount columns was found.",
      );
    }
    this.balances.finish(this.acc);
  }

  private raw(fields: readonly string[]): string {
    return fields.join(this.options.delimiter);
  }

  private useColumns(header: string[] | undefined): boolean {
    const found = resolveColumns(this.profile.columns, header);
    if (!found) return false;
    const columns = found.resolved;
    this.columns = columns;
    this.header = header;
    const used = Object.values(columns).flat();
    this.highest = Math.max(...used);
    if (header) {
      let width = header.length;
      while (width > 1 && header[width - 1] === '') width -= 1;
      this.width = width;
      this.extraColumns = this.unmappedColumns(width, new Set(used));
    }
    for (const name of found.missing) {
      this.acc.warning(
        0,
        'CSV_COLUMN_MISSING',
        `The column "${name}" named in the profile is not in the file; it was left empty.`,
      );
    }
    return true;
  }

  private unmappedColumns(width: number, used: Set<number>): [number, string][] {
    const extra: [number, string][] = [];
    for (let i = 0; i < width; i += 1) {
      if (!used.has(i)) extra.push([i, `column:${this.header?.[i] || String(i + 1)}`]);
    }
    return extra;
  }

  /** The header line itself is consumed here; lines before it are preamble. */
  private findHeader(fields: string[], line: number): void {
    if (this.useColumns(fields.map((f) => f.trim()))) return;
    this.preamble += 1;
    this.acc.warning(
      line,
      'CSV_PREAMBLE_LINE',
      'Line before the column header skipped (summary or title line).',
      this.raw(fields),
    );
    if (this.preamble >= MAX_PREAMBLE) {
      this.stopped = true;
      this.acc.aborted = true;
      this.acc.error(
        line,
        'CSV_HEADER_NOT_FOUND',
        `No header row with the profile's date and amount columns in the first ${MAX_PREAMBLE} lines; reading stopped.`,
      );
    }
  }

  private dataRow(columns: ResolvedColumns, fields: string[], line: number): void {
    const acc = this.acc;
    const dateText = cellOf(fields, columns.date);
    const date = this.date(dateText);
    const amountText = cellOf(fields, columns.amount);
    const noAmount =
      amountText === '' && cellOf(fields, columns.debit) === '' && cellOf(fields, columns.credit) === '';
    const description = this.description(columns, fields);
    const account = cellOf(fields, columns.account) || this.options.accountNumber;
    const currencyCell = columns.currency === undefined ? '' : cellOf(fields, columns.currency).toUpperCase();
    const currency =
      currencyCell !== '' && isCurrencyCode(currencyCell) ? currencyCell : this.options.defaultCurrency;
    const exponent = this.exponentOf(currency);

    if (!date && (noAmount || SUMMARY_WORDS.test(firstText(fields)) || SUMMARY_WORDS.test(description))) {
      acc.warning(
        line,
        'CSV_SUMMARY_LINE',
        'Summary or total line skipped (no transaction date).',
        this.raw(fields),
      );
      return;
    }
    const stated = date && noAmount ? STATED_BALANCE.exec(description) : null;
    if (date && stated) {
      const balance = parseCsvAmount(cellOf(fields, columns.balance), exponent, this.decimal);
      const kind = /beginning|opening/i.test(stated[1] ?? '') ? 'opening' : 'closing';
      if (balance.ok) this.balances.stated(account, currency, kind, balance.minor, date, line);
      const taken = balance.ok ? `; it was taken as the ${kind} balance` : '';
      acc.warning(
        line,
        'CSV_SUMMARY_LINE',
        `"${description}" is a balance line, not a transaction${taken}.`,
        this.raw(fields),
      );
      return;
    }
    if (!this.widthOk(fields, line)) return;
    if (!date) {
      const code = dateText === '' ? 'CSV_MISSING_DATE' : 'CSV_BAD_DATE';
      const found =
        dateText === '' ? 'is empty' : `"${dateText}" is not a date in the format ${this.profile.dateFormat}`;
      acc.error(line, code, `The date ${found}; the row was not imported.`, this.raw(fields));
      return;
    }
    const amount = this.amount(columns, fields, exponent, currency, line);
    if (amount === undefined) return;

    const reference = cellOf(fields, columns.reference);
    const balanceText = cellOf(fields, columns.balance);
    let balanceMinor: number | undefined;
    let balancePlain = false;
    if (balanceText !== '') {
      // The plain `-1234.56` form without the general parser's result object; anything else goes there.
      balanceMinor = plainToMinor(balanceText, exponent, this.point);
      balancePlain = balanceMinor !== undefined;
      const balance =
        balanceMinor === undefined ? parseCsvAmount(balanceText, exponent, this.decimal) : undefined;
      if (balance?.ok) balanceMinor = balance.minor;
      else if (balance) {
        const message = `The balance "${balanceText}" is not a valid amount; it was ignored.`;
        acc.warning(line, 'CSV_BAD_BALANCE', message, this.raw(fields));
      }
    }
    const status = cellOf(fields, columns.status);
    const pending = status !== '' && this.pendingValues.has(status.toLowerCase());
    if (balanceMinor !== undefined && !pending) {
      this.balances.add(account, currency, date, amount, balanceMinor, line);
    }
    const balanceKey =
      balanceMinor === undefined
        ? ''
        : minorText(balanceText, balanceMinor, exponent, this.point, balancePlain);
    const key = withOrdinal(
      `${this.keyStart}${minorText(amountText, amount, exponent, this.point)}:${this.descriptionKey}:${escapeKeyPart(reference)}:${balanceKey}`,
      this.ordinal(amount, description, reference, balanceMinor),
    );
    const extra = this.extra(fields, columns);
    if (status !== '') extra.status = status;
    if (balanceKey !== '') extra.balanceMinor = balanceKey;
    const row = {
      accountNumber: account,
      currency,
      valueDate: date,
      amountMinor: amount,
      typeCode: cellOf(fields, columns.type),
      bankReference: cellOf(fields, columns.bankReference),
      customerReference: reference,
      text: description,
      status: pending ? ('pending' as const) : ('booked' as const),
      rowKey: key,
      line,
      extra,
    };
    const bookingDate =
      columns.bookingDate === undefined
        ? undefined
        : parseCsvDate(cellOf(fields, columns.bookingDate), this.profile.dateFormat);
    acc.row(bookingDate ? { ...row, bookingDate } : row);
  }

  /** The row's text, and in `descriptionKey` the same escaped for its key. */
  private description(columns: ResolvedColumns, fields: string[]): string {
    const mapped = columns.description;
    let text: string;
    if (mapped.length === 1) {
      text = fields[mapped[0] as number] ?? '';
      // Nearly every bank's text: nothing to normalise or escape, known from one native match.
      if (isPlainKeyText(text)) {
        this.descriptionKey = text;
        return text;
      }
    } else {
      text = mapped
        .map((i) => (fields[i] ?? '').trim())
        .filter((v) => v !== '')
        .join(' ');
    }
    text = normalizeText(text);
    this.descriptionKey = escapeKeyPart(text);
    return text;
  }

  private extra(fields: string[], columns: ResolvedColumns): Record<string, string> {
    const extra: Record<string, string> = {};
    this.extraColumns ??= this.unmappedColumns(fields.length, new Set(Object.values(columns).flat()));
    for (const [index, name] of this.extraColumns) {
      const value = (fields[index] ?? '').trim();
      if (value !== '') extra[name] = value;
    }
    const transactionDate = cellOf(fields, columns.transactionDate);
    if (transactionDate !== '')
      extra.transactionDate = parseCsvDate(transactionDate, this.profile.dateFormat) ?? transactionDate;
    const time = cellOf(fields, columns.time);
    if (time !== '') extra.time = time;
    const direction = cellOf(fields, columns.direction);
    if (direction !== '') extra.direction = direction;
    return extra;
  }

  /** Extra empty fields (Chase ends every row with a comma) are fine; missing mapped ones are not. */
  private widthOk(fields: string[], line: number): boolean {
    let n = fields.length;
    this.width ??= n;
    const width = this.width;
    if (n === width) return true;
    while (n > width && (fields[n - 1] ?? '').trim() === '') n -= 1;
    if (n === width) return true;
    if (n < width && this.highest < n) {
      this.acc.warning(
        line,
        'CSV_COLUMN_COUNT',
        `This line has ${n} fields instead of ${width}; the missing ones are not used.`,
        this.raw(fields),
      );
      return true;
    }
    this.acc.error(
      line,
      'CSV_COLUMN_COUNT',
      `This line has ${n} fields instead of ${width}; the row was not imported.`,
      this.raw(fields),
    );
    return false;
  }

  private amount(
    columns: ResolvedColumns,
    fields: string[],
    exponent: number,
    currency: string,
    line: number,
  ): number | undefined {
    let amount: number | undefined;
    const single = cellOf(fields, columns.amount);
    if (single !== '') {
      amount = this.parseAmount(single, 'amount', exponent, currency, fields, line);
      if (amount === undefined) return undefined;
    } else {
      const debitText = cellOf(fields, columns.debit);
      const creditText = cellOf(fields, columns.credit);
      if (debitText === '' && creditText === '') {
        this.acc.error(
          line,
          'CSV_MISSING_AMOUNT',
          'The row has no amount; it was not imported.',
          this.raw(fields),
        );
        return undefined;
      }
      const debit =
        debitText === '' ? 0 : this.parseAmount(debitText, 'debit', exponent, currency, fields, line);
      const credit =
        creditText === '' ? 0 : this.parseAmount(creditText, 'credit', exponent, currency, fields, line);
      if (debit === undefined || credit === undefined) return undefined;
      if (debit !== 0 && credit !== 0) {
        const message = `The row has both a debit (${debitText}) and a credit (${creditText}); it was not imported.`;
        this.acc.error(line, 'CSV_BAD_AMOUNT', message, this.raw(fields));
        return undefined;
      }
      amount = credit - Math.abs(debit);
    }
    const direction = columns.direction === undefined ? '' : cellOf(fields, columns.direction).toLowerCase();
    if (direction !== '') amount = this.debitValues.has(direction) ? -Math.abs(amount) : Math.abs(amount);
    if (this.profile.invertSign) amount = -amount;
    return amount + 0;
  }

  private parseAmount(
    text: string,
    label: string,
    exponent: number,
    currency: string,
    fields: string[],
    line: number,
  ): number | undefined {
    const plain = plainToMinor(text, exponent, this.point);
    if (plain !== undefined) return plain;
    const result = parseCsvAmount(text, exponent, this.decimal);
    if (result.ok) return result.minor;
    const message = `The ${label} "${text}" ${amountProblem(result.error, currency)}; the row was not imported.`;
    this.acc.error(line, 'CSV_BAD_AMOUNT', message, this.raw(fields));
    return undefined;
  }

  /** parseCsvDate() in the profile's format, remembered for the last text (rows come date by date). */
  private date(text: string): string | undefined {
    if (text !== this.lastDateText) {
      this.lastDateText = text;
      this.lastDate = parseCsvDate(text, this.profile.dateFormat);
      this.keyStart = `v1:${this.lastDate}:`;
    }
    return this.lastDate;
  }

  /**
   * The row's ordinal among rows of the same key, what keys.nextJoined() of the key would count: the
   * parts are counted as they are, in the table of the key's start (its date), with the amount and
   * balance as numbers, so the key's characters are never read here (a third of the parse when they
   * were). Equal parts give equal keys and the reverse (the key escapes its text parts), so the
   * ordinals are the same.
   */
  private ordinal(
    amount: number,
    description: string,
    reference: string,
    balance: number | undefined,
  ): number {
    const counter = this.keys.seen;
    counter.begin();
    counter.writeInteger(amount);
    counter.writeText(description);
    counter.writeText(reference);
    // No balance: an empty text, whose 4 bytes no 8-byte integer can equal.
    if (balance === undefined) counter.writeText('');
    else counter.writeInteger(balance);
    return counter.countIn(this.keyStart);
  }

  /** The currency's decimals, looked up again only when the currency changes (rarely within a file). */
  private exponentOf(currency: string): number {
    if (currency !== this.lastCurrency) {
      this.lastCurrency = currency;
      this.lastExponent = currencyExponent(currency);
    }
    return this.lastExponent;
  }
}

/** A mapped cell, trimmed; '' when the profile does not map it or the row is too short. */
function cellOf(fields: readonly string[], index: number | undefined): string {
  return index === undefined ? '' : (fields[index] ?? '').trim();
}

function isBlank(fields: readonly string[]): boolean {
  // A field that starts with a visible ASCII character is not blank: no trim() needed to know it.
  const first = fields[0]?.charCodeAt(0) ?? 0;
  if (first > 32 && first < 127) return false;
  for (const field of fields) if (field.trim() !== '') return false;
  return true;
}

function firstText(fields: readonly string[]): string {
  for (const field of fields) {
    const trimmed = field.trim();
    if (trimmed !== '') return trimmed;
  }
  return '';
}
