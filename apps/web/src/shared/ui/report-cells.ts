import type { ReportColumn, ReportRow } from '@clearline/contracts';
import { formatUsDate } from '@clearline/domain/dates';
import { formatUsDateTime } from '../lib/date-time';
import { formatAmount } from './amount-format';

/**
 * How a report's cells read on screen, by the column's type (the catalogue's data): money as
 * '1,234.56', dates as MM/DD/YYYY (spec §9), instants with the time in the user's zone, counts with
 * separators. An empty cell is ''.
 */
export function cellText(
  type: ReportColumn['type'],
  value: ReportRow[string] | undefined,
  timeZone: string = Intl.DateTimeFormat().resolvedOptions().timeZone,
): string {
  if (value === null || value === undefined || value === '') return '';
  switch (type) {
    case 'money':
      return formatAmount(String(value));
    case 'date': {
      const day = String(value).slice(0, 10);
      return /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatUsDate(day) : String(value);
    }
    case 'datetime':
      return formatUsDateTime(String(value), timeZone);
    case 'integer':
      return typeof value === 'number' ? value.toLocaleString('en-US') : String(value);
    default:
      return String(value);
  }
}

/** Figures line up on the right; text and dates on the left. */
export const isNumericColumn = (type: ReportColumn['type']) => type === 'money' || type === 'integer';
