import type { TrueMatch } from './generator';
import type { Match, MatchResult } from './types';

/**
 * Precision and recall of a run against known true matches. A match is correct only when its bank ids
 * and ledger ids are exactly those of a true match (a group missing one line is wrong). Precision is over
 * the confirmed matches; recall counts a true match found when an identical match was confirmed or
 * suggested.
 */
export interface MatchingQuality {
  trueMatches: number;
  confirmed: number;
  confirmedCorrect: number;
  /** confirmedCorrect / confirmed (1 when nothing was confirmed). */
  precision: number;
  /** True matches confirmed. */
  autoRecall: number;
  /** True matches confirmed or suggested. */
  found: number;
  recall: number;
  suggested: number;
  /** Per scenario: [true, confirmed correctly, found]. */
  byScenario: Record<string, [number, number, number]>;
  /** A few wrongly confirmed matches, for diagnosis. */
  wrong: Match[];
}

function keyOf(bankIds: readonly string[], ledgerIds: readonly string[]): string {
  const sorted = (ids: readonly string[]) => (ids.length === 1 ? ids[0]! : [...ids].sort().join(','));
  return `${sorted(bankIds)}|${sorted(ledgerIds)}`;
}

export function evaluateMatching(result: MatchResult, truth: readonly TrueMatch[]): MatchingQuality {
  const scenarioOf = new Map<string, string>();
  for (const t of truth) scenarioOf.set(keyOf(t.bankIds, t.ledgerIds), t.scenario);
  const confirmedKeys = new Set<string>();
  let confirmedCorrect = 0;
  const wrong: Match[] = [];
  for (const match of result.confirmed) {
    const key = keyOf(match.bankIds, match.ledgerIds);
    confirmedKeys.add(key);
    if (scenarioOf.has(key)) confirmedCorrect += 1;
    else if (wrong.length < 10) wrong.push(match);
  }
  const suggestedKeys = new Set(result.suggested.map((m) => keyOf(m.bankIds, m.ledgerIds)));
  const byScenario: Record<string, [number, number, number]> = {};
  let found = 0;
  for (const t of truth) {
    const key = keyOf(t.bankIds, t.ledgerIds);
    const row = byScenario[t.scenario] ?? [0, 0, 0];
    byScenario[t.scenario] = row;
    row[0] += 1;
    const confirmed = confirmedKeys.has(key);
    if (confirmed) row[1] += 1;
    if (confirmed || suggestedKeys.has(key)) {
      row[2] += 1;
      found += 1;
    }
  }
  const confirmed = result.confirmed.length;
  return {
    trueMatches: truth.length,
    confirmed,
    confirmedCorrect,
    precision: confirmed === 0 ? 1 : confirmedCorrect / confirmed,
    autoRecall: truth.length === 0 ? 1 : confirmedCorrect / truth.length,
    found,
    recall: truth.length === 0 ? 1 : found / truth.length,
    suggested: result.suggested.length,
    byScenario,
    wrong,
  };
}
