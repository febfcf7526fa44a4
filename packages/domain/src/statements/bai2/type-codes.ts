/**
 * What a BAI2 type code means for the sign of its amount. BAI2 amounts are unsigned in 16 records:
 * the direction comes only from the type code (2005 spec, Appendix A). Ranges are used instead of the
 * 468-row table because the table agrees with them everywhere below 700 (checked by a test against
 * `bai2_type_codes_2005.tsv`); the 700s (loans) are the only mixed block and are listed explicitly.
 *
 * Custom codes follow the spec's reserved ranges: 900-919 status, 920-959 credits, 960-999 debits.
 * 890 is the spec's non-monetary text message.
 */

import type { BalanceKind } from '../types';

export type Bai2Direction = 'credit' | 'debit' | 'status' | 'info' | 'unknown';

const LOAN_STATUS = new Set([701, 703, 705, 707, 709]);

/** Exactly three ASCII digits (what /^\d{3}$/ tests, without a regex call per record). */
export function isThreeDigits(text: string): boolean {
  if (text.length !== 3) return false;
  for (let i = 0; i < 3; i += 1) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

export function directionOf(typeCode: string): Bai2Direction {
  if (!isThreeDigits(typeCode)) return 'unknown';
  const code = Number(typeCode);
  if (code >= 1 && code <= 99) return 'status';
  if (code >= 100 && code <= 399) return 'credit';
  if (code >= 400 && code <= 699) return 'debit';
  if (LOAN_STATUS.has(code)) return 'status';
  if (code >= 720 && code <= 728) return 'credit';
  if (code === 760) return 'debit';
  if (code === 890) return 'info';
  if (code >= 900 && code <= 919) return 'status';
  if (code >= 920 && code <= 959) return 'credit';
  if (code >= 960 && code <= 999) return 'debit';
  return 'unknown';
}

const BALANCE_KINDS: Record<string, BalanceKind> = {
  '010': 'opening',
  '015': 'closing',
  '040': 'opening-available',
  '045': 'closing-available',
};

/** How an 03 summary/status amount is reported as a StatementBalance. */
export function balanceKindOf(typeCode: string): BalanceKind {
  return BALANCE_KINDS[typeCode] ?? 'other';
}

/** Group status (02 field 3) as a word for row extras and messages. */
export const GROUP_STATUS: Record<string, 'update' | 'deletion' | 'correction' | 'test'> = {
  '1': 'update',
  '2': 'deletion',
  '3': 'correction',
  '4': 'test',
};
