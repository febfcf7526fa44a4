import type { LedgerArea } from '../areas/index';
import type { MatchKind, MatchRule } from './types';

/**
 * The amount-and-date pass of every area: the same rule (same id, window, thresholds), compared on the
 * area's keys and, where the area has one, with its suggestion threshold.
 */
function amountDateRule(keys: readonly string[], suggestThreshold?: number): MatchRule {
  return {
    id: 'amount-date',
    kind: 'one-to-one',
    description: 'Same amount and direction within 3 days; only a same-day match with no rival confirms',
    reference: 'scored',
    dateWindowDays: 3,
    keys,
    ...(suggestThreshold === undefined ? {} : { suggestThreshold }),
    autoConfirmThreshold: 70,
    // Any second candidate inside the window (at most 15 points behind) makes it ambiguous.
    ambiguityMargin: 20,
  };
}

/**
 * The default passes for a US payroll service bureau, strictest first. An organisation stores its own
 * list (same shape); `resolveRules` checks it and fills the defaults.
 *
 * Scores: amount 40 (exact) + date 20 (same day, falling linearly to 0 one day past the window) +
 * reference 40 (agreement) / 30 (found in bank text) / 10 (nothing to compare) / 0 (disagreement).
 * So a unique exact amount on the same day with no references scores 70, and the amount-only passes
 * confirm nothing weaker than that; a reference disagreement never confirms.
 */
export const DEFAULT_MATCH_RULES: readonly MatchRule[] = Object.freeze([
  {
    id: 'check-number',
    kind: 'one-to-one',
    description: 'Paid check: check number and amount agree (checks clear weeks after they are written)',
    reference: 'required',
    referenceFields: ['checkNo'],
    dateWindowDays: 180,
    autoConfirmThreshold: 80,
  },
  {
    id: 'reference',
    kind: 'one-to-one',
    description: 'Reference (trace, EFTPS confirmation, wire reference) and amount agree',
    reference: 'required',
    referenceFields: ['reference'],
    dateWindowDays: 10,
    keys: ['companyId'],
    autoConfirmThreshold: 80,
  },
  {
    id: 'ach-batch',
    kind: 'one-to-many',
    description: 'One bank line for a NACHA batch: the ledger lines of the batch sum to it',
    reference: 'required',
    groupBy: ['achBatch'],
    dateWindowDays: 5,
    autoConfirmThreshold: 80,
  },
  {
    id: 'split-funding',
    kind: 'many-to-one',
    description: 'A client funds one ledger entry in several same-day credits from the same company id',
    reference: 'required',
    groupBy: ['date', 'companyId'],
    dateWindowDays: 3,
    maxItems: 20,
    autoConfirmThreshold: 80,
  },
  amountDateRule(['trace', 'achBatch', 'companyId']),
  {
    id: 'tax-deposit',
    kind: 'one-to-many',
    description: 'One tax deposit for a client, pay date and tax type (941 parts, state, local)',
    reference: 'scored',
    groupBy: ['coId', 'date', 'taxType'],
    dateWindowDays: 3,
    maxItems: 50,
    autoConfirmThreshold: 70,
  },
  {
    id: 'agency-batch',
    kind: 'one-to-many',
    description:
      'One payment to a tax agency for many clients of a day (a state withholding batch), by tax code',
    reference: 'scored',
    groupBy: ['date', 'taxCode'],
    dateWindowDays: 3,
    maxItems: 500,
    autoConfirmThreshold: 70,
  },
  {
    id: 'same-day-type',
    kind: 'one-to-many',
    description: 'One bank line for all open entries of a day and transaction type (one ACH file)',
    reference: 'scored',
    groupBy: ['date', 'transactionType'],
    dateWindowDays: 2,
    maxItems: 500,
    autoConfirmThreshold: 70,
  },
  {
    id: 'amount-tolerance',
    kind: 'one-to-one',
    description: 'Within $1.00 and 5 days (fees, rounding): for review only',
    reference: 'scored',
    dateWindowDays: 5,
    toleranceMinor: 100,
    keys: ['trace', 'achBatch', 'companyId'],
    autoConfirmThreshold: 101,
    suggestOnly: true,
  },
  {
    id: 'subset-sum',
    kind: 'many-to-many',
    description: 'Bounded subset sum (up to 2 bank and 4 lines in all) within 3 days: for review only',
    reference: 'scored',
    dateWindowDays: 3,
    maxItems: 4,
    maxBankItems: 2,
    stepsPerLine: 2_000,
    autoConfirmThreshold: 101,
    suggestOnly: true,
  },
] satisfies MatchRule[]);

/**
 * The default passes for employer funds (earned-wage access, issue 13): employers fund an account and
 * repay it from payroll deductions, partners draw the day's advances in one settlement debit, the
 * program charges fees. The sides' keys are named by ewa-keys.ts (docs/domain/matching.md, "Employer
 * funds"): a ledger line carries `employer` (its co_id), `partner` and, unless it is a fee, repayment or
 * funding line, `settlementPartner`; a bank line carries the `employer` whose company id or ACH
 * description it shows and the `partner` (also as `settlementPartner`) whose id is a word of its text.
 *
 * A one-to-one pass joins by hash on check numbers and references only, so "the employer's credit, its
 * ACH description agreeing" is a scored pass whose threshold (80) only an agreeing key reaches: amount
 * 40 + employer 40, while a credit without one scores at most 70 and a different employer 0.
 *
 * No subset-sum pass: on a settlement account thousands of small advances a day make coincidental sums
 * for every line left open (16,000 suggestions for 5,700 fees in the benchmark's world).
 */
/**
 * Above the 60 points of an exact amount on the day whose employer or partner disagrees: such a
 * candidate is not even suggested. On a settlement account thousands of advances of other employers share
 * a fee's amount; suggesting them buried the fee's own line (and a line with an exact-amount suggestion
 * is skipped by the tolerance pass).
 */
const EWA_SUGGEST_THRESHOLD = 61;

export const EWA_DEFAULT_MATCH_RULES: readonly MatchRule[] = Object.freeze([
  {
    id: 'partner-settlement',
    kind: 'one-to-many',
    // First: a 1:1 pass must not take one advance of a partner's day (a fee of the same amount a few
    // cents off names the employer of an advance), which would leave the day's settlement unmatched.
    description: "One settlement debit of a partner for that day's advances of its employers",
    reference: 'required',
    groupBy: ['date', 'settlementPartner'],
    dateWindowDays: 3,
    maxItems: 5_000,
    autoConfirmThreshold: 80,
  },
  {
    id: 'employer-credit',
    kind: 'one-to-one',
    description:
      "An employer's funding or payroll-deduction credit: amount and the employer (company id or ACH description) agree",
    reference: 'scored',
    dateWindowDays: 5,
    keys: ['employer'],
    suggestThreshold: EWA_SUGGEST_THRESHOLD,
    autoConfirmThreshold: 80,
  },
  {
    id: 'split-funding',
    kind: 'many-to-one',
    description: 'Several same-day credits of one employer for one expected funding',
    reference: 'required',
    groupBy: ['date', 'employer'],
    dateWindowDays: 3,
    maxItems: 20,
    autoConfirmThreshold: 80,
  },
  {
    id: 'repayment-batch',
    kind: 'one-to-many',
    description:
      "One bank line for several lines of an employer and day (workers' payroll deductions in one credit)",
    reference: 'required',
    groupBy: ['date', 'employer'],
    dateWindowDays: 3,
    maxItems: 1_000,
    autoConfirmThreshold: 80,
  },
  {
    id: 'partner-debit',
    kind: 'one-to-one',
    description: "A partner's debit for a single advance: amount and the partner agree",
    reference: 'scored',
    dateWindowDays: 3,
    keys: ['partner', 'employer'],
    suggestThreshold: EWA_SUGGEST_THRESHOLD,
    autoConfirmThreshold: 80,
  },
  amountDateRule(['employer', 'partner'], EWA_SUGGEST_THRESHOLD),
  {
    id: 'fee-tolerance',
    kind: 'one-to-one',
    // Narrower than bank-rec's $1.00 and 5 days: a settlement account holds thousands of advances a day,
    // and more than 256 candidates of a fee make a crowd that is not even suggested.
    description: 'Within $0.50 and 2 days (program fees a few cents off, rounding): for review only',
    reference: 'scored',
    dateWindowDays: 2,
    toleranceMinor: 50,
    keys: ['employer', 'partner'],
    suggestThreshold: EWA_SUGGEST_THRESHOLD,
    autoConfirmThreshold: 101,
    suggestOnly: true,
  },
] satisfies MatchRule[]);

/** Which default passes a ledger area's bank accounts use when its tenant configuration stores none. */
export const DEFAULT_MATCH_RULES_BY_AREA: Readonly<Record<LedgerArea, readonly MatchRule[]>> = {
  bankRec: DEFAULT_MATCH_RULES,
  ewa: EWA_DEFAULT_MATCH_RULES,
};

export const DEFAULT_SUGGEST_THRESHOLD = 50;
export const DEFAULT_AMBIGUITY_MARGIN = 10;
export const DEFAULT_MAX_SUGGESTIONS = 3;
export const DEFAULT_GROUP_MAX_ITEMS = 1_000;
export const DEFAULT_SUBSET_MAX_ITEMS = 4;
export const DEFAULT_STEPS_PER_LINE = 2_000;
/** A day window wider than 10 years is a configuration mistake, not a rule. */
export const MAX_DATE_WINDOW_DAYS = 3_660;

/** A rule with every optional setting filled: what the passes read. */
export interface ResolvedRule {
  id: string;
  /** Position in the run's rule list. */
  position: number;
  kind: MatchKind;
  required: boolean;
  /** one-to-one 'required': join on check numbers / on references. */
  joinCheck: boolean;
  joinReference: boolean;
  window: number;
  toleranceMinor: number;
  toleranceBps: number;
  groupBy: readonly string[];
  /** Compared fields: `keys` plus the non-date grouping fields, without repeats. */
  keys: readonly string[];
  threshold: number;
  suggestThreshold: number;
  confirms: boolean;
  margin: number;
  maxSuggestions: number;
  maxItems: number;
  maxBankItems: number;
  stepsPerLine: number;
}

const KINDS: readonly MatchKind[] = ['one-to-one', 'one-to-many', 'many-to-one', 'many-to-many'];

function nonNegativeInt(value: number | undefined, fallback: number, what: string): number {
  const v = value ?? fallback;
  if (!Number.isSafeInteger(v) || v < 0) throw new RangeError(`${what} must be a non-negative integer`);
  return v;
}

/** Checks one rule and fills its defaults. Throws RangeError naming the rule and the setting. */
export function resolveRule(rule: MatchRule, position = 0): ResolvedRule {
  const at = (setting: string) => `rule '${rule.id}': ${setting}`;
  if (typeof rule.id !== 'string' || rule.id === '') throw new RangeError('a rule needs an id');
  if (!KINDS.includes(rule.kind)) throw new RangeError(at(`unknown kind '${String(rule.kind)}'`));
  if (rule.reference !== 'required' && rule.reference !== 'scored')
    throw new RangeError(at("reference must be 'required' or 'scored'"));
  const window = nonNegativeInt(rule.dateWindowDays, 0, at('dateWindowDays'));
  if (window > MAX_DATE_WINDOW_DAYS) throw new RangeError(at(`dateWindowDays above ${MAX_DATE_WINDOW_DAYS}`));
  const groupBy = [...(rule.groupBy ?? [])];
  const grouped = rule.kind === 'one-to-many' || rule.kind === 'many-to-one';
  if (grouped && groupBy.length === 0) throw new RangeError(at('grouped kinds need groupBy'));
  if (grouped && rule.reference === 'required' && groupBy.every((f) => f === 'date'))
    throw new RangeError(at("reference 'required' needs a grouping field other than date"));
  if (!grouped && groupBy.length > 0) throw new RangeError(at('groupBy applies to grouped kinds only'));
  const keys = [...new Set([...(rule.keys ?? []), ...groupBy.filter((f) => f !== 'date')])];
  const threshold = nonNegativeInt(rule.autoConfirmThreshold, 0, at('autoConfirmThreshold'));
  if (threshold > 101) throw new RangeError(at('autoConfirmThreshold above 101'));
  const subset = rule.kind === 'many-to-many';
  const maxItems = nonNegativeInt(
    rule.maxItems,
    subset ? DEFAULT_SUBSET_MAX_ITEMS : DEFAULT_GROUP_MAX_ITEMS,
    at('maxItems'),
  );
  if (subset && (maxItems < 3 || maxItems > 12)) throw new RangeError(at('maxItems must be 3 to 12'));
  if (grouped && maxItems < 2) throw new RangeError(at('maxItems must be at least 2'));
  const maxBankItems = nonNegativeInt(rule.maxBankItems, 2, at('maxBankItems'));
  if (subset && (maxBankItems < 1 || maxBankItems >= maxItems))
    throw new RangeError(at('maxBankItems must be at least 1 and below maxItems'));
  if (subset && rule.reference === 'required') throw new RangeError(at("many-to-many cannot be 'required'"));
  const fields = rule.referenceFields ?? ['checkNo', 'reference'];
  if (fields.length === 0 || fields.some((f) => f !== 'checkNo' && f !== 'reference'))
    throw new RangeError(at("referenceFields must list 'checkNo' and/or 'reference'"));
  return {
    id: rule.id,
    position,
    kind: rule.kind,
    required: rule.reference === 'required',
    joinCheck: fields.includes('checkNo'),
    joinReference: fields.includes('reference'),
    window,
    toleranceMinor: nonNegativeInt(rule.toleranceMinor, 0, at('toleranceMinor')),
    toleranceBps: nonNegativeInt(rule.toleranceBps, 0, at('toleranceBps')),
    groupBy,
    keys,
    threshold,
    suggestThreshold: nonNegativeInt(
      rule.suggestThreshold,
      DEFAULT_SUGGEST_THRESHOLD,
      at('suggestThreshold'),
    ),
    confirms: !subset && rule.suggestOnly !== true && threshold <= 100,
    margin: nonNegativeInt(rule.ambiguityMargin, DEFAULT_AMBIGUITY_MARGIN, at('ambiguityMargin')),
    maxSuggestions: nonNegativeInt(
      rule.maxSuggestionsPerLine,
      DEFAULT_MAX_SUGGESTIONS,
      at('maxSuggestionsPerLine'),
    ),
    maxItems,
    maxBankItems,
    stepsPerLine: nonNegativeInt(rule.stepsPerLine, DEFAULT_STEPS_PER_LINE, at('stepsPerLine')),
  };
}

/** Checks a rule list (unique ids) and fills defaults, keeping the order. */
export function resolveRules(rules: readonly MatchRule[]): ResolvedRule[] {
  const seen = new Set<string>();
  return rules.map((rule, position) => {
    if (seen.has(rule.id)) throw new RangeError(`rule id '${rule.id}' is used twice`);
    seen.add(rule.id);
    return resolveRule(rule, position);
  });
}
