/** Months as 'YYYY-MM': the reconciliation panel's month and a report's month parameter. */

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Whether `value` is a month 'YYYY-MM' (a search parameter is checked before it is sent). */
export function isMonth(value: string): boolean {
  return MONTH.test(value);
}

/** The month of `now` in the browser's zone. */
export function currentMonth(now: Date): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

/** `month` moved by `delta` months ('2025-01', -1 -> '2024-12'). */
export function shiftMonth(month: string, delta: number): string {
  const match = MONTH.exec(month);
  if (!match) return month;
  const index = Number(match[1]) * 12 + Number(match[2]) - 1 + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** 'March 2025'. */
export function monthLabel(month: string): string {
  const match = MONTH.exec(month);
  if (!match) return month;
  return `${NAMES[Number(match[2]) - 1]} ${match[1]}`;
}

/** The first and last day of a month ('2024-02' -> 2024-02-01, 2024-02-29). */
export function monthRange(month: string): { from: string; to: string } | null {
  const match = MONTH.exec(month);
  if (!match) return null;
  const year = Number(match[1]);
  const m = Number(match[2]);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1] ?? 31;
  return { from: `${month}-01`, to: `${month}-${String(days).padStart(2, '0')}` };
}
