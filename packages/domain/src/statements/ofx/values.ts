/** OFX leaf values: entities, dates and amounts. */

import { isYearInRange } from '../../dates/iso-date';
import { type DecimalParseResult, parseDecimalToMinor } from '../../money/decimal';
import { currencyExponent } from '../shared/currency-exponent';

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * Decodes entities exactly once: `&amp;lt;` (seen double-escaped in real QFX) becomes the text `&lt;`,
 * not `<`. A bare `&` or an unknown entity stays as written, as SGML files often carry them.
 */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#[0-9]{1,7}|#[xX][0-9A-Fa-f]{1,6}|[A-Za-z]{2,8});/g, (whole, body: string) => {
    if (body.startsWith('#')) {
      const code =
        body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
      return valid ? String.fromCodePoint(code) : whole;
    }
    return NAMED[body.toLowerCase()] ?? whole;
  });
}

export type OfxDateResult = { ok: true; date: string } | { ok: false; reason: 'empty' | 'invalid' };

/**
 * `YYYYMMDD[HHMMSS[.XXX]][[gmt offset[:tz name]]]`. Only the calendar date is kept, as written: the
 * bank's own day is the one its statement and its balances use, and converting `[-5:EST]` to UTC would
 * move evening transactions to the next day. Anything after the eight digits is not validated
 * (`20180804093914:014` occurs), but the eight digits must be a real date from 1900 to 2100.
 */
export function parseOfxDate(text: string): OfxDateResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, reason: 'empty' };
  const match = /^(\d{4})(\d{2})(\d{2})/.exec(trimmed);
  if (!match) return { ok: false, reason: 'invalid' };
  const date = `${match[1]}-${match[2]}-${match[3]}`;
  return isYearInRange(date) ? { ok: true, date } : { ok: false, reason: 'invalid' };
}

/**
 * TRNAMT / BALAMT: a signed decimal, with as many zero decimals as the generator likes (`-30.000`,
 * `-3.77000`). A decimal comma (`-6,60`) is accepted when there is no point, as some European exports
 * use it; currency symbols and grouping are not OFX and are refused.
 */
export function parseOfxAmount(text: string, currency: string): DecimalParseResult {
  const trimmed = text.trim();
  const normalized = /^[+-]?\d*,\d+$/.test(trimmed) ? trimmed.replace(',', '.') : trimmed;
  return parseDecimalToMinor(normalized, currencyExponent(currency));
}

/** NAME is cut at 32 characters and MEMO often repeats it in full: keep the text once. */
export function combineNameMemo(name: string, memo: string): string {
  if (name === '') return memo;
  if (memo === '' || memo === name) return name;
  if (memo.startsWith(name)) return memo;
  return `${name} ${memo}`;
}
