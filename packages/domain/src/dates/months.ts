import { daysInMonth } from './iso-date';

/** Calendar months as 'YYYY-MM'. */

/** The month `n` months after `month` (before it when n < 0). */
export function addMonths(month: string, n: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The first and last day of a month. */
export function monthRange(month: string): { start: string; end: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return { start: `${month}-01`, end: `${month}-${String(daysInMonth(year, m)).padStart(2, '0')}` };
}
