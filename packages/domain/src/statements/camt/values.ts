/** camt leaf values: dates, amounts, balance types, bank transaction codes. */

import { isYearInRange } from '../../dates/iso-date';
import { type DecimalParseResult, parseDecimalToMinor } from '../../money/decimal';
import { currencyExponent } from '../shared/currency-exponent';
import type { BalanceKind } from '../types';

export const CAMT_NAMESPACE = /^urn:iso:std:iso:20022:tech:xsd:camt\.05[234]\.001\.\d{2}$/;

/** The message element under Document, and the statement element it repeats. */
export const MESSAGE_STATEMENTS: Record<string, string> = {
  BkToCstmrStmt: 'Stmt',
  BkToCstmrAcctRpt: 'Rpt',
  BkToCstmrDbtCdtNtfctn: 'Ntfctn',
};

/**
 * `Dt` (2014-12-31) or `DtTm` (2014-12-31T13:15:00+01:00, also 2025-07-24T06:10:29.000000000 with
 * nanoseconds and no zone). The date part is kept as written; the time zone is the bank's, and
 * converting it would move entries booked late in the evening to another day.
 */
export function parseCamtDate(text: string): string | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})(?:$|T)/.exec(text.trim());
  const date = match?.[1];
  return date !== undefined && isYearInRange(date) ? date : undefined;
}

/**
 * `Amt` is always unsigned: direction is CdtDbtInd. More decimals than the currency has are fine when
 * they are zeros (`18.150`, `5442.09000`); a non-zero extra digit is an error, never rounded.
 */
export function parseCamtAmount(text: string, currency: string): DecimalParseResult {
  const trimmed = text.trim();
  if (/^[+-]/.test(trimmed)) return { ok: false, error: 'syntax' };
  return parseDecimalToMinor(trimmed, currencyExponent(currency));
}

/** CRDT -> +1, DBIT -> -1, anything else -> 0 (an error for the caller to report). */
export function directionOf(indicator: string): 1 | -1 | 0 {
  const upper = indicator.trim().toUpperCase();
  return upper === 'CRDT' ? 1 : upper === 'DBIT' ? -1 : 0;
}

/** PRCD ("previously closed booked") is what many banks send instead of OPBD. */
export function balanceKind(code: string): BalanceKind {
  switch (code.toUpperCase()) {
    case 'OPBD':
    case 'PRCD':
      return 'opening';
    case 'CLBD':
      return 'closing';
    case 'OPAV':
      return 'opening-available';
    case 'CLAV':
      return 'closing-available';
    default:
      return 'other';
  }
}

export interface BankTransactionCode {
  domain: string;
  family: string;
  subFamily: string;
  proprietary: string;
  issuer: string;
}

export function emptyCode(): BankTransactionCode {
  return { domain: '', family: '', subFamily: '', proprietary: '', issuer: '' };
}

/** Fills a BkTxCd from a path relative to the BkTxCd element; returns false when the path is not one. */
export function setCodePart(code: BankTransactionCode, rel: string, value: string): boolean {
  switch (rel) {
    case 'Domn/Cd':
      code.domain = value;
      return true;
    case 'Domn/Fmly/Cd':
      code.family = value;
      return true;
    case 'Domn/Fmly/SubFmlyCd':
      code.subFamily = value;
      return true;
    case 'Prtry/Cd':
      code.proprietary = value;
      return true;
    case 'Prtry/Issr':
      code.issuer = value;
      return true;
    default:
      return false;
  }
}

/** ISO domain/family/sub-family as `PMNT-RCDT-ESCT`; the proprietary code when that is all there is. */
export function typeCodeOf(code: BankTransactionCode): string {
  if (code.domain !== '') return [code.domain, code.family, code.subFamily].filter((p) => p !== '').join('-');
  return code.proprietary;
}

export function isEmptyCode(code: BankTransactionCode): boolean {
  return code.domain === '' && code.proprietary === '';
}
