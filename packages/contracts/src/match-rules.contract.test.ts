import { DEFAULT_MATCH_RULES, EWA_DEFAULT_MATCH_RULES } from '@clearline/domain/matching';
import { describe, expect, it } from 'vitest';
import { MatchRuleList } from './match-rules.contract';

/** The issues of a list as 'path: message' lines (the path as the server's envelope prints it). */
function issuesOf(rules: unknown): string[] {
  const parsed = MatchRuleList.safeParse(rules);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

const copy = (): Record<string, unknown>[] => DEFAULT_MATCH_RULES.map((r) => JSON.parse(JSON.stringify(r)));

describe('MatchRuleList', () => {
  it('accepts both areas’ defaults unchanged', () => {
    expect(issuesOf(DEFAULT_MATCH_RULES)).toEqual([]);
    expect(issuesOf(EWA_DEFAULT_MATCH_RULES)).toEqual([]);
  });

  it('refuses an empty list and a list over 30 rules', () => {
    expect(issuesOf([])).toEqual([': needs at least one rule']);
    const many = Array.from({ length: 31 }, (_, i) => ({ ...copy()[0], id: `rule-${i}` }));
    expect(issuesOf(many)).toEqual([': has at most 30 rules']);
  });

  it('refuses a field the engine does not know', () => {
    const rules = copy();
    rules[0] = { ...rules[0], colour: 'red' };
    expect(issuesOf(rules)).toEqual(['0: Unrecognized key: "colour"']);
  });

  it('refuses negative, fractional and huge tolerances, naming the field', () => {
    for (const bad of [-1, 100_001, '10']) {
      const rules = copy();
      rules[8] = { ...rules[8], toleranceMinor: bad };
      expect(issuesOf(rules)).toEqual(['8.toleranceMinor: must be from $0.00 to $1,000.00']);
    }
    const fraction = copy();
    fraction[8] = { ...fraction[8], toleranceMinor: 0.5 };
    expect(issuesOf(fraction)).toEqual(['8.toleranceMinor: must be from $0.00 to $1,000.00 in whole cents']);
    const rules = copy();
    rules[8] = { ...rules[8], toleranceBps: 1_001 };
    expect(issuesOf(rules)).toEqual([
      '8.toleranceBps: must be a whole number of basis points from 0 to 1000',
    ]);
  });

  it('refuses a name used twice, pointing at the second rule', () => {
    const rules = copy();
    rules[3] = { ...rules[3], id: 'reference' };
    expect(issuesOf(rules)).toEqual(['3.id: is already the name of rule 2']);
  });

  it('refuses names that are blank or not kebab-case', () => {
    const rules = copy();
    rules[0] = { ...rules[0], id: 'Check Number' };
    expect(issuesOf(rules)).toEqual(['0.id: uses lower-case letters, digits and hyphens only']);
  });

  it('refuses what the engine refuses: grouping on the wrong kinds, N:M limits, windows past 10 years', () => {
    const rules = copy();
    rules[2] = { ...rules[2], groupBy: [] };
    rules[4] = { ...rules[4], groupBy: ['date'] };
    rules[9] = { ...rules[9], maxItems: 13 };
    rules[0] = { ...rules[0], dateWindowDays: 3_661 };
    expect(issuesOf(rules)).toEqual([
      '0.dateWindowDays: must be a whole number of days from 0 to 3660',
      '2.groupBy: is required for 1:N and N:1 rules',
      '4.groupBy: applies to 1:N and N:1 rules only',
      '9.maxItems: must be 3 to 12 for N:M rules',
    ]);
  });

  it('refuses a suggest threshold above the confirm threshold of a confirming rule only', () => {
    const rules = copy();
    rules[4] = { ...rules[4], suggestThreshold: 75 };
    expect(issuesOf(rules)).toEqual(['4.suggestThreshold: must not be above the confirm threshold']);
    rules[4] = { ...rules[4], suggestOnly: true };
    expect(issuesOf(rules)).toEqual([]);
  });
});
