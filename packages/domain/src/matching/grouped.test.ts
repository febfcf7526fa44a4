import { describe, expect, it } from 'vitest';
import { runMatching } from './engine';
import { bank, book, only, pairs } from './fixtures.test-util';
import type { MatchRule } from './types';

describe('grouped passes', () => {
  it('matches one bank debit to the ledger lines of its NACHA batch', () => {
    const result = runMatching({
      bank: [bank('b1', '2026-03-03', -600_000, { extra: { achBatch: 'NB77' } })],
      ledger: [
        book('l1', '2026-03-02', -100_000, { groupKeys: { achBatch: 'NB77' } }),
        book('l2', '2026-03-02', -200_000, { groupKeys: { achBatch: 'NB77' } }),
        book('l3', '2026-03-02', -300_000, { groupKeys: { achBatch: 'NB77' } }),
        book('l4', '2026-03-02', -300_000, { groupKeys: { achBatch: 'NB78' } }),
      ],
    });
    expect(pairs(result.confirmed)).toEqual(['b1=l3+l2+l1']);
    const [match] = result.confirmed;
    expect(match?.kind).toBe('one-to-many');
    expect(match?.ruleId).toBe('ach-batch');
    expect(match?.reasons.at(-1)).toEqual({
      feature: 'group',
      points: 0,
      detail: '3 ledger lines grouped by achBatch',
    });
    expect(match?.reasons[2]?.detail).toBe('achBatch agrees');
  });

  it('matches a tax deposit to a client’s lines of one tax type and day', () => {
    const tax = (id: string, amount: number, taxType: string, coId = 'ACME') =>
      book(id, '2026-03-02', amount, { coId, taxType, transactionType: 'Tax Deposit' });
    const result = runMatching({
      bank: [bank('b1', '2026-03-02', -350_000)],
      ledger: [
        tax('l1', -150_000, 'Federal'),
        tax('l2', -200_000, 'Federal'),
        tax('l3', -200_000, 'State'),
        tax('l4', -5, 'Federal', 'OTHER'),
      ],
      rules: only('tax-deposit'),
    });
    expect(pairs(result.confirmed)).toEqual(['b1=l2+l1']);
    expect(result.confirmed[0]?.score).toBe(70);
  });

  it('matches one payment to a tax agency to the day’s lines of every client with that tax code', () => {
    const sit = (id: string, coId: string, amount: number, taxCode = 'CA-SIT', date = '2026-03-02') =>
      book(id, date, amount, { coId, taxType: 'State', groupKeys: { coId, taxCode } });
    const result = runMatching({
      bank: [bank('b1', '2026-03-02', -60_000, { text: 'CA DEPT OF REVENUE TAX PAYMENT BATCH CA-SIT' })],
      ledger: [
        sit('l1', 'ACME', -10_000),
        sit('l2', 'BOLT', -20_000),
        sit('l3', 'CORE', -30_000),
        sit('l4', 'DUNE', -30_000, 'NY-SIT'),
        sit('l5', 'EAST', -30_000, 'CA-SIT', '2026-03-03'),
      ],
    });
    expect(pairs(result.confirmed)).toEqual(['b1=l3+l2+l1']);
    expect(result.confirmed[0]?.ruleId).toBe('agency-batch');
    expect(result.confirmed[0]?.reasons.at(-1)?.detail).toBe('3 ledger lines grouped by date, taxCode');
  });

  it('groups bank lines for one ledger entry (split funding, many-to-one)', () => {
    const result = runMatching({
      bank: [
        bank('b1', '2026-03-02', 400_000, { extra: { companyId: '1234567890' } }),
        bank('b2', '2026-03-02', 600_000, { extra: { companyId: '1234567890' } }),
      ],
      ledger: [book('l1', '2026-03-01', 1_000_000, { groupKeys: { companyId: '1234567890' } })],
    });
    expect(pairs(result.confirmed)).toEqual(['b1+b2=l1']);
    expect(result.confirmed[0]?.kind).toBe('many-to-one');
  });

  it('does not confirm a group whose key disagrees', () => {
    const result = runMatching({
      bank: [bank('b1', '2026-03-02', -350_000, { extra: { coId: 'OTHER' } })],
      ledger: [
        book('l1', '2026-03-02', -150_000, { coId: 'ACME', taxType: 'Federal' }),
        book('l2', '2026-03-02', -200_000, { coId: 'ACME', taxType: 'Federal' }),
      ],
      rules: only('tax-deposit'),
    });
    expect(result.confirmed).toEqual([]);
    expect(result.suggested[0]?.reasons[2]?.detail).toBe('coId differs');
  });
});

describe('many-to-many subset sums', () => {
  const world = {
    bank: [
      bank('b1', '2026-03-02', -70_000, { typeCode: '495' }),
      bank('b2', '2026-03-02', -50_000, { typeCode: '495' }),
    ],
    ledger: [
      book('l1', '2026-03-02', -45_000),
      book('l2', '2026-03-02', -75_000),
      book('l3', '2026-03-09', -1),
    ],
  };

  it('suggests (never confirms) a set of bank lines balancing a set of ledger lines', () => {
    const result = runMatching({ ...world, rules: only('subset-sum') });
    expect(result.confirmed).toEqual([]);
    expect(pairs(result.suggested)).toEqual(['b1+b2=l2+l1']);
    expect(result.suggested[0]?.kind).toBe('many-to-many');
    expect(result.suggested[0]?.reasons.at(-1)?.detail).toBe('subset sum of 4 lines');
    expect(result.stats.budgetExhaustedBank).toEqual([]);
  });

  it('reports the seed lines whose search ran out of steps', () => {
    const result = runMatching({ ...world, rules: only('subset-sum'), budget: { stepsPerLine: 2 } });
    expect(result.stats.budgetExhaustedBank).toEqual(['b1']);
    expect(result.stats.passes[0]?.budgetExhausted).toBe(1);
  });

  it('stops on the injected clock when a time budget is given', () => {
    let t = 0;
    const now = () => (t += 10);
    // Even amounts never reach an odd total: without a budget the search tries every combination.
    const many = Array.from({ length: 16 }, (_, i) => book(`x${i}`, '2026-03-02', -(1_000 + 2 * i)));
    const seed = [bank('b1', '2026-03-02', -5_101)];
    const rules: MatchRule[] = [
      {
        id: 'deep',
        kind: 'many-to-many',
        reference: 'scored',
        dateWindowDays: 0,
        maxItems: 8,
        maxBankItems: 1,
        autoConfirmThreshold: 101,
      },
    ];
    const free = runMatching({ bank: seed, ledger: many, rules, budget: { stepsPerLine: 1e6 } });
    expect(free.stats.budgetExhaustedBank).toEqual([]);
    expect(free.stats.steps).toBeGreaterThan(256);
    const timed = runMatching({
      bank: seed,
      ledger: many,
      rules,
      now,
      budget: { stepsPerLine: 1e6, msPerLine: 1 },
    });
    expect(timed.stats.budgetExhaustedBank).toEqual(['b1']);
    expect(timed.stats.steps).toBe(256);
  });

  it('does not offer two plain pairs side by side as a subset sum', () => {
    const result = runMatching({
      bank: [bank('b1', '2026-03-02', -100), bank('b2', '2026-03-02', -200)],
      ledger: [book('l1', '2026-03-03', -100), book('l2', '2026-03-04', -200)],
      rules: only('subset-sum'),
    });
    expect(result.suggested).toEqual([]);
  });
});
