import type { Table } from './tables';

/**
 * The lines of one side by (block, direction, day, canonical position), for window searches by date
 * (the subset search). Slice k = 2 x block + (amount > 0 ? 1 : 0) holds one block's lines of one
 * direction; lines of amount 0 are left out (they are never matched).
 *
 * The days and amounts are copied into view order: a window is then read sequentially from a few
 * contiguous arrays, instead of gathering each line's day and amount from table columns in canonical
 * (amount) order, a cache miss per line at a million lines.
 */
export interface DayView {
  /** Line indices. */
  order: Int32Array;
  /** day[p], amount[p]: of line order[p]. */
  day: Int32Array;
  amount: Float64Array;
  /** Slice k is order[start[k] .. start[k + 1]]. */
  start: Int32Array;
}

/** The slice of a block and a direction (amount not 0). */
export function sliceOf(block: number, amount: number): number {
  return block * 2 + (amount > 0 ? 1 : 0);
}

/** Two stable counting sorts (by day, then by slice) of the lines not marked in `skip`: linear time. */
export function buildDayView(table: Table<unknown>, blockCount: number, skip?: Uint8Array): DayView {
  const slices = blockCount * 2;
  let minDay = 0;
  let maxDay = -1;
  let kept = 0;
  for (let i = 0; i < table.n; i += 1) {
    if (table.amount[i] === 0 || skip?.[i]) continue;
    const d = table.day[i]!;
    if (kept === 0) minDay = maxDay = d;
    else if (d < minDay) minDay = d;
    else if (d > maxDay) maxDay = d;
    kept += 1;
  }
  const byDay = new Int32Array(kept);
  const dayStart = new Int32Array(maxDay - minDay + 2);
  for (let i = 0; i < table.n; i += 1)
    if (table.amount[i] !== 0 && !skip?.[i]) dayStart[table.day[i]! - minDay + 1]! += 1;
  for (let d = 0; d + 1 < dayStart.length; d += 1) dayStart[d + 1]! += dayStart[d]!;
  for (let i = 0; i < table.n; i += 1)
    if (table.amount[i] !== 0 && !skip?.[i]) byDay[dayStart[table.day[i]! - minDay]!++] = i;
  const start = new Int32Array(slices + 1);
  for (let p = 0; p < kept; p += 1) {
    const i = byDay[p]!;
    start[sliceOf(table.block[i]!, table.amount[i]!) + 1]! += 1;
  }
  for (let k = 0; k < slices; k += 1) start[k + 1]! += start[k]!;
  const fill = start.slice(0, slices);
  const order = new Int32Array(kept);
  const day = new Int32Array(kept);
  const amount = new Float64Array(kept);
  for (let p = 0; p < kept; p += 1) {
    const i = byDay[p]!;
    const at = fill[sliceOf(table.block[i]!, table.amount[i]!)]!++;
    order[at] = i;
    day[at] = table.day[i]!;
    amount[at] = table.amount[i]!;
  }
  return { order, day, amount, start };
}

/** First position in [lo, hi) whose day is >= `day` (binary search over the view's days). */
export function firstDayAtLeast(days: Int32Array, lo: number, hi: number, day: number): number {
  let a = lo;
  let b = hi;
  while (a < b) {
    const mid = (a + b) >>> 1;
    if (days[mid]! < day) a = mid + 1;
    else b = mid;
  }
  return a;
}
