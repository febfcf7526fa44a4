import { buildDayView, type DayView } from './day-view';
import { buildGroups, type GroupSet, type GroupSource, joinKey } from './groups';
import { resolveRules } from './rules';
import type { RunScratch } from './scratch';
import { buildLedgerTable, type LedgerTable, ledgerField, lineId } from './tables';
import type { LedgerLine, MatchRule } from './types';

/**
 * The ledger side, indexed once and reused: canonical order, interned references and fields, and
 * (built on first use, then kept) the check-number and reference joins, grouping tables, key maps and
 * the date view. An incremental run of 10,000 new bank lines against a million open items then costs
 * what the new lines touch, not the million.
 *
 * Immutable from the outside: `retireLedgerLines` returns a new index sharing the tables, with matched
 * lines masked. The lazily built caches are filled in place, which changes no result (they are pure
 * functions of the lines).
 */
export class LedgerIndex {
  /** Open lines held (reconciling items and retired lines excluded). */
  readonly size: number;
  /** Reconciling items (never matched), sorted by id so that input order never shows. */
  readonly excludedIds: readonly string[];
  /** @internal */
  readonly table: LedgerTable;
  /** @internal 1 = matched since the index was built (see retireLedgerLines). */
  readonly retired: Uint8Array | null;
  /** @internal */
  readonly shared: SharedCaches;

  /** @internal use buildLedgerIndex */
  constructor(
    table: LedgerTable,
    excludedIds: readonly string[],
    retired: Uint8Array | null,
    shared: SharedCaches,
  ) {
    this.table = table;
    this.excludedIds = excludedIds;
    this.retired = retired;
    this.shared = shared;
    let open = table.n;
    if (retired) for (let i = 0; i < retired.length; i += 1) open -= retired[i]!;
    this.size = open;
  }

  /** @internal ledger lines by check-number id. */
  get checkJoin(): Csr {
    this.shared.check ??= csrBy(this.table.check, this.table.checkDict.values.length);
    return this.shared.check;
  }

  /** @internal ledger lines by reference id. */
  get refJoin(): Csr {
    this.shared.ref ??= csrBy(this.table.ref, this.table.refDict.values.length);
    return this.shared.ref;
  }

  /** @internal (block, day) view for window searches. */
  get dayView(): DayView {
    this.shared.dayView ??= buildDayView(this.table, this.table.blockKeys.length);
    return this.shared.dayView;
  }

  /** @internal lines by (block, amount, day), without amount 0: the tolerance search. */
  get byBlockAndAmount(): BlockView {
    this.shared.byBlockAndAmount ??= linesByBlock(this.table);
    return this.shared.byBlockAndAmount;
  }

  /** @internal the grouping source over the held lines. */
  get source(): GroupSource {
    const table = this.table;
    return {
      n: table.n,
      amount: table.amount,
      day: table.day,
      block: table.block,
      field: (f) => ledgerField(table, f),
    };
  }

  /** @internal groups of all held lines by the given fields, with the given compared keys. */
  groups(groupBy: readonly string[], keys: readonly string[], joinable: boolean): GroupSet {
    const signature = `${groupBy.join(',')}|${keys.join(',')}|${joinable}`;
    let set = this.shared.groups.get(signature);
    if (!set) {
      set = buildGroups(this.source, groupBy, keys, undefined, joinable);
      this.shared.groups.set(signature, set);
    }
    return set;
  }

  /** @internal lines by join key (block, direction, texts of `fields`): the many-to-one reference join. */
  keyIndex(fields: readonly string[]): ReadonlyMap<string, number[]> {
    const signature = fields.join(',');
    let map = this.shared.keys.get(signature);
    if (!map) {
      map = new Map();
      const columns = fields.map((f) => ledgerField(this.table, f));
      const values = new Array<string>(fields.length);
      outer: for (let i = 0; i < this.table.n; i += 1) {
        if (this.table.amount[i] === 0) continue;
        for (let f = 0; f < columns.length; f += 1) if (!columns[f]!.maybe(i)) continue outer;
        for (let f = 0; f < columns.length; f += 1) {
          values[f] = columns[f]!.value(i);
          if (values[f] === '') continue outer;
        }
        const key = joinKey(this.table.block[i]!, this.table.amount[i]!, values);
        const list = map.get(key);
        if (list) list.push(i);
        else map.set(key, [i]);
      }
      this.shared.keys.set(signature, map);
    }
    return map;
  }

  /** @internal position of a held line by id (built on first use). */
  positionOf(id: string): number | undefined {
    if (!this.shared.positions) {
      const positions = new Map<string, number>();
      for (let i = 0; i < this.table.n; i += 1) positions.set(lineId(this.table, i), i);
      this.shared.positions = positions;
    }
    return this.shared.positions.get(id);
  }
}

/** Compressed lists: the lines with id v are lines[start[v] .. start[v + 1]], in canonical order. */
export interface Csr {
  start: Int32Array;
  lines: Int32Array;
}

function csrBy(ids: Int32Array, count: number): Csr {
  const start = new Int32Array(count + 1);
  for (let i = 0; i < ids.length; i += 1) if (ids[i]! > 0) start[ids[i]! + 1]! += 1;
  for (let v = 0; v < count; v += 1) start[v + 1]! += start[v]!;
  const fill = start.slice(0, count);
  const lines = new Int32Array(start[count]!);
  for (let i = 0; i < ids.length; i += 1) if (ids[i]! > 0) lines[fill[ids[i]!]!++] = i;
  return { start, lines };
}

/** Line indices grouped by block: block b's lines are order[blockStart[b] .. blockStart[b + 1]]. */
export interface BlockView {
  order: Int32Array;
  blockStart: Int32Array;
}

/** Lines of amount other than 0 by (block, amount, day): a stable counting sort of the canonical order. */
function linesByBlock(ledger: LedgerTable): BlockView {
  const blocks = ledger.blockKeys.length;
  const blockStart = new Int32Array(blocks + 1);
  let count = 0;
  for (let l = 0; l < ledger.n; l += 1)
    if (ledger.amount[l] !== 0) {
      blockStart[ledger.block[l]! + 1]! += 1;
      count += 1;
    }
  for (let k = 0; k < blocks; k += 1) blockStart[k + 1]! += blockStart[k]!;
  const fill = blockStart.slice(0, blocks);
  const order = new Int32Array(count);
  for (let l = 0; l < ledger.n; l += 1) if (ledger.amount[l] !== 0) order[fill[ledger.block[l]!]!++] = l;
  return { order, blockStart };
}

/** @internal caches shared by an index and the indexes `retireLedgerLines` derives from it. */
export interface SharedCaches {
  check?: Csr;
  ref?: Csr;
  dayView?: DayView;
  groups: Map<string, GroupSet>;
  keys: Map<string, Map<string, number[]>>;
  positions?: Map<string, number>;
  /** Open lines by (block, amount), for tolerance searches; lines of amount 0 left out. */
  byBlockAndAmount?: BlockView;
  /** Buffers lent to one run at a time. */
  scratch?: RunScratch;
}

/** The fields rules group or compare on: read once per line when a table is built. */
export function ruleFields(rules: readonly MatchRule[]): string[] {
  const fields = new Set<string>();
  for (const rule of rules) {
    for (const f of rule.groupBy ?? []) if (f !== 'date') fields.add(f);
    for (const f of rule.keys ?? []) fields.add(f);
  }
  return [...fields].sort();
}

/**
 * Indexes the open ledger lines. Give the rules the index will serve: their fields are read in the
 * same pass as the lines, and their tables are built now rather than on the first run. Fields of other
 * rules are read on first use.
 */
export function buildLedgerIndex(ledger: readonly LedgerLine[], rules?: readonly MatchRule[]): LedgerIndex {
  const index = indexLedger(ledger, rules ? ruleFields(rules) : []);
  for (const rule of rules ? resolveRules(rules) : []) {
    if (rule.kind === 'one-to-one' && rule.required && rule.joinCheck) index.checkJoin;
    if (rule.kind === 'one-to-one' && rule.required && rule.joinReference) index.refJoin;
    if (rule.kind === 'one-to-many') index.groups(rule.groupBy, rule.keys, rule.required);
    if (rule.kind === 'many-to-one' && rule.required)
      index.keyIndex(rule.groupBy.filter((f) => f !== 'date'));
    if (rule.kind === 'many-to-many') index.dayView;
  }
  return index;
}

/** @internal the index alone, nothing built ahead (a run over plain lines builds what it needs). */
export function indexLedger(ledger: readonly LedgerLine[], fields: readonly string[]): LedgerIndex {
  // Copy the list only when there are reconciling items to leave out.
  let open = ledger;
  const excluded: string[] = [];
  if (ledger.some((line) => line.reconciling === true)) {
    open = ledger.filter((line) => line.reconciling !== true);
    for (const line of ledger) if (line.reconciling === true) excluded.push(line.id);
  }
  excluded.sort();
  return new LedgerIndex(buildLedgerTable(open, fields), excluded, null, {
    groups: new Map(),
    keys: new Map(),
  });
}

/**
 * The same index without the given ledger lines (matched since it was built): the next incremental run
 * treats them as taken. Unknown ids are ignored. Costs a copy of one byte per line.
 */
export function retireLedgerLines(index: LedgerIndex, ids: Iterable<string>): LedgerIndex {
  const retired = index.retired ? index.retired.slice() : new Uint8Array(index.table.n);
  for (const id of ids) {
    const at = index.positionOf(id);
    if (at !== undefined) retired[at] = 1;
  }
  return new LedgerIndex(index.table, index.excludedIds, retired, index.shared);
}
