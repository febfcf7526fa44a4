import type { Match } from './types';

/**
 * A dry run of proposed rules (issue 17): the same lines run under the current and the proposed rules,
 * compared. Pure: the server reads the lines and runs the engine, this counts and compares.
 */

/** What one rule set did: its confirmed matches and suggestions. */
export interface RunOutcome {
  confirmed: readonly Match[];
  suggested: readonly Match[];
}

export interface RuleFigures {
  ruleId: string;
  /** Confirmed matches, and the bank and ledger lines in them. */
  confirmed: number;
  confirmedLines: number;
  suggested: number;
}

const linesOf = (m: Match) => m.bankIds.length + m.ledgerIds.length;

/** Per rule, in the rules' order (a rule that found nothing shows zeros). */
export function figuresByRule(ruleIds: readonly string[], outcome: RunOutcome): RuleFigures[] {
  const byRule = new Map<string, RuleFigures>(
    ruleIds.map((ruleId) => [ruleId, { ruleId, confirmed: 0, confirmedLines: 0, suggested: 0 }]),
  );
  const of = (ruleId: string) => {
    let figures = byRule.get(ruleId);
    if (!figures) {
      figures = { ruleId, confirmed: 0, confirmedLines: 0, suggested: 0 };
      byRule.set(ruleId, figures);
    }
    return figures;
  };
  for (const m of outcome.confirmed) {
    const figures = of(m.ruleId);
    figures.confirmed += 1;
    figures.confirmedLines += linesOf(m);
  }
  for (const m of outcome.suggested) of(m.ruleId).suggested += 1;
  return [...byRule.values()];
}

/** Order-free identity of a match: its bank and ledger ids (a rule's name does not make it another pair). */
export function lineSetKey(bankIds: readonly string[], ledgerIds: readonly string[]): string {
  return `${[...bankIds].sort().join(',')}|${[...ledgerIds].sort().join(',')}`;
}

/**
 * The confirmed matches one outcome has and the other has not: `gained` are the proposed rules' pairs the
 * current rules do not confirm, `lost` the reverse. The same lines confirmed by another rule are no change.
 */
export function confirmedChanges(
  current: readonly Match[],
  proposed: readonly Match[],
): { gained: Match[]; lost: Match[] } {
  const keys = (matches: readonly Match[]) => new Set(matches.map((m) => lineSetKey(m.bankIds, m.ledgerIds)));
  const before = keys(current);
  const after = keys(proposed);
  return {
    gained: proposed.filter((m) => !before.has(lineSetKey(m.bankIds, m.ledgerIds))),
    lost: current.filter((m) => !after.has(lineSetKey(m.bankIds, m.ledgerIds))),
  };
}
