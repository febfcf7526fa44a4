/**
 * Server sorting of a grid: a sort is a column key, ascending, or the key with a leading '-',
 * descending (the API's `sort` parameter).
 */
export type SortDirection = 'asc' | 'desc';

/** A column's direction in a sort, or false when the grid is sorted by another column. */
export function sortDirection(sort: string, key: string): SortDirection | false {
  if (sort === key) return 'asc';
  if (sort === `-${key}`) return 'desc';
  return false;
}

/** Clicking a column header: the sorted column flips; another column starts in its natural direction. */
export function toggleSort<S extends string>(current: S, key: string, first: SortDirection = 'asc'): S {
  const direction = sortDirection(current, key);
  const next = direction === false ? first : direction === 'asc' ? 'desc' : 'asc';
  return (next === 'asc' ? key : `-${key}`) as S;
}

/** What a grid shows under its header: the server's refusal, the empty text, or its rows. */
export function gridBody(state: {
  error: boolean;
  loaded: boolean;
  rowCount: number;
}): 'error' | 'empty' | 'rows' {
  if (state.error && state.rowCount === 0) return 'error';
  if (state.loaded && state.rowCount === 0) return 'empty';
  return 'rows';
}
