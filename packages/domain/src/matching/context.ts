import type { Workspace } from './arbiter';
import type { LedgerIndex } from './ledger-index';
import type { MatchSink } from './results';
import type { RunScratch } from './scratch';
import type { BankTable, LedgerTable } from './tables';
import type { MatchKind, PassStats } from './types';

/** State of one run: which lines are taken, and what has been found so far. */
export interface RunContext {
  bank: BankTable;
  ledger: LedgerTable;
  index: LedgerIndex;
  bankUsed: Uint8Array;
  ledgerUsed: Uint8Array;
  /** Ledger lines confirmed in this run, so group passes recompute only the groups that lost members. */
  ledgerTaken: number[];
  confirmed: MatchSink;
  suggested: MatchSink;
  /** Lines with an exact-amount suggestion: suggest-only passes leave them alone. */
  bankExplained: Uint8Array;
  ledgerExplained: Uint8Array;
  /** The index was built for this run only: group passes may group just the open lines. */
  ownIndex: boolean;
  /** Ledger-sized buffers lent by the index (ledgerUsed and ledgerExplained are its buffers). */
  scratch: RunScratch;
  /** Scratch buffers reused by every pass. */
  work: Workspace;
  /** Bank lines whose subset search ran out of budget. */
  exhausted: number[];
  now?: () => number;
  stepsPerLine?: number;
  msPerLine?: number;
}

export function newPassStats(ruleId: string, kind: MatchKind): PassStats {
  return { ruleId, kind, candidates: 0, confirmed: 0, suggested: 0, steps: 0, budgetExhausted: 0 };
}

/** What a pass knows about a candidate besides its lines: enough to rebuild its score and reasons. */
export interface Evidence {
  /** The rule's position in the run's rule list. */
  rule: number;
  score: number;
  /** Reference outcome code (score.ts). */
  code: number;
  days: number;
  differenceMinor: number;
  tolerance: number;
  /** GROUPED_* (results.ts): which side was grouped, for the reason text. */
  grouped: number;
}

/** Appends a match (confirmed or suggested) with its evidence to a sink. */
function record(sink: MatchSink, bankLines: ArrayLike<number>, ledgerLines: ArrayLike<number>, e: Evidence) {
  sink.push(
    e.rule,
    bankLines,
    ledgerLines,
    e.score,
    e.code,
    e.days,
    e.differenceMinor,
    e.tolerance,
    e.grouped,
  );
}

/** Records a confirmed match and takes its lines. */
export function confirm(
  ctx: RunContext,
  bankLines: ArrayLike<number>,
  ledgerLines: ArrayLike<number>,
  e: Evidence,
) {
  for (let i = 0; i < bankLines.length; i += 1) ctx.bankUsed[bankLines[i]!] = 1;
  for (let i = 0; i < ledgerLines.length; i += 1) {
    ctx.ledgerUsed[ledgerLines[i]!] = 1;
    ctx.ledgerTaken.push(ledgerLines[i]!);
  }
  record(ctx.confirmed, bankLines, ledgerLines, e);
}

/** Records a suggestion (lines are not taken; an exact one marks them explained). */
export function suggest(
  ctx: RunContext,
  bankLines: ArrayLike<number>,
  ledgerLines: ArrayLike<number>,
  e: Evidence,
) {
  record(ctx.suggested, bankLines, ledgerLines, e);
  if (e.differenceMinor !== 0) return;
  for (let i = 0; i < bankLines.length; i += 1) ctx.bankExplained[bankLines[i]!] = 1;
  for (let i = 0; i < ledgerLines.length; i += 1) ctx.ledgerExplained[ledgerLines[i]!] = 1;
}

/** Same sign, neither zero: candidates never cross directions. */
export function sameDirection(a: number, b: number): boolean {
  return a > 0 ? b > 0 : a < 0 && b < 0;
}
