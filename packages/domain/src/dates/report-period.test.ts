import { describe, expect, it } from 'vitest';
import { MAX_REPORT_PERIOD_DAYS, reportPeriodBounds } from './report-period';

describe('reportPeriodBounds', () => {
  it('this month runs from its first day to today', () => {
    expect(reportPeriodBounds('month', '2026-03-17')).toEqual({
      ok: true,
      from: '2026-03-01',
      to: '2026-03-17',
      days: 17,
    });
  });

  it('the last 30 and 90 days include today', () => {
    expect(reportPeriodBounds('30d', '2026-03-01')).toMatchObject({
      from: '2026-01-31',
      to: '2026-03-01',
      days: 30,
    });
    expect(reportPeriodBounds('90d', '2024-03-01')).toMatchObject({ from: '2023-12-03', days: 90 });
  });

  it('a custom range keeps its days, both included', () => {
    expect(reportPeriodBounds('custom', '2026-03-17', { from: '2025-12-30', to: '2026-01-02' })).toEqual({
      ok: true,
      from: '2025-12-30',
      to: '2026-01-02',
      days: 4,
    });
  });

  it('refuses a custom range that is missing, invalid, reversed or longer than a year', () => {
    const today = '2026-03-17';
    expect(reportPeriodBounds('custom', today, { to: '2026-01-02' })).toMatchObject({
      ok: false,
      path: 'from',
    });
    expect(reportPeriodBounds('custom', today, { from: '2026-02-30', to: '2026-03-01' })).toMatchObject({
      ok: false,
      path: 'from',
    });
    expect(reportPeriodBounds('custom', today, { from: '2026-03-02', to: '2026-03-01' })).toMatchObject({
      ok: false,
      message: 'The last day comes before the first.',
    });
    expect(reportPeriodBounds('custom', today, { from: '2024-01-01', to: '2024-12-31' })).toMatchObject({
      ok: true,
      days: MAX_REPORT_PERIOD_DAYS,
    });
    expect(reportPeriodBounds('custom', today, { from: '2024-01-01', to: '2025-01-01' })).toMatchObject({
      ok: false,
      path: 'to',
    });
  });
});
