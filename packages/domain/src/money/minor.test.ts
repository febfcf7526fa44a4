import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDecimalToMinor } from './decimal';
import {
  formatMinor,
  isSafeMinor,
  MAX_DECIMALS,
  minorToDecimalString,
  subtractMinor,
  sumMinor,
  trySumMinor,
} from './minor';

const MAX = Number.MAX_SAFE_INTEGER;
const safeCents = fc.maxSafeInteger();

describe('isSafeMinor', () => {
  it('accepts safe integers only', () => {
    expect(isSafeMinor(0)).toBe(true);
    expect(isSafeMinor(-123)).toBe(true);
    expect(isSafeMinor(MAX)).toBe(true);
    expect(isSafeMinor(-MAX)).toBe(true);
    expect(isSafeMinor(MAX + 1)).toBe(false);
    expect(isSafeMinor(1.5)).toBe(false);
    expect(isSafeMinor(Number.NaN)).toBe(false);
    expect(isSafeMinor(Number.POSITIVE_INFINITY)).toBe(false);
    expect(isSafeMinor('100')).toBe(false);
    expect(isSafeMinor(10n)).toBe(false);
  });
});

describe('sumMinor / trySumMinor', () => {
  it('adds exactly where floating point on dollars drifts', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumMinor([10, 20])).toBe(30);
    expect(sumMinor([])).toBe(0);
  });

  it('refuses a total outside the safe range', () => {
    expect(trySumMinor([MAX, 1])).toEqual({ ok: false, error: 'range' });
    expect(trySumMinor([-MAX, -1])).toEqual({ ok: false, error: 'range' });
    expect(() => sumMinor([MAX, 1])).toThrow(RangeError);
  });

  it('does not depend on order: an intermediate overflow that comes back is fine', () => {
    expect(sumMinor([MAX, 1, -1])).toBe(MAX);
    expect(sumMinor([MAX, MAX, -MAX])).toBe(MAX);
  });

  it('throws on an item that is not a safe integer (a programming error)', () => {
    expect(() => sumMinor([1, 0.5])).toThrow(RangeError);
    expect(() => trySumMinor([Number.NaN])).toThrow(RangeError);
    expect(() => sumMinor([MAX + 1])).toThrow(RangeError);
  });

  it('agrees with a BigInt oracle and never drifts', () => {
    fc.assert(
      fc.property(fc.array(safeCents, { maxLength: 30 }), (list) => {
        const oracle = list.reduce((total, item) => total + BigInt(item), 0n);
        const inRange = oracle <= BigInt(MAX) && oracle >= BigInt(-MAX);
        const result = trySumMinor(list);
        if (inRange) expect(result).toEqual({ ok: true, minor: Number(oracle) });
        else expect(result.ok).toBe(false);
      }),
    );
  });

  it('gives the same total in any order', () => {
    const small = fc.integer({ min: -1e12, max: 1e12 });
    fc.assert(
      fc.property(fc.array(small, { maxLength: 30 }), (list) => {
        expect(sumMinor([...list].reverse())).toBe(sumMinor(list));
        expect(sumMinor([...list].sort((a, b) => a - b))).toBe(sumMinor(list));
      }),
    );
  });
});

describe('subtractMinor', () => {
  it('subtracts or reports overflow as null', () => {
    expect(subtractMinor(500, 200)).toBe(300);
    expect(subtractMinor(200, 500)).toBe(-300);
    expect(Object.is(subtractMinor(0, 0), 0)).toBe(true);
    expect(subtractMinor(MAX, -1)).toBeNull();
    expect(subtractMinor(-MAX, 1)).toBeNull();
    expect(() => subtractMinor(0.5, 1)).toThrow(RangeError);
  });
});

describe('minorToDecimalString', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [-5, '-0.05'],
    [100, '1.00'],
    [-123456, '-1234.56'],
    [MAX, '90071992547409.91'],
    [-MAX, '-90071992547409.91'],
  ])('%d -> %s', (minor, text) => {
    expect(minorToDecimalString(minor)).toBe(text);
  });

  it('honours other decimals', () => {
    expect(minorToDecimalString(1234, 0)).toBe('1234');
    expect(minorToDecimalString(-1234, 3)).toBe('-1.234');
    expect(minorToDecimalString(7, 3)).toBe('0.007');
  });

  it('throws on non-integers and bad decimals', () => {
    expect(() => minorToDecimalString(1.5)).toThrow(RangeError);
    expect(() => minorToDecimalString(MAX + 1)).toThrow(RangeError);
    expect(() => minorToDecimalString(1, -1)).toThrow(RangeError);
    expect(() => minorToDecimalString(1, MAX_DECIMALS + 1)).toThrow(RangeError);
    expect(() => minorToDecimalString(1, 1.5)).toThrow(RangeError);
  });

  it('round-trips exactly through parseDecimalToMinor for any safe amount', () => {
    fc.assert(
      fc.property(safeCents, fc.integer({ min: 0, max: 6 }), (minor, decimals) => {
        expect(parseDecimalToMinor(minorToDecimalString(minor, decimals), decimals)).toEqual({
          ok: true,
          minor,
        });
      }),
    );
  });
});

describe('formatMinor', () => {
  it.each([
    [0, '0.00'],
    [-123456, '-1,234.56'],
    [123456, '1,234.56'],
    [99999, '999.99'],
    [100000, '1,000.00'],
    [100000000, '1,000,000.00'],
    [-5, '-0.05'],
    [MAX, '90,071,992,547,409.91'],
  ])('%d -> %s', (minor, text) => {
    expect(formatMinor(minor)).toBe(text);
  });

  it('puts the currency symbol after the sign', () => {
    expect(formatMinor(-123456, { currencySymbol: '$' })).toBe('-$1,234.56');
    expect(formatMinor(123456, { currencySymbol: '$' })).toBe('$1,234.56');
  });

  it('can skip grouping and use other decimals', () => {
    expect(formatMinor(-123456, { thousands: false })).toBe('-1234.56');
    expect(formatMinor(1234567, { decimals: 0 })).toBe('1,234,567');
    expect(formatMinor(1234567, { decimals: 3 })).toBe('1,234.567');
  });

  it('throws on a non-integer', () => {
    expect(() => formatMinor(0.1)).toThrow(RangeError);
  });

  it('shows exactly the digits of minorToDecimalString, grouped', () => {
    fc.assert(
      fc.property(safeCents, (minor) => {
        const shown = formatMinor(minor, { currencySymbol: '$' });
        expect(shown.replace(/[,$]/g, '')).toBe(minorToDecimalString(minor));
        expect(parseDecimalToMinor(shown.replace(/[,$]/g, ''))).toEqual({ ok: true, minor });
        expect(shown).toMatch(/^-?\$\d{1,3}(,\d{3})*\.\d{2}$/);
      }),
    );
  });
});
