import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCamtAmount } from '../camt/values';
import { parseOfxAmount } from '../ofx/values';
import { inferDateFormat, minorText, parseCsvAmount, parseCsvDate, plainToMinor } from './values';

describe('parseCsvAmount', () => {
  it.each([
    ['1,234.56', '.', 123456],
    ['-1,234.56', '.', -123456],
    ['$1,036.47', '.', 103647],
    ['-$57.27', '.', -5727],
    ['$-57.27', '.', -5727],
    ['(12.00)', '.', -1200],
    ['($12.00)', '.', -1200],
    ['$(12.00)', '.', -1200],
    ['12.00-', '.', -1200],
    ['12.00 DR', '.', -1200],
    ['12.00 CR', '.', 1200],
    ['USD 5.00', '.', 500],
    ['5.00 USD', '.', 500],
    ['+7', '.', 700],
    ['-30.000', '.', -3000],
    ['-3.77000', '.', -377],
    ['.5', '.', 50],
    ['-0.00', '.', 0],
    ['1.234,56', ',', 123456],
    ['-1.234,56', ',', -123456],
    ['1 234,56 €', ',', 123456],
    ["1'234.50", '.', 123450],
    ['50000', '.', 5000000],
    ['\u2212 4.00', '.', -400],
  ] as const)('%s with %s decimals -> %d', (text, decimal, minor) => {
    expect(parseCsvAmount(text, 2, decimal)).toEqual({ ok: true, minor });
  });

  it.each([
    ['', '.', 'empty'],
    ['   ', '.', 'empty'],
    ['1,23.45', '.', 'syntax'],
    ['1.234,56', '.', 'syntax'],
    ['1234.56', ',', 'syntax'],
    ['--5', '.', 'syntax'],
    ['(-5)', '.', 'syntax'],
    ['12.00- DR', '.', 'syntax'],
    ['N/A', '.', 'syntax'],
    ['1e5', '.', 'syntax'],
    ['1.005', '.', 'precision'],
    ['99999999999999999.99', '.', 'range'],
  ] as const)('%s with %s decimals -> %s', (text, decimal, error) => {
    expect(parseCsvAmount(text, 2, decimal)).toEqual({ ok: false, error });
  });

  it('uses the currency exponent', () => {
    expect(parseCsvAmount('1,000', 0, '.')).toEqual({ ok: true, minor: 1000 });
    expect(parseCsvAmount('1.234', 3, '.')).toEqual({ ok: true, minor: 1234 });
  });
});

/** Exact reference: the digits as a BigInt, never a float. */
function oracle(
  negative: boolean,
  whole: bigint,
  fraction: string,
  exponent: number,
): { ok: true; minor: number } | { ok: false; error: string } {
  if (/[1-9]/.test(fraction.slice(exponent))) return { ok: false, error: 'precision' };
  const magnitude =
    whole * 10n ** BigInt(exponent) + BigInt(fraction.slice(0, exponent).padEnd(exponent, '0') || '0');
  if (magnitude > BigInt(Number.MAX_SAFE_INTEGER)) return { ok: false, error: 'range' };
  const minor = Number(magnitude);
  return { ok: true, minor: negative && minor !== 0 ? -minor : minor };
}

function group(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

describe('amount round trip against a BigInt oracle', () => {
  const parts = fc.record({
    negative: fc.boolean(),
    whole: fc.bigInt({ min: 0n, max: 10n ** 17n }),
    fraction: fc.string({ unit: fc.constantFrom('0', '0', '0', '1', '5', '9'), maxLength: 6 }),
    exponent: fc.constantFrom(0, 2, 3),
  });

  it('CSV: any sign style, grouping, symbol and decimal separator', () => {
    fc.assert(
      fc.property(
        parts,
        fc.constantFrom('.', ','),
        fc.constantFrom('', ',', ' ', "'"),
        fc.constantFrom('', '$', 'USD ', '€'),
        fc.constantFrom('minus', 'parentheses', 'trailing', 'dr'),
        ({ negative, whole, fraction, exponent }, decimal, grouping, symbol, style) => {
          const separator = grouping === ',' && decimal === ',' ? '.' : grouping;
          const number = `${group(whole.toString(), separator)}${fraction === '' ? '' : `${decimal}${fraction}`}`;
          const body = `${symbol}${number}`;
          const text = !negative
            ? body
            : style === 'minus'
              ? `-${body}`
              : style === 'parentheses'
                ? `(${body})`
                : style === 'trailing'
                  ? `${body}-`
                  : `${body} DR`;
          expect(parseCsvAmount(text, exponent, decimal)).toEqual(
            oracle(negative, whole, fraction, exponent),
          );
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('OFX and camt: plain decimal strings', () => {
    fc.assert(
      fc.property(parts, ({ negative, whole, fraction, exponent }) => {
        const currency = exponent === 0 ? 'JPY' : exponent === 3 ? 'KWD' : 'USD';
        const text = `${whole}${fraction === '' ? '' : `.${fraction}`}`;
        const expected = oracle(negative, whole, fraction, exponent);
        expect(parseOfxAmount(negative ? `-${text}` : text, currency)).toEqual(expected);
        expect(parseCamtAmount(text, currency)).toEqual(oracle(false, whole, fraction, exponent));
      }),
      { numRuns: 5000 },
    );
  });
});

describe('minorText', () => {
  it('is String(minor) for every text plainToMinor reads, and for a minor from elsewhere', () => {
    const text = fc
      .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 13n }), fc.integer({ min: 0, max: 3 }))
      .map(([negative, units, decimals]) => {
        const digits = units.toString().padStart(decimals + 1, '0');
        const cut = digits.length - decimals;
        return `${negative ? '-' : ''}${digits.slice(0, cut)}${decimals > 0 ? `.${digits.slice(cut)}` : ''}`;
      });
    fc.assert(
      fc.property(
        text,
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: -5, max: 5 }),
        (cell, exponent, other) => {
          const minor = plainToMinor(cell, exponent, 46);
          if (minor !== undefined) expect(minorText(cell, minor, exponent, 46)).toBe(String(minor));
          expect(minorText(cell, other, exponent, 46)).toBe(String(other));
        },
      ),
      { numRuns: 3000 },
    );
    expect(minorText('-1234.56', -123456, 2, 46)).toBe('-123456');
    expect(minorText('0.50', 50, 2, 46)).toBe('50');
    expect(minorText('-0.00', 0, 2, 46)).toBe('0');
    expect(minorText('12.50', -1250, 2, 46)).toBe('-1250');
    expect(minorText('12,50', 1250, 2, 44)).toBe('1250');
  });
});

describe('dates', () => {
  it.each([
    ['06/28/2024', 'MM/DD/YYYY', '2024-06-28'],
    ['6/8/2024', 'MM/DD/YYYY', '2024-06-08'],
    ['2/8/15', 'M/D/YY', '2015-02-08'],
    ['2/8/85', 'M/D/YY', '1985-02-08'],
    ['2024-06-28', 'YYYY-MM-DD', '2024-06-28'],
    ['2024-06-28T10:15:00', 'YYYY-MM-DD', '2024-06-28'],
    ['06/28/2024 10:15 AM', 'MM/DD/YYYY', '2024-06-28'],
    ['28.06.2024', 'DD.MM.YYYY', '2024-06-28'],
    ['20240628', 'YYYYMMDD', '2024-06-28'],
    ['28/06/2024', 'DD/MM/YYYY', '2024-06-28'],
  ])('%s as %s', (text, format, iso) => {
    expect(parseCsvDate(text, format)).toBe(iso);
  });

  it.each([
    ['02/30/2024', 'MM/DD/YYYY'],
    ['13/01/2024', 'MM/DD/YYYY'],
    ['06/28/24', 'MM/DD/YYYY'],
    ['2024-06-28', 'MM/DD/YYYY'],
    ['06/28/1850', 'MM/DD/YYYY'],
    ['Beginning', 'MM/DD/YYYY'],
    ['06/28/2024', 'QQ/WW'],
  ])('%s is not a date in %s', (text, format) => {
    expect(parseCsvDate(text, format)).toBeUndefined();
  });

  it('infers formats from samples and flags ambiguity', () => {
    expect(inferDateFormat(['01/10/2019', '12/15/2018'])).toEqual({ format: 'MM/DD/YYYY', ambiguous: false });
    expect(inferDateFormat(['15/12/2018'])).toEqual({ format: 'DD/MM/YYYY', ambiguous: false });
    expect(inferDateFormat(['01/02/2024'])).toEqual({ format: 'MM/DD/YYYY', ambiguous: true });
    expect(inferDateFormat(['2/8/15', '2/24/15'])).toEqual({ format: 'M/D/YY', ambiguous: false });
    expect(inferDateFormat(['28.06.2024'])).toEqual({ format: 'DD.MM.YYYY', ambiguous: false });
    expect(inferDateFormat(['hello'])).toBeUndefined();
  });
});
