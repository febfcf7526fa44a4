import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseApiAmount, parseDecimalToMinor, roundDecimalToMinor, roundToCents } from './decimal';
import { minorToDecimalString } from './minor';

describe('parseDecimalToMinor (strict)', () => {
  it.each([
    ['12', 1200],
    ['12.3', 1230],
    ['12.34', 1234],
    ['12.', 1200],
    ['.5', 50],
    ['+7', 700],
    ['-7.01', -701],
    ['  1.25  ', 125],
    ['0001.50', 150],
    ['1.2300', 123],
    ['90071992547409.91', Number.MAX_SAFE_INTEGER],
    ['-90071992547409.91', -Number.MAX_SAFE_INTEGER],
  ])('%j -> %d', (text, minor) => {
    expect(parseDecimalToMinor(text)).toEqual({ ok: true, minor });
  });

  it('never returns negative zero', () => {
    for (const text of ['-0', '-0.00', '-.0', '-0.000']) {
      const result = parseDecimalToMinor(text);
      expect(result.ok && Object.is(result.minor, 0)).toBe(true);
    }
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['.', 'syntax'],
    ['-', 'syntax'],
    ['abc', 'syntax'],
    ['1,000.00', 'syntax'],
    ['1e5', 'syntax'],
    ['$5', 'syntax'],
    ['--1', 'syntax'],
    ['1.2.3', 'syntax'],
    ['1 000', 'syntax'],
    ['1.234', 'precision'],
    ['0.001', 'precision'],
    ['90071992547409.92', 'range'],
    ['100000000000000000000', 'range'],
  ])('%j is refused (%s)', (text, error) => {
    expect(parseDecimalToMinor(text)).toEqual({ ok: false, error });
  });

  it('refuses non-string input instead of coercing it', () => {
    expect(parseDecimalToMinor(12 as unknown as string)).toEqual({ ok: false, error: 'syntax' });
  });

  it('honours the decimals argument', () => {
    expect(parseDecimalToMinor('1.234', 3)).toEqual({ ok: true, minor: 1234 });
    expect(parseDecimalToMinor('12', 0)).toEqual({ ok: true, minor: 12 });
    expect(parseDecimalToMinor('12.5', 0)).toEqual({ ok: false, error: 'precision' });
    expect(() => parseDecimalToMinor('1', 16)).toThrow(RangeError);
  });
});

describe('roundDecimalToMinor (half away from zero)', () => {
  it.each([
    ['0.005', 1],
    ['-0.005', -1],
    ['0.00499999', 0],
    ['0.015', 2],
    ['0.025', 3],
    ['1.995', 200],
    ['-1.995', -200],
    ['2.675', 268],
    ['1.004', 100],
    ['12', 1200],
    ['90071992547409.914', Number.MAX_SAFE_INTEGER],
  ])('%j -> %d', (text, minor) => {
    expect(roundDecimalToMinor(text)).toEqual({ ok: true, minor });
  });

  it('rounds tiny negatives to plain zero', () => {
    const result = roundDecimalToMinor('-0.004');
    expect(result.ok && Object.is(result.minor, 0)).toBe(true);
  });

  it('reports a rounding that leaves the safe range', () => {
    expect(roundDecimalToMinor('90071992547409.915')).toEqual({ ok: false, error: 'range' });
    expect(roundDecimalToMinor('1e3')).toEqual({ ok: false, error: 'syntax' });
    expect(roundDecimalToMinor('')).toEqual({ ok: false, error: 'empty' });
  });

  it('roundToCents is the 2-decimal rounding', () => {
    expect(roundToCents('10.005')).toEqual({ ok: true, minor: 1001 });
    expect(roundToCents('-10.004')).toEqual({ ok: true, minor: -1000 });
  });

  // Oracle: the value in units of 10^-6 as a BigInt, rounded half away from zero by integer division.
  const decimalText = fc.record({
    sign: fc.constantFrom('', '-', '+'),
    whole: fc.stringMatching(/^\d{0,12}$/),
    fraction: fc.stringMatching(/^\d{0,6}$/),
    point: fc.boolean(),
  });

  it('agrees with a BigInt oracle on random decimals with up to 6 places', () => {
    fc.assert(
      fc.property(
        decimalText,
        fc.integer({ min: 0, max: 6 }),
        ({ sign, whole, fraction, point }, decimals) => {
          const text = `${sign}${whole}${point || fraction !== '' ? '.' : ''}${fraction}`;
          const result = roundDecimalToMinor(text, decimals);
          if (whole === '' && fraction === '') {
            expect(result.ok).toBe(false);
            return;
          }
          const micro = BigInt(`${whole || '0'}${fraction.padEnd(6, '0')}`);
          const unit = 10n ** BigInt(6 - decimals);
          const magnitude = micro / unit + ((micro % unit) * 2n >= unit ? 1n : 0n);
          const strict = parseDecimalToMinor(text, decimals);
          if (magnitude > BigInt(Number.MAX_SAFE_INTEGER)) {
            expect(result).toEqual({ ok: false, error: 'range' });
            return;
          }
          const expected = Number(sign === '-' ? -magnitude : magnitude);
          expect(result).toEqual({ ok: true, minor: expected === 0 ? 0 : expected });
          if (micro % unit === 0n) expect(strict).toEqual(result);
          else expect(strict).toEqual({ ok: false, error: 'precision' });
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('parseApiAmount', () => {
  it.each([
    [12.34, 1234],
    [1.005, 101],
    [-0.125, -13],
    [0.1 + 0.2, 30],
    [100, 10000],
    [5e-7, 0],
    [0.005, 1],
    [9999999999999.99, 999999999999999],
    ['12.345', 1235],
    ['-1234.50', -123450],
  ])('%j -> %d', (value, minor) => {
    expect(parseApiAmount(value)).toEqual({ ok: true, minor });
  });

  it('reads exponent-form tiny numbers by their decimal digits', () => {
    expect(parseApiAmount(5e-7, 6)).toEqual({ ok: true, minor: 1 });
    expect(parseApiAmount(-1.25e-7, 7)).toEqual({ ok: true, minor: -1 });
  });

  it('refuses numbers that cannot carry cents exactly', () => {
    expect(parseApiAmount(1e13)).toEqual({ ok: false, error: 'range' });
    expect(parseApiAmount(Number.NaN)).toEqual({ ok: false, error: 'syntax' });
    expect(parseApiAmount(Number.POSITIVE_INFINITY)).toEqual({ ok: false, error: 'syntax' });
    expect(parseApiAmount(true as unknown as number)).toEqual({ ok: false, error: 'syntax' });
  });

  it('reads back any amount below 10^15 cents sent as a JSON number, exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 15) + 1, max: 10 ** 15 - 1 }), (minor) => {
        const sent = JSON.parse(JSON.stringify(Number(minorToDecimalString(minor)))) as number;
        expect(parseApiAmount(sent)).toEqual({ ok: true, minor: minor === 0 ? 0 : minor });
      }),
      { numRuns: 2000 },
    );
  });
});
