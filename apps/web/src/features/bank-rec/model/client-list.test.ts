import { describe, expect, it } from 'vitest';
import {
  clientListQuery,
  clientSortDirection,
  DEFAULT_CLIENT_VIEW,
  readClientView,
  toggleClientSort,
  writeClientView,
} from './client-list';

describe('customer list view', () => {
  it('round-trips through the address bar', () => {
    const view = { search: 'bay', status: 'Active' as const, sort: '-coName' as const, page: 2, limit: 50 };
    const params = writeClientView(view);
    expect(params.toString()).toBe('search=bay&status=Active&sort=-coName&page=2&limit=50');
    expect(readClientView(params)).toEqual(view);
    expect(writeClientView(DEFAULT_CLIENT_VIEW).toString()).toBe('');
  });

  it('ignores unknown values', () => {
    expect(readClientView(new URLSearchParams('status=Gone&sort=x&page=0&limit=13'))).toEqual(
      DEFAULT_CLIENT_VIEW,
    );
  });

  it('sends the search only when there is one', () => {
    expect(clientListQuery({ ...DEFAULT_CLIENT_VIEW, search: '  ' })).toEqual({
      search: undefined,
      status: undefined,
      sort: 'coId',
      page: 1,
      limit: 25,
    });
  });

  it('toggles a column A to Z, then Z to A', () => {
    expect(toggleClientSort('coId', 'coName')).toBe('coName');
    expect(toggleClientSort('coName', 'coName')).toBe('-coName');
    expect(toggleClientSort('-coName', 'coName')).toBe('coName');
    expect(clientSortDirection('-coName', 'coName')).toBe('desc');
  });
});
