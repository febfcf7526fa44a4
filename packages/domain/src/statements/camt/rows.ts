/** Turns a finished camt entry or balance into a statement row / balance, or line-numbered errors. */

import { isCurrencyCode } from '../shared/currency-exponent';
import {
  compactExtra,
  normalizeText,
  type RowKeyRegistry,
  type StatementAccumulator,
} from '../shared/statement-accumulator';
import type { StatementRow } from '../types';
import { type EntryContext, realEndToEndId } from './entry';
import { balanceKind, directionOf, isEmptyCode, parseCamtAmount, parseCamtDate, typeCodeOf } from './values';

export interface StatementScope {
  acc: StatementAccumulator;
  keys: RowKeyRegistry;
  accountNumber: string;
  accountCurrency: string;
  defaultCurrency: string;
  statementId: string;
}

function currencyOf(scope: StatementScope, declared: string): string {
  if (isCurrencyCode(declared)) return declared.toUpperCase();
  return isCurrencyCode(scope.accountCurrency) ? scope.accountCurrency.toUpperCase() : scope.defaultCurrency;
}

function amountError(error: string, currency: string): string {
  if (error === 'precision') return `has more decimals than ${currency} allows`;
  if (error === 'range') return 'is too large';
  return 'is not a valid amount';
}

/** Returns the row it emitted, or undefined when the entry had errors. */
export function emitEntry(scope: StatementScope, entry: EntryContext): StatementRow | undefined {
  const { acc } = scope;
  const currency = currencyOf(scope, entry.currency);
  let ok = true;
  const amount = parseCamtAmount(entry.amount, currency);
  if (!entry.amountSeen || entry.amount === '') {
    ok = false;
    acc.error(
      entry.line,
      'CAMT_MISSING_AMOUNT',
      'This entry (Ntry) has no amount (Amt); it was not imported.',
    );
  } else if (!amount.ok) {
    ok = false;
    const why = amountError(amount.error, currency);
    acc.error(
      entry.line,
      'CAMT_BAD_AMOUNT',
      `The entry amount "${entry.amount}" ${why}; the entry was not imported.`,
    );
  }
  const direction = directionOf(entry.indicator);
  if (direction === 0) {
    ok = false;
    const found = entry.indicator ? `"${entry.indicator}"` : 'nothing';
    acc.error(
      entry.line,
      'CAMT_BAD_INDICATOR',
      `The credit/debit indicator (CdtDbtInd) is ${found}, not CRDT or DBIT; the entry was not imported.`,
    );
  }
  const booking = parseCamtDate(entry.bookingDate);
  const value = parseCamtDate(entry.valueDate);
  if (entry.bookingDate === '' && entry.valueDate === '') {
    ok = false;
    acc.error(
      entry.line,
      'CAMT_MISSING_DATE',
      'This entry has neither a booking date nor a value date; it was not imported.',
    );
  } else if ((entry.bookingDate !== '' && !booking) || (entry.valueDate !== '' && !value)) {
    ok = false;
    const bad =
      entry.bookingDate !== '' && !booking
        ? `booking date "${entry.bookingDate}"`
        : `value date "${entry.valueDate}"`;
    acc.error(entry.line, 'CAMT_BAD_DATE', `This entry's ${bad} is not a real date; it was not imported.`);
  }
  if (!ok || !amount.ok) return undefined;

  const amountMinor = direction * amount.minor + 0;
  const batch = entry.txCount > 1;
  const tx = entry.tx;
  const endToEndId = batch ? '' : realEndToEndId(tx.endToEndId);
  const ustrd = batch ? '' : tx.ustrd.join(' ');
  const counterpartyName = direction > 0 ? tx.debtorName : tx.creditorName;
  const text =
    normalizeText([ustrd, entry.additionalInfo].filter((p) => p !== '').join(' ')) ||
    normalizeText(batch ? '' : tx.additionalInfo || counterpartyName);
  const bankReference = entry.acctSvcrRef || (batch ? '' : tx.acctSvcrRef);
  const customerReference = batch
    ? entry.batchPaymentInfoId || entry.batchMessageId
    : endToEndId || tx.chequeNumber || tx.creditorRef;
  const valueDate = (value ?? booking) as string;
  const code = isEmptyCode(entry.code) && !batch ? tx.code : entry.code;

  const { accountNumber } = scope;
  const natural = entry.acctSvcrRef
    ? ['ref', entry.acctSvcrRef]
    : entry.entryRef
      ? ['ntryref', entry.entryRef]
      : endToEndId
        ? ['e2e', endToEndId]
        : ['tx', valueDate, String(amountMinor), text];
  const { key, ordinal } = scope.keys.next([accountNumber, ...natural]);
  if (ordinal > 0 && natural[0] !== 'tx') {
    acc.warning(
      entry.line,
      'CAMT_DUPLICATE_REF',
      `The reference "${natural[1]}" occurs on more than one entry in this file.`,
    );
  }
  const status = entry.status.toUpperCase();
  const row: StatementRow = {
    accountNumber,
    currency,
    valueDate,
    amountMinor,
    typeCode: typeCodeOf(code),
    bankReference,
    customerReference,
    text,
    status: status === '' || status === 'BOOK' ? 'booked' : 'pending',
    rowKey: key,
    line: entry.line,
    extra: compactExtra({
      statementId: scope.statementId,
      entryStatus: entry.status,
      entryRef: entry.entryRef,
      reversal: entry.reversal.toLowerCase() === 'true' ? 'true' : undefined,
      bankTxCodeProprietary: code.proprietary,
      bankTxCodeIssuer: code.issuer,
      endToEndId,
      instructionId: batch ? '' : tx.instructionId,
      transactionId: batch ? '' : tx.transactionId,
      chequeNumber: batch ? '' : tx.chequeNumber,
      creditorReference: batch ? '' : tx.creditorRef,
      counterpartyName: batch ? '' : counterpartyName,
      counterpartyAccount: batch ? '' : direction > 0 ? tx.debtorAccount : tx.creditorAccount,
      returnReason: batch ? '' : tx.returnReason,
      batchMessageId: entry.batchMessageId,
      batchPaymentInfoId: entry.batchPaymentInfoId,
      batchCount: entry.batchCount,
      transactionCount: entry.txCount > 1 ? String(entry.txCount) : undefined,
    }),
  };
  if (booking) row.bookingDate = booking;
  acc.row(row);
  return row;
}

export interface BalanceContext {
  line: number;
  code: string;
  amount: string;
  currency: string;
  indicator: string;
  date: string;
}

export function emitBalance(scope: StatementScope, bal: BalanceContext): void {
  const { acc } = scope;
  const currency = currencyOf(scope, bal.currency);
  const label = bal.code || '(no type)';
  const amount = parseCamtAmount(bal.amount, currency);
  const direction = directionOf(bal.indicator);
  const date = parseCamtDate(bal.date);
  let problem: string | undefined;
  if (!amount.ok)
    problem =
      bal.amount === ''
        ? 'has no amount'
        : `has the amount "${bal.amount}", which ${amountError(amount.error, currency)}`;
  else if (direction === 0) problem = 'has no valid credit/debit indicator';
  else if (!date)
    problem = bal.date === '' ? 'has no date' : `has the date "${bal.date}", which is not a real date`;
  if (problem !== undefined || !amount.ok || !date) {
    acc.warning(bal.line, 'CAMT_BAD_BALANCE', `The ${label} balance ${problem}; it was ignored.`);
    return;
  }
  acc.balance({
    accountNumber: scope.accountNumber,
    currency,
    date,
    kind: balanceKind(bal.code),
    code: bal.code,
    amountMinor: direction * amount.minor + 0,
    line: bal.line,
  });
}
