import { DEFAULT_MATCH_RULES, type MatchRule, resolveRules } from '@clearline/domain/matching';

/**
 * The organisation's auto-match passes: stored as data on its Bank Rec configuration, or the engine's
 * defaults for a payroll bureau. A stored list is checked here; a bad one fails the run with the
 * engine's message naming the rule and the setting, rather than matching with rules nobody meant.
 */
export function matchingRules(stored: unknown[] | null): readonly MatchRule[] {
  if (stored === null || stored.length === 0) return DEFAULT_MATCH_RULES;
  const rules = stored as MatchRule[];
  resolveRules(rules);
  return rules;
}
