import { describe, expect, it } from 'vitest';
import { currentMonth, isMonth, monthLabel, monthRange, shiftMonth } from './month';

describe('months', () => {
  it('moves across years', () => {
    expect(shiftMonth('2025-01', -1)).toBe('2024-12');
    expect(shiftMonth('2024-12', 1)).toBe('2025-01');
    expect(shiftMonth('bad', 1)).toBe('bad');
  });
  it('names and bounds a month', () => {
    expect(monthLabel('2024-02')).toBe('February 2024');
    expect(monthRange('2024-02')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(monthRange('2023-02')?.to).toBe('2023-02-28');
    expect(currentMonth(new Date(2025, 6, 4))).toBe('2025-07');
  });
});

describe('isMonth', () => {
  it('takes YYYY-MM with a real month and nothing else', () => {
    expect(isMonth('2025-03')).toBe(true);
    expect(isMonth('2025-12')).toBe(true);
    expect(isMonth('2025-13')).toBe(false);
    expect(isMonth('2025-00')).toBe(false);
    expect(isMonth('2025-3')).toBe(false);
    expect(isMonth('')).toBe(false);
  });
});
