import type { ClientListQuery } from '@clearline/contracts';
import { CUSTOMER_STATUSES, type CustomerStatus } from '@clearline/domain/ledger';
import type { z } from 'zod';
import { sortDirection, toggleSort } from '../../../shared/ui/data-grid-model';

export const CLIENT_SORTS = ['coId', '-coId', 'coName', '-coName', 'coStatus', '-coStatus'] as const;
export type ClientSort = (typeof CLIENT_SORTS)[number];
export type ClientSortKey = 'coId' | 'coName' | 'coStatus';
export const CLIENT_PAGE_LIMITS = [25, 50, 100] as const;

/** What the Customer List shows, kept in the address bar. */
export interface ClientListView {
  search: string;
  status: CustomerStatus | '';
  sort: ClientSort;
  page: number;
  limit: number;
}

export const DEFAULT_CLIENT_VIEW: ClientListView = {
  search: '',
  status: '',
  sort: 'coId',
  page: 1,
  limit: 25,
};

export function readClientView(params: URLSearchParams): ClientListView {
  const status = params.get('status') ?? '';
  const sort = params.get('sort') ?? '';
  const limit = Number(params.get('limit'));
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').slice(0, 100),
    status: (CUSTOMER_STATUSES as readonly string[]).includes(status) ? (status as CustomerStatus) : '',
    sort: (CLIENT_SORTS as readonly string[]).includes(sort)
      ? (sort as ClientSort)
      : DEFAULT_CLIENT_VIEW.sort,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    limit: (CLIENT_PAGE_LIMITS as readonly number[]).includes(limit) ? limit : DEFAULT_CLIENT_VIEW.limit,
  };
}

export function writeClientView(view: ClientListView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.search.trim() !== '') params.set('search', view.search.trim());
  if (view.status !== '') params.set('status', view.status);
  if (view.sort !== DEFAULT_CLIENT_VIEW.sort) params.set('sort', view.sort);
  if (view.page !== 1) params.set('page', String(view.page));
  if (view.limit !== DEFAULT_CLIENT_VIEW.limit) params.set('limit', String(view.limit));
  return params;
}

export function clientListQuery(view: ClientListView): z.input<typeof ClientListQuery> {
  return {
    search: view.search.trim() === '' ? undefined : view.search.trim(),
    status: view.status === '' ? undefined : view.status,
    sort: view.sort,
    page: view.page,
    limit: view.limit,
  };
}

export const toggleClientSort = (current: ClientSort, key: ClientSortKey): ClientSort =>
  toggleSort(current, key);

export const clientSortDirection = (sort: ClientSort, key: ClientSortKey) => sortDirection(sort, key);
