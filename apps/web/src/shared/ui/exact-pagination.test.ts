import { describe, expect, it } from 'vitest';
import { viewPaging } from '../lib/use-paging';
import { exactPagination } from './exact-pagination';

describe('exactPagination', () => {
  it('offers a next page while rows remain past this one', () => {
    const update = () => undefined;
    const page = (n: number) =>
      exactPagination(viewPaging({ page: n, limit: 25 }, update), {
        rowCount: 25,
        total: 50,
        limits: [25, 50],
        noun: 'lines',
      });
    expect(page(1)).toMatchObject({ totalExact: true, hasNext: true, noun: 'lines' });
    expect(page(2).hasNext).toBe(false);
  });

  it('starts again at page 1 when the page size changes in the view', () => {
    const changes: unknown[] = [];
    const paging = viewPaging({ page: 3, limit: 25 }, (next) => changes.push(next));
    paging.setLimit(50);
    paging.setPage(2);
    expect(changes).toEqual([{ limit: 50, page: 1 }, { page: 2 }]);
  });
});
