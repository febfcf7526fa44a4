import { describe, expect, it } from 'vitest';
import { runMatching } from './engine';
import { evaluateMatching } from './evaluate';
import { generateMatchingWorld } from './generator';

describe('labelled synthetic world', () => {
  it('is a pure function of its options', () => {
    const a = generateMatchingWorld({ seed: 42, size: 2_000 });
    expect(generateMatchingWorld({ seed: 42, size: 2_000 })).toEqual(a);
    expect(generateMatchingWorld({ seed: 43, size: 2_000 })).not.toEqual(a);
    expect(a.ledger).toHaveLength(2_000);
  });

  it('labels true matches that balance, within one account and direction', () => {
    const { bank, ledger, truth } = generateMatchingWorld({ seed: 5, size: 5_000 });
    const byId = new Map([...bank, ...ledger].map((line) => [line.id, line]));
    const kinds = new Set(truth.map((t) => t.kind));
    expect([...kinds].sort()).toEqual(['many-to-many', 'many-to-one', 'one-to-many', 'one-to-one']);
    for (const t of truth) {
      const lines = [...t.bankIds, ...t.ledgerIds].map((id) => byId.get(id)!);
      expect(new Set(lines.map((l) => l.accountId)).size).toBe(1);
      const sum = (ids: string[]) => ids.reduce((s, id) => s + byId.get(id)!.amountMinor, 0);
      expect(sum(t.bankIds)).toBe(sum(t.ledgerIds));
      expect(new Set(lines.map((l) => Math.sign(l.amountMinor))).size).toBe(1);
    }
  }, 30_000);

  it('on a 20k x 20k world: every auto-confirmed match is right, and 95% of true matches are found', () => {
    const world = generateMatchingWorld({ seed: 2026, size: 20_000 });
    const result = runMatching({ bank: world.bank, ledger: world.ledger });
    const quality = evaluateMatching(result, world.truth);
    expect(quality.wrong).toEqual([]);
    expect(quality.precision).toBe(1);
    expect(quality.recall).toBeGreaterThanOrEqual(0.95);
    // Most of the work is done without a person: the same-day, referenced and grouped matches.
    expect(quality.autoRecall).toBeGreaterThan(0.7);
    expect(Object.keys(quality.byScenario)).toContain('decoy-reference');
  }, 60_000);
});
