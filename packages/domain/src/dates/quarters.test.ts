import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CURRENT_QUARTER,
  currentQuarter,
  parseQuarter,
  QUARTERS_START_YEAR,
  quarterOf,
  quarterOptions,
  resolveQuarter,
} from './quarters';

const may2024 = new Date('2024-05-10T12:00:00Z');

describe('quarterOf', () => {
  it.each([
    ['2024-01-01', 'Q1 2024'],
    ['2024-03-31', 'Q1 2024'],
    ['2024-04-01', 'Q2 2024'],
    ['2024-06-30', 'Q2 2024'],
    ['2024-07-01', 'Q3 2024'],
    ['2024-09-30', 'Q3 2024'],
    ['2024-10-01', 'Q4 2024'],
    ['2024-12-31', 'Q4 2024'],
  ])('%s -> %s', (date, quarter) => {
    expect(quarterOf(date)).toBe(quarter);
  });

  it('throws on an invalid date', () => {
    expect(() => quarterOf('2024-13-01')).toThrow(RangeError);
  });
});

describe('parseQuarter', () => {
  it('reads labels, forgiving case and spaces', () => {
    expect(parseQuarter('Q3 2024')).toEqual({ year: 2024, quarter: 3 });
    expect(parseQuarter(' q1 2019 ')).toEqual({ year: 2019, quarter: 1 });
    expect(parseQuarter('Q5 2024')).toBeNull();
    expect(parseQuarter('2024 Q1')).toBeNull();
    expect(parseQuarter('Q1-2024')).toBeNull();
  });
});

describe('quarterOptions', () => {
  it("lists 'Current Quarter', then the current quarter down to Q1 2018", () => {
    const options = quarterOptions(may2024);
    expect(options[0]).toEqual({ value: 'Current Quarter', label: 'Current Quarter' });
    expect(options.slice(1, 4).map((o) => o.value)).toEqual(['Q2 2024', 'Q1 2024', 'Q4 2023']);
    expect(options.at(-1)).toEqual({ value: 'Q1 2018', label: 'Q1 2018' });
    expect(options).toHaveLength(1 + 6 * 4 + 2);
  });

  it('leaves out quarters that have not started', () => {
    const values = quarterOptions(may2024).map((o) => o.value);
    expect(values).not.toContain('Q3 2024');
    expect(values).not.toContain('Q4 2024');
  });

  it('uses the given zone for the quarter boundary', () => {
    const instant = new Date('2024-04-01T02:00:00Z');
    expect(quarterOptions(instant, 'UTC')[1]?.value).toBe('Q2 2024');
    expect(quarterOptions(instant, 'America/New_York')[1]?.value).toBe('Q1 2024');
    expect(currentQuarter(instant, 'America/New_York')).toBe('Q1 2024');
  });

  it('offers only the Current Quarter entry before 2018', () => {
    expect(quarterOptions(new Date('2017-06-01T12:00:00Z'), 'UTC')).toEqual([
      { value: CURRENT_QUARTER, label: CURRENT_QUARTER },
    ]);
  });

  it('has unique values and every one resolves to itself (Current Quarter to the current one)', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2018-01-01T12:00:00Z'),
          max: new Date('2100-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (now) => {
          const options = quarterOptions(now, 'UTC');
          expect(new Set(options.map((o) => o.value)).size).toBe(options.length);
          const current = quarterOf(now.toISOString().slice(0, 10));
          expect(options[1]?.value).toBe(current);
          expect(options.length).toBe(
            1 + (now.getUTCFullYear() - QUARTERS_START_YEAR) * 4 + Number(current[1]),
          );
          for (const option of options) {
            const expected = option.value === CURRENT_QUARTER ? current : option.value;
            expect(resolveQuarter(option.value, now, 'UTC')).toBe(expected);
          }
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe('resolveQuarter', () => {
  it("maps 'Current Quarter' (any case) to the current quarter", () => {
    expect(resolveQuarter('Current Quarter', may2024)).toBe('Q2 2024');
    expect(resolveQuarter('current quarter', may2024)).toBe('Q2 2024');
    expect(resolveQuarter(' CURRENT QUARTER ', may2024)).toBe('Q2 2024');
  });

  it('returns an offered quarter in canonical form', () => {
    expect(resolveQuarter('Q1 2018', may2024)).toBe('Q1 2018');
    expect(resolveQuarter('q4 2023', may2024)).toBe('Q4 2023');
  });

  it('refuses quarters the list does not offer', () => {
    expect(resolveQuarter('Q4 2017', may2024)).toBeNull();
    expect(resolveQuarter('Q3 2024', may2024)).toBeNull();
    expect(resolveQuarter('next quarter', may2024)).toBeNull();
    expect(resolveQuarter('', may2024)).toBeNull();
  });
});
