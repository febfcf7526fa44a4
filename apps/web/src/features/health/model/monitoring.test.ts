import { describe, expect, it } from 'vitest';
import {
  formatDuration,
  formatMs,
  formatPercent,
  linePath,
  lineSlugOfPath,
  monthLabel,
  pointLabel,
} from './monitoring';

describe('product line paths', () => {
  it('reads the line from any of its pages and builds each page path', () => {
    expect(lineSlugOfPath('/apps/readypayiaas/RpOperations')).toBe('readypayiaas');
    expect(lineSlugOfPath('/apps/millenniumiaas/M3Healthstatus')).toBe('millenniumiaas');
    expect(lineSlugOfPath('/apps/rpimplementation/Dashboard')).toBeNull();
    expect(linePath('readypayonline', 'health')).toBe('/apps/readypayonline/Healthstatus');
    expect(linePath('millenniumiaas', 'infrastructure')).toBe('/apps/millenniumiaas/M3Infrastructure');
  });
});

describe('figures', () => {
  it('formats latencies, durations and percentages', () => {
    expect(formatMs(null)).toBe('—');
    expect(formatMs(3.456)).toBe('3.5 ms');
    expect(formatMs(245.4)).toBe('245 ms');
    expect(formatMs(1250)).toBe('1.3 s');
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(12 * 60 + 5)).toBe('12 min');
    expect(formatDuration(3 * 3600 + 5 * 60)).toBe('3 h 5 min');
    expect(formatDuration(2 * 86_400 + 4 * 3600)).toBe('2 d 4 h');
    expect(formatPercent(99.9)).toBe('99.90 %');
    expect(formatPercent(null)).toBe('—');
    expect(monthLabel('2026-11')).toBe('Nov 2026');
  });

  it('labels chart points by the range', () => {
    expect(pointLabel('2026-11-25T10:05:00Z', 60, 'UTC')).toBe('10:05');
    expect(pointLabel('2026-11-25T10:00:00Z', 3600, 'UTC')).toBe('Nov 25, 10');
    expect(pointLabel('2026-11-25T00:00:00Z', 86_400, 'UTC')).toBe('Nov 25');
  });
});
