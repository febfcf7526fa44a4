import { describe, expect, it } from 'vitest';
import { addMonths, monthRange } from './months';

describe('months', () => {
  it('moves across years both ways', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(addMonths('2026-11', -11)).toBe('2025-12');
    expect(addMonths('2026-03', 0)).toBe('2026-03');
  });
  it('gives the first and last day, leap years included', () => {
    expect(monthRange('2024-02')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(monthRange('2026-11')).toEqual({ start: '2026-11-01', end: '2026-11-30' });
  });
});
