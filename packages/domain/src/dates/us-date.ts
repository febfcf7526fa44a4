/**
 * US display formats. The spec shows dates as MM/DD/YYYY and names MM-DD-YYYY as a helper format;
 * storage and APIs always use YYYY-MM-DD (iso-date.ts).
 */

import { parseIsoDate, toIsoDate } from './iso-date';

export type UsDateFormat = 'MM/DD/YYYY' | 'MM-DD-YYYY';

/** '2024-03-07' -> '03/07/2024' (or '03-07-2024'). Throws RangeError on an invalid ISO date. */
export function formatUsDate(isoDate: string, format: UsDateFormat = 'MM/DD/YYYY'): string {
  const parsed = parseIsoDate(isoDate);
  if (!parsed) throw new RangeError(`not a valid YYYY-MM-DD date: ${String(isoDate)}`);
  const separator = format === 'MM-DD-YYYY' ? '-' : '/';
  const [year, month, day] = isoDate.split('-');
  return `${month}${separator}${day}${separator}${year}`;
}

const US_DATE_PATTERN = /^(\d{1,2})([/-])(\d{1,2})\2(\d{4})$/;

/**
 * 'MM/DD/YYYY' or 'MM-DD-YYYY' (one-digit month and day allowed, one separator style throughout,
 * surrounding spaces ignored) -> 'YYYY-MM-DD', or null when it is not a real date.
 */
export function parseUsDate(text: string): string | null {
  if (typeof text !== 'string') return null;
  const match = US_DATE_PATTERN.exec(text.trim());
  if (!match) return null;
  const iso = toIsoDate({ year: Number(match[4]), month: Number(match[1]), day: Number(match[3]) });
  return parseIsoDate(iso) ? iso : null;
}
