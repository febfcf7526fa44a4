import { addDays, daysBetween, isValidIsoDate, isYearInRange } from './iso-date';

/**
 * The periods a report on people and data covers (issue 17's orgReport): this month so far, the last 30 or
 * 90 days (today included), or a custom range of whole days. Bounds are calendar dates, both included.
 */
export const REPORT_PERIODS = ['month', '30d', '90d', 'custom'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** Longest custom range: a year and a day, so a leap year fits and one request never reads years of data. */
export const MAX_REPORT_PERIOD_DAYS = 366;

export type PeriodBounds =
  | { ok: true; from: string; to: string; days: number }
  | { ok: false; path: 'from' | 'to'; message: string };

const bounds = (from: string, to: string): PeriodBounds => ({
  ok: true,
  from,
  to,
  days: daysBetween(from, to) + 1,
});

/** The dates a period covers on `today`; a custom range is checked (both dates, in order, at most a year). */
export function reportPeriodBounds(
  period: ReportPeriod,
  today: string,
  custom: { from?: string | undefined; to?: string | undefined } = {},
): PeriodBounds {
  if (period === 'month') return bounds(`${today.slice(0, 8)}01`, today);
  if (period === '30d') return bounds(addDays(today, -29), today);
  if (period === '90d') return bounds(addDays(today, -89), today);
  const { from, to } = custom;
  if (!from || !isValidIsoDate(from) || !isYearInRange(from))
    return { ok: false, path: 'from', message: 'Give the first day of the range (YYYY-MM-DD).' };
  if (!to || !isValidIsoDate(to) || !isYearInRange(to))
    return { ok: false, path: 'to', message: 'Give the last day of the range (YYYY-MM-DD).' };
  if (to < from) return { ok: false, path: 'to', message: 'The last day comes before the first.' };
  if (daysBetween(from, to) + 1 > MAX_REPORT_PERIOD_DAYS)
    return { ok: false, path: 'to', message: `A range covers at most ${MAX_REPORT_PERIOD_DAYS} days.` };
  return bounds(from, to);
}
