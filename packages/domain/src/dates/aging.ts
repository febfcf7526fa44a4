/**
 * Ageing of outstanding items. Buckets are inclusive day ranges: 0-30, 31-60, 61-90, 91-180, and
 * '180+' for 181 days and more (the label names the last bound of the previous bucket, as finance
 * reports usually do).
 */

import { daysBetween } from './iso-date';

export const AGING_BUCKETS = ['0-30', '31-60', '61-90', '91-180', '180+'] as const;

export type AgingBucket = (typeof AGING_BUCKETS)[number];

/**
 * The bucket for an age in whole days. A negative age (an item dated after the as-of date) is not
 * overdue at all, so it counts as '0-30'. Throws RangeError for a non-integer: ages come from
 * daysBetween, so a fraction is a programming error.
 */
export function agingBucket(days: number): AgingBucket {
  if (!Number.isSafeInteger(days)) throw new RangeError(`days must be an integer, got ${days}`);
  if (days <= 30) return '0-30';
  if (days <= 60) return '31-60';
  if (days <= 90) return '61-90';
  if (days <= 180) return '91-180';
  return '180+';
}

/** The bucket of an item dated `date`, aged on `asOf` (both 'YYYY-MM-DD'). */
export function agingBucketOf(date: string, asOf: string): AgingBucket {
  return agingBucket(daysBetween(date, asOf));
}

/**
 * The aging of the employer-funds ledger's open items (issue 13's ledgerRec): settlement work is days
 * old, not quarters, so the first bucket is a week: 0-7, 8-30, 31-60, 61-90 and '90+' (91 days and more).
 */
export const OPEN_ITEM_BUCKETS = ['0-7', '8-30', '31-60', '61-90', '90+'] as const;
export type OpenItemBucket = (typeof OPEN_ITEM_BUCKETS)[number];

/** The open-item bucket for an age in whole days (a negative age counts as '0-7'). */
export function openItemBucket(days: number): OpenItemBucket {
  if (days <= 7) return '0-7';
  if (days <= 30) return '8-30';
  if (days <= 60) return '31-60';
  if (days <= 90) return '61-90';
  return '90+';
}

/** Items of one age (whole days) with their count and sum in cents, as a query groups them. */
export interface AgeGroup {
  age: number;
  count: number;
  totalMinor: number;
}

/**
 * Folds groups of items by age into buckets, every bucket present in order (empty ones at zero): the
 * dashboards' aging of open items, whichever bucket scheme the area uses.
 */
export function bucketFigures<B extends string>(
  buckets: readonly B[],
  bucketOf: (days: number) => B,
  groups: readonly AgeGroup[],
): { bucket: B; count: number; totalMinor: number }[] {
  const figures = new Map(buckets.map((bucket) => [bucket, { bucket, count: 0, totalMinor: 0 }]));
  for (const group of groups) {
    const figure = figures.get(bucketOf(group.age));
    if (!figure) continue;
    figure.count += group.count;
    figure.totalMinor += group.totalMinor;
  }
  return [...figures.values()];
}
