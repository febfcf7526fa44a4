import { describe, expect, it } from 'vitest';
import { amountMinorOf, formatTotal, matchRequest, type SelectedLine, selectionTotals } from './selection';

const line = (id: string, side: 'bank' | 'ledger', amountMinor: number): SelectedLine => ({
  id,
  side,
  amountMinor,
});
const map = (...lines: SelectedLine[]) => new Map(lines.map((l) => [l.id, l]));

describe('selectionTotals', () => {
  it('is empty and not matchable with nothing selected', () => {
    const totals = selectionTotals(new Map(), new Map());
    expect(totals).toMatchObject({
      count: 0,
      ledgerMinor: 0,
      bankMinor: 0,
      differenceMinor: 0,
      canMatch: false,
    });
  });

  it('sums each side in cents and gives bank − ledger as the difference', () => {
    const totals = selectionTotals(
      map(line('l1', 'ledger', -125_000), line('l2', 'ledger', -10)),
      map(line('b1', 'bank', -125_000)),
    );
    expect(totals.ledgerMinor).toBe(-125_010);
    expect(totals.bankMinor).toBe(-125_000);
    expect(totals.differenceMinor).toBe(10);
    expect(totals.balanced).toBe(false);
    expect(totals.canMatch).toBe(true);
    expect(formatTotal(totals.differenceMinor)).toBe('0.10');
  });

  it('balances exactly where floating point would not (0.1 + 0.2 against 0.3)', () => {
    const totals = selectionTotals(
      map(line('a', 'ledger', 10), line('b', 'ledger', 20)),
      map(line('c', 'bank', 30)),
    );
    expect(totals.differenceMinor).toBe(0);
    expect(totals.balanced).toBe(true);
    expect(formatTotal(totals.differenceMinor)).toBe('0.00');
  });

  it('needs two lines, on any sides', () => {
    expect(selectionTotals(map(line('a', 'ledger', 5)), new Map()).canMatch).toBe(false);
    expect(selectionTotals(map(line('a', 'ledger', 5), line('b', 'ledger', -5)), new Map()).canMatch).toBe(
      true,
    );
    expect(selectionTotals(new Map(), map(line('a', 'bank', 5), line('b', 'bank', -5))).balanced).toBe(true);
  });

  it('refuses to show a total outside the safe integer range instead of rounding it', () => {
    const big = Number.MAX_SAFE_INTEGER;
    const totals = selectionTotals(map(line('a', 'ledger', big), line('b', 'ledger', big)), new Map());
    expect(totals.ledgerMinor).toBeNull();
    expect(totals.differenceMinor).toBeNull();
    expect(totals.canMatch).toBe(false);
    expect(formatTotal(null)).toBe('—');
  });

  it('formats thousands', () => {
    expect(formatTotal(-123_456_789)).toBe('-1,234,567.89');
  });
});

describe('matchRequest', () => {
  it('lists the ids of each side and adds the adjustment only when given', () => {
    const ledger = map(line('l1', 'ledger', 1));
    const bank = map(line('b1', 'bank', 2), line('b2', 'bank', 3));
    expect(matchRequest(ledger, bank)).toEqual({ ledgerEntryIds: ['l1'], bankTransactionIds: ['b1', 'b2'] });
    expect(matchRequest(ledger, bank, { recType: 'Bank Error', reason: 'fee' })).toEqual({
      ledgerEntryIds: ['l1'],
      bankTransactionIds: ['b1', 'b2'],
      adjustment: { recType: 'Bank Error', reason: 'fee' },
    });
  });
});

describe('amountMinorOf', () => {
  it('reads the server amounts exactly', () => {
    expect(amountMinorOf('-1234.50')).toBe(-123_450);
    expect(amountMinorOf('0.00')).toBe(0);
    expect(amountMinorOf('19.99')).toBe(1999);
    expect(amountMinorOf('abc')).toBeNull();
  });
});
