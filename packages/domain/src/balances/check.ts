/**
 * Whether a day's balances agree with the statement lines of that day: opening + the day's lines =
 * closing. A day without its own opening takes the previous reported day's closing (banks often report
 * only closing balances); a day without a closing cannot be checked.
 */

export interface BalanceDay {
  date: string;
  opening: number | null;
  closing: number | null;
  /** Sum of the account's statement lines dated that day (minor units). */
  linesTotal: number;
}

export interface CheckedDay extends BalanceDay {
  /** The opening the check used: the day's own, else the previous day's closing. */
  openingUsed: number | null;
  /** openingUsed + linesTotal, when there is an opening. */
  expectedClosing: number | null;
  /** closing - expectedClosing; null when either is unknown. Non-zero is flagged. */
  difference: number | null;
}

/** Checks an account's days, in date order. */
export function checkBalanceDays(days: readonly BalanceDay[]): CheckedDay[] {
  const sorted = [...days].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  let previousClosing: number | null = null;
  return sorted.map((day) => {
    const openingUsed = day.opening ?? previousClosing;
    const expectedClosing = openingUsed === null ? null : openingUsed + day.linesTotal;
    const difference =
      expectedClosing === null || day.closing === null ? null : day.closing - expectedClosing;
    if (day.closing !== null) previousClosing = day.closing;
    return { ...day, openingUsed, expectedClosing, difference };
  });
}

/** The flagged days (a non-zero difference) and the sum of their differences. */
export function balanceFlags(days: readonly CheckedDay[]): { days: number; differenceMinor: number } {
  const flagged = days.filter((d) => d.difference !== null && d.difference !== 0);
  return { days: flagged.length, differenceMinor: flagged.reduce((sum, d) => sum + (d.difference ?? 0), 0) };
}
