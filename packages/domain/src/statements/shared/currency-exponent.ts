/**
 * ISO 4217 minor-unit exponents. Statement files name the currency but never its decimals, so the
 * parsers look them up here. The BAI2 spec's own Appendix B lists EUR with 0 decimals: that table is
 * wrong and must not be copied; these are the ISO 4217 values.
 */

const EXPONENT_0 = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'ISK',
  'JPY',
  'KMF',
  'KRW',
  'PYG',
  'RWF',
  'UGX',
  'UYI',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);

const EXPONENT_3 = new Set(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND']);

const EXPONENT_4 = new Set(['CLF', 'UYW']);

/** Decimals of the currency's minor unit; 2 for unknown codes, the common case and the safe guess. */
export function currencyExponent(code: string): number {
  const upper = code.toUpperCase();
  if (EXPONENT_0.has(upper)) return 0;
  if (EXPONENT_3.has(upper)) return 3;
  if (EXPONENT_4.has(upper)) return 4;
  return 2;
}

/** A plausible ISO 4217 code: three ASCII letters. Anything else falls back to the default currency. */
export function isCurrencyCode(text: string): boolean {
  return /^[A-Za-z]{3}$/.test(text);
}
