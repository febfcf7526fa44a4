import { describe, expect, it } from 'vitest';
import { fundsCategoryOf } from './category';
import { type FundsLine, fundsCoverage } from './coverage';

const line = (
  transactionDate: string,
  amountMinor: number,
  ledger: string,
  extra: Partial<FundsLine> = {},
) => ({
  transactionDate,
  amountMinor,
  ledger,
  ...extra,
});

describe('fundsCategoryOf', () => {
  it('reads the demo ledger names', () => {
    expect(fundsCategoryOf({ amountMinor: 100, ledger: 'Funding' })).toBe('funding');
    expect(fundsCategoryOf({ amountMinor: -100, ledger: 'Advance' })).toBe('advance');
    expect(fundsCategoryOf({ amountMinor: 100, ledger: 'Repayment' })).toBe('repayment');
    expect(fundsCategoryOf({ amountMinor: -100, ledger: 'Fees' })).toBe('fee');
  });

  it('falls back to the transaction type, then to the sign, for ledgers named otherwise', () => {
    expect(fundsCategoryOf({ amountMinor: -5, ledger: 'Other', transactionType: '698 - Program Fee' })).toBe(
      'fee',
    );
    expect(
      fundsCategoryOf({ amountMinor: 5, ledger: 'Payroll', transactionType: 'Payroll Repayment Credit' }),
    ).toBe('repayment');
    expect(fundsCategoryOf({ amountMinor: 5, ledger: 'Cash', transactionType: 'Deposit' })).toBe('funding');
    expect(fundsCategoryOf({ amountMinor: -5, ledger: 'Cash', transactionType: 'Withdrawal' })).toBe(
      'advance',
    );
  });

  it('matches words, not parts of words, and tries fee first', () => {
    expect(fundsCategoryOf({ amountMinor: 5, ledger: 'Fee refund' })).toBe('fee');
    expect(fundsCategoryOf({ amountMinor: -5, ledger: 'Coffee' })).toBe('advance');
    expect(fundsCategoryOf({ amountMinor: -5, ledger: 'EWA prefunding' })).toBe('funding');
    expect(fundsCategoryOf({ amountMinor: -5, ledger: 'Wage advances' })).toBe('advance');
  });
});

describe('fundsCoverage', () => {
  const lines: FundsLine[] = [
    line('2026-01-01', 100_000, 'Funding'),
    line('2026-01-02', -30_000, 'Advance'),
    line('2026-01-03', -80_000, 'Advance'),
    line('2026-01-03', -1_500, 'Fees'),
    line('2026-01-05', 50_000, 'Repayment'),
    line('2026-01-08', -90_000, 'Advance'),
    line('2026-01-09', -500, 'Fees'),
  ];

  it('splits the balance into funded, advanced, repaid and fees', () => {
    const c = fundsCoverage(lines, '2026-01-31');
    expect(c).toMatchObject({ funded: 100_000, advanced: 200_000, repaid: 50_000, fees: 2_000 });
    expect(c.balance).toBe(100_000 - 200_000 + 50_000 - 2_000);
    expect(c.lines).toBe(7);
    expect(c.lastActivity).toBe('2026-01-09');
  });

  it('dates a shortfall from the start of the last run below zero, not an earlier dip that recovered', () => {
    // Jan 3: -11,500 (short), Jan 5: 38,500 (recovered), Jan 8: -51,500 (short again).
    expect(fundsCoverage(lines, '2026-01-04')).toMatchObject({
      short: true,
      shortfall: 11_500,
      shortSince: '2026-01-03',
    });
    expect(fundsCoverage(lines, '2026-01-06')).toMatchObject({
      short: false,
      shortfall: 0,
      shortSince: null,
    });
    expect(fundsCoverage(lines, '2026-01-31')).toMatchObject({
      short: true,
      shortfall: 52_000,
      shortSince: '2026-01-08',
    });
  });

  it('counts only lines dated up to asOf', () => {
    const c = fundsCoverage(lines, '2026-01-02');
    expect(c).toMatchObject({
      funded: 100_000,
      advanced: 30_000,
      balance: 70_000,
      lines: 2,
      lastActivity: '2026-01-02',
    });
    expect(fundsCoverage(lines, '2025-12-31')).toMatchObject({
      balance: 0,
      lines: 0,
      lastActivity: null,
      short: false,
    });
  });

  it('never counts a void line', () => {
    const withVoid = [...lines, line('2026-01-02', -500_000, 'Advance', { void: true })];
    expect(fundsCoverage(withVoid, '2026-01-31')).toEqual(fundsCoverage(lines, '2026-01-31'));
  });

  it('ignores an intraday dip: the day ends covered', () => {
    const c = fundsCoverage(
      [line('2026-02-01', -10_000, 'Advance'), line('2026-02-01', 10_000, 'Funding')],
      '2026-02-01',
    );
    expect(c).toMatchObject({ balance: 0, short: false, shortSince: null });
  });

  it('keeps the balance the plain sum of the amounts whatever the categories', () => {
    const odd = [
      line('2026-03-01', 700, 'Advance'),
      line('2026-03-02', -200, 'Funding'),
      line('2026-03-02', 300, 'Fees'),
    ];
    const c = fundsCoverage(odd, '2026-03-31');
    expect(c.balance).toBe(800);
    expect(c.funded - c.advanced + c.repaid - c.fees).toBe(800);
  });
});
