/**
 * The balance chain of a bank account's statements: each statement day's opening balance is the previous
 * statement day's closing. A file that breaks the chain where it meets the account's history, breaks it
 * between its own days, repeats days already imported with other balances, or falls before the account's
 * first statement day must not be merged unnoticed (close-controls design, ADR 0035): each break says
 * where, what was expected and what the bank reported, in cents, for the person who confirms or discards.
 */

/** One statement day of one account: the bank's reported opening and closing (cents), either may be absent. */
export interface ChainDay {
  date: string;
  opening: number | null;
  closing: number | null;
}

export type ChainBreakKind = 'opening' | 'closing' | 'overlap' | 'before-start';

export interface ChainBreak {
  accountId: string;
  date: string;
  kind: ChainBreakKind;
  /** What the chain says the balance should be (null for a day before the start, where nothing is expected). */
  expected: number | null;
  /** What the file reports. */
  reported: number | null;
  /** reported - expected; null when either is missing. */
  difference: number | null;
}

/** What the account already holds around the file's days (from other imports than the file's). */
export interface ChainHistory {
  /** The account's reconciliation start (its first statement day), or null when it has none yet. */
  start: string | null;
  /** The last statement day before the file's first day, with its closing. */
  before: ChainDay | null;
  /** The first statement day after the file's last day, with its opening. */
  after: ChainDay | null;
  /** Days of the file the account already has from another file, with their balances. */
  existing: readonly ChainDay[];
}

const difference = (reported: number | null, expected: number | null) =>
  reported === null || expected === null ? null : reported - expected;

/**
 * The breaks of one account's days in a file (in any order; sorted here) against its history. Days before
 * the account's start are one break each and are not chained further; an overlapping day that repeats the
 * same balances is a re-import of the same statement, not a break.
 */
export function chainBreaks(
  accountId: string,
  fileDays: readonly ChainDay[],
  history: ChainHistory,
): ChainBreak[] {
  const breaks: ChainBreak[] = [];
  const days = [...fileDays].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const existing = new Map(history.existing.map((d) => [d.date, d]));
  const push = (date: string, kind: ChainBreakKind, expected: number | null, reported: number | null) =>
    breaks.push({ accountId, date, kind, expected, reported, difference: difference(reported, expected) });

  let previous: ChainDay | null = history.before;
  for (const day of days) {
    if (history.start !== null && day.date < history.start) {
      push(day.date, 'before-start', null, day.closing ?? day.opening);
      continue;
    }
    const already = existing.get(day.date);
    if (already && (already.opening !== day.opening || already.closing !== day.closing)) {
      const [expected, reported] =
        already.closing !== day.closing ? [already.closing, day.closing] : [already.opening, day.opening];
      push(day.date, 'overlap', expected, reported);
    } else if (previous?.closing != null && day.opening !== null && day.opening !== previous.closing) {
      push(day.date, 'opening', previous.closing, day.opening);
    }
    previous = day;
  }
  const last = days.at(-1);
  if (
    last &&
    history.after?.opening != null &&
    last.closing !== null &&
    (history.start === null || last.date >= history.start) &&
    history.after.opening !== last.closing
  ) {
    push(history.after.date, 'closing', last.closing, history.after.opening);
  }
  return breaks;
}
