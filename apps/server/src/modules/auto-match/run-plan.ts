import type { Match, ResolvedRule } from '@clearline/domain/matching';
import { lineSetKey } from './engine-lines';

/**
 * What an auto-match run reads and keeps, shared by the run itself and the rules editor's dry run (so a
 * dry run's figures are what the run then does).
 */

/**
 * How far from a bank line's date the rules can reach a ledger line: `checkWindow` for lines with a check
 * number (a one-to-one rule joining on check numbers only pairs lines that carry one), `window` for every
 * line (all the other rules). Reading the ledger by these two windows instead of the largest window of
 * all rules keeps an import's run from reading every open entry of the last year because checks may
 * clear 180 days late.
 */
export function ledgerReach(rules: readonly ResolvedRule[]): { window: number; checkWindow: number } {
  let window = 0;
  let checkWindow = 0;
  for (const r of rules) {
    if (r.kind === 'one-to-one' && r.required && r.joinCheck && !r.joinReference)
      checkWindow = Math.max(checkWindow, r.window);
    else window = Math.max(window, r.window);
  }
  return { window, checkWindow: Math.max(window, checkWindow) };
}

/**
 * Whether an engine confirmation is written as a match: a tolerance difference without an adjustment is
 * not confirmable (it becomes a suggestion).
 */
export const confirmable = (differenceMinor: number) => differenceMinor === 0;

/**
 * The engine's result as a run keeps it: confirmed matches with a difference become suggestions, and a
 * set of lines someone rejected is not suggested again.
 */
export function keptOutcome(
  result: { confirmed: Match[]; suggested: Match[] },
  rejected: ReadonlySet<string>,
): { confirmed: Match[]; suggested: Match[] } {
  return {
    confirmed: result.confirmed.filter((m) => confirmable(m.differenceMinor)),
    suggested: [
      ...result.suggested,
      ...result.confirmed.filter((m) => !confirmable(m.differenceMinor)),
    ].filter((m) => !rejected.has(lineSetKey(m.bankIds, m.ledgerIds))),
  };
}
