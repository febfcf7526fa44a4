import type { MatchRuleInput } from '@clearline/contracts';
import { DEFAULT_MATCH_RULES } from '@clearline/domain/matching';
import { describe, expect, it } from 'vitest';
import {
  decisionText,
  draftIssues,
  matchesOn,
  moved,
  newRule,
  serverIssues,
  toleranceText,
  windowText,
} from './rules-model';

const defaults = () => JSON.parse(JSON.stringify(DEFAULT_MATCH_RULES)) as MatchRuleInput[];
const rule = (id: string) => defaults().find((r) => r.id === id) as MatchRuleInput;

describe('rules model', () => {
  it('reads each default rule in words', () => {
    expect(matchesOn(rule('check-number'))).toBe('Same check number and amount');
    expect(matchesOn(rule('reference'))).toBe('Same reference and amount; compares companyId');
    expect(matchesOn(rule('ach-batch'))).toBe("Groups by achBatch; the group's fields must agree");
    expect(matchesOn(rule('tax-deposit'))).toBe('Amount of groups by coId, date, taxType');
    expect(matchesOn(rule('subset-sum'))).toBe('Lines whose amounts sum to each other');
    expect(toleranceText(rule('amount-tolerance'))).toBe('± $1.00');
    expect(toleranceText(rule('check-number'))).toBe('Exact amount');
    expect(windowText(rule('check-number'))).toBe('Within 180 days');
    expect(decisionText(rule('check-number'))).toBe('Confirms at 80, suggests from 50');
    expect(decisionText(rule('amount-tolerance'))).toBe('Suggests only (from 50)');
  });

  it("shows the contract's messages by rule and field, the browser's and the server's alike", () => {
    const draft = defaults();
    draft[8] = { ...draft[8], toleranceMinor: -5 } as MatchRuleInput;
    draft[3] = { ...draft[3], id: 'reference' } as MatchRuleInput;
    const local = draftIssues(draft);
    expect(local.rules.get(8)?.get('toleranceMinor')).toBe('must be from $0.00 to $1,000.00');
    expect(local.rules.get(3)?.get('id')).toBe('is already the name of rule 2');
    const server = serverIssues([
      { path: 'body.rules.8.toleranceMinor', message: 'must be from $0.00 to $1,000.00' },
      { path: 'body.rules', message: 'needs at least one rule' },
    ]);
    expect(server.rules.get(8)?.get('toleranceMinor')).toBe(local.rules.get(8)?.get('toleranceMinor'));
    expect(server.list).toEqual(['needs at least one rule']);
    expect(draftIssues([]).list).toEqual(['needs at least one rule']);
  });

  it('moves a rule within the list and names a new one freely', () => {
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(newRule(['new-rule', 'new-rule-2']).id).toBe('new-rule-3');
    expect(draftIssues([...defaults(), newRule(defaults().map((r) => r.id))]).rules.size).toBe(0);
  });
});
