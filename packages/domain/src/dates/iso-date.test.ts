import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  civilFromDays,
  daysBetween,
  daysFromCivil,
  isValidIsoDate,
  isYearInRange,
  MAX_YEAR,
  MIN_YEAR,
  parseIsoDate,
  todayIso,
  toIsoDate,
  validateDateInput,
} from './iso-date';

/** Any real date in years 0000-9999, as an ISO string (built independently of the code under test). */
const isoDateArb = fc
  .date({ min: new Date('0000-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('isValidIsoDate', () => {
  it.each(['2024-02-29', '2000-02-29', '1900-01-01', '2100-12-31', '2024-04-30', '0001-01-01', '9999-12-31'])(
    'accepts %s',
    (text) => {
      expect(isValidIsoDate(text)).toBe(true);
    },
  );

  it.each([
    '2023-02-29',
    '1900-02-29',
    '2100-02-29',
    '2024-04-31',
    '2024-13-01',
    '2024-00-10',
    '2024-01-00',
    '2024-1-05',
    '24-01-05',
    ' 2024-01-05',
    '2024-01-05T00:00:00Z',
    '2024/01/05',
    '',
  ])('refuses %j', (text) => {
    expect(isValidIsoDate(text)).toBe(false);
  });

  it('refuses non-strings', () => {
    expect(isValidIsoDate(20240105 as unknown as string)).toBe(false);
  });

  it('agrees with the platform calendar on every date', () => {
    fc.assert(
      fc.property(isoDateArb, (text) => {
        expect(parseIsoDate(text)).not.toBeNull();
        expect(toIsoDate(parseIsoDate(text)!)).toBe(text);
      }),
    );
  });
});

describe('isYearInRange (spec: 1900 to 2100)', () => {
  it('uses the spec bounds', () => {
    expect([MIN_YEAR, MAX_YEAR]).toEqual([1900, 2100]);
  });

  it.each([
    ['1900-01-01', true],
    ['2100-12-31', true],
    ['2024-06-15', true],
    ['1899-12-31', false],
    ['2101-01-01', false],
    ['0200-01-01', false],
    ['2024-02-30', false],
    ['garbage', false],
  ])('%s -> %s', (text, expected) => {
    expect(isYearInRange(text)).toBe(expected);
  });
});

describe('validateDateInput', () => {
  it('names the problem', () => {
    expect(validateDateInput('2024-05-01')).toBeNull();
    expect(validateDateInput(' 2024-05-01 ')).toBeNull();
    expect(validateDateInput('')).toBe('required');
    expect(validateDateInput('  ')).toBe('required');
    expect(validateDateInput('2024-02-30')).toBe('invalid');
    expect(validateDateInput('05/01/2024')).toBe('invalid');
    expect(validateDateInput('1899-12-31')).toBe('yearOutOfRange');
    expect(validateDateInput('2101-01-01')).toBe('yearOutOfRange');
  });
});

describe('day arithmetic', () => {
  it('counts days from the Unix epoch', () => {
    expect(daysFromCivil({ year: 1970, month: 1, day: 1 })).toBe(0);
    expect(daysFromCivil({ year: 2000, month: 3, day: 1 })).toBe(11017);
    expect(daysFromCivil({ year: 1969, month: 12, day: 31 })).toBe(-1);
    expect(civilFromDays(0)).toEqual({ year: 1970, month: 1, day: 1 });
  });

  it('daysBetween is signed and crosses leap days and DST changes exactly', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2023-02-28', '2023-03-01')).toBe(1);
    expect(daysBetween('2024-03-01', '2024-02-28')).toBe(-2);
    expect(daysBetween('2024-03-09', '2024-03-11')).toBe(2);
    expect(daysBetween('1900-01-01', '2100-12-31')).toBe(73413);
    expect(daysBetween('2024-01-01', '2024-01-01')).toBe(0);
  });

  it('throws on invalid dates', () => {
    expect(() => daysBetween('2024-02-30', '2024-03-01')).toThrow(RangeError);
    expect(() => addDays('nope', 1)).toThrow(RangeError);
    expect(() => addDays('2024-01-01', 1.5)).toThrow(RangeError);
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
  });

  it('addDays moves across months and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('0050-01-01', 0)).toBe('0050-01-01');
  });

  it('matches the platform calendar (oracle: Date.UTC milliseconds)', () => {
    fc.assert(
      fc.property(isoDateArb, isoDateArb, (a, b) => {
        const ms = (text: string) => new Date(`${text}T00:00:00Z`).getTime();
        expect(daysBetween(a, b)).toBe((ms(b) - ms(a)) / 86_400_000);
      }),
    );
  });

  it('addDays and daysBetween are inverse', () => {
    fc.assert(
      fc.property(isoDateArb, fc.integer({ min: -20000, max: 20000 }), (date, days) => {
        const parsed = parseIsoDate(date)!;
        const target = civilFromDays(daysFromCivil(parsed) + days);
        fc.pre(target.year >= 0 && target.year <= 9999);
        expect(daysBetween(date, addDays(date, days))).toBe(days);
      }),
    );
  });
});

describe('todayIso (clock injected)', () => {
  const instant = new Date('2024-03-10T03:30:00Z');

  it('reads the calendar day in the given zone', () => {
    expect(todayIso(instant, 'UTC')).toBe('2024-03-10');
    expect(todayIso(instant, 'America/New_York')).toBe('2024-03-09');
    expect(todayIso(instant, 'America/Los_Angeles')).toBe('2024-03-09');
    expect(todayIso(instant, 'Asia/Tokyo')).toBe('2024-03-10');
    expect(todayIso(new Date('2024-12-31T23:59:59Z'), 'Pacific/Kiritimati')).toBe('2025-01-01');
  });

  it('uses the runtime zone when none is given', () => {
    const local = [instant.getFullYear(), instant.getMonth() + 1, instant.getDate()];
    expect(todayIso(instant)).toBe(
      `${local[0]}-${String(local[1]).padStart(2, '0')}-${String(local[2]).padStart(2, '0')}`,
    );
  });

  it('refuses an invalid clock or zone', () => {
    expect(() => todayIso(new Date('nope'))).toThrow(RangeError);
    expect(() => todayIso(instant, 'Mars/Olympus')).toThrow(RangeError);
  });

  it('always returns a valid date', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1900-01-02T00:00:00Z'),
          max: new Date('2100-12-30T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom('UTC', 'America/New_York', 'America/Chicago', 'Asia/Kolkata', 'Pacific/Kiritimati'),
        (now, zone) => {
          const today = todayIso(now, zone);
          expect(isValidIsoDate(today)).toBe(true);
          expect(Math.abs(daysBetween(now.toISOString().slice(0, 10), today))).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
