/**
 * The matching engine: bank lines against ledger lines by ordered passes of falling strictness (see
 * docs/domain/matching.md). Pure: no I/O, no clock unless one is injected.
 */

export {
  confirmedChanges,
  figuresByRule,
  lineSetKey,
  type RuleFigures,
  type RunOutcome,
} from './dry-run';
export { type MatchColumns, type RunMatchingInput, runMatching, runMatchingColumns } from './engine';
export { evaluateMatching, type MatchingQuality } from './evaluate';
export { EwaBankKeys, type EwaDirectory, type EwaEmployerKey, ewaLedgerKeys } from './ewa-keys';
export {
  generateMatchingWorld,
  type MatchingWorld,
  seededRandom,
  type TrueMatch,
  type WorldOptions,
} from './generator';
export { buildLedgerIndex, LedgerIndex, retireLedgerLines } from './ledger-index';
export { normalizeReference } from './normalize';
export { MatchTable } from './results';
export {
  DEFAULT_AMBIGUITY_MARGIN,
  DEFAULT_MATCH_RULES,
  DEFAULT_MATCH_RULES_BY_AREA,
  DEFAULT_MAX_SUGGESTIONS,
  DEFAULT_STEPS_PER_LINE,
  DEFAULT_SUGGEST_THRESHOLD,
  EWA_DEFAULT_MATCH_RULES,
  MAX_DATE_WINDOW_DAYS,
  type ResolvedRule,
  resolveRule,
  resolveRules,
} from './rules';
export { AMOUNT_POINTS, DATE_POINTS, REFERENCE_POINTS } from './score';
export type {
  BankLine,
  LedgerLine,
  Match,
  MatchBudget,
  MatchKind,
  MatchReason,
  MatchResult,
  MatchRule,
  MatchStats,
  PassStats,
} from './types';
