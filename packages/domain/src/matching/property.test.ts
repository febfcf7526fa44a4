import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runMatching } from './engine';
import { buildLedgerIndex } from './ledger-index';
import { matchKey, referenceMatch } from './reference-matcher.test-util';
import { DEFAULT_MATCH_RULES } from './rules';
import type { MatchResult, MatchRule } from './types';
import { DAYS, world } from './worlds.test-util';

/** Extra rule sets: tolerances (cents and basis points) that confirm, and grouped kinds without dates. */
const RULE_SETS: readonly (readonly MatchRule[])[] = [
  DEFAULT_MATCH_RULES,
  [
    {
      id: 'tol',
      kind: 'one-to-one',
      reference: 'scored',
      dateWindowDays: 2,
      toleranceMinor: 150,
      keys: ['coId'],
      autoConfirmThreshold: 55,
      ambiguityMargin: 0,
    },
    {
      id: 'by-co',
      kind: 'one-to-many',
      reference: 'scored',
      groupBy: ['coId'],
      dateWindowDays: 7,
      toleranceBps: 2000,
      autoConfirmThreshold: 50,
    },
    {
      id: 'bank-by-batch',
      kind: 'many-to-one',
      reference: 'scored',
      groupBy: ['achBatch'],
      dateWindowDays: 7,
      autoConfirmThreshold: 60,
      ambiguityMargin: 5,
    },
    {
      id: 'refs',
      kind: 'one-to-one',
      reference: 'required',
      dateWindowDays: 7,
      keys: ['companyId', 'trace'],
      autoConfirmThreshold: 60,
    },
  ],
];

const confirmedKeys = (result: MatchResult) => result.confirmed.map(matchKey).sort();

function shuffle<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let s = seed >>> 0 || 1;
  for (let i = out.length - 1; i > 0; i -= 1) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe('engine against the reference matcher', () => {
  it.each(RULE_SETS.map((rules, i) => [i, rules] as const))(
    'confirms exactly what the reference confirms (rule set %i)',
    (_, rules) => {
      fc.assert(
        fc.property(world, ({ bank, ledger }) => {
          const engine = runMatching({ bank, ledger, rules });
          const reference = referenceMatch({ bank, ledger, rules });
          expect(confirmedKeys(engine)).toEqual(reference.confirmed.map(matchKey).sort());
        }),
        { numRuns: 400 },
      );
    },
    60_000,
  );

  it('confirms every pair of an unambiguous world, as the reference does', () => {
    // Distinct amounts, each used by one bank and one book line on the same day: nothing to hesitate over.
    const unambiguous = fc
      .uniqueArray(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 12 })
      .chain((amounts) =>
        fc.tuple(
          fc.constant(amounts),
          fc.array(fc.constantFrom(...DAYS), { minLength: amounts.length, maxLength: amounts.length }),
        ),
      );
    fc.assert(
      fc.property(unambiguous, ([amounts, days]) => {
        const bank = amounts.map((a, i) => ({
          id: `b${i}`,
          accountId: 'A1',
          date: days[i]!,
          amountMinor: -a,
        }));
        const ledger = amounts.map((a, i) => ({
          id: `l${i}`,
          accountId: 'A1',
          date: days[i]!,
          amountMinor: -a,
        }));
        const engine = runMatching({ bank, ledger });
        expect(engine.confirmed).toHaveLength(amounts.length);
        expect(confirmedKeys(engine)).toEqual(
          referenceMatch({ bank, ledger, rules: DEFAULT_MATCH_RULES }).confirmed.map(matchKey).sort(),
        );
      }),
    );
  }, 60_000);
});

describe('engine invariants', () => {
  it('never uses a line twice, balances every confirmed match within its tolerance, keeps suggestions open', () => {
    fc.assert(
      fc.property(world, fc.constantFrom(...RULE_SETS), ({ bank, ledger }, rules) => {
        const result = runMatching({ bank, ledger, rules });
        const amountOf = new Map([...bank, ...ledger].map((x) => [x.id, x.amountMinor]));
        const used = new Set<string>();
        for (const match of result.confirmed) {
          for (const id of [...match.bankIds.map((b) => `b:${b}`), ...match.ledgerIds.map((l) => `l:${l}`)]) {
            expect(used.has(id)).toBe(false);
            used.add(id);
          }
          const bankSum = match.bankIds.reduce((s, id) => s + amountOf.get(id)!, 0);
          const ledgerSum = match.ledgerIds.reduce((s, id) => s + amountOf.get(id)!, 0);
          expect(match.differenceMinor).toBe(bankSum - ledgerSum);
          const rule = rules.find((r) => r.id === match.ruleId)!;
          const tolerance = Math.max(
            rule.toleranceMinor ?? 0,
            Math.floor((Math.abs(bankSum) * (rule.toleranceBps ?? 0)) / 10_000),
          );
          expect(Math.abs(match.differenceMinor)).toBeLessThanOrEqual(tolerance);
          expect(match.score).toBeGreaterThanOrEqual(rule.autoConfirmThreshold);
        }
        for (const match of result.suggested) {
          for (const id of match.bankIds) expect(used.has(`b:${id}`)).toBe(false);
          for (const id of match.ledgerIds) expect(used.has(`l:${id}`)).toBe(false);
        }
        // Every line is accounted for exactly once.
        const reconciling = ledger.filter((l) => l.reconciling).map((l) => l.id);
        expect(result.excludedLedger.sort()).toEqual(reconciling.sort());
        expect(result.unmatchedBank.length + result.confirmed.reduce((s, m) => s + m.bankIds.length, 0)).toBe(
          bank.length,
        );
        expect(
          result.unmatchedLedger.length + result.confirmed.reduce((s, m) => s + m.ledgerIds.length, 0),
        ).toBe(ledger.length - reconciling.length);
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it('gives the same result in any input order', () => {
    fc.assert(
      fc.property(world, fc.integer(), fc.constantFrom(...RULE_SETS), ({ bank, ledger }, seed, rules) => {
        const a = runMatching({ bank, ledger, rules });
        const b = runMatching({ bank: shuffle(bank, seed), ledger: shuffle(ledger, seed + 1), rules });
        expect(b).toEqual(a);
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it('gives the same result through a reused ledger index as from the plain lines', () => {
    fc.assert(
      fc.property(world, fc.constantFrom(...RULE_SETS), ({ bank, ledger }, rules) => {
        const index = buildLedgerIndex(ledger, rules);
        // A first run fills the index's caches; the second must not be affected by them.
        runMatching({ bank: bank.slice(0, 3), ledger: index, rules });
        expect(runMatching({ bank, ledger: index, rules })).toEqual(runMatching({ bank, ledger, rules }));
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});
