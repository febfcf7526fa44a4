/**
 * Calendar dates as 'YYYY-MM-DD' strings (the spec's transaction date format). A date here is a day on
 * the proleptic Gregorian calendar with no time and no zone, so all arithmetic is integer day counts;
 * `Date` is used only to read an injected clock (todayIso), never to do date arithmetic, which avoids
 * zone, DST and the "years 0-99 mean 1900-1999" traps of Date.UTC.
 */

/** Spec §5 and §9: transaction and source dates are accepted only when the year is 1900 to 2100. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export type DateInputError = 'required' | 'invalid' | 'yearOutOfRange';

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** The parts of a real calendar date, or null ('2023-02-29', '2024-13-01', '2024-1-5' are null). */
export function parseIsoDate(text: string): CalendarDate | null {
  if (typeof text !== 'string') return null;
  const match = ISO_DATE_PATTERN.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isValidIsoDate(text: string): boolean {
  return parseIsoDate(text) !== null;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

export function toIsoDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** True for a real 'YYYY-MM-DD' date whose year is 1900 to 2100 inclusive. */
export function isYearInRange(date: string): boolean {
  const parsed = parseIsoDate(date);
  return parsed !== null && parsed.year >= MIN_YEAR && parsed.year <= MAX_YEAR;
}

/** The form rule for a date field: null when acceptable, else why not (blank counts as 'required'). */
export function validateDateInput(text: string): DateInputError | null {
  if (typeof text !== 'string' || text.trim() === '') return 'required';
  if (!isValidIsoDate(text.trim())) return 'invalid';
  return isYearInRange(text.trim()) ? null : 'yearOutOfRange';
}

/**
 * Days since 1970-01-01 for a civil date (Howard Hinnant's days_from_civil): exact integer arithmetic
 * over the whole proleptic Gregorian calendar.
 */
export function daysFromCivil({ year, month, day }: CalendarDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** The inverse of daysFromCivil. */
export function civilFromDays(days: number): CalendarDate {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

function requireDate(text: string): CalendarDate {
  const parsed = parseIsoDate(text);
  if (!parsed) throw new RangeError(`not a valid YYYY-MM-DD date: ${String(text)}`);
  return parsed;
}

/**
 * Whole days from `from` to `to` (negative when `to` is earlier). Throws RangeError on an invalid date:
 * callers validate user input first, so a bad date here is a programming error.
 */
export function daysBetween(from: string, to: string): number {
  return daysFromCivil(requireDate(to)) - daysFromCivil(requireDate(from));
}

/** The date `days` days after `date` (before, when negative). Years stay 4 digits (0000-9999). */
export function addDays(date: string, days: number): string {
  if (!Number.isSafeInteger(days)) throw new RangeError(`days must be an integer, got ${days}`);
  const result = civilFromDays(daysFromCivil(requireDate(date)) + days);
  if (result.year < 0 || result.year > 9999) throw new RangeError('date outside years 0000-9999');
  return toIsoDate(result);
}

/**
 * Formatters by zone. Building an Intl.DateTimeFormat costs far more than using one, and quarter lists
 * ask for today's date once per option; the cache holds no state anyone can observe.
 */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * Today's date at the injected instant. The clock is a parameter (never Date.now() inside) so the
 * browser and the server agree on "today" and tests can pin it.
 * - With `timeZone` (IANA, e.g. 'America/New_York'), the calendar day in that zone. Intl throws a
 *   RangeError for an unknown zone; we let it, since a bad zone is a configuration error.
 * - Without it, the day in the runtime's local zone: right in the browser, where local is the
 *   person's zone. On the server always pass the organisation's or the user's zone.
 */
export function todayIso(now: Date, timeZone?: string): string {
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) throw new RangeError('now must be a valid Date');
  if (timeZone === undefined) {
    return toIsoDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
  }
  const parts = dayFormatter(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((p) => p.type === type)?.value);
  return toIsoDate({ year: part('year'), month: part('month'), day: part('day') });
}
