import { type MatchRuleInput, MatchRuleList } from '@clearline/contracts';
import type { LedgerArea } from '@clearline/domain/areas';
import { formatMinor } from '@clearline/domain/money';

/** The rules editor's pure side: how a rule reads, the draft's messages, list moves. */

export const AREA_CHOICES: readonly { value: LedgerArea; label: string }[] = [
  { value: 'bankRec', label: 'Bank reconciliation' },
  { value: 'ewa', label: 'Employer funds' },
];

export const KIND_LABEL: Record<MatchRuleInput['kind'], string> = {
  'one-to-one': '1:1',
  'one-to-many': '1:N',
  'many-to-one': 'N:1',
  'many-to-many': 'N:M',
};

export const KIND_CHOICES: readonly { value: MatchRuleInput['kind']; label: string }[] = [
  { value: 'one-to-one', label: '1:1 — one bank line, one ledger line' },
  { value: 'one-to-many', label: '1:N — one bank line, a group of ledger lines' },
  { value: 'many-to-one', label: 'N:1 — a group of bank lines, one ledger line' },
  { value: 'many-to-many', label: 'N:M — bank and ledger lines that sum (suggests only)' },
];

/** Fields a rule may group or compare by, as the engine reads them (docs/domain/matching.md). */
export const FIELD_NAMES = [
  'date',
  'achBatch',
  'trace',
  'companyId',
  'coId',
  'taxType',
  'taxCode',
  'transactionType',
  'typeCode',
  'payDate',
  'employer',
  'partner',
  'settlementPartner',
] as const;

const joinFields = (fields: readonly string[]) => fields.join(', ');

/** What a rule matches on, in a sentence a reviewer reads. */
export function matchesOn(rule: MatchRuleInput): string {
  const parts: string[] = [];
  if (rule.kind === 'one-to-one' && rule.reference === 'required') {
    const fields = rule.referenceFields ?? ['checkNo', 'reference'];
    const names = fields.map((f) => (f === 'checkNo' ? 'check number' : 'reference'));
    parts.push(`Same ${names.join(' or ')} and amount`);
  } else if (rule.kind === 'many-to-many') {
    parts.push('Lines whose amounts sum to each other');
  } else if (rule.reference === 'required') {
    parts.push(`Groups by ${joinFields(rule.groupBy ?? [])}; the group's fields must agree`);
  } else {
    parts.push(rule.groupBy?.length ? `Amount of groups by ${joinFields(rule.groupBy)}` : 'Amount and date');
  }
  const compared = (rule.keys ?? []).filter((k) => !(rule.groupBy ?? []).includes(k));
  if (compared.length > 0) parts.push(`compares ${joinFields(compared)}`);
  return parts.join('; ');
}

/** The tolerance as money or a share of the bank amount ('Exact amount' when none). */
export function toleranceText(rule: MatchRuleInput): string {
  const cents = rule.toleranceMinor ?? 0;
  const bps = rule.toleranceBps ?? 0;
  const parts = [
    ...(cents > 0 ? [`± $${formatMinor(cents)}`] : []),
    ...(bps > 0 ? [`± ${bps / 100} %`] : []),
  ];
  return parts.length === 0 ? 'Exact amount' : parts.join(' or ');
}

export function windowText(rule: MatchRuleInput): string {
  if (rule.dateWindowDays === 0) return 'Same day';
  return rule.dateWindowDays === 1 ? 'Within 1 day' : `Within ${rule.dateWindowDays} days`;
}

/** Whether the rule confirms on its own, and from which score. */
export function decisionText(rule: MatchRuleInput): string {
  const suggestFrom = rule.suggestThreshold ?? 50;
  if (rule.suggestOnly || rule.kind === 'many-to-many' || rule.autoConfirmThreshold > 100)
    return `Suggests only (from ${suggestFrom})`;
  return `Confirms at ${rule.autoConfirmThreshold}, suggests from ${suggestFrom}`;
}

/** The list's messages by rule and field, as the server words them (its contract, run here). */
export interface DraftIssues {
  /** About the whole list (empty, too long). */
  list: string[];
  /** rule index -> field ('' for the rule as a whole) -> message. */
  rules: Map<number, Map<string, string>>;
}

export function issuesOf(paths: readonly { path: (string | number)[]; message: string }[]): DraftIssues {
  const issues: DraftIssues = { list: [], rules: new Map() };
  for (const { path, message } of paths) {
    const [index, field] = path;
    if (typeof index !== 'number') {
      issues.list.push(message);
      continue;
    }
    const fields = issues.rules.get(index) ?? new Map<string, string>();
    const key = typeof field === 'string' ? field : '';
    if (!fields.has(key)) fields.set(key, message);
    issues.rules.set(index, fields);
  }
  return issues;
}

/** Checks a draft with the contract's MatchRuleList: the messages a save would get back. */
export function draftIssues(rules: readonly unknown[]): DraftIssues {
  const parsed = MatchRuleList.safeParse(rules);
  return parsed.success
    ? { list: [], rules: new Map() }
    : issuesOf(parsed.error.issues.map((i) => ({ path: i.path as (string | number)[], message: i.message })));
}

/** The server's 400 details ('body.rules.3.toleranceMinor') in the same shape. */
export function serverIssues(details: readonly { path: string; message: string }[]): DraftIssues {
  return issuesOf(
    details.map((d) => {
      const parts = d.path
        .replace(/^body\.rules\.?/, '')
        .split('.')
        .filter(Boolean);
      return { path: parts.map((p) => (/^\d+$/.test(p) ? Number(p) : p)), message: d.message };
    }),
  );
}

/** The issue count of a draft (for the summary above Save). */
export const issueCount = (issues: DraftIssues) =>
  issues.list.length + [...issues.rules.values()].reduce((n, fields) => n + fields.size, 0);

/** The list with one rule moved up (-1) or down (+1); unchanged at the ends. */
export function moved<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

/** A new rule at the end: an exact 1:1 amount-and-date pass that only suggests, under a free name. */
export function newRule(taken: readonly string[]): MatchRuleInput {
  let id = 'new-rule';
  for (let n = 2; taken.includes(id); n++) id = `new-rule-${n}`;
  return {
    id,
    kind: 'one-to-one',
    description: '',
    reference: 'scored',
    dateWindowDays: 3,
    autoConfirmThreshold: 101,
    suggestOnly: true,
  };
}

/** Two lists are the same rules in the same order (a draft with no change is not 'unsaved'). */
export const sameRules = (a: readonly MatchRuleInput[], b: readonly MatchRuleInput[]) =>
  JSON.stringify(a) === JSON.stringify(b);

/** React keys for items that may repeat (a name used twice in a draft, two equal lines): 'x', 'x#2'... */
export function uniqueKeys<T>(items: readonly T[], keyOf: (item: T) => string): string[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const key = keyOf(item);
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return n === 1 ? key : `${key}#${n}`;
  });
}
