/**
 * Decimal text -> minor units, by string, never through floating point.
 *
 * Grammar accepted by both parsers (values from files, APIs and the database):
 *   optional surrounding whitespace, optional '+' or '-', digits with at most one '.', and at least one
 *   digit somewhere ('12', '12.', '.5', '-0.50', '+7'). No grouping commas, no exponent, no currency
 *   symbol: those are format-specific and the statement parsers strip them before calling here.
 *
 * Two policies, chosen by the caller:
 * - parseDecimalToMinor is strict: it refuses any text that would lose precision ('1.234' at 2
 *   decimals), but extra trailing zeros are fine ('1.2300' is exactly 123).
 * - roundDecimalToMinor rounds half away from zero on the decimal digits ('0.005' -> 1, '-0.005' -> -1,
 *   '0.00499' -> 0). Used for values whose source is allowed more digits (spec: "amounts are rounded
 *   to 2 decimals").
 */

import { assertDecimals, DEFAULT_DECIMALS } from './minor';

export type DecimalParseError = 'empty' | 'syntax' | 'precision' | 'range';

export type DecimalParseResult = { ok: true; minor: number } | { ok: false; error: DecimalParseError };

const DECIMAL_PATTERN = /^([+-]?)(\d*)(?:\.(\d*))?$/;

interface DecimalParts {
  negative: boolean;
  whole: string;
  fraction: string;
}

function splitDecimal(text: string): DecimalParts | DecimalParseError {
  const trimmed = text.trim();
  if (trimmed === '') return 'empty';
  const match = DECIMAL_PATTERN.exec(trimmed);
  if (!match) return 'syntax';
  const whole = match[2] ?? '';
  const fraction = match[3] ?? '';
  if (whole === '' && fraction === '') return 'syntax';
  return { negative: match[1] === '-', whole, fraction };
}

/**
 * Turns a string of digits (any length) into a safe non-negative integer, or null when it does not fit.
 * Digits above 2^53 - 1 always become an unsafe double, so Number.isSafeInteger is an exact guard.
 */
function digitsToSafe(digits: string): number | null {
  const significant = digits.replace(/^0+/, '');
  if (significant === '') return 0;
  if (significant.length > 16) return null;
  const value = Number(significant);
  return Number.isSafeInteger(value) ? value : null;
}

function signed(negative: boolean, magnitude: number): number {
  // Never return -0: '-0.00' is zero, and -0 leaks into JSON and Object.is comparisons.
  return negative && magnitude !== 0 ? -magnitude : magnitude;
}

/** Exact parse: error 'precision' when digits beyond `decimals` are not all zero. */
export function parseDecimalToMinor(text: string, decimals: number = DEFAULT_DECIMALS): DecimalParseResult {
  assertDecimals(decimals);
  if (typeof text !== 'string') return { ok: false, error: 'syntax' };
  const parts = splitDecimal(text);
  if (typeof parts === 'string') return { ok: false, error: parts };
  const extra = parts.fraction.slice(decimals);
  if (/[^0]/.test(extra)) return { ok: false, error: 'precision' };
  const magnitude = digitsToSafe(parts.whole + parts.fraction.slice(0, decimals).padEnd(decimals, '0'));
  if (magnitude === null) return { ok: false, error: 'range' };
  return { ok: true, minor: signed(parts.negative, magnitude) };
}

/**
 * Rounds half away from zero on the decimal text. Only the first dropped digit decides: at or above
 * '5' the magnitude goes up by one, whatever follows (the dropped part is then >= one half).
 */
export function roundDecimalToMinor(text: string, decimals: number = DEFAULT_DECIMALS): DecimalParseResult {
  assertDecimals(decimals);
  if (typeof text !== 'string') return { ok: false, error: 'syntax' };
  const parts = splitDecimal(text);
  if (typeof parts === 'string') return { ok: false, error: parts };
  const kept = digitsToSafe(parts.whole + parts.fraction.slice(0, decimals).padEnd(decimals, '0'));
  if (kept === null) return { ok: false, error: 'range' };
  const firstDropped = parts.fraction.charAt(decimals);
  const magnitude = firstDropped >= '5' ? kept + 1 : kept;
  if (!Number.isSafeInteger(magnitude)) return { ok: false, error: 'range' };
  return { ok: true, minor: signed(parts.negative, magnitude) };
}

/** Cents from a decimal string from a file or an API, rounded half away from zero to 2 decimals. */
export function roundToCents(text: string): DecimalParseResult {
  return roundDecimalToMinor(text, 2);
}

/** Below 10^15 minor units a double's shortest text is exactly the decimal the sender wrote (DBL_DIG = 15). */
const EXACT_API_DIGITS = 15;

/**
 * Rewrites the exponent form String(number) uses for tiny values ('5e-7', '1.25e-10') as plain decimal
 * text, so the digits are the sender's and not the binary expansion's.
 */
function expandExponent(text: string): string {
  const match = /^(-?)(\d)(?:\.(\d+))?e-(\d+)$/.exec(text);
  if (!match) return text;
  const zeros = '0'.repeat(Number(match[4]) - 1);
  return `${match[1]}0.${zeros}${match[2]}${match[3] ?? ''}`;
}

/**
 * Cents from an API amount that may arrive as a JSON number (clients written from the spec send
 * numbers) or as a decimal string (our own clients send strings). A number is read through its
 * shortest round-trip decimal text, which is what the sender wrote ('1.005' stays '1.005', not
 * 1.00499...), then rounded half away from zero like any other value from outside.
 * A number of 10^15 minor units or more ($10 trillion at 2 decimals) is refused: from there on a
 * double cannot tell neighbouring amounts apart, so the sender's digits may already be lost.
 */
export function parseApiAmount(
  value: number | string,
  decimals: number = DEFAULT_DECIMALS,
): DecimalParseResult {
  assertDecimals(decimals);
  if (typeof value === 'string') return roundDecimalToMinor(value, decimals);
  if (typeof value !== 'number' || !Number.isFinite(value)) return { ok: false, error: 'syntax' };
  if (Math.abs(value) >= 10 ** (EXACT_API_DIGITS - decimals)) return { ok: false, error: 'range' };
  return roundDecimalToMinor(expandExponent(String(value)), decimals);
}
