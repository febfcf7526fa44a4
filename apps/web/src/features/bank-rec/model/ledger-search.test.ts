import { formatMinor } from '@clearline/domain/money';
import { describe, expect, it } from 'vitest';
import {
  countActiveFilters,
  DEFAULT_LEDGER_VIEW,
  EMPTY_LEDGER_FILTERS,
  ledgerFilterErrors,
  ledgerSearchQuery,
  ledgerSortDirection,
  readLedgerView,
  selectionTotals,
  toggleLedgerSort,
  writeLedgerView,
} from './ledger-search';

describe('search ledger view', () => {
  it('round-trips through the address bar, leaving defaults out', () => {
    const view = {
      ...DEFAULT_LEDGER_VIEW,
      filters: { ...EMPTY_LEDGER_FILTERS, customer: 'B&J-01', status: ['open' as const, 'void' as const] },
      sort: 'amount' as const,
      page: 3,
    };
    const params = writeLedgerView(view);
    expect(params.toString()).toBe('customer=B%26J-01&status=open%2Cvoid&sort=amount&page=3');
    expect(readLedgerView(params)).toEqual(view);
    expect(writeLedgerView(DEFAULT_LEDGER_VIEW).toString()).toBe('');
  });

  it('drops what it does not know and keeps pages where the server serves them', () => {
    const view = readLedgerView(new URLSearchParams('status=open,bogus&sort=DROP&limit=7&page=-2'));
    expect(view.filters.status).toEqual(['open']);
    expect(view.sort).toBe('-transactionDate');
    expect(view.limit).toBe(50);
    expect(view.page).toBe(1);
    expect(readLedgerView(new URLSearchParams('limit=100&page=999')).page).toBe(100);
  });

  it('builds the API query with exact amount strings and no empty filters', () => {
    const filters = { ...EMPTY_LEDGER_FILTERS, amountMin: '-20', amountMax: '1000.5', q: ' eftps 941 ' };
    expect(ledgerSearchQuery({ ...DEFAULT_LEDGER_VIEW, filters })).toEqual({
      bankAccount: undefined,
      ledgerId: undefined,
      account: undefined,
      customer: undefined,
      partner: undefined,
      dateFrom: undefined,
      dateTo: undefined,
      amountMin: '-20.00',
      amountMax: '1000.50',
      status: undefined,
      transactionType: undefined,
      q: 'eftps 941',
      sort: '-transactionDate',
      limit: 50,
      page: 1,
      totals: 'true',
    });
    expect(ledgerSearchQuery(DEFAULT_LEDGER_VIEW).totals).toBeUndefined();
    expect(ledgerSearchQuery(DEFAULT_LEDGER_VIEW, 'exact').totals).toBe('exact');
  });

  it('checks dates and amounts with the domain rules', () => {
    expect(
      ledgerFilterErrors({ ...EMPTY_LEDGER_FILTERS, dateFrom: '1899-12-31', amountMin: '1.234' }),
    ).toEqual({
      dateFrom: 'The year must be from 1900 to 2100',
      amountMin: 'Only two digits after decimal Point!',
    });
    expect(
      ledgerFilterErrors({
        ...EMPTY_LEDGER_FILTERS,
        dateFrom: '2026-02-01',
        dateTo: '2026-01-31',
        amountMin: '10',
        amountMax: '9.99',
      }),
    ).toEqual({ dateTo: 'Must be on or after the From date', amountMax: 'Must be at least the minimum' });
    expect(ledgerFilterErrors(EMPTY_LEDGER_FILTERS)).toEqual({});
  });

  it('counts applied filters', () => {
    expect(countActiveFilters(EMPTY_LEDGER_FILTERS)).toBe(0);
    expect(
      countActiveFilters({ ...EMPTY_LEDGER_FILTERS, customer: 'X', customerName: 'Y', status: ['open'] }),
    ).toBe(2);
    // The employer-funds partner filter counts once, its name with it.
    expect(
      countActiveFilters({ ...EMPTY_LEDGER_FILTERS, partner: 'BRIGHTPAY', partnerName: 'BrightPay' }),
    ).toBe(1);
  });

  it('sends the partner filter and keeps it in the address bar', () => {
    const filters = { ...EMPTY_LEDGER_FILTERS, partner: ' BRIGHTPAY ', partnerName: 'BrightPay Advance' };
    const view = { ...DEFAULT_LEDGER_VIEW, filters };
    expect(ledgerSearchQuery(view).partner).toBe('BRIGHTPAY');
    expect(readLedgerView(writeLedgerView(view)).filters).toMatchObject({
      partner: 'BRIGHTPAY',
      partnerName: 'BrightPay Advance',
    });
  });

  it('sorts dates and amounts largest first, customers A to Z, then flips', () => {
    expect(toggleLedgerSort('-transactionDate', 'amount')).toBe('-amount');
    expect(toggleLedgerSort('-amount', 'amount')).toBe('amount');
    expect(toggleLedgerSort('amount', 'amount')).toBe('-amount');
    expect(toggleLedgerSort('-transactionDate', 'customer')).toBe('customer');
    expect(ledgerSortDirection('-transactionDate', 'transactionDate')).toBe('desc');
    expect(ledgerSortDirection('-transactionDate', 'amount')).toBe(false);
  });
});

describe('selection totals', () => {
  it('sums exactly in cents: no float drift', () => {
    const rows = [{ amount: '0.10' }, { amount: '0.20' }, { amount: '-0.30' }, { amount: '0.30' }];
    expect(selectionTotals(rows)).toEqual({ count: 4, cents: 30 });
    const many = Array.from({ length: 1000 }, () => ({ amount: '0.01' }));
    expect(selectionTotals(many).cents).toBe(1000);
  });

  it('holds large amounts exactly', () => {
    const rows = [{ amount: '90071992547409.91' }, { amount: '-0.91' }];
    const { cents } = selectionTotals(rows);
    expect(cents).toBe(9007199254740900);
    expect(formatMinor(cents ?? 0)).toBe('90,071,992,547,409.00');
  });

  it('says so when a sum cannot be held', () => {
    expect(selectionTotals([{ amount: '90071992547409.91' }, { amount: '1.00' }]).cents).toBeNull();
    expect(selectionTotals([])).toEqual({ count: 0, cents: 0 });
  });
});
