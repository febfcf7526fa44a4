/**
 * Integer minor units (cents for USD). Every amount in Clearline is a JS safe integer of minor units:
 * doubles are exact for integers up to 2^53 - 1 (about $90 trillion in cents), so arithmetic on them
 * never drifts. Anything outside that range is refused rather than silently rounded.
 */

/** The default number of minor digits: the spec's amounts have 2 decimals. */
export const DEFAULT_DECIMALS = 2;

/** Largest number of decimals the helpers accept; more would leave no room for a whole part. */
export const MAX_DECIMALS = 15;

export type SumResult = { ok: true; minor: number } | { ok: false; error: 'range' };

export interface FormatMinorOptions {
  /** Minor digits shown after the point (default 2). */
  decimals?: number;
  /** Group the whole part with commas, US style (default true). */
  thousands?: boolean;
  /** Put between the sign and the digits, e.g. '$' gives '-$1,234.56'. */
  currencySymbol?: string;
}

/** True when `value` is a usable amount: a safe integer of minor units. */
export function isSafeMinor(value: unknown): value is number {
  return Number.isSafeInteger(value);
}

/** Throws for a decimals argument the helpers cannot honour: that is a programming error, not user input. */
export function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) {
    throw new RangeError(`decimals must be an integer from 0 to ${MAX_DECIMALS}, got ${decimals}`);
  }
}

function assertMinor(minor: number): void {
  if (!isSafeMinor(minor)) {
    throw new RangeError(`not a safe integer amount of minor units: ${minor}`);
  }
}

/**
 * Sums amounts exactly. Accumulates in BigInt so the answer does not depend on the order of the list
 * (a large intermediate total that comes back into range is fine); only the final total must be safe.
 */
export function trySumMinor(list: readonly number[]): SumResult {
  let total = 0n;
  for (const minor of list) {
    assertMinor(minor);
    total += BigInt(minor);
  }
  if (total > BigInt(Number.MAX_SAFE_INTEGER) || total < BigInt(Number.MIN_SAFE_INTEGER)) {
    return { ok: false, error: 'range' };
  }
  return { ok: true, minor: Number(total) };
}

/** Sums amounts exactly; throws RangeError when an item or the total is not a safe integer. */
export function sumMinor(list: readonly number[]): number {
  const result = trySumMinor(list);
  if (!result.ok) {
    throw new RangeError('sum of amounts is outside the safe integer range');
  }
  return result.minor;
}

/** a - b, or null when the difference is not a safe integer (both inputs must be safe). */
export function subtractMinor(a: number, b: number): number | null {
  assertMinor(a);
  assertMinor(b);
  const difference = a - b;
  // Both operands are safe, so an out-of-range true result always lands on an unsafe double.
  return Number.isSafeInteger(difference) ? difference + 0 : null;
}

/** Splits |minor| into whole and fraction digit strings. */
function splitDigits(minor: number, decimals: number): { whole: string; fraction: string } {
  const digits = String(Math.abs(minor)).padStart(decimals + 1, '0');
  return {
    whole: digits.slice(0, digits.length - decimals),
    fraction: digits.slice(digits.length - decimals),
  };
}

/**
 * '-1234.56' style: a plain decimal string for APIs and files (no grouping, no symbol, always
 * `decimals` digits after the point). parseDecimalToMinor reads it back exactly.
 */
export function minorToDecimalString(minor: number, decimals: number = DEFAULT_DECIMALS): string {
  assertMinor(minor);
  assertDecimals(decimals);
  const { whole, fraction } = splitDigits(minor, decimals);
  const sign = minor < 0 ? '-' : '';
  return decimals === 0 ? `${sign}${whole}` : `${sign}${whole}.${fraction}`;
}

/** '-1,234.56' (or '-$1,234.56' with a currency symbol) for display. */
export function formatMinor(minor: number, options: FormatMinorOptions = {}): string {
  const decimals = options.decimals ?? DEFAULT_DECIMALS;
  const thousands = options.thousands ?? true;
  assertMinor(minor);
  assertDecimals(decimals);
  const { whole, fraction } = splitDigits(minor, decimals);
  const grouped = thousands ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole;
  const sign = minor < 0 ? '-' : '';
  const symbol = options.currencySymbol ?? '';
  return decimals === 0 ? `${sign}${symbol}${grouped}` : `${sign}${symbol}${grouped}.${fraction}`;
}
