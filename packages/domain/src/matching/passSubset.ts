import { type RunContext, sameDirection, suggest } from './context';
import { buildDayView, type DayView, firstDayAtLeast } from './dayView';
import { GROUPED_SUBSET } from './results';
import type { ResolvedRule } from './rules';
import { NONE, refCode, scoreOf, toleranceFor } from './score';
import type { BankTable, LedgerTable } from './tables';
import type { PassStats } from './types';

/**
 * many-to-many: a bounded subset sum, for suggestions only. Each open bank line in canonical order is a
 * seed; with up to maxBankItems - 1 later bank lines of its block and direction (so a bank set is found
 * once, from its first line) it forms a target, and a depth-first search looks for open ledger lines
 * (same block and direction) summing to it within the tolerance, all dates of the match within the rule's
 * window of each other, at most maxItems lines in all. Lines already holding an exact-amount suggestion
 * from an earlier pass are left out on both sides: the search is the last resort for lines nothing else
 * explains, which also keeps its cost to the truly unexplained remainder. A solution that splits into smaller balanced
 * matches (two plain pairs side by side) is not one: those are the other passes' business.
 *
 * The search visits ledger candidates by falling size and prunes on what the remaining ones can still
 * add, so on realistic data it ends long before its budget; when a seed's steps (or milliseconds on the
 * injected clock) run out, the seed is reported, never silently dropped.
 */

const CODE = refCode(NONE, 0);

interface Found {
  bankSet: number[];
  ledgerSet: number[];
  score: number;
  diff: number;
  days: number;
  tolerance: number;
}

/** The search state of one seed; a class so the hot recursion allocates no closures. */
class SubsetSearch {
  steps = 0;
  exhausted = false;
  started = 0;
  found: Found[] = [];
  bankSet: number[] = [];
  partners: number[] = [];
  items: number[] = [];
  abs: number[] = [];
  prefix: number[] = [];
  days: number[] = [];
  chosen: number[] = [];
  target = 0;
  tolerance = 0;
  bankSum = 0;
  bankMin = 0;
  bankMax = 0;

  constructor(
    readonly bank: BankTable,
    readonly ledger: LedgerTable,
    readonly rule: ResolvedRule,
    readonly stepsPerLine: number,
    readonly now: (() => number) | undefined,
    readonly msPerLine: number | undefined,
  ) {}

  reset(): void {
    this.steps = 0;
    this.exhausted = false;
    this.found = [];
    this.bankSet.length = 0;
    this.partners.length = 0;
    this.items.length = 0;
    this.abs.length = 0;
    this.prefix.length = 0;
    this.days.length = 0;
    this.chosen.length = 0;
  }

  tick(): boolean {
    this.steps += 1;
    if (this.steps > this.stepsPerLine) this.exhausted = true;
    else if (this.now && this.msPerLine !== undefined && (this.steps & 255) === 0)
      this.exhausted = this.now() - this.started > this.msPerLine;
    return !this.exhausted;
  }

  done(): boolean {
    return this.exhausted || this.found.length >= this.rule.maxSuggestions;
  }

  /** Bank sets containing the seed, partners in lexicographic order. */
  chooseBank(from: number, sum: number, minDay: number, maxDay: number): void {
    if (this.done()) return;
    this.bankSum = sum;
    this.bankMin = minDay;
    this.bankMax = maxDay;
    this.tolerance = toleranceFor(this.rule, sum);
    this.target = Math.abs(sum);
    this.dfs(0, 0, minDay, maxDay);
    if (this.bankSet.length >= this.rule.maxBankItems) return;
    for (let p = from; p < this.partners.length && !this.done(); p += 1) {
      if (!this.tick()) return;
      const b = this.partners[p]!;
      const d = this.bank.day[b]!;
      if (Math.max(maxDay, d) - Math.min(minDay, d) > this.rule.window) continue;
      this.bankSet.push(b);
      this.chooseBank(p + 1, sum + this.bank.amount[b]!, Math.min(minDay, d), Math.max(maxDay, d));
      this.bankSet.pop();
    }
  }

  dfs(from: number, partial: number, minDay: number, maxDay: number): void {
    if (this.done() || !this.tick()) return;
    const chosen = this.chosen;
    if (
      chosen.length > 0 &&
      chosen.length + this.bankSet.length >= 3 &&
      Math.abs(this.target - partial) <= this.tolerance
    )
      this.record(partial, minDay, maxDay);
    const left = this.rule.maxItems - this.bankSet.length - chosen.length;
    if (left === 0) return;
    const n = this.items.length;
    for (let i = from; i < n; i += 1) {
      // The largest `left` remaining items cannot reach the target: neither can anything later.
      if (partial + this.prefix[Math.min(i + left, n)]! - this.prefix[i]! < this.target - this.tolerance)
        return;
      if (partial + this.abs[i]! > this.target + this.tolerance) continue;
      const d = this.days[i]!;
      const lo = d < minDay ? d : minDay;
      const hi = d > maxDay ? d : maxDay;
      if (hi - lo > this.rule.window) continue;
      chosen.push(i);
      this.dfs(i + 1, partial + this.abs[i]!, lo, hi);
      chosen.pop();
      if (this.done()) return;
    }
  }

  record(partial: number, minDay: number, maxDay: number): void {
    const ledgerSet = this.chosen.map((i) => this.items[i]!).sort((a, b) => a - b);
    const bankSet = [...this.bankSet].sort((a, b) => a - b);
    if (reducible(this.bank.amount, bankSet, this.ledger.amount, ledgerSet)) return;
    const diff = this.bankSum - Math.sign(this.bankSum) * partial;
    const days = Math.max(maxDay - this.bankMin, this.bankMax - minDay, 0);
    const score = scoreOf(this.rule, diff, this.tolerance, days, CODE);
    if (score >= this.rule.suggestThreshold)
      this.found.push({ bankSet, ledgerSet, score, diff, days, tolerance: this.tolerance });
  }
}

/** True when some smaller part of the bank set balances some part of the ledger set exactly. */
function reducible(
  bankAmount: Float64Array,
  bankSet: number[],
  ledgerAmount: Float64Array,
  ledgerSet: number[],
) {
  const bankSums = new Map<number, boolean>();
  const fullBank = (1 << bankSet.length) - 1;
  for (let mask = 1; mask <= fullBank; mask += 1) {
    let sum = 0;
    for (let i = 0; i < bankSet.length; i += 1) if (mask & (1 << i)) sum += bankAmount[bankSet[i]!]!;
    bankSums.set(sum, bankSums.get(sum) === true || mask !== fullBank);
  }
  const fullLedger = (1 << ledgerSet.length) - 1;
  for (let mask = 1; mask <= fullLedger; mask += 1) {
    let sum = 0;
    for (let i = 0; i < ledgerSet.length; i += 1) if (mask & (1 << i)) sum += ledgerAmount[ledgerSet[i]!]!;
    const proper = bankSums.get(sum);
    if (proper === true || (proper === false && mask !== fullLedger)) return true;
  }
  return false;
}

export function runSubsetPass(ctx: RunContext, rule: ResolvedRule, stats: PassStats): void {
  const { bank, ledger, bankUsed } = ctx;
  // Lines taken or already explained are left out of the windows. A run over its own index (most lines
  // taken by now) filters the date views once so that seeds do not walk past them; a run of a few new
  // lines against a shared index skips them as it goes, instead of sweeping the whole index.
  const ledgerClosed = ctx.scratch.closed();
  const bankClosed = orMask(bankUsed, ctx.bankExplained);
  const bankDays = buildDayView(bank, bank.blockCount);
  const ledgerView = ctx.ownIndex ? openView(ctx.index.dayView, ledgerClosed) : ctx.index.dayView;
  const bankView = ctx.ownIndex ? openView(bankDays, bankClosed) : bankDays;
  const stepsPerLine = ctx.stepsPerLine ?? rule.stepsPerLine;
  const ledgerBlocks = ledger.blockKeys.length;
  const search = new SubsetSearch(bank, ledger, rule, stepsPerLine, ctx.now, ctx.msPerLine);

  for (let seed = 0; seed < bank.n; seed += 1) {
    const amount = bank.amount[seed]!;
    if (bankUsed[seed] || ctx.bankExplained[seed] || amount === 0 || bank.block[seed]! >= ledgerBlocks)
      continue;
    search.reset();
    const block = bank.block[seed]!;
    const day = bank.day[seed]!;
    window(
      ledgerView,
      ledger.day,
      ledger.amount,
      block,
      day - rule.window,
      day + rule.window,
      amount,
      -1,
      ledgerClosed,
      search.items,
    );
    if (search.items.length === 0) continue;
    window(
      bankView,
      bank.day,
      bank.amount,
      block,
      day - rule.window,
      day + rule.window,
      amount,
      seed,
      bankClosed,
      search.partners,
    );
    search.items.sort((a, b) => Math.abs(ledger.amount[b]!) - Math.abs(ledger.amount[a]!) || a - b);
    search.prefix.push(0);
    for (const l of search.items) {
      const abs = Math.abs(ledger.amount[l]!);
      search.abs.push(abs);
      search.prefix.push(search.prefix[search.prefix.length - 1]! + abs);
      search.days.push(ledger.day[l]!);
    }
    if (ctx.now && ctx.msPerLine !== undefined) search.started = ctx.now();
    search.bankSet.push(seed);
    search.chooseBank(0, amount, day, day);
    stats.steps += search.steps;
    if (search.exhausted) {
      ctx.exhausted.push(seed);
      stats.budgetExhausted += 1;
    }
    search.found.sort((a, b) => b.score - a.score);
    for (const match of search.found) {
      suggest(ctx, match.bankSet, match.ledgerSet, {
        rule: rule.position,
        score: match.score,
        code: CODE,
        days: match.days,
        differenceMinor: match.diff,
        tolerance: match.tolerance,
        grouped: GROUPED_SUBSET,
      });
    }
    stats.candidates += search.found.length;
    stats.suggested += search.found.length;
  }
}

/** The view without closed (taken or already explained) lines, block slices recomputed. */
function openView(view: DayView, closed: Uint8Array): DayView {
  const order = new Int32Array(view.order.length);
  const blockStart = new Int32Array(view.blockStart.length);
  let n = 0;
  for (let b = 0; b + 1 < view.blockStart.length; b += 1) {
    blockStart[b] = n;
    for (let p = view.blockStart[b]!; p < view.blockStart[b + 1]!; p += 1) {
      const i = view.order[p]!;
      if (!closed[i]) order[n++] = i;
    }
  }
  blockStart[blockStart.length - 1] = n;
  return { order, blockStart };
}

/**
 * Open lines of `block` with day in [lo, hi], the seed's direction and an index above `after`, into
 * `out`.
 */
function window(
  view: DayView,
  dayOf: Int32Array,
  amountOf: Float64Array,
  block: number,
  lo: number,
  hi: number,
  amount: number,
  after: number,
  closed: Uint8Array,
  out: number[],
): void {
  const end = view.blockStart[block + 1]!;
  for (let p = firstDayAtLeast(view.order, dayOf, view.blockStart[block]!, end, lo); p < end; p += 1) {
    const i = view.order[p]!;
    if (dayOf[i]! > hi) break;
    if (i > after && !closed[i] && sameDirection(amount, amountOf[i]!)) out.push(i);
  }
}

function orMask(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length);
  for (let i = 0; i < a.length; i += 1) out[i] = a[i]! | b[i]!;
  return out;
}
