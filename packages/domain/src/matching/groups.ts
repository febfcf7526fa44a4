import type { FieldColumn } from './fields';

/**
 * Groups for one-to-many (ledger side) and many-to-one (bank side) passes: lines of one block and one
 * direction sharing every grouping field ('date' = the same day). A group is the unit the other side's
 * single line is matched against, by its sum (hash-free: groups are sorted by sum and searched) or by
 * its join key (block, direction and the non-date field values, in a map).
 *
 * Ledger groups are built once per LedgerIndex over all its lines and reused; a run only recomputes the
 * groups that lost a member to an earlier pass ("residual" groups), so an incremental run costs what
 * its new lines touch. Groups never mix directions: netting a correction into a deposit is a manual match.
 */

export interface GroupSource {
  n: number;
  amount: Float64Array;
  day: Int32Array;
  block: Int32Array;
  /** A named field of the lines; never 'date'. */
  field(name: string): FieldColumn;
}

export interface GroupSet {
  count: number;
  /** CSR: members of group g are members[start[g] .. start[g + 1]], in canonical order. */
  start: Int32Array;
  members: Int32Array;
  sum: Float64Array;
  minDay: Int32Array;
  maxDay: Int32Array;
  block: Int32Array;
  /** Per compared key, per group: the text all members share, else ''. */
  keyValues: string[][];
  /** Line -> group, -1 when not grouped. */
  groupOf: Int32Array;
  /** Group ids by (sum, then id): the amount join. */
  bySum: Int32Array;
  /** Join key -> group ids: the reference join (built only when asked for: most passes join by sum). */
  byJoinKey: Map<string, number[]>;
}

const SEP = '\u0002';

/** Join key of a line or group: block, direction and the non-date grouping texts. */
export function joinKey(block: number, amount: number, values: readonly string[]): string {
  let key = `${block}${amount < 0 ? '-' : '+'}`;
  for (let f = 0; f < values.length; f += 1) key += `${SEP}${values[f]}`;
  return key;
}

/**
 * Groups the lines not marked in `skip` (all when omitted). Groups of one line are dropped: they are
 * what the one-to-one passes are for.
 *
 * No string is built per line: a line is kept only when every field has an interned id, the kept lines
 * are put in (block, direction, field ids..., day) order by stable counting sorts over precomputed
 * integer keys (linear time, no comparator), and a group is a run of equal tuples. Members stay in
 * canonical order and groups are numbered by their first member.
 */
export function buildGroups(
  src: GroupSource,
  groupBy: readonly string[],
  keys: readonly string[],
  skip: Uint8Array | undefined,
  joinable: boolean,
): GroupSet {
  const fields = groupBy.filter((f) => f !== 'date');
  const columns = fields.map((f) => src.field(f));
  const fieldIds = columns.map((column) => column.ids);
  const byDate = fields.length !== groupBy.length;
  const { amount, day, block } = src;
  const lines = groupableLines(src, fieldIds, skip);
  const m = lines.length;
  // Least significant component first; each counting sort is stable, so runs keep canonical order.
  const sorter = new TupleSorter(m);
  if (byDate) {
    let minDay = 0;
    let maxDay = 0;
    for (let k = 0; k < m; k += 1) {
      const d = day[lines[k]!]!;
      if (k === 0 || d < minDay) minDay = d;
      if (k === 0 || d > maxDay) maxDay = d;
    }
    sorter.by((k) => day[lines[k]!]! - minDay, maxDay - minDay + 1);
  }
  for (let f = fields.length - 1; f >= 0; f -= 1) {
    const ids = fieldIds[f]!;
    sorter.by((k) => ids[lines[k]!]!, columns[f]!.dict.values.length);
  }
  sorter.by((k) => (amount[lines[k]!]! < 0 ? 0 : 1), 2);
  let blocks = 0;
  for (let k = 0; k < m; k += 1) if (block[lines[k]!]! >= blocks) blocks = block[lines[k]!]! + 1;
  sorter.by((k) => block[lines[k]!]!, blocks);
  const order = sorter.order;
  const same = (la: number, lb: number): boolean => {
    if (block[la] !== block[lb] || amount[la]! < 0 !== amount[lb]! < 0) return false;
    if (byDate && day[la] !== day[lb]) return false;
    for (let f = 0; f < fieldIds.length; f += 1) if (fieldIds[f]![la] !== fieldIds[f]![lb]) return false;
    return true;
  };
  // Runs of two or more, numbered by first member (a line index: distinct, so a direct table sorts them).
  const runAt = new Int32Array(src.n).fill(-1);
  const runStart: number[] = [];
  const runEnd: number[] = [];
  for (let a = 0; a < m; ) {
    let b = a + 1;
    while (b < m && same(lines[order[a]!]!, lines[order[b]!]!)) b += 1;
    if (b - a >= 2) {
      runAt[lines[order[a]!]!] = runStart.length;
      runStart.push(a);
      runEnd.push(b);
    }
    a = b;
  }
  const count = runStart.length;
  const start = new Int32Array(count + 1);
  let memberCount = 0;
  for (let r = 0; r < count; r += 1) memberCount += runEnd[r]! - runStart[r]!;
  const members = new Int32Array(memberCount);
  const groupOf = new Int32Array(src.n).fill(-1);
  const byJoinKey = new Map<string, number[]>();
  const values = new Array<string>(columns.length);
  let g = 0;
  for (let first = 0; first < src.n; first += 1) {
    const r = runAt[first]!;
    if (r < 0) continue;
    start[g + 1] = start[g]! + runEnd[r]! - runStart[r]!;
    for (let p = runStart[r]!; p < runEnd[r]!; p += 1) {
      const line = lines[order[p]!]!;
      members[start[g]! + p - runStart[r]!] = line;
      groupOf[line] = g;
    }
    if (joinable) {
      for (let f = 0; f < columns.length; f += 1) values[f] = columns[f]!.value(first);
      const key = joinKey(block[first]!, amount[first]!, values);
      const list = byJoinKey.get(key);
      if (list) list.push(g);
      else byJoinKey.set(key, [g]);
    }
    g += 1;
  }
  const set: GroupSet = {
    count,
    start,
    members,
    sum: new Float64Array(count),
    minDay: new Int32Array(count),
    maxDay: new Int32Array(count),
    block: new Int32Array(count),
    keyValues: keys.map(() => new Array<string>(count)),
    groupOf,
    bySum: new Int32Array(count),
    byJoinKey,
  };
  const keyColumns = keys.map((field) => src.field(field));
  for (let group = 0; group < count; group += 1) {
    let sum = 0;
    let lo = Number.POSITIVE_INFINITY;
    let hi = Number.NEGATIVE_INFINITY;
    for (let p = start[group]!; p < start[group + 1]!; p += 1) {
      const i = members[p]!;
      sum += amount[i]!;
      if (day[i]! < lo) lo = day[i]!;
      if (day[i]! > hi) hi = day[i]!;
    }
    if (!Number.isSafeInteger(sum)) throw new RangeError('a group sum is beyond safe integers');
    set.sum[group] = sum;
    set.minDay[group] = lo;
    set.maxDay[group] = hi;
    set.block[group] = block[members[start[group]!]!]!;
    for (let k = 0; k < keys.length; k += 1)
      set.keyValues[k]![group] = sharedValue(keyColumns[k]!, members, start[group]!, start[group + 1]!);
  }
  set.bySum = sortBySum(set.sum);
  return set;
}

/** Lines (ascending) with a non-zero amount, not skipped, and an id for every grouping field. */
function groupableLines(src: GroupSource, fieldIds: readonly Int32Array[], skip: Uint8Array | undefined) {
  let lines: Int32Array = new Int32Array(1024);
  let m = 0;
  outer: for (let i = 0; i < src.n; i += 1) {
    if (src.amount[i] === 0 || skip?.[i]) continue;
    for (let f = 0; f < fieldIds.length; f += 1) if (fieldIds[f]![i] === 0) continue outer;
    if (m === lines.length) lines = growInt(lines);
    lines[m] = i;
    m += 1;
  }
  return lines.subarray(0, m);
}

/**
 * A stable LSD radix sort of 0..m-1 by small integer keys: call `by` from the least significant key to
 * the most. Each call reads the keys once into a buffer, so the key function runs m times, not 2m.
 */
class TupleSorter {
  order: Int32Array;
  private spare: Int32Array;
  private readonly keys: Int32Array;

  constructor(m: number) {
    this.order = new Int32Array(m);
    for (let k = 0; k < m; k += 1) this.order[k] = k;
    this.spare = new Int32Array(m);
    this.keys = new Int32Array(m);
  }

  by(key: (k: number) => number, range: number): void {
    const { order, spare, keys } = this;
    const m = order.length;
    const count = new Int32Array(range + 1);
    for (let p = 0; p < m; p += 1) {
      const value = key(order[p]!);
      keys[p] = value;
      count[value + 1]! += 1;
    }
    for (let v = 0; v < range; v += 1) count[v + 1]! += count[v]!;
    for (let p = 0; p < m; p += 1) spare[count[keys[p]!]!++] = order[p]!;
    this.order = spare;
    this.spare = order;
  }
}

function growInt(a: Int32Array): Int32Array {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}

/** The text all of members[from .. to] share for a field, else '' (compared by interned id). */
function sharedValue(column: FieldColumn, members: ArrayLike<number>, from: number, to: number): string {
  const first = column.id(members[from]!);
  for (let m = from + 1; m < to && first !== 0; m += 1) if (column.id(members[m]!) !== first) return '';
  return column.dict.values[first]!;
}

export interface Summary {
  sum: number;
  minDay: number;
  maxDay: number;
  keyValues: string[];
}

/** Sum, day span and shared key ids (0 when the lines differ) of some lines. */
export function summarize(
  src: GroupSource,
  lines: ArrayLike<number>,
  keyColumns: readonly FieldColumn[],
): Summary {
  let sum = 0;
  let minDay = Number.POSITIVE_INFINITY;
  let maxDay = Number.NEGATIVE_INFINITY;
  for (let m = 0; m < lines.length; m += 1) {
    const i = lines[m]!;
    sum += src.amount[i]!;
    if (src.day[i]! < minDay) minDay = src.day[i]!;
    if (src.day[i]! > maxDay) maxDay = src.day[i]!;
  }
  if (!Number.isSafeInteger(sum)) throw new RangeError('a group sum is beyond safe integers');
  const keyValues = keyColumns.map((column) => {
    const first = column.value(lines[0]!);
    for (let m = 1; m < lines.length && first !== ''; m += 1)
      if (column.value(lines[m]!) !== first) return '';
    return first;
  });
  return { sum, minDay, maxDay, keyValues };
}

/** Ids 0..n-1 ordered by sum, ties by id (ids are in canonical first-member order). */
export function sortBySum(sum: ArrayLike<number>): Int32Array {
  const ids = Array.from({ length: sum.length }, (_, g) => g);
  ids.sort((a, b) => sum[a]! - sum[b]! || a - b);
  return Int32Array.from(ids);
}

/**
 * First position p in `sorted` with value(sorted[p]) >= target, searching forward from `hint` when
 * every position before it is below the target (bank lines come in rising amounts, so the joins walk
 * like a merge), else from the start.
 */
export function seek(
  sorted: ArrayLike<number>,
  value: ArrayLike<number>,
  target: number,
  hint: number,
): number {
  if (hint > 0 && value[sorted[hint - 1]!]! >= target) return lowerBound(sorted, value, target);
  let lo = hint;
  let hi = hint;
  let step = 1;
  while (hi < sorted.length && value[sorted[hi]!]! < target) {
    lo = hi + 1;
    hi = hint + step;
    step *= 2;
  }
  if (hi > sorted.length) hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (value[sorted[mid]!]! < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** First position p in `sorted` with value(sorted[p]) >= target. */
export function lowerBound(sorted: ArrayLike<number>, value: ArrayLike<number>, target: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (value[sorted[mid]!]! < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
