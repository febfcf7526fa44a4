import { type CategorisedLine, type FundsCategory, fundsCategoryOf } from './category';

/**
 * Funds coverage of one employer as of a date, from its ledger lines (never a stored running total).
 * balance = funded − advanced + repaid − fees = the plain sum of the non-void lines dated up to asOf.
 * The employer is short when the balance is below zero; shortSince is the first day of the last run of
 * days whose end-of-day balance is below zero (a dip that recovered before asOf does not count; an
 * intraday dip, a debit before the same day's credit, is not a shortfall).
 */

export interface FundsLine extends CategorisedLine {
  /** YYYY-MM-DD */
  transactionDate: string;
  /** A void line never counts. */
  void?: boolean;
}

export interface FundsCoverage {
  /** Cents, each as a positive figure when the lines have their usual sign. */
  funded: number;
  advanced: number;
  repaid: number;
  fees: number;
  balance: number;
  short: boolean;
  /** −balance when short, else 0. */
  shortfall: number;
  shortSince: string | null;
  lastActivity: string | null;
  lines: number;
}

export function fundsCoverage(lines: readonly FundsLine[], asOf: string): FundsCoverage {
  const sums: Record<FundsCategory, number> = { funding: 0, advance: 0, repayment: 0, fee: 0 };
  const byDay = new Map<string, number>();
  let count = 0;
  for (const line of lines) {
    if (line.void || line.transactionDate > asOf) continue;
    count++;
    sums[fundsCategoryOf(line)] += line.amountMinor;
    byDay.set(line.transactionDate, (byDay.get(line.transactionDate) ?? 0) + line.amountMinor);
  }
  const days = [...byDay.keys()].sort();
  let running = 0;
  let shortSince: string | null = null;
  for (const day of days) {
    running += byDay.get(day) ?? 0;
    if (running >= 0) shortSince = null;
    else shortSince ??= day;
  }
  const balance = sums.funding + sums.advance + sums.repayment + sums.fee;
  return {
    funded: sums.funding,
    advanced: -sums.advance,
    repaid: sums.repayment,
    fees: -sums.fee,
    balance,
    short: balance < 0,
    shortfall: balance < 0 ? -balance : 0,
    shortSince: balance < 0 ? shortSince : null,
    lastActivity: days.at(-1) ?? null,
    lines: count,
  };
}
