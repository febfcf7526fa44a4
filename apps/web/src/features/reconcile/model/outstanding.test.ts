import { describe, expect, it } from 'vitest';
import {
  bucketDateRange,
  type Drill,
  drillLedgerQuery,
  drillWhere,
  inGroup,
  outstandingWhere,
  readOutstandingView,
  writeOutstandingView,
} from './outstanding';

describe('bucketDateRange', () => {
  const asOf = '2025-03-31';
  it('gives each bucket its dates, counted back from the as-of date', () => {
    expect(bucketDateRange('0-30', asOf)).toEqual({ dateFrom: '2025-03-01' });
    expect(bucketDateRange('31-60', asOf)).toEqual({ dateFrom: '2025-01-30', dateTo: '2025-02-28' });
    expect(bucketDateRange('61-90', asOf)).toEqual({ dateFrom: '2024-12-31', dateTo: '2025-01-29' });
    expect(bucketDateRange('91-180', asOf)).toEqual({ dateFrom: '2024-10-02', dateTo: '2024-12-30' });
    expect(bucketDateRange('180+', asOf)).toEqual({ dateTo: '2024-10-01' });
  });

  it('leaves no gap and no overlap between buckets', () => {
    const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
    const order = ['180+', '91-180', '61-90', '31-60', '0-30'] as const;
    for (let i = 0; i + 1 < order.length; i += 1) {
      const older = bucketDateRange(order[i] as (typeof order)[number], '2024-02-29');
      const newer = bucketDateRange(order[i + 1] as (typeof order)[number], '2024-02-29');
      expect(day(newer.dateFrom as string) - day(older.dateTo as string)).toBe(1);
    }
  });
});

describe('the outstanding view', () => {
  it('reads and writes the address bar, defaults page 1 and limit 35', () => {
    const view = readOutstandingView(new URLSearchParams('taxType=Bogus&asOf=junk'));
    expect(view).toEqual({ filters: { coId: '', taxType: '', quarter: '', asOf: '' }, page: 1, limit: 35 });
    const back = writeOutstandingView({
      filters: { coId: ' B&J-01 ', taxType: 'State', quarter: 'Q1 2025', asOf: '2025-03-31' },
      page: 2,
      limit: 35,
    });
    expect(back.toString()).toBe('coId=B%26J-01&taxType=State&quarter=Q1+2025&asOf=2025-03-31&page=2');
    expect(readOutstandingView(back).filters.coId).toBe('B&J-01');
  });

  it('sends only the filters that are set', () => {
    expect(outstandingWhere({ coId: '', taxType: '', quarter: '', asOf: '' })).toEqual({});
    expect(outstandingWhere({ coId: 'A1', taxType: 'Federal', quarter: '', asOf: '' }, '61-90')).toEqual({
      coId: 'A1',
      taxType: 'Federal',
      bucket: '61-90',
    });
  });
});

describe('a drill-down', () => {
  const drill: Drill = {
    coId: 'B&J-01',
    coName: 'B&J',
    taxType: 'State',
    quarter: 'Q1 2025',
    bucket: '31-60',
    amount: '-100.00',
    asOf: '2025-03-31',
  };
  it('repeats the grid request with the group and the bucket', () => {
    expect(drillWhere(drill)).toEqual({
      coId: 'B&J-01',
      taxType: 'State',
      quarter: 'Q1 2025',
      asOf: '2025-03-31',
      bucket: '31-60',
    });
  });
  it("asks the search ledger for the customer's open entries in the bucket's dates", () => {
    expect(drillLedgerQuery(drill, 'abc')).toEqual({
      customer: 'B&J-01',
      status: 'open',
      dateFrom: '2025-01-30',
      dateTo: '2025-02-28',
      sort: 'transactionDate',
      limit: 200,
      totals: 'false',
      cursor: 'abc',
    });
  });
  it('keeps the entries of the group only', () => {
    expect(inGroup({ taxType: 'State', quarter: 'q1 2025' }, drill)).toBe(true);
    expect(inGroup({ taxType: 'Federal', quarter: 'Q1 2025' }, drill)).toBe(false);
    expect(inGroup({ taxType: 'State', quarter: 'Q2 2025' }, drill)).toBe(false);
  });
});
