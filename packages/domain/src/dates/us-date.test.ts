import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatUsDate, parseUsDate } from './us-date';

describe('formatUsDate', () => {
  it('formats MM/DD/YYYY by default and MM-DD-YYYY on request', () => {
    expect(formatUsDate('2024-03-07')).toBe('03/07/2024');
    expect(formatUsDate('2024-03-07', 'MM/DD/YYYY')).toBe('03/07/2024');
    expect(formatUsDate('2024-03-07', 'MM-DD-YYYY')).toBe('03-07-2024');
  });

  it('throws on an invalid date', () => {
    expect(() => formatUsDate('2024-02-30')).toThrow(RangeError);
    expect(() => formatUsDate('03/07/2024')).toThrow(RangeError);
  });
});

describe('parseUsDate', () => {
  it.each([
    ['03/07/2024', '2024-03-07'],
    ['03-07-2024', '2024-03-07'],
    ['3/7/2024', '2024-03-07'],
    [' 12/31/2100 ', '2100-12-31'],
    ['02/29/2024', '2024-02-29'],
  ])('%j -> %s', (text, iso) => {
    expect(parseUsDate(text)).toBe(iso);
  });

  it.each(['02/29/2023', '13/01/2024', '03/07-2024', '2024-03-07', '03/07/24', '', 'abc'])(
    'refuses %j',
    (text) => {
      expect(parseUsDate(text)).toBeNull();
    },
  );

  it('round-trips with formatUsDate in both formats', () => {
    const iso = fc
      .date({
        min: new Date('1900-01-01T00:00:00Z'),
        max: new Date('2100-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(iso, fc.constantFrom('MM/DD/YYYY' as const, 'MM-DD-YYYY' as const), (date, format) => {
        expect(parseUsDate(formatUsDate(date, format))).toBe(date);
      }),
    );
  });
});
