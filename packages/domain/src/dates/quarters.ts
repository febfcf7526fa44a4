/**
 * Calendar quarters for the ledger transaction's `quarter` field (spec §9: "Quarters Q1-Q4 from 2018
 * onward plus a Current Quarter entry"; §5: choosing 'current quarter' maps to the current quarter).
 *
 * Decisions:
 * - A quarter's value and label are both 'Q1 2024'.
 * - The list offers quarters that have started: Q1 2018 up to and including the current quarter.
 *   Future quarters of the current year are left out, because a payroll transaction is booked to a
 *   quarter that has begun, and offering them invites mis-keyed quarters. resolveQuarter follows the
 *   same list, so the server refuses exactly what the browser does not offer.
 * - Order: 'Current Quarter' first, then the newest quarter down to Q1 2018 (the usual pick is at the
 *   top).
 * - "Current" is the quarter of todayIso(now, timeZone), so it is the same day boundary as the
 *   transaction date's default.
 */

import { parseIsoDate, todayIso } from './iso-date';

export const QUARTERS_START_YEAR = 2018;
export const CURRENT_QUARTER = 'Current Quarter';

export type QuarterNumber = 1 | 2 | 3 | 4;

export interface Quarter {
  year: number;
  quarter: QuarterNumber;
}

export interface QuarterOption {
  value: string;
  label: string;
}

/** 'Q3 2024' for a Quarter. */
export function quarterLabel({ year, quarter }: Quarter): string {
  return `Q${quarter} ${String(year).padStart(4, '0')}`;
}

/** 'Q1 2024' (case and surrounding spaces forgiven) -> the quarter, or null. */
export function parseQuarter(text: string): Quarter | null {
  if (typeof text !== 'string') return null;
  const match = /^Q([1-4]) (\d{4})$/i.exec(text.trim());
  if (!match) return null;
  return { year: Number(match[2]), quarter: Number(match[1]) as QuarterNumber };
}

function quarterOfParsed(date: string): Quarter {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new RangeError(`not a valid YYYY-MM-DD date: ${String(date)}`);
  return { year: parsed.year, quarter: Math.ceil(parsed.month / 3) as QuarterNumber };
}

/** '2024-05-10' -> 'Q2 2024'. Throws RangeError on an invalid date. */
export function quarterOf(date: string): string {
  return quarterLabel(quarterOfParsed(date));
}

/** The current quarter, e.g. 'Q2 2024', at the injected instant. */
export function currentQuarter(now: Date, timeZone?: string): string {
  return quarterOf(todayIso(now, timeZone));
}

function quarterIndex({ year, quarter }: Quarter): number {
  return year * 4 + (quarter - 1);
}

/** 'Current Quarter', then the current quarter down to Q1 2018. */
export function quarterOptions(now: Date, timeZone?: string): QuarterOption[] {
  const current = quarterOfParsed(todayIso(now, timeZone));
  const options: QuarterOption[] = [{ value: CURRENT_QUARTER, label: CURRENT_QUARTER }];
  const first = quarterIndex({ year: QUARTERS_START_YEAR, quarter: 1 });
  for (let index = quarterIndex(current); index >= first; index -= 1) {
    const label = quarterLabel({ year: Math.floor(index / 4), quarter: ((index % 4) + 1) as QuarterNumber });
    options.push({ value: label, label });
  }
  return options;
}

/**
 * The concrete quarter a chosen option stands for: 'Current Quarter' (any case) becomes e.g.
 * 'Q2 2024'; a quarter label is returned in canonical form when quarterOptions(now) offers it; anything
 * else (unknown text, before 2018, a quarter that has not started) is null.
 */
export function resolveQuarter(value: string, now: Date, timeZone?: string): string | null {
  if (typeof value !== 'string') return null;
  const current = quarterOfParsed(todayIso(now, timeZone));
  if (value.trim().toLowerCase() === CURRENT_QUARTER.toLowerCase()) return quarterLabel(current);
  const parsed = parseQuarter(value);
  if (!parsed) return null;
  const index = quarterIndex(parsed);
  if (index < quarterIndex({ year: QUARTERS_START_YEAR, quarter: 1 }) || index > quarterIndex(current)) {
    return null;
  }
  return quarterLabel(parsed);
}
