import type { Paging } from '../lib/use-paging';
import type { ServerPaginationProps } from './ServerPagination';

/** One page of a list whose server counts every matching row. */
export interface CountedPage {
  /** Rows on this page. */
  rowCount: number;
  total: number;
  limits: readonly number[];
  /** What the rows are, for the footer's labels. */
  noun: string;
}

/**
 * The footer of a server-paged list with an exact total: the total is the true count, so there is a
 * next page exactly while rows remain past this one.
 */
export function exactPagination(paging: Paging, counted: CountedPage): ServerPaginationProps {
  const { page, limit } = paging;
  return {
    page,
    limit,
    rowCount: counted.rowCount,
    total: counted.total,
    totalExact: true,
    hasNext: page * limit < counted.total,
    limits: counted.limits,
    noun: counted.noun,
    onPageChange: paging.setPage,
    onLimitChange: paging.setLimit,
  };
}
