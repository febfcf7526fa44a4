import { useState } from 'react';

export interface Paging {
  page: number;
  limit: number;
  setPage: (page: number) => void;
  /** A new page size starts again at page 1: the old page number means other rows now. */
  setLimit: (limit: number) => void;
}

/** The page and page size of a server-paged list (pages count from 1). */
export function usePaging(initialLimit: number): Paging {
  const [page, setPage] = useState(1);
  const [limit, setLimitOnly] = useState(initialLimit);
  const setLimit = (next: number) => {
    setLimitOnly(next);
    setPage(1);
  };
  return { page, limit, setPage, setLimit };
}

/**
 * The paging of a list whose page and page size live in its view (the URL): a new page size starts
 * again at page 1, as with usePaging.
 */
export function viewPaging(
  view: { page: number; limit: number },
  update: (next: { page: number; limit?: number }) => void,
): Paging {
  return {
    page: view.page,
    limit: view.limit,
    setPage: (page) => update({ page }),
    setLimit: (limit) => update({ limit, page: 1 }),
  };
}
