import { newPassStats, type RunContext } from './context';
import { indexLedger, LedgerIndex, ruleFields } from './ledger-index';
import { runManyToOnePass, runOneToManyPass } from './pass-groups';
import { runPairPass } from './pass-pairs';
import { runSubsetPass } from './pass-subset';
import { MatchSink, MatchTable } from './results';
import { DEFAULT_MATCH_RULES, resolveRules } from './rules';
import { borrowScratch } from './scratch';
import { buildBankTable, lineId, type Table } from './tables';
import type {
  BankLine,
  LedgerLine,
  MatchBudget,
  MatchResult,
  MatchRule,
  MatchStats,
  PassStats,
} from './types';

export interface RunMatchingInput {
  bank: readonly BankLine[];
  /** Open ledger lines, or an index of them built once with buildLedgerIndex and reused. */
  ledger: readonly LedgerLine[] | LedgerIndex;
  /** Ordered passes; DEFAULT_MATCH_RULES when omitted. */
  rules?: readonly MatchRule[];
  /**
   * Injected monotonic clock in milliseconds. Only used for the stats' timings and for
   * budget.msPerLine; without it (the default) the result is a pure function of the inputs.
   */
  now?: () => number;
  budget?: MatchBudget;
}

/** The same result as runMatching, as columns: rows are read (or streamed) one at a time. */
export interface MatchColumns {
  confirmed: MatchTable;
  suggested: MatchTable;
  unmatchedBankCount: number;
  unmatchedLedgerCount: number;
  unmatchedBankIds(): string[];
  unmatchedLedgerIds(): string[];
  excludedLedger: string[];
  stats: MatchStats;
}

/**
 * Matches bank lines to ledger lines: the rules' passes in order, each over every line still open, a
 * line confirmed at most once, suggestions for the rest (never touching a confirmed line). The same
 * inputs give the same result in any input order: both sides are put in canonical order first and every
 * later step walks that order. Throws RangeError on a malformed line or rule (callers validate first).
 */
export function runMatching(input: RunMatchingInput): MatchResult {
  const columns = runMatchingColumns(input);
  const started = input.now?.();
  const result = {
    confirmed: columns.confirmed.matches(),
    suggested: columns.suggested.matches(),
    unmatchedBank: columns.unmatchedBankIds(),
    excludedLedger: columns.excludedLedger,
    stats: columns.stats,
  } as MatchResult;
  lazyProperty(result, 'unmatchedLedger', columns.unmatchedLedgerIds);
  if (input.now && started !== undefined && result.stats.ms !== undefined)
    result.stats.ms += input.now() - started;
  return result;
}

/**
 * Defines `key` as an ordinary-looking property computed on first read. For unmatchedLedger: a run of
 * 10,000 new lines against an index of a million open items would otherwise list ~990,000 ids that
 * few callers read, an array big enough to bring on a full garbage collection every few runs.
 */
function lazyProperty<T extends object, K extends keyof T>(target: T, key: K, compute: () => T[K]): void {
  const settle = (value: T[K]) => {
    Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
    return value;
  };
  Object.defineProperty(target, key, {
    enumerable: true,
    configurable: true,
    get: () => settle(compute()),
    set: (value: T[K]) => settle(value),
  });
}

/**
 * runMatching without building a Match object per match: at a million lines the objects cost more
 * than the matching (allocation and garbage collection of a large heap). For persistence that streams
 * rows into the database.
 */
export function runMatchingColumns(input: RunMatchingInput): MatchColumns {
  const { now } = input;
  const started = now?.();
  const ruleList = input.rules ?? DEFAULT_MATCH_RULES;
  const rules = resolveRules(ruleList);
  const fields = ruleFields(ruleList);
  const ownIndex = !(input.ledger instanceof LedgerIndex);
  const index = input.ledger instanceof LedgerIndex ? input.ledger : indexLedger(input.ledger, fields);
  const bank = buildBankTable(input.bank, index.table, fields);
  const ledger = index.table;
  const scratch = borrowScratch(index.shared, ledger.n, index.retired);
  try {
    const { ledgerUsed } = scratch;
    const ledgerTaken: number[] = [];
    if (index.retired) for (let l = 0; l < ledger.n; l += 1) if (index.retired[l]) ledgerTaken.push(l);
    const ctx: RunContext = {
      bank,
      ledger,
      index,
      bankUsed: new Uint8Array(bank.n),
      ledgerUsed,
      ledgerTaken,
      confirmed: new MatchSink(),
      suggested: new MatchSink(),
      bankExplained: new Uint8Array(bank.n),
      ledgerExplained: scratch.ledgerExplained,
      ownIndex,
      scratch,
      work: scratch.work,
      exhausted: [],
      ...(now ? { now } : {}),
      ...(input.budget?.stepsPerLine !== undefined ? { stepsPerLine: input.budget.stepsPerLine } : {}),
      ...(input.budget?.msPerLine !== undefined ? { msPerLine: input.budget.msPerLine } : {}),
    };

    const passes: PassStats[] = [];
    for (const rule of rules) {
      const stats = newPassStats(rule.id, rule.kind);
      const passStart = now?.();
      if (rule.kind === 'one-to-one') runPairPass(ctx, rule, stats);
      else if (rule.kind === 'one-to-many') runOneToManyPass(ctx, rule, stats);
      else if (rule.kind === 'many-to-one') runManyToOnePass(ctx, rule, stats);
      else runSubsetPass(ctx, rule, stats);
      if (now && passStart !== undefined) stats.ms = now() - passStart;
      passes.push(stats);
    }

    ctx.exhausted.sort((a, b) => a - b);
    let unmatchedBankCount = 0;
    for (let b = 0; b < bank.n; b += 1) unmatchedBankCount += 1 - ctx.bankUsed[b]!;
    // ledgerTaken lists every taken line once (retired ones first): no sweep of a large index needed.
    const unmatchedLedgerCount = ledger.n - ledgerTaken.length;
    const stats: MatchStats = {
      bankLines: bank.n,
      ledgerLines: index.size,
      passes,
      budgetExhaustedBank: ctx.exhausted.map((b) => lineId(bank, b)),
      steps: passes.reduce((sum, pass) => sum + pass.steps, 0),
    };
    const columns: MatchColumns = {
      confirmed: new MatchTable(ctx.confirmed, null, rules, bank, ledger),
      suggested: new MatchTable(ctx.suggested, openSuggestions(ctx), rules, bank, ledger),
      unmatchedBankCount,
      unmatchedLedgerCount,
      unmatchedBankIds: () => unused(ctx.bankUsed, bank),
      unmatchedLedgerIds: () => unused(takenMask(ledger.n, ledgerTaken), ledger),
      excludedLedger: [...index.excludedIds],
      stats,
    };
    if (now && started !== undefined) stats.ms = now() - started;
    return columns;
  } finally {
    // The scratch goes back to the index (also after a throw: the next run resets it). Nothing
    // returned may hold on to its buffers.
    scratch.lent = false;
  }
}

/** The lines taken by the end of a run (retired or confirmed): ledgerTaken lists each once. */
function takenMask(n: number, taken: readonly number[]): Uint8Array {
  const used = new Uint8Array(n);
  for (const l of taken) used[l] = 1;
  return used;
}

/** Ids of the lines not used, in canonical order. */
function unused(used: Uint8Array, table: Table<unknown>): string[] {
  const out: string[] = [];
  for (let i = 0; i < used.length; i += 1) if (!used[i]) out.push(lineId(table, i));
  return out;
}

/**
 * Rows of the suggestions whose lines are all still open at the end (a later pass may have confirmed one
 * of them), each set of lines once (the earliest pass's wins).
 */
function openSuggestions(ctx: RunContext): Int32Array {
  const sink = ctx.suggested;
  const keep: number[] = [];
  // Pairs are keyed by one number (bank x ledger count + ledger), larger sets by a string.
  const seenPairs = new Set<number>();
  const seenSets = new Set<string>();
  for (let k = 0; k < sink.count; k += 1) {
    const nb = sink.bankCount(k);
    const nl = sink.ledgerCount(k);
    let open = true;
    for (let j = 0; j < nb && open; j += 1) open = !ctx.bankUsed[sink.bankLine(k, j)];
    for (let j = 0; j < nl && open; j += 1) open = !ctx.ledgerUsed[sink.ledgerLine(k, j)];
    if (!open) continue;
    if (nb === 1 && nl === 1) {
      const key = sink.bankLine(k, 0) * ctx.ledger.n + sink.ledgerLine(k, 0);
      if (seenPairs.has(key)) continue;
      seenPairs.add(key);
    } else {
      const key = Array.from(sink.lines.subarray(sink.start[k]!, sink.start[k + 1]!)).join(',');
      if (seenSets.has(key)) continue;
      seenSets.add(key);
    }
    keep.push(k);
  }
  return Int32Array.from(keep);
}
