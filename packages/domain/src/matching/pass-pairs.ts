import { compareLines, type KeyColumns } from './compare';
import { type RunContext, sameDirection } from './context';
import type { Csr } from './ledger-index';
import { publishDecision } from './publish';
import { GROUPED_NONE } from './results';
import type { ResolvedRule } from './rules';
import { scoreOf, toleranceFor } from './score';
import { bankField, type LedgerTable, ledgerField } from './tables';
import type { PassStats } from './types';

/**
 * A one-to-one pass. 'required' rules find candidates through the check-number and reference maps
 * (hash joins). 'scored' rules without tolerance walk both sides in their common canonical order
 * (amount, block, day): a bank line's exact-amount candidates inside its date window are one contiguous
 * ledger range, found by galloping forward from the previous bank line's range, so the join is a merge
 * with sequential memory access rather than a binary search per line. With a tolerance the candidates
 * span several amounts: they are searched among the open lines of the block, sorted by amount.
 */

/**
 * More exact-amount candidates than this in one window is a crowd (hundreds of identical amounts on the
 * same days): the bank line is left for review and the crowd's ledger lines are not confirmed by this
 * pass, which keeps the work linear instead of quadratic. Small worlds never reach it.
 */
export const CROWD_LIMIT = 256;

/** Is ledger position i before the triple (amount, block, day)? */
function before(ledger: LedgerTable, i: number, amount: number, block: number, day: number): boolean {
  const a = ledger.amount[i]!;
  if (a !== amount) return a < amount;
  const b = ledger.block[i]!;
  if (b !== block) return b < block;
  return ledger.day[i]! < day;
}

/** First position >= from whose triple is >= the target (every position before `from` is below it). */
function gallop(ledger: LedgerTable, from: number, amount: number, block: number, day: number): number {
  let lo = from;
  let step = 1;
  let hi = from;
  while (hi < ledger.n && before(ledger, hi, amount, block, day)) {
    lo = hi + 1;
    hi = from + step;
    step *= 2;
  }
  if (hi > ledger.n) hi = ledger.n;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (before(ledger, mid, amount, block, day)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function runPairPass(ctx: RunContext, rule: ResolvedRule, stats: PassStats): void {
  const { bank, ledger, bankUsed } = ctx;
  // Suggest-only passes fill gaps: lines an earlier pass already suggested at the exact amount are left
  // out (they would only repeat that suggestion with a weaker score).
  const gaps = !rule.confirms;
  const { ledgerUsed } = ctx;
  const ledgerExplained = gaps ? ctx.ledgerExplained : null;
  const closed = (l: number) => ledgerUsed[l] === 1 || (ledgerExplained !== null && ledgerExplained[l] === 1);
  const keys: KeyColumns = {
    bank: rule.keys.map((k) => bankField(bank, k)),
    ledger: rule.keys.map((k) => ledgerField(ledger, k)),
  };
  const edges = ctx.work.freshEdges();
  let contested: Uint8Array | null = null;
  const crowdsMarked = new Set<number>();
  let steps = 0;

  const consider = (b: number, l: number, from: number) => {
    steps += 1;
    if (closed(l)) return;
    for (let e = from; e < edges.n; e += 1) if (edges.t[e] === l) return;
    const ba = bank.amount[b]!;
    const la = ledger.amount[l]!;
    if (ledger.block[l] !== bank.block[b] || !sameDirection(ba, la)) return;
    const days = Math.abs(bank.day[b]! - ledger.day[l]!);
    if (days > rule.window) return;
    const diff = ba - la;
    const tolerance = toleranceFor(rule, ba);
    if (Math.abs(diff) > tolerance) return;
    const code = compareLines(bank, b, ledger, l, keys);
    edges.push(b, l, scoreOf(rule, diff, tolerance, days, code), code, days, diff, false);
  };

  if (rule.required) {
    const checkJoin = rule.joinCheck ? ctx.index.checkJoin : null;
    const refJoin = rule.joinReference ? ctx.index.refJoin : null;
    const probe = (join: Csr, id: number, b: number, from: number) => {
      if (id <= 0) return;
      for (let p = join.start[id]!; p < join.start[id + 1]!; p += 1) consider(b, join.lines[p]!, from);
    };
    for (let b = 0; b < bank.n; b += 1) {
      if (bankUsed[b] || bank.amount[b] === 0 || (gaps && ctx.bankExplained[b])) continue;
      const from = edges.n;
      if (checkJoin) probe(checkJoin, bank.check[b]!, b, from);
      if (refJoin) {
        probe(refJoin, bank.bankRef[b]!, b, from);
        if (bank.customerRef[b] !== bank.bankRef[b]) probe(refJoin, bank.customerRef[b]!, b, from);
        if (bank.trace[b] !== bank.bankRef[b] && bank.trace[b] !== bank.customerRef[b])
          probe(refJoin, bank.trace[b]!, b, from);
      }
    }
  } else if (rule.toleranceMinor === 0 && rule.toleranceBps === 0) {
    const knownBlocks = ledger.blockKeys.length;
    let cursor = 0;
    for (let b = 0; b < bank.n; b += 1) {
      const amount = bank.amount[b]!;
      const block = bank.block[b]!;
      if (bankUsed[b] || amount === 0 || block >= knownBlocks || (gaps && ctx.bankExplained[b])) continue;
      const day = bank.day[b]!;
      const start = gallop(ledger, cursor, amount, block, day - rule.window);
      const end = gallop(ledger, start, amount, block, day + rule.window + 1);
      cursor = start;
      steps += 2;
      if (end - start > CROWD_LIMIT) {
        // Mark the whole (amount, block) run once: every bank line of it is in the crowd's reach.
        const runStart = gallop(ledger, 0, amount, block, Number.MIN_SAFE_INTEGER);
        if (!crowdsMarked.has(runStart)) {
          crowdsMarked.add(runStart);
          contested ??= new Uint8Array(ledger.n);
          contested.fill(1, runStart, gallop(ledger, runStart, amount, block + 1, Number.MIN_SAFE_INTEGER));
        }
        continue;
      }
      const from = edges.n;
      for (let l = start; l < end; l += 1) consider(b, l, from);
    }
  } else {
    // Lines of the whole index by (block, amount), built once; taken ones are skipped here (uncounted, as
    // if they were not in the view) rather than filtered out by a sweep of the index every run.
    const view = ctx.index.byBlockAndAmount;
    for (let b = 0; b < bank.n; b += 1) {
      const amount = bank.amount[b]!;
      const block = bank.block[b]!;
      if (
        bankUsed[b] ||
        amount === 0 ||
        block + 1 >= view.blockStart.length ||
        (gaps && ctx.bankExplained[b])
      )
        continue;
      const tolerance = toleranceFor(rule, amount);
      const end = view.blockStart[block + 1]!;
      let p = view.blockStart[block]!;
      for (let hi = end; p < hi; ) {
        const mid = (p + hi) >>> 1;
        if (ledger.amount[view.order[mid]!]! < amount - tolerance) p = mid + 1;
        else hi = mid;
      }
      const from = edges.n;
      for (; p < end && ledger.amount[view.order[p]!]! <= amount + tolerance; p += 1)
        if (!closed(view.order[p]!)) consider(b, view.order[p]!, from);
      if (edges.n - from > CROWD_LIMIT) {
        contested ??= new Uint8Array(ledger.n);
        for (let e = from; e < edges.n; e += 1) contested[edges.t[e]!] = 1;
        edges.n = from;
      }
    }
  }
  // A crowd's ledger lines may also be candidates of uncrowded bank lines: none of those may confirm.
  const crowd = contested as Uint8Array | null;
  if (crowd) for (let e = 0; e < edges.n; e += 1) edges.contested[e] = crowd[edges.t[e]!]!;

  const decision = ctx.work.decide(edges, bank.n, ledger.n, rule, (t) => t);
  const one = [0];
  const other = [0];
  // One pair at a time: the two one-line arrays are reused (confirm and suggest copy the lines).
  const linesOf = (e: number): [number[], number[]] => {
    one[0] = edges.s[e]!;
    other[0] = edges.t[e]!;
    return [one, other];
  };
  publishDecision(ctx, rule, edges, decision, stats, steps, linesOf, GROUPED_NONE);
}
