import { type RunContext, suggest } from './context';
import { buildDayView, firstDayAtLeast, sliceOf } from './day-view';
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
    // Items come by falling size, so those too large to fit are a run at the front: start after it. (The
    // pruning test below never fires on such an item: it alone already exceeds the target.)
    for (let i = this.firstFitting(from, this.target + this.tolerance - partial); i < n; i += 1) {
      // The largest `left` remaining items cannot reach the target: neither can anything later.
      if (partial + this.prefix[Math.min(i + left, n)]! - this.prefix[i]! < this.target - this.tolerance)
        return;
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

  /** First position >= from whose size is at most `room` (sizes do not rise along the items). */
  firstFitting(from: number, room: number): number {
    if (from >= this.abs.length || this.abs[from]! <= room) return from;
    let lo = from + 1;
    let hi = this.abs.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.abs[mid]! > room) lo = mid + 1;
      else hi = mid;
    }
    return lo;
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
  // taken by now) builds its ledger view without them, so that seeds do not walk past them; a run of a
  // few new lines against a shared index skips them as it goes, instead of sweeping the whole index.
  const { ledgerUsed, ledgerExplained } = ctx;
  const bankClosed = orMask(bankUsed, ctx.bankExplained);
  const ledgerBlocks = ledger.blockKeys.length;
  const ledgerView = ctx.ownIndex
    ? buildDayView(ledger, ledgerBlocks, orMask(ledgerUsed, ledgerExplained))
    : ctx.index.dayView;
  const bankView = buildDayView(bank, bank.blockCount, bankClosed);
  const stepsPerLine = ctx.stepsPerLine ?? rule.stepsPerLine;
  const search = new SubsetSearch(bank, ledger, rule, stepsPerLine, ctx.now, ctx.msPerLine);
  let found: Int32Array = new Int32Array(256);
  // Ledger lines this pass's own exact suggestions explain: still candidates for later seeds, as the
  // windows hold the lines open when the pass started.
  const explainedHere = new Set<number>();

  for (let seed = 0; seed < bank.n; seed += 1) {
    const amount = bank.amount[seed]!;
    if (bankUsed[seed] || ctx.bankExplained[seed] || amount === 0 || bank.block[seed]! >= ledgerBlocks)
      continue;
    search.reset();
    const slice = sliceOf(bank.block[seed]!, amount);
    const day = bank.day[seed]!;
    let count = 0;
    const lo = day - rule.window;
    const hi = day + rule.window;
    const ledgerEnd = ledgerView.start[slice + 1]!;
    for (
      let p = firstDayAtLeast(ledgerView.day, ledgerView.start[slice]!, ledgerEnd, lo);
      p < ledgerEnd;
      p += 1
    ) {
      if (ledgerView.day[p]! > hi) break;
      const l = ledgerView.order[p]!;
      if (ledgerUsed[l] || (ledgerExplained[l] && !explainedHere.has(l))) continue;
      if (count === found.length) found = growInt(found);
      found[count++] = l;
    }
    if (count === 0) continue;
    const bankEnd = bankView.start[slice + 1]!;
    for (let p = firstDayAtLeast(bankView.day, bankView.start[slice]!, bankEnd, lo); p < bankEnd; p += 1) {
      if (bankView.day[p]! > hi) break;
      if (bankView.order[p]! > seed) search.partners.push(bankView.order[p]!);
    }
    const items = bySize(found.subarray(0, count), ledger.amount, amount > 0);
    search.prefix.push(0);
    for (let k = 0; k < items.length; k += 1) {
      const l = items[k]!;
      const abs = Math.abs(ledger.amount[l]!);
      search.items.push(l);
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
      if (match.diff === 0) for (const l of match.ledgerSet) explainedHere.add(l);
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

/**
 * Ledger lines of one slice (one block, one direction) by falling size, ties by canonical position,
 * sorted in place. Canonical positions are in amount order, and within a slice every amount has the
 * same sign, so a plain numeric sort of the positions (native, no comparator: this runs once per seed)
 * does most of it. Debits (negative) then already come by falling size. Credits come by rising size:
 * the list is reversed, then each run of equal amounts is turned back to canonical order.
 */
function bySize(lines: Int32Array, amount: Float64Array, credits: boolean): Int32Array {
  lines.sort();
  if (!credits) return lines;
  lines.reverse();
  for (let a = 0; a < lines.length; ) {
    let b = a + 1;
    while (b < lines.length && amount[lines[b]!] === amount[lines[a]!]) b += 1;
    if (b - a > 1) lines.subarray(a, b).reverse();
    a = b;
  }
  return lines;
}

function growInt(a: Int32Array): Int32Array {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}

function orMask(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length);
  for (let i = 0; i < a.length; i += 1) out[i] = a[i]! | b[i]!;
  return out;
}
