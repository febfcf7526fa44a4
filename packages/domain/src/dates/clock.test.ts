import { describe, expect, it } from 'vitest';
import { clockFrom, clockOffset, clockStart } from './clock';
import { todayIso } from './iso-date';

const REAL = 1_700_000_000_000;
const pinned = (setting: string | undefined, real = () => REAL) =>
  clockFrom(clockOffset(setting, real()), real);

describe('the clock (CLEARLINE_TODAY)', () => {
  it('runs on the system clock when nothing is set', () => {
    expect(clockOffset(undefined, REAL)).toBe(0);
    expect(clockOffset('  ', REAL)).toBe(0);
    expect(pinned(undefined)().getTime()).toBe(REAL);
  });

  it('starts a date at noon UTC, the same day from Honolulu to Tokyo', () => {
    const clock = pinned('2028-02-29');
    for (const zone of ['Pacific/Honolulu', 'America/Los_Angeles', 'America/New_York', 'UTC', 'Asia/Tokyo'])
      expect(todayIso(clock(), zone)).toBe('2028-02-29');
  });

  it('then runs at the system pace, so durations still pass', () => {
    let real = REAL;
    const clock = pinned('2026-12-31', () => real);
    const first = clock().getTime();
    real += 90_000;
    expect(clock().getTime() - first).toBe(90_000);
    expect(clock().toISOString()).toBe('2026-12-31T12:01:30.000Z');
  });

  it('takes an exact instant with its offset', () => {
    const clock = pinned('2027-02-28T23:59:00-05:00');
    expect(clock().toISOString()).toBe('2027-03-01T04:59:00.000Z');
    expect(todayIso(clock(), 'America/New_York')).toBe('2027-02-28');
  });

  it('refuses a setting it cannot read rather than run on the real date', () => {
    expect(() => clockStart('2027-02-30')).toThrow(/CLEARLINE_TODAY/);
    expect(() => clockStart('tomorrow')).toThrow(/CLEARLINE_TODAY/);
    expect(() => clockStart('2027-03-01 10:00')).toThrow(/CLEARLINE_TODAY/);
  });
});
