/**
 * OFX / QFX (v1 SGML and v2 XML) -> statement rows. Bank (STMTRS) and credit-card (CCSTMTRS)
 * statements, several per file; investment statements are out of scope and ignored.
 */

import type { DecodingStream, TextEncodingName } from '../detect/index';
import { isCurrencyCode } from '../shared/currency-exponent';
import { statementDecoding } from '../shared/decoding';
import {
  collectStatement,
  compactExtra,
  normalizeText,
  RowKeyRegistry,
  StatementAccumulator,
} from '../shared/statement-accumulator';
import type {
  ParsedStatement,
  ParserOptions,
  StatementParser,
  StatementSink,
  StatementSummary,
} from '../types';
import type { BalanceContext, StatementContext, StatusContext, TransactionContext } from './contexts';
import { type OfxElementHandler, OfxTokenizer } from './tokenizer';
import { combineNameMemo, parseOfxAmount, parseOfxDate } from './values';

export interface OfxParserOptions extends ParserOptions {
  /** Force the text encoding instead of detecting it. */
  encoding?: TextEncodingName;
}

class OfxParser implements StatementParser, OfxElementHandler {
  private readonly acc: StatementAccumulator;
  private readonly keys = new RowKeyRegistry();
  private readonly decoding: DecodingStream;
  private readonly tokenizer: OfxTokenizer;
  private readonly defaultCurrency: string;
  private sawOfx = false;
  private statements = 0;
  private statusErrors = 0;
  private finished: StatementSummary | undefined;
  private stmt: StatementContext | undefined;
  private trn: TransactionContext | undefined;
  private bal: BalanceContext | undefined;
  private status: StatusContext | undefined;

  constructor(sink: StatementSink, options: OfxParserOptions) {
    this.acc = new StatementAccumulator('ofx', sink);
    this.defaultCurrency = options.defaultCurrency ?? 'USD';
    this.tokenizer = new OfxTokenizer(this);
    this.decoding = statementDecoding(this.acc, (text) => this.tokenizer.push(text), options.encoding);
  }

  push(chunk: Uint8Array): void {
    if (!this.finished) this.decoding.push(chunk);
  }

  end(): StatementSummary {
    if (this.finished) return this.finished;
    this.decoding.end();
    this.tokenizer.end();
    if (!this.sawOfx) {
      this.acc.error(0, 'OFX_NOT_OFX', 'This file is not an OFX/QFX statement: it has no <OFX> element.');
    } else if (this.statements === 0 && this.statusErrors === 0) {
      this.acc.error(0, 'OFX_NO_STATEMENT', 'The OFX file contains no bank or credit-card statement.');
    }
    this.finished = this.acc.summary();
    return this.finished;
  }

  open(name: string, parent: string | undefined, line: number): void {
    switch (name) {
      case 'OFX':
        this.sawOfx = true;
        break;
      case 'STMTRS':
      case 'CCSTMTRS':
        this.statements += 1;
        this.stmt = {
          currency: '',
          accountId: '',
          bankId: '',
          branchId: '',
          accountType: '',
          dtEnd: '',
          warnedNoAccount: false,
        };
        break;
      case 'STMTTRN':
        // Investment statements also nest STMTTRN (INVBANKTRAN); only bank and card ones are read.
        if (this.stmt)
          this.trn = { line, fields: new Map(), currency: '', origCurrency: '', rate: '', payee: '' };
        break;
      case 'INVSTMTRS':
        this.acc.warning(
          line,
          'OFX_UNSUPPORTED_STATEMENT',
          'An investment statement (INVSTMTRS) was skipped: only bank and credit-card statements are imported.',
        );
        break;
      case 'LEDGERBAL':
      case 'AVAILBAL':
        this.bal = { code: name, line, amount: undefined, date: undefined };
        break;
      case 'STATUS':
        this.status = { parent, line, code: '', severity: undefined, message: '' };
        break;
    }
  }

  close(name: string): void {
    switch (name) {
      case 'STMTTRN':
        if (this.trn) this.finishTransaction(this.trn);
        this.trn = undefined;
        break;
      case 'LEDGERBAL':
      case 'AVAILBAL':
        if (this.bal) this.finishBalance(this.bal);
        this.bal = undefined;
        break;
      case 'STATUS':
        if (this.status) this.finishStatus(this.status);
        this.status = undefined;
        break;
      case 'STMTRS':
      case 'CCSTMTRS':
        if (this.stmt?.accountId) this.acc.declareAccount(this.stmt.accountId, this.statementCurrency());
        this.stmt = undefined;
        break;
    }
  }

  leaf(name: string, value: string, parent: string | undefined, line: number): void {
    const trn = this.trn;
    const stmt = this.stmt;
    if (parent === 'STATUS' && this.status) {
      if (name === 'CODE') this.status.code = value;
      else if (name === 'SEVERITY') this.status.severity = { value, line };
      else if (name === 'MESSAGE') this.status.message = value;
    } else if (trn && parent === 'STMTTRN') {
      trn.fields.set(name, { value, line });
    } else if (trn && parent === 'CURRENCY') {
      if (name === 'CURSYM') trn.currency = value.toUpperCase();
      else if (name === 'CURRATE') trn.rate = value;
    } else if (trn && parent === 'ORIGCURRENCY') {
      if (name === 'CURSYM') trn.origCurrency = value.toUpperCase();
      else if (name === 'CURRATE') trn.rate = value;
    } else if (trn && parent === 'PAYEE' && name === 'NAME') {
      trn.payee = value;
    } else if (this.bal && parent === this.bal.code) {
      if (name === 'BALAMT') this.bal.amount = { value, line };
      else if (name === 'DTASOF') this.bal.date = { value, line };
    } else if (stmt && (parent === 'BANKACCTFROM' || parent === 'CCACCTFROM')) {
      if (name === 'ACCTID') stmt.accountId = value;
      else if (name === 'BANKID') stmt.bankId = value;
      else if (name === 'BRANCHID') stmt.branchId = value;
      else if (name === 'ACCTTYPE') stmt.accountType = value;
    } else if (stmt && (parent === 'STMTRS' || parent === 'CCSTMTRS') && name === 'CURDEF') {
      stmt.currency = value.toUpperCase();
    } else if (stmt && parent === 'BANKTRANLIST' && name === 'DTEND') {
      stmt.dtEnd = value;
    }
  }

  endOfInput(unclosed: readonly string[], line: number): void {
    if (unclosed.includes('STMTTRN') && this.trn) {
      this.acc.error(
        this.trn.line,
        'OFX_TRUNCATED',
        `The file ends inside the transaction that starts on line ${this.trn.line}; it was not imported.`,
      );
    } else if (unclosed.length > 0) {
      this.acc.warning(line, 'OFX_TRUNCATED', `The file ends before the closing </${unclosed[0]}> tag.`);
    }
  }

  private statementCurrency(): string {
    const declared = this.stmt?.currency ?? '';
    return isCurrencyCode(declared) ? declared : this.defaultCurrency;
  }

  private finishStatus(status: StatusContext): void {
    const severity = status.severity?.value.toUpperCase() ?? '';
    if (severity !== 'ERROR' && severity !== 'WARN') return;
    const where = status.parent === 'SONRS' ? 'the sign-on' : 'this statement';
    const detail = `code ${status.code || '(none)'}${status.message ? `, "${status.message}"` : ''}`;
    const line = status.severity?.line ?? status.line;
    if (severity === 'ERROR') {
      this.statusErrors += 1;
      this.acc.error(line, 'OFX_STATUS_ERROR', `The bank reported an error for ${where} (${detail}).`);
    } else {
      this.acc.warning(line, 'OFX_STATUS_WARNING', `The bank reported a warning for ${where} (${detail}).`);
    }
  }

  private finishBalance(bal: BalanceContext): void {
    const stmt = this.stmt;
    const currency = this.statementCurrency();
    const amountText = bal.amount?.value ?? '';
    const amount = parseOfxAmount(amountText, currency);
    if (!amount.ok) {
      const what =
        amountText === '' ? 'has no amount' : `has the amount "${amountText}", which is not a number`;
      this.acc.warning(
        bal.amount?.line ?? bal.line,
        'OFX_BAD_BALANCE',
        `The ${bal.code} balance ${what}; it was ignored.`,
      );
      return;
    }
    const asOf = parseOfxDate(bal.date?.value ?? '');
    const fallback = parseOfxDate(stmt?.dtEnd ?? '');
    const date = asOf.ok ? asOf.date : fallback.ok ? fallback.date : undefined;
    if (date === undefined) {
      const found = bal.date?.value ? `"${bal.date.value}"` : 'no date';
      this.acc.warning(
        bal.date?.line ?? bal.line,
        'OFX_BAD_BALANCE',
        `The ${bal.code} balance has ${found} (DTASOF); it was ignored.`,
      );
      return;
    }
    this.acc.balance({
      accountNumber: stmt?.accountId ?? '',
      currency,
      date,
      kind: bal.code === 'LEDGERBAL' ? 'closing' : 'closing-available',
      code: bal.code,
      amountMinor: amount.minor,
      line: bal.line,
    });
  }

  private finishTransaction(trn: TransactionContext): void {
    const field = (name: string): string => trn.fields.get(name)?.value ?? '';
    const lineOf = (name: string): number => trn.fields.get(name)?.line ?? trn.line;
    const rawOf = (name: string): string | undefined =>
      trn.fields.has(name) ? `<${name}>${field(name)}` : undefined;
    const currency = isCurrencyCode(trn.currency) ? trn.currency : this.statementCurrency();
    let ok = true;

    const posted = parseOfxDate(field('DTPOSTED'));
    const user = parseOfxDate(field('DTUSER'));
    let postedDate = posted.ok ? posted.date : undefined;
    if (!posted.ok) {
      const raw = field('DTPOSTED');
      const problem =
        posted.reason === 'empty'
          ? 'has no posting date (DTPOSTED)'
          : `has the posting date "${raw}" (DTPOSTED), which is not a real date`;
      if (user.ok) {
        postedDate = user.date;
        this.acc.warning(
          lineOf('DTPOSTED'),
          'OFX_DATE_FALLBACK',
          `This transaction ${problem}; the user date (DTUSER) ${user.date} was used.`,
        );
      } else {
        ok = false;
        const code = posted.reason === 'empty' ? 'OFX_MISSING_DATE' : 'OFX_BAD_DATE';
        this.acc.error(
          lineOf('DTPOSTED'),
          code,
          `This transaction ${problem}; it was not imported.`,
          rawOf('DTPOSTED'),
        );
      }
    }
    const amountText = field('TRNAMT');
    const amount = parseOfxAmount(amountText, currency);
    if (!trn.fields.has('TRNAMT') || amountText === '') {
      ok = false;
      this.acc.error(
        trn.line,
        'OFX_MISSING_AMOUNT',
        'This transaction has no amount (TRNAMT); it was not imported.',
      );
    } else if (!amount.ok) {
      ok = false;
      const why =
        amount.error === 'precision' ? `has more decimals than ${currency} allows` : 'is not a valid amount';
      this.acc.error(
        lineOf('TRNAMT'),
        'OFX_BAD_AMOUNT',
        `The amount "${amountText}" (TRNAMT) ${why}; the transaction was not imported.`,
        rawOf('TRNAMT'),
      );
    }

    if (!ok || postedDate === undefined || !amount.ok) return;

    const stmt = this.stmt;
    const accountNumber = stmt?.accountId ?? '';
    if (stmt && accountNumber === '' && !stmt.warnedNoAccount) {
      stmt.warnedNoAccount = true;
      this.acc.warning(trn.line, 'OFX_NO_ACCOUNT', 'The statement does not name its account (ACCTID).');
    }
    const available = parseOfxDate(field('DTAVAIL'));
    const name = normalizeText(trn.payee || field('NAME'));
    const memo = normalizeText(field('MEMO'));
    const text = combineNameMemo(name, memo);
    const fitId = field('FITID');
    const { key, ordinal } = fitId
      ? this.keys.next([accountNumber, 'fitid', fitId])
      : this.keys.next([accountNumber, 'tx', postedDate, String(amount.minor), text]);
    if (fitId && ordinal > 0) {
      this.acc.warning(
        lineOf('FITID'),
        'OFX_DUPLICATE_FITID',
        `The transaction id (FITID) "${fitId}" occurs more than once in this file.`,
      );
    }
    const correctAction = field('CORRECTACTION');
    if (correctAction) {
      this.acc.warning(
        lineOf('CORRECTACTION'),
        'OFX_CORRECTION',
        `This transaction asks to ${correctAction.toLowerCase()} transaction ${field('CORRECTFITID') || '(unnamed)'}.`,
      );
    }
    const checkNumber = field('CHECKNUM');
    const refNumber = field('REFNUM');
    this.acc.row({
      accountNumber,
      currency,
      valueDate: available.ok ? available.date : postedDate,
      bookingDate: postedDate,
      amountMinor: amount.minor,
      typeCode: field('TRNTYPE').toUpperCase(),
      bankReference: fitId,
      customerReference: checkNumber || refNumber,
      text,
      status: 'booked',
      rowKey: key,
      line: trn.line,
      extra: compactExtra({
        bankId: stmt?.bankId,
        branchId: stmt?.branchId,
        accountType: stmt?.accountType,
        name,
        memo,
        checkNumber,
        refNumber,
        dtPosted: field('DTPOSTED'),
        dtUser: field('DTUSER'),
        dtAvail: field('DTAVAIL'),
        sic: field('SIC'),
        payeeId: field('PAYEEID'),
        serverTransactionId: field('SRVRTID'),
        correctFitId: field('CORRECTFITID'),
        correctAction,
        originalCurrency: trn.origCurrency,
        currencyRate: trn.rate,
      }),
    });
  }
}

export function createOfxParser(sink: StatementSink, options: OfxParserOptions = {}): StatementParser {
  return new OfxParser(sink, options);
}

export function parseOfx(bytes: Uint8Array, options?: OfxParserOptions): ParsedStatement {
  return collectStatement(createOfxParser, bytes, options);
}
