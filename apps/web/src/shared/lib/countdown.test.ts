import { describe, expect, it } from 'vitest';
import { countdownParts, formatMinutesSeconds, twoDigits } from './countdown';

describe('countdown', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(countdownParts(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(countdownParts(59_001)).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 0 });
    expect(countdownParts(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('formats the idle warning as m:ss', () => {
    expect(formatMinutesSeconds(120_000)).toBe('2:00');
    expect(formatMinutesSeconds(119_001)).toBe('2:00');
    expect(formatMinutesSeconds(65_000)).toBe('1:05');
    expect(formatMinutesSeconds(9_000)).toBe('0:09');
    expect(formatMinutesSeconds(600_000)).toBe('10:00');
    expect(formatMinutesSeconds(-1)).toBe('0:00');
    expect(twoDigits(7)).toBe('07');
  });
});
