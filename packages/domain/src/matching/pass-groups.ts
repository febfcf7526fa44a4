import { compareKeys } from './compare';
import { type RunContext, sameDirection } from './context';
import { buildGroups, type GroupSet, type GroupSource, joinKey, seek, sortBySum, summarize } from './groups';
import { type Lines, publishDecision } from './publish';
import { GROUPED_BANK, GROUPED_LEDGER } from './results';
import type { ResolvedRule } from './rules';
import { scoreOf, toleranceFor } from './score';
import { bankField, ledgerField } from './tables';
import type { PassStats } from './types';

/**
 * Grouped passes. one-to-many: a bank line against groups of open ledger lines; many-to-one: a group of
 * open bank lines against a ledger line. Groups come from the declared fields only (no search): the
 * bounded subset search is the many-to-many pass's job, and it only suggests. Amount joins walk the bank
 * lines in rising amounts against sums sorted the same way (a merge); reference joins use maps.
 */

/** Ledger groups usable in this run: intact groups plus recomputed residuals (ids count + r). */
interface Units {
  set: GroupSet;
  /** Per group: -1 intact, -2 fewer than two open members left, r >= 0 its residual. */
  state: Int32Array;
  members: number[][];
  sum: number[];
  minDay: number[];
  maxDay: number[];
  keyValues: string[][];
  block: number[];
  bySum: Int32Array;
}

function ledgerUnits(ctx: RunContext, rule: ResolvedRule, src: GroupSource): Units {
  // A run over its own index groups just the open lines; a shared index keeps groups of all its lines
  // and recomputes those this run (or a retire) has touched.
  const set = ctx.ownIndex
    ? buildGroups(src, rule.groupBy, rule.keys, ctx.ledgerUsed, rule.required)
    : ctx.index.groups(rule.groupBy, rule.keys, rule.required);
  const state = new Int32Array(set.count).fill(-1);
  const dirty: number[] = [];
  for (const l of ctx.ownIndex ? [] : ctx.ledgerTaken) {
    const g = set.groupOf[l]!;
    if (g >= 0 && state[g] === -1) {
      state[g] = -2;
      dirty.push(g);
    }
  }
  dirty.sort((a, b) => a - b);
  const units: Units = {
    set,
    state,
    members: [],
    sum: [],
    minDay: [],
    maxDay: [],
    keyValues: [],
    block: [],
    bySum: new Int32Array(0),
  };
  const keyColumns = rule.keys.map((field) => src.field(field));
  for (const g of dirty) {
    const open: number[] = [];
    for (let m = set.start[g]!; m < set.start[g + 1]!; m += 1)
      if (!ctx.ledgerUsed[set.members[m]!]) open.push(set.members[m]!);
    if (open.length < 2) continue;
    const summary = summarize(src, open, keyColumns);
    state[g] = units.members.length;
    units.members.push(open);
    units.sum.push(summary.sum);
    units.minDay.push(summary.minDay);
    units.maxDay.push(summary.maxDay);
    units.keyValues.push(summary.keyValues);
    units.block.push(set.block[g]!);
  }
  units.bySum = sortBySum(units.sum);
  return units;
}

export function runOneToManyPass(ctx: RunContext, rule: ResolvedRule, stats: PassStats): void {
  const { bank, bankUsed } = ctx;
  const units = ledgerUnits(ctx, rule, ctx.index.source);
  const { set } = units;
  const G = set.count;
  const fields = rule.groupBy.filter((f) => f !== 'date');
  const bankFields = fields.map((f) => bankField(bank, f));
  const bankKeys = rule.keys.map((f) => bankField(bank, f));
  const edges = ctx.work.freshEdges();
  const values = new Array<string>(fields.length);
  const mine = new Array<string>(rule.keys.length);
  const theirs = new Array<string>(rule.keys.length);
  const size = (u: number) => (u < G ? set.start[u + 1]! - set.start[u]! : units.members[u - G]!.length);
  const members = (u: number): ArrayLike<number> =>
    u < G ? set.members.subarray(set.start[u]!, set.start[u + 1]!) : units.members[u - G]!;
  const rank = (u: number) => (u < G ? set.members[set.start[u]!]! : units.members[u - G]![0]!);
  let steps = 0;

  const consider = (b: number, u: number) => {
    steps += 1;
    if (size(u) > rule.maxItems) return;
    const intact = u < G;
    const r = u - G;
    const sum = intact ? set.sum[u]! : units.sum[r]!;
    const amount = bank.amount[b]!;
    if ((intact ? set.block[u] : units.block[r]) !== bank.block[b] || !sameDirection(amount, sum)) return;
    const day = bank.day[b]!;
    const lo = intact ? set.minDay[u]! : units.minDay[r]!;
    const hi = intact ? set.maxDay[u]! : units.maxDay[r]!;
    const days = Math.max(Math.abs(day - lo), Math.abs(day - hi));
    if (days > rule.window) return;
    const tolerance = toleranceFor(rule, amount);
    const diff = amount - sum;
    if (Math.abs(diff) > tolerance) return;
    for (let k = 0; k < rule.keys.length; k += 1) {
      mine[k] = bankKeys[k]!.value(b);
      theirs[k] = intact ? set.keyValues[k]![u]! : units.keyValues[r]![k]!;
    }
    const code = compareKeys(rule.keys.length, mine, theirs);
    edges.push(b, u, scoreOf(rule, diff, tolerance, days, code), code, days, diff, false);
  };

  let hintIntact = 0;
  let hintResidual = 0;
  for (let b = 0; b < bank.n; b += 1) {
    const amount = bank.amount[b]!;
    if (bankUsed[b] || amount === 0) continue;
    if (rule.required) {
      let complete = true;
      for (let f = 0; f < fields.length && complete; f += 1) complete = bankFields[f]!.maybe(b);
      for (let f = 0; f < fields.length && complete; f += 1) {
        values[f] = bankFields[f]!.value(b);
        complete = values[f] !== '';
      }
      if (!complete) continue;
      steps += 1;
      for (const g of set.byJoinKey.get(joinKey(bank.block[b]!, amount, values)) ?? []) {
        const state = units.state[g]!;
        if (state === -1) consider(b, g);
        else if (state >= 0) consider(b, G + state);
      }
      continue;
    }
    const tolerance = toleranceFor(rule, amount);
    steps += 2;
    hintIntact = seek(set.bySum, set.sum, amount - tolerance, hintIntact);
    for (let p = hintIntact; p < G; p += 1) {
      const g = set.bySum[p]!;
      if (set.sum[g]! > amount + tolerance) break;
      if (units.state[g] === -1) consider(b, g);
    }
    hintResidual = seek(units.bySum, units.sum, amount - tolerance, hintResidual);
    for (let p = hintResidual; p < units.bySum.length; p += 1) {
      const r = units.bySum[p]!;
      if (units.sum[r]! > amount + tolerance) break;
      consider(b, G + r);
    }
  }

  const decision = ctx.work.decide(edges, bank.n, G + units.members.length, rule, rank);
  const linesOf = (e: number): Lines => [[edges.s[e]!], members(edges.t[e]!)];
  publishDecision(ctx, rule, edges, decision, stats, steps, linesOf, GROUPED_LEDGER);
}

export function runManyToOnePass(ctx: RunContext, rule: ResolvedRule, stats: PassStats): void {
  const { bank, ledger, ledgerUsed } = ctx;
  const src: GroupSource = { ...bank, field: (f) => bankField(bank, f) };
  const set = buildGroups(src, rule.groupBy, rule.keys, ctx.bankUsed, false);
  const fields = rule.groupBy.filter((f) => f !== 'date');
  const firstFields = fields.map((f) => bankField(bank, f));
  const ledgerKeys = rule.keys.map((f) => ledgerField(ledger, f));
  const mine = new Array<string>(rule.keys.length);
  const theirs = new Array<string>(rule.keys.length);
  const keyIndex = rule.required ? ctx.index.keyIndex(fields) : null;
  const edges = ctx.work.freshEdges();
  let steps = 0;
  const members = (g: number) => set.members.subarray(set.start[g]!, set.start[g + 1]!);

  const consider = (g: number, l: number) => {
    steps += 1;
    if (ledgerUsed[l] || ledger.block[l] !== set.block[g] || !sameDirection(set.sum[g]!, ledger.amount[l]!))
      return;
    const day = ledger.day[l]!;
    const days = Math.max(Math.abs(day - set.minDay[g]!), Math.abs(day - set.maxDay[g]!));
    if (days > rule.window) return;
    const tolerance = toleranceFor(rule, set.sum[g]!);
    const diff = set.sum[g]! - ledger.amount[l]!;
    if (Math.abs(diff) > tolerance) return;
    for (let k = 0; k < rule.keys.length; k += 1) {
      mine[k] = set.keyValues[k]![g]!;
      theirs[k] = ledgerKeys[k]!.maybe(l) ? ledgerKeys[k]!.value(l) : '';
    }
    const code = compareKeys(rule.keys.length, mine, theirs);
    edges.push(g, l, scoreOf(rule, diff, tolerance, days, code), code, days, diff, false);
  };

  for (let g = 0; g < set.count; g += 1) {
    if (set.start[g + 1]! - set.start[g]! > rule.maxItems) continue;
    const sum = set.sum[g]!;
    if (keyIndex) {
      const first = set.members[set.start[g]!]!;
      steps += 1;
      const values = firstFields.map((column) => column.value(first));
      for (const l of keyIndex.get(joinKey(set.block[g]!, sum, values)) ?? []) consider(g, l);
      continue;
    }
    // Bank groups are in first-member order, not sum order: a binary search each.
    const tolerance = toleranceFor(rule, sum);
    steps += 2;
    let lo = 0;
    for (let hi = ledger.n; lo < hi; ) {
      const mid = (lo + hi) >>> 1;
      if (ledger.amount[mid]! < sum - tolerance) lo = mid + 1;
      else hi = mid;
    }
    for (let l = lo; l < ledger.n && ledger.amount[l]! <= sum + tolerance; l += 1) consider(g, l);
  }

  const decision = ctx.work.decide(edges, set.count, ledger.n, rule, (t) => t);
  const linesOf = (e: number): Lines => [members(edges.s[e]!), [edges.t[e]!]];
  publishDecision(ctx, rule, edges, decision, stats, steps, linesOf, GROUPED_BANK);
}
