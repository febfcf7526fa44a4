import type { LedgerArea } from '@clearline/domain/areas';
import { DEFAULT_MATCH_RULES_BY_AREA, type MatchRule, resolveRules } from '@clearline/domain/matching';

/**
 * The auto-match passes of a ledger area's bank accounts: stored as data on the area's tenant
 * configuration ('Bank Rec' or 'Employer Funds'), or the area's defaults (a payroll bureau's,
 * employer funds'). A stored list is checked here; a bad one fails the run with the engine's message
 * naming the rule and the setting, rather than matching with rules nobody meant.
 */
export function matchingRules(stored: unknown[] | null, area: LedgerArea = 'bankRec'): readonly MatchRule[] {
  if (stored === null || stored.length === 0) return DEFAULT_MATCH_RULES_BY_AREA[area];
  const rules = stored as MatchRule[];
  resolveRules(rules);
  return rules;
}
