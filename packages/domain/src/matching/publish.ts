import type { Decision, Edges } from './arbiter';
import { confirm, type Evidence, type RunContext, suggest } from './context';
import type { ResolvedRule } from './rules';
import { toleranceFor } from './score';
import type { PassStats } from './types';

/**
 * A pass's decision into the run: every confirmed edge confirms its lines, every suggested edge suggests
 * them, with the edge's evidence (the tolerance from the bank side's total), and the pass's counts are
 * added up. `linesOf` gives an edge's bank and ledger lines; `grouped` says which side is a group
 * (results.ts: GROUPED_NONE, GROUPED_BANK, GROUPED_LEDGER).
 */
/** An edge's bank lines and ledger lines (line indexes). */
export type Lines = [ArrayLike<number>, ArrayLike<number>];

export function publishDecision(
  ctx: RunContext,
  rule: ResolvedRule,
  edges: Edges,
  decision: Decision,
  stats: PassStats,
  steps: number,
  linesOf: (e: number) => Lines,
  grouped: number,
): void {
  const publish = (e: number, confirmed: boolean) => {
    const [bankLines, ledgerLines] = linesOf(e);
    let bankSum = 0;
    for (let i = 0; i < bankLines.length; i += 1) bankSum += ctx.bank.amount[bankLines[i]!]!;
    const evidence: Evidence = {
      rule: rule.position,
      score: edges.score[e]!,
      code: edges.code[e]!,
      days: edges.days[e]!,
      differenceMinor: edges.diff[e]!,
      tolerance: toleranceFor(rule, bankSum),
      grouped,
    };
    (confirmed ? confirm : suggest)(ctx, bankLines, ledgerLines, evidence);
  };
  for (const e of decision.confirmed) publish(e, true);
  for (const e of decision.suggested) publish(e, false);
  stats.candidates += edges.n;
  stats.confirmed += decision.confirmed.length;
  stats.suggested += decision.suggested.length;
  stats.steps += steps;
}
