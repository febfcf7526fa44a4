import { daysFromCivil, daysInMonth } from '../dates/iso-date';

/**
 * Low-level helpers shared by both sides: day numbers, reference normalisation and the canonical order.
 * They run once per line on million-line inputs, so they avoid regexes and allocation on the fast path.
 */

const ZERO = 48;

function digit(text: string, at: number): number {
  const d = text.charCodeAt(at) - ZERO;
  return d >= 0 && d <= 9 ? d : -1;
}

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date; RangeError otherwise (inputs are validated upstream). */
export function dayNumber(date: string): number {
  if (typeof date === 'string' && date.length === 10 && date[4] === '-' && date[7] === '-') {
    const y0 = digit(date, 0);
    const y1 = digit(date, 1);
    const y2 = digit(date, 2);
    const y3 = digit(date, 3);
    const m0 = digit(date, 5);
    const m1 = digit(date, 6);
    const d0 = digit(date, 8);
    const d1 = digit(date, 9);
    if ((y0 | y1 | y2 | y3 | m0 | m1 | d0 | d1) >= 0) {
      const year = y0 * 1000 + y1 * 100 + y2 * 10 + y3;
      const month = m0 * 10 + m1;
      const day = d0 * 10 + d1;
      if (month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month))
        return daysFromCivil({ year, month, day });
    }
  }
  throw new RangeError(`not a valid YYYY-MM-DD date: ${String(date)}`);
}

/** Amounts must be safe integers: anything else is a caller bug, never silently rounded. */
export function checkAmount(amount: number, id: string): number {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`line ${id}: amountMinor must be a safe integer`);
  return amount;
}

function isUpperAlnum(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90);
}

/**
 * A reference as compared: upper-case letters and digits only, leading zeros dropped ('000123-a' and
 * '123A' are the same check or trace), '' when nothing is left. Returns the input itself when it is
 * already in that form, which is the common case for generated and bank references.
 */
export function normalizeReference(value: string | undefined): string {
  if (value === undefined || value === '') return '';
  let clean = value.charCodeAt(0) !== ZERO;
  for (let i = 0; clean && i < value.length; i += 1) clean = isUpperAlnum(value.charCodeAt(i));
  if (clean) return value;
  let out = '';
  for (let i = 0; i < value.length; i += 1) {
    let code = value.charCodeAt(i);
    if (code >= 97 && code <= 122) code -= 32;
    if (!isUpperAlnum(code)) continue;
    if (out === '' && code === ZERO) continue;
    out += String.fromCharCode(code);
  }
  return out;
}

/** Words of a bank text, normalised like references (so '#0001234' in the text finds check 1234). */
export function textTokens(text: string | undefined): ReadonlySet<string> {
  const tokens = new Set<string>();
  if (!text) return tokens;
  for (const word of text.split(/[^A-Za-z0-9]+/)) {
    const token = normalizeReference(word);
    if (token !== '') tokens.add(token);
  }
  return tokens;
}

/** A field value as compared and grouped: trimmed, '' when absent. */
export function fieldValue(value: string | undefined): string {
  if (value === undefined || value === '') return '';
  const c0 = value.charCodeAt(0);
  const cn = value.charCodeAt(value.length - 1);
  return c0 > 32 && cn > 32 ? value : value.trim();
}

/** Block key: candidates never cross an account or a currency. */
export function blockKey(accountId: string, currency: string | undefined): string {
  return `${accountId}\u0001${currency === undefined || currency === '' ? 'USD' : currency}`;
}

const PACK = 2 ** 21;
const OFFSET = 2 ** 31;

/** A canonical order: `order[p]` is the input position of canonical position p, `amount[p]` its amount. */
export interface Ordered {
  order: Int32Array;
  amount: Float64Array;
}

/**
 * The canonical order of one side: amount, then block key, then day, then id. Independent of the input
 * order, so every pass that walks lines in this order is deterministic. The bulk of the work is a native
 * sort of doubles packing (amount, position), which also gives the amounts in that order without a
 * gather; only runs of equal amounts go through a comparator.
 */
export function canonicalOrder(
  amount: Float64Array,
  blockKeyOf: (i: number) => string,
  dayOf: (i: number) => number,
  ids: readonly string[],
): Ordered {
  const n = amount.length;
  const order = new Int32Array(n);
  const tie = (a: number, b: number): number => {
    const ka = blockKeyOf(a);
    const kb = blockKeyOf(b);
    if (ka !== kb) return ka < kb ? -1 : 1;
    const dd = dayOf(a) - dayOf(b);
    if (dd !== 0) return dd;
    const ia = ids[a]!;
    const ib = ids[b]!;
    return ia < ib ? -1 : ia > ib ? 1 : 0;
  };
  let packable = n < PACK;
  for (let i = 0; packable && i < n; i += 1) packable = Math.abs(amount[i]!) < OFFSET;
  if (packable) {
    const keys = new Float64Array(n);
    for (let i = 0; i < n; i += 1) keys[i] = (amount[i]! + OFFSET) * PACK + i;
    keys.sort();
    const sorted = new Float64Array(n);
    for (let p = 0; p < n; p += 1) {
      const position = keys[p]! % PACK;
      order[p] = position;
      sorted[p] = (keys[p]! - position) / PACK - OFFSET;
    }
    for (let start = 0; start < n; ) {
      let end = start + 1;
      while (end < n && sorted[end] === sorted[start]) end += 1;
      if (end - start > 1) order.set(Array.from(order.subarray(start, end)).sort(tie), start);
      start = end;
    }
    return { order, amount: sorted };
  }
  const all = Array.from({ length: n }, (_, i) => i);
  all.sort((a, b) => amount[a]! - amount[b]! || tie(a, b));
  order.set(all);
  return { order, amount: Float64Array.from(order, (i) => amount[i]!) };
}
