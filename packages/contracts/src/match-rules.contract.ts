import { LEDGER_AREAS, type LedgerArea } from '@clearline/domain/areas';
import { MAX_DATE_WINDOW_DAYS, type MatchRule, resolveRule } from '@clearline/domain/matching';
import { z } from 'zod';
import { text } from './fields';
import { route } from './route';

// Issue 17: the matching rules editor (/app/organization/manageOrganization?tab=rules).

const whole = (min: number, max: number, unit: string) =>
  z
    .number({ error: `must be a whole number of ${unit} from ${min} to ${max}` })
    .int(`must be a whole number of ${unit} from ${min} to ${max}`)
    .min(min, `must be a whole number of ${unit} from ${min} to ${max}`)
    .max(max, `must be a whole number of ${unit} from ${min} to ${max}`);

/** A line field a rule groups or compares by: 'date', 'achBatch', 'employer'... */
const FieldName = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9]{0,39}$/, 'must be a field name (letters and digits, up to 40)');

const FieldList = (what: string) =>
  z
    .array(FieldName)
    .max(6, `lists at most 6 ${what}`)
    .refine((fields) => new Set(fields).size === fields.length, `names a ${what.replace(/s$/, '')} twice`);

/**
 * One pass of the engine: exactly the domain's MatchRule (packages/domain/src/matching/types.ts), every
 * field checked, unknown fields refused. Ranges are the engine's, narrowed where a larger value can only
 * be a typing mistake (a tolerance above $1,000.00 or 10 %).
 */
export const MatchRuleInput = z.strictObject({
  id: z
    .string()
    .min(1, 'is required')
    .max(40, 'is at most 40 characters')
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'uses lower-case letters, digits and hyphens only'),
  kind: z.enum(['one-to-one', 'one-to-many', 'many-to-one', 'many-to-many'], {
    error: 'must be one-to-one, one-to-many, many-to-one or many-to-many',
  }),
  description: text(200).optional(),
  reference: z.enum(['required', 'scored'], { error: "must be 'required' or 'scored'" }),
  referenceFields: z
    .array(z.enum(['checkNo', 'reference'], { error: "must be 'checkNo' or 'reference'" }))
    .min(1, "lists 'checkNo' and/or 'reference'")
    .max(2, "lists 'checkNo' and/or 'reference'")
    .refine((f) => new Set(f).size === f.length, 'names a reference twice')
    .optional(),
  dateWindowDays: whole(0, MAX_DATE_WINDOW_DAYS, 'days'),
  // Cents, typed in dollars in the browser: the message names the money, not the unit.
  toleranceMinor: z
    .number({ error: 'must be from $0.00 to $1,000.00' })
    .int('must be from $0.00 to $1,000.00 in whole cents')
    .min(0, 'must be from $0.00 to $1,000.00')
    .max(100_000, 'must be from $0.00 to $1,000.00')
    .optional(),
  toleranceBps: whole(0, 1_000, 'basis points').optional(),
  groupBy: FieldList('grouping fields').optional(),
  keys: FieldList('compared fields').optional(),
  autoConfirmThreshold: whole(0, 101, 'points'),
  suggestThreshold: whole(0, 100, 'points').optional(),
  suggestOnly: z.boolean({ error: 'must be true or false' }).optional(),
  ambiguityMargin: whole(0, 100, 'points').optional(),
  maxSuggestionsPerLine: whole(1, 20, 'suggestions').optional(),
  maxItems: whole(2, 10_000, 'lines').optional(),
  maxBankItems: whole(1, 11, 'bank lines').optional(),
  stepsPerLine: whole(1, 100_000, 'steps').optional(),
});
export type MatchRuleInput = z.infer<typeof MatchRuleInput>;

const GROUPED: readonly MatchRule['kind'][] = ['one-to-many', 'many-to-one'];

/** What the engine refuses of one well-typed rule, named by the field it concerns (a path under the rule). */
function ruleIssues(rule: MatchRuleInput): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const groupBy = rule.groupBy ?? [];
  const grouped = GROUPED.includes(rule.kind);
  if (grouped && groupBy.length === 0)
    issues.push({ path: 'groupBy', message: 'is required for 1:N and N:1 rules' });
  if (!grouped && groupBy.length > 0)
    issues.push({ path: 'groupBy', message: 'applies to 1:N and N:1 rules only' });
  if (grouped && rule.reference === 'required' && groupBy.length > 0 && groupBy.every((f) => f === 'date'))
    issues.push({
      path: 'groupBy',
      message: "needs a field other than date when the reference is 'required'",
    });
  if (rule.kind === 'many-to-many') {
    if (rule.reference === 'required')
      issues.push({ path: 'reference', message: "must be 'scored' for N:M rules" });
    const maxItems = rule.maxItems ?? 4;
    if (maxItems < 3 || maxItems > 12)
      issues.push({ path: 'maxItems', message: 'must be 3 to 12 for N:M rules' });
    const maxBank = rule.maxBankItems ?? 2;
    if (maxBank >= maxItems)
      issues.push({ path: 'maxBankItems', message: 'must be below the lines per match' });
  }
  const confirms =
    rule.suggestOnly !== true && rule.kind !== 'many-to-many' && rule.autoConfirmThreshold <= 100;
  if (confirms && (rule.suggestThreshold ?? 50) > rule.autoConfirmThreshold)
    issues.push({ path: 'suggestThreshold', message: 'must not be above the confirm threshold' });
  return issues;
}

/**
 * An ordered rule list as the engine runs it: 1 to 30 rules, unique ids, each one the engine accepts.
 * The browser checks a draft with the same schema, so it shows the server's messages before sending.
 */
export const MatchRuleList = z
  .array(MatchRuleInput)
  .min(1, 'needs at least one rule')
  .max(30, 'has at most 30 rules')
  .superRefine((rules, ctx) => {
    const seen = new Map<string, number>();
    rules.forEach((rule, i) => {
      const first = seen.get(rule.id);
      if (first !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: [i, 'id'],
          message: `is already the name of rule ${first + 1}`,
        });
      else seen.set(rule.id, i);
      // zod 4 refines a list whose rules failed their own checks: judge only well-formed ones further.
      if (!MatchRuleInput.safeParse(rule).success) return;
      const issues = ruleIssues(rule);
      for (const issue of issues)
        ctx.addIssue({ code: 'custom', path: [i, issue.path], message: issue.message });
      if (issues.length > 0) return;
      // The engine's own check last: nothing it would refuse is ever stored.
      try {
        resolveRule(rule as MatchRule, i);
      } catch (error) {
        ctx.addIssue({ code: 'custom', path: [i], message: (error as Error).message });
      }
    });
  });

export const MatchRulesArea = z.enum(LEDGER_AREAS as [LedgerArea, ...LedgerArea[]]);
export const MatchRulesParams = z.object({ area: MatchRulesArea });
export const MatchRulesBody = z.object({ rules: MatchRuleList });

const Rule = MatchRuleInput;

export const MatchRulesState = z.object({
  area: MatchRulesArea,
  /** The rules the next auto-match of the area's bank accounts runs. */
  rules: z.array(Rule),
  /** True when nothing is stored and the area's defaults apply. */
  isDefault: z.boolean(),
  /** The area's defaults (what a reset returns to). */
  defaults: z.array(Rule),
  /** The last save or reset: when and by whom (null: never changed). */
  savedAt: z.string().nullable(),
  savedBy: z.string().nullable(),
});
export type MatchRulesState = z.infer<typeof MatchRulesState>;

/** One side of a pair a dry run lists: a line's date, amount and text. */
const DryRunLine = z.object({ date: z.string(), amountMinor: z.number().int(), text: z.string() });

export const DryRunPair = z.object({
  accountId: z.string(),
  ruleId: z.string(),
  bank: z.array(DryRunLine),
  ledger: z.array(DryRunLine),
});
export type DryRunPair = z.infer<typeof DryRunPair>;

const DryRunRuleFigures = z.object({
  ruleId: z.string(),
  /** Confirmed matches and the lines in them (bank and ledger). */
  confirmed: z.number().int(),
  confirmedLines: z.number().int(),
  suggested: z.number().int(),
});

export const DryRunFigures = z.object({
  perRule: z.array(DryRunRuleFigures),
  totals: z.object({
    confirmed: z.number().int(),
    confirmedLines: z.number().int(),
    suggested: z.number().int(),
    leftOpenBank: z.number().int(),
    leftOpenLedger: z.number().int(),
  }),
});
export type DryRunFigures = z.infer<typeof DryRunFigures>;

const PairChange = z.object({ count: z.number().int(), sample: z.array(DryRunPair) });

export const DryRunResponse = z.object({
  area: MatchRulesArea,
  /** Last month in the organisation's time zone, 'YYYY-MM', and its first and last day. */
  month: z.string(),
  from: z.string(),
  to: z.string(),
  accounts: z.array(z.object({ accountId: z.string(), name: z.string(), bankLines: z.number().int() })),
  bankLines: z.number().int(),
  ledgerLines: z.number().int(),
  current: DryRunFigures,
  proposed: DryRunFigures,
  /** Matches the proposed rules confirm and the current ones do not, and the reverse (samples: 10). */
  gained: PairChange,
  lost: PairChange,
  ms: z.number(),
});
export type DryRunResponse = z.infer<typeof DryRunResponse>;

export const matchRulesRoutes = {
  matchRules: route({
    method: 'GET',
    path: '/api/admin/matchRules/:area',
    access: 'admin',
    summary: "The ordered auto-match rules of a ledger area's bank accounts (stored, or the area's defaults)",
    tags: ['admin'],
    params: MatchRulesParams,
    response: MatchRulesState,
  }),
  saveMatchRules: route({
    method: 'PUT',
    path: '/api/admin/matchRules/:area',
    access: 'admin',
    summary: 'Store the rules the next auto-match runs (matches made before never change); audited',
    tags: ['admin'],
    params: MatchRulesParams,
    body: MatchRulesBody,
    response: MatchRulesState,
  }),
  resetMatchRules: route({
    method: 'DELETE',
    path: '/api/admin/matchRules/:area',
    access: 'admin',
    summary: "Go back to the area's default rules; audited",
    tags: ['admin'],
    params: MatchRulesParams,
    response: MatchRulesState,
  }),
  dryRunMatchRules: route({
    method: 'POST',
    path: '/api/admin/matchRules/:area/dryRun',
    access: 'admin',
    summary:
      "Run proposed rules and the current ones on last month's lines of the area's accounts; writes nothing",
    tags: ['admin'],
    params: MatchRulesParams,
    body: MatchRulesBody,
    response: DryRunResponse,
  }),
};
