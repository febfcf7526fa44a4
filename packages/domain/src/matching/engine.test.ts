import { describe, expect, it } from 'vitest';
import { runMatching, runMatchingColumns } from './engine';
import { bank, book, only, pairs } from './fixtures.test-util';
import { generateMatchingWorld } from './generator';
import type { MatchRule } from './types';

describe('one-to-one passes', () => {
  it('confirms a paid check by check number and amount, weeks after it was written', () => {
    const result = runMatching({
      bank: [bank('b1', '2026-03-20', -125_000, { checkNo: '0000010412', text: 'CHECK 10412' })],
      ledger: [book('l1', '2026-03-02', -125_000, { checkNo: '10412' })],
    });
    expect(pairs(result.confirmed)).toEqual(['b1=l1']);
    const [match] = result.confirmed;
    expect(match?.ruleId).toBe('check-number');
    expect(match?.kind).toBe('one-to-one');
    // 40 amount + floor(20 * (181 - 18) / 181) = 18 date + 40 reference.
    expect(match?.score).toBe(98);
    expect(match?.reasons.map((r) => [r.feature, r.points, r.detail])).toEqual([
      ['amount', 40, 'exact'],
      ['date', 18, '18 days apart (window 180)'],
      ['reference', 40, 'check number agrees'],
    ]);
    expect(match?.differenceMinor).toBe(0);
  });

  it('confirms by a reference the bank echoes (customer reference or NACHA trace)', () => {
    const result = runMatching({
      bank: [
        bank('b1', '2026-03-02', -480_000, { bankReference: 'BR1', customerReference: '270712345678901' }),
        bank('b2', '2026-03-03', 900_000, { bankReference: 'BR2', extra: { trace: '091000010000123' } }),
      ],
      ledger: [
        book('l1', '2026-03-02', -480_000, { reference: '270712345678901' }),
        book('l2', '2026-03-02', 900_000, { reference: '91000010000123' }),
      ],
    });
    expect(pairs(result.confirmed).sort()).toEqual(['b1=l1', 'b2=l2']);
    expect(result.confirmed.every((m) => m.ruleId === 'reference')).toBe(true);
  });

  it('confirms a unique exact amount on the same day at 70 points, with its reasons', () => {
    const result = runMatching({
      bank: [bank('b1', '2026-03-02', 731_455)],
      ledger: [book('l1', '2026-03-02', 731_455), book('l2', '2026-03-02', 731_456)],
    });
    expect(pairs(result.confirmed)).toEqual(['b1=l1']);
    expect(result.confirmed[0]?.score).toBe(70);
    expect(result.confirmed[0]?.reasons.map((r) => r.detail)).toEqual([
      'exact',
      'same day',
      'no reference to compare',
    ]);
    expect(result.unmatchedLedger).toEqual(['l2']);
  });

  it('only suggests an exact amount a day or more apart', () => {
    const result = runMatching({
      bank: [bank('b1', '2026-03-03', 731_455)],
      ledger: [book('l1', '2026-03-02', 731_455)],
    });
    expect(result.confirmed).toEqual([]);
    expect(pairs(result.suggested)).toEqual(['b1=l1']);
    expect(result.suggested[0]?.score).toBe(65);
  });

  it('refuses to choose between two identical candidates: both become suggestions', () => {
    const result = runMatching({
      bank: [bank('b1', '2026-03-02', -50_000)],
      ledger: [book('l1', '2026-03-02', -50_000), book('l2', '2026-03-02', -50_000)],
    });
    expect(result.confirmed).toEqual([]);
    expect(pairs(result.suggested)).toEqual(['b1=l1', 'b1=l2']);
    expect(result.unmatchedBank).toEqual(['b1']);
  });

  it('refuses when a second candidate is anywhere in the window of the amount-date pass', () => {
    const result = runMatching({
      bank: [bank('b1', '2026-03-05', -50_000)],
      ledger: [book('l1', '2026-03-05', -50_000), book('l2', '2026-03-02', -50_000)],
    });
    expect(result.confirmed).toEqual([]);
    expect(result.suggested.map((m) => m.score)).toEqual([70, 55]);
  });

  it('never confirms on amount and date when the references disagree', () => {
    const result = runMatching({
      bank: [bank('b1', '2026-03-02', -480_000, { customerReference: 'EFT-2222' })],
      ledger: [book('l1', '2026-03-02', -480_000, { reference: 'EFT-1111' })],
    });
    expect(result.confirmed).toEqual([]);
    expect(result.suggested[0]?.reasons[2]).toEqual({
      feature: 'reference',
      points: 0,
      detail: 'reference differs',
    });
    expect(result.suggested[0]?.score).toBe(60);
  });

  it('treats a check number found in the bank text as weaker evidence', () => {
    const result = runMatching({
      bank: [bank('b1', '2026-03-02', -125_000, { text: 'CHECK #0010412 PAID' })],
      ledger: [book('l1', '2026-03-02', -125_000, { checkNo: '10412' })],
    });
    expect(result.confirmed[0]?.reasons[2]?.detail).toBe('check number found in the bank text');
    expect(result.confirmed[0]?.score).toBe(90);
  });

  it('never matches across accounts, currencies or directions', () => {
    const result = runMatching({
      bank: [
        bank('b1', '2026-03-02', 10_000, { accountId: 'OTHER' }),
        bank('b2', '2026-03-02', 20_000, { currency: 'CAD' }),
        bank('b3', '2026-03-02', -30_000),
      ],
      ledger: [
        book('l1', '2026-03-02', 10_000),
        book('l2', '2026-03-02', 20_000),
        book('l3', '2026-03-02', 30_000),
      ],
    });
    expect(result.confirmed).toEqual([]);
    expect(result.suggested).toEqual([]);
  });

  it('lets a higher-fidelity pass win a contested line', () => {
    const result = runMatching({
      bank: [bank('b1', '2026-03-10', -125_000, { checkNo: '77' })],
      ledger: [book('l1', '2026-03-10', -125_000), book('l2', '2026-02-20', -125_000, { checkNo: '77' })],
    });
    expect(pairs(result.confirmed)).toEqual(['b1=l2']);
    expect(result.suggested).toEqual([]);
    expect(result.unmatchedLedger).toEqual(['l1']);
  });

  it('uses the tolerance and records the difference', () => {
    const rules: MatchRule[] = [
      {
        id: 'fees',
        kind: 'one-to-one',
        reference: 'scored',
        dateWindowDays: 2,
        toleranceMinor: 100,
        autoConfirmThreshold: 60,
      },
    ];
    const result = runMatching({
      bank: [bank('b1', '2026-03-02', -10_037)],
      ledger: [book('l1', '2026-03-02', -10_000)],
      rules,
    });
    const [match] = result.confirmed;
    expect(match?.differenceMinor).toBe(-37);
    // 40 - ceil(20 * 37 / 100) = 32 amount points.
    expect(match?.reasons[0]).toEqual({
      feature: 'amount',
      points: 32,
      detail: 'differs by -37 cents (tolerance 100)',
    });
    expect(match?.score).toBe(62);
  });

  it('takes the larger of the cents and the basis-point tolerance', () => {
    const rules: MatchRule[] = [
      {
        id: 'bp',
        kind: 'one-to-one',
        reference: 'scored',
        dateWindowDays: 0,
        toleranceMinor: 10,
        toleranceBps: 5,
        autoConfirmThreshold: 50,
      },
    ];
    // 5 bp of $10,000.00 is 500 cents.
    const result = runMatching({
      bank: [bank('b1', '2026-03-02', 1_000_000), bank('b2', '2026-03-02', 1_000)],
      ledger: [book('l1', '2026-03-02', 999_600), book('l2', '2026-03-02', 1_020)],
      rules,
    });
    expect(pairs(result.confirmed)).toEqual(['b1=l1']);
    expect(result.unmatchedBank).toEqual(['b2']);
  });
});

describe('inputs and outputs', () => {
  it('leaves reconciling items out entirely', () => {
    const result = runMatching({
      bank: [bank('b1', '2026-03-02', 5_000)],
      ledger: [book('l1', '2026-03-02', 5_000, { reconciling: true })],
    });
    expect(result.confirmed).toEqual([]);
    expect(result.suggested).toEqual([]);
    expect(result.excludedLedger).toEqual(['l1']);
    expect(result.unmatchedLedger).toEqual([]);
    expect(result.stats.ledgerLines).toBe(0);
  });

  it('never matches zero-amount lines', () => {
    const result = runMatching({
      bank: [bank('b1', '2026-03-02', 0)],
      ledger: [book('l1', '2026-03-02', 0)],
    });
    expect(result.confirmed).toEqual([]);
    expect(result.unmatchedBank).toEqual(['b1']);
    expect(result.unmatchedLedger).toEqual(['l1']);
  });

  it('drops a suggestion whose line a later pass confirmed', () => {
    const result = runMatching({
      bank: [bank('b1', '2026-03-02', -100_00), bank('b2', '2026-03-02', -100_00, { checkNo: '5' })],
      ledger: [book('l1', '2026-03-02', -100_00, { checkNo: '5' })],
      rules: [
        {
          id: 'suggest',
          kind: 'one-to-one',
          reference: 'scored',
          dateWindowDays: 0,
          autoConfirmThreshold: 101,
        },
        ...only('check-number'),
      ],
    });
    expect(result.stats.passes[0]?.suggested).toBe(2);
    expect(pairs(result.confirmed)).toEqual(['b2=l1']);
    expect(result.suggested).toEqual([]);
  });

  it('counts per pass and totals the steps', () => {
    const result = runMatching({
      bank: [bank('b1', '2026-03-02', 5_000)],
      ledger: [book('l1', '2026-03-02', 5_000)],
    });
    const pass = result.stats.passes.find((p) => p.ruleId === 'amount-date');
    expect(pass).toMatchObject({ kind: 'one-to-one', candidates: 1, confirmed: 1, suggested: 0 });
    expect(result.stats.steps).toBe(result.stats.passes.reduce((s, p) => s + p.steps, 0));
    expect(result.stats.ms).toBeUndefined();
  });

  it('gives the same matches as columns, row by row, without building them all', () => {
    const world = generateMatchingWorld({ seed: 8, size: 600, accounts: 1, days: 30 });
    const objects = runMatching(world);
    const columns = runMatchingColumns(world);
    expect(columns.confirmed.matches()).toEqual(objects.confirmed);
    expect(columns.suggested.matches()).toEqual(objects.suggested);
    expect(columns.unmatchedBankIds()).toEqual(objects.unmatchedBank);
    expect(columns.unmatchedLedgerCount).toBe(objects.unmatchedLedger.length);
    const k = columns.confirmed.count - 1;
    expect(columns.confirmed.ledgerIdsOf(k)).toEqual(objects.confirmed[k]?.ledgerIds);
    expect(columns.confirmed.reasons(k)).toEqual(objects.confirmed[k]?.reasons);
  });

  it('refuses malformed lines and rules', () => {
    expect(() => runMatching({ bank: [bank('b1', '2026-02-30', 1)], ledger: [] })).toThrow(RangeError);
    expect(() => runMatching({ bank: [bank('b1', '2026-02-01', 1.5)], ledger: [] })).toThrow(RangeError);
    const bad = (rule: Partial<MatchRule>) => () =>
      runMatching({ bank: [], ledger: [], rules: [{ ...only('amount-date')[0]!, ...rule } as MatchRule] });
    expect(bad({ kind: 'one-to-many' })).toThrow(/groupBy/);
    expect(bad({ dateWindowDays: -1 })).toThrow(/dateWindowDays/);
    expect(bad({ autoConfirmThreshold: 150 })).toThrow(/autoConfirmThreshold/);
    expect(() =>
      runMatching({ bank: [], ledger: [], rules: [...only('amount-date'), ...only('amount-date')] }),
    ).toThrow(/twice/);
  });
});
