import { describe, expect, it } from 'vitest';
import { countOfItem, firstCounts } from './rec-counts';

const counts = { otherAccounts: 7, subledgerRec: 12, pendingResolve: 3, ledger: 4000 };

describe('navigation reconciliation counts', () => {
  it('gives Re-match the suggestions to review, outstanding the aged items, the panel the open bank lines', () => {
    expect(countOfItem('rematch', counts)).toBe(3);
    expect(countOfItem('outstanding', counts)).toBe(12);
    expect(countOfItem('bank-panel', counts)).toBe(7);
    expect(countOfItem('search-ledger', counts)).toBe(0);
  });

  it('is all zeros without an answer (a failed call shows no badge)', () => {
    expect(firstCounts(undefined)).toEqual({
      otherAccounts: 0,
      subledgerRec: 0,
      pendingResolve: 0,
      ledger: 0,
    });
    expect(firstCounts({ data: [] }).pendingResolve).toBe(0);
    expect(firstCounts({ data: [counts] })).toBe(counts);
  });
});
