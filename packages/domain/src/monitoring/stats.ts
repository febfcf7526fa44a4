/** Uptime and latency figures of probe results and health samples (issue 15). Pure. */

/**
 * The p-th percentile (0-100) of the values by the nearest-rank method: the smallest value with at least
 * p % of the values at or below it. Null for no values. Nearest-rank gives a value that was really
 * measured, which is what a latency chart should show.
 */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  if (p < 0 || p > 100 || Number.isNaN(p)) throw new RangeError(`percentile ${p} is outside 0-100`);
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? null;
}

/**
 * The share of passed probes, in percent rounded to two decimals; null when nothing was probed (an
 * endpoint added an hour ago has no 30-day uptime, which is not the same as 0 %).
 */
export function uptimePercent(passed: number, total: number): number | null {
  if (total <= 0) return null;
  return Math.round((passed / total) * 10_000) / 100;
}

/** The periods the uptime columns and range pickers offer, in seconds. */
export const MONITORING_RANGES = {
  '1h': 3600,
  '24h': 86_400,
  '7d': 7 * 86_400,
  '30d': 30 * 86_400,
} as const;
export type MonitoringRange = keyof typeof MONITORING_RANGES;

/**
 * The width of one chart point for a range, in seconds: about 60-170 points per chart whatever the
 * range, so a 30-day view reads the same as a 1-hour one and stays light on a phone.
 */
export function bucketSecondsFor(range: MonitoringRange): number {
  switch (range) {
    case '1h':
      return 60;
    case '24h':
      return 15 * 60;
    case '7d':
      return 3600;
    case '30d':
      return 6 * 3600;
  }
}

/** The start of the interval of `seconds` that holds `at` (intervals counted from the epoch). */
export function bucketStart(at: Date, seconds: number): Date {
  const ms = seconds * 1000;
  return new Date(Math.floor(at.getTime() / ms) * ms);
}
