import { describe, expect, it } from 'vitest';
import { confirmedChanges, figuresByRule, lineSetKey } from './dry-run';
import type { Match } from './types';

const match = (ruleId: string, bankIds: string[], ledgerIds: string[]): Match => ({
  bankIds,
  ledgerIds,
  ruleId,
  kind: bankIds.length === 1 && ledgerIds.length === 1 ? 'one-to-one' : 'one-to-many',
  score: 80,
  reasons: [],
  differenceMinor: 0,
});

describe('dry-run figures', () => {
  it('counts matches, their lines and suggestions per rule, in the rules’ order, zeros included', () => {
    const figures = figuresByRule(['check-number', 'ach-batch', 'amount-date'], {
      confirmed: [match('ach-batch', ['b1'], ['l1', 'l2', 'l3']), match('check-number', ['b2'], ['l4'])],
      suggested: [match('ach-batch', ['b3'], ['l5', 'l6']), match('ach-batch', ['b3'], ['l7', 'l8'])],
    });
    expect(figures).toEqual([
      { ruleId: 'check-number', confirmed: 1, confirmedLines: 2, suggested: 0 },
      { ruleId: 'ach-batch', confirmed: 1, confirmedLines: 4, suggested: 2 },
      { ruleId: 'amount-date', confirmed: 0, confirmedLines: 0, suggested: 0 },
    ]);
  });

  it('lists a rule the list does not name after the others (a match of a renamed rule)', () => {
    const figures = figuresByRule(['a'], { confirmed: [match('old-name', ['b'], ['l'])], suggested: [] });
    expect(figures.map((f) => f.ruleId)).toEqual(['a', 'old-name']);
  });

  it('compares confirmed pairs by their lines, not by the rule that found them', () => {
    const current = [match('reference', ['b1'], ['l1']), match('amount-date', ['b2'], ['l2'])];
    const proposed = [match('amount-date', ['b1'], ['l1']), match('ach-batch', ['b3'], ['l4', 'l3'])];
    const { gained, lost } = confirmedChanges(current, proposed);
    expect(gained.map((m) => m.bankIds)).toEqual([['b3']]);
    expect(lost.map((m) => m.bankIds)).toEqual([['b2']]);
    expect(lineSetKey(['b3'], ['l4', 'l3'])).toBe(lineSetKey(['b3'], ['l3', 'l4']));
  });
});
