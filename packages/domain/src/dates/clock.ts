import { isValidIsoDate } from './iso-date';

/** A clock: the instant "now", read through one function so that every caller can be pinned together. */
export type Clock = () => Date;

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The instant a `CLEARLINE_TODAY`-style setting starts the clock at, or undefined when the setting is empty.
 * - A date ('2027-03-01') starts at noon UTC of that day: the same calendar day from Honolulu to Tokyo, so
 *   "today" is that date in any organisation's zone for the next eleven hours at least.
 * - An instant ('2027-02-28T23:59:00-05:00') starts exactly there, for a test of a day's last minute.
 * Anything else throws: a clock set wrongly must stop the process, not run on the real date unnoticed.
 */
export function clockStart(setting: string | undefined): number | undefined {
  const text = (setting ?? '').trim();
  if (text === '') return undefined;
  if (isValidIsoDate(text)) return Date.parse(`${text}T12:00:00Z`);
  const at = INSTANT.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(at))
    throw new RangeError(`CLEARLINE_TODAY must be a date (YYYY-MM-DD) or an ISO instant, not '${text}'`);
  return at;
}

/**
 * How far a process's clock runs ahead of the system's (behind when negative): 0 without a setting. With
 * one, the clock starts at the setting's instant at `realNow` (when the process reads it) and runs at the
 * system's pace from there, so durations (session expiry, job leases, "a minute ago") still behave while
 * the calendar is pinned.
 */
export function clockOffset(setting: string | undefined, realNow: number): number {
  const start = clockStart(setting);
  return start === undefined ? 0 : start - realNow;
}

/** The clock that runs `offsetMs` ahead of `realNow`, the system clock itself (its only reading). */
export function clockFrom(offsetMs: number, realNow: () => number): Clock {
  return () => new Date(realNow() + offsetMs);
}
