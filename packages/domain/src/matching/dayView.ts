import type { Table } from './tables';

/**
 * Line indices ordered by (block, day, canonical position), with where each block starts: the window
 * view for searches by date. Two stable counting sorts, so linear time.
 */
export interface DayView {
  order: Int32Array;
  /** blockStart[b] .. blockStart[b + 1] is block b's slice of `order`. */
  blockStart: Int32Array;
}

export function buildDayView(table: Table<unknown>, blockCount: number): DayView {
  const n = table.n;
  let minDay = 0;
  let maxDay = -1;
  for (let i = 0; i < n; i += 1) {
    const d = table.day[i]!;
    if (maxDay < minDay) minDay = maxDay = d;
    else if (d < minDay) minDay = d;
    else if (d > maxDay) maxDay = d;
  }
  const byDay = countingSort(
    Int32Array.from({ length: n }, (_, i) => i),
    (i) => table.day[i]! - minDay,
    maxDay - minDay + 1,
  );
  const order = countingSort(byDay, (i) => table.block[i]!, blockCount);
  const blockStart = new Int32Array(blockCount + 1);
  for (let i = 0; i < n; i += 1) blockStart[table.block[i]! + 1]! += 1;
  for (let b = 0; b < blockCount; b += 1) blockStart[b + 1]! += blockStart[b]!;
  return { order, blockStart };
}

export function countingSort(items: Int32Array, key: (i: number) => number, range: number): Int32Array {
  const count = new Int32Array(Math.max(range, 0) + 1);
  for (let p = 0; p < items.length; p += 1) count[key(items[p]!) + 1]! += 1;
  for (let k = 0; k < range; k += 1) count[k + 1]! += count[k]!;
  const out = new Int32Array(items.length);
  for (let p = 0; p < items.length; p += 1) {
    const k = key(items[p]!);
    out[count[k]!] = items[p]!;
    count[k]! += 1;
  }
  return out;
}

/** First position in `view` slice [lo, hi) whose day is >= day (binary search). */
export function firstDayAtLeast(
  view: Int32Array,
  dayOf: Int32Array,
  lo: number,
  hi: number,
  day: number,
): number {
  let a = lo;
  let b = hi;
  while (a < b) {
    const mid = (a + b) >>> 1;
    if (dayOf[view[mid]!]! < day) a = mid + 1;
    else b = mid;
  }
  return a;
}
