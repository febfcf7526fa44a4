import { describe, expect, it } from 'vitest';
import { pageSummary } from './server-pagination-model';

const base = { page: 1, limit: 50, rowCount: 50, total: 1874, totalExact: true, hasNext: true };

describe('pageSummary', () => {
  it('shows the exact total and the last page', () => {
    const s = pageSummary(base);
    expect(s).toMatchObject({ from: 1, to: 50, label: '1–50 of 1,874', canPrevious: false, canNext: true });
    expect(s.lastPage).toBe(38);
  });

  it('marks a capped count as a lower bound and an estimate as approximate', () => {
    expect(pageSummary({ ...base, total: 10_000, totalExact: false, totalCap: 10_000 }).label).toBe(
      '1–50 of 10,000+',
    );
    expect(pageSummary({ ...base, total: 12_345, totalExact: false }).label).toBe('1–50 of about 12,345');
    expect(pageSummary({ ...base, total: null, totalExact: false }).label).toBe('1–50 of more');
    expect(pageSummary({ ...base, total: null, totalExact: false, hasNext: false, rowCount: 7 }).label).toBe(
      '1–7 of 7',
    );
  });

  it('stops page numbers where the server stops them', () => {
    const s = pageSummary({ ...base, page: 200, total: 10_000, totalExact: false, maxRows: 10_000 });
    expect(s.canNext).toBe(false);
    expect(s.stopsHere).toBe(true);
    expect(pageSummary({ ...base, page: 199, maxRows: 10_000 }).canNext).toBe(true);
    expect(pageSummary({ ...base, total: 50_000, maxRows: 10_000 }).lastPage).toBe(200);
  });

  it('says so when a page is empty', () => {
    expect(pageSummary({ ...base, rowCount: 0, total: 0, hasNext: false }).label).toBe('No rows');
    expect(pageSummary({ ...base, page: 3, rowCount: 0, total: 0, hasNext: false })).toMatchObject({
      label: 'No rows on this page',
      canPrevious: true,
      canNext: false,
    });
  });
});
