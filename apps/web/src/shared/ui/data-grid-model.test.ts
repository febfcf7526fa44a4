import { describe, expect, it } from 'vitest';
import { gridBody, sortDirection, toggleSort } from './data-grid-model';

describe('grid sorting', () => {
  it('reads a column direction from the API sort', () => {
    expect(sortDirection('coName', 'coName')).toBe('asc');
    expect(sortDirection('-coName', 'coName')).toBe('desc');
    expect(sortDirection('-coId', 'coName')).toBe(false);
    // A key that merely ends the same is another column.
    expect(sortDirection('-xcoName', 'coName')).toBe(false);
  });

  it('flips the sorted column and starts another in its natural direction', () => {
    expect(toggleSort('coId', 'coId')).toBe('-coId');
    expect(toggleSort('-coId', 'coId')).toBe('coId');
    expect(toggleSort('coId', 'coName')).toBe('coName');
    expect(toggleSort('customer', 'amount', 'desc')).toBe('-amount');
    expect(toggleSort('-amount', 'amount', 'desc')).toBe('amount');
  });
});

describe('grid body', () => {
  it('shows the refusal only with no rows to keep, the empty text once loaded, else the rows', () => {
    expect(gridBody({ error: true, loaded: false, rowCount: 0 })).toBe('error');
    expect(gridBody({ error: true, loaded: true, rowCount: 3 })).toBe('rows');
    expect(gridBody({ error: false, loaded: true, rowCount: 0 })).toBe('empty');
    expect(gridBody({ error: false, loaded: false, rowCount: 0 })).toBe('rows');
  });
});
