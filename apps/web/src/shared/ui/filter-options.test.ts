import { describe, expect, it } from 'vitest';
import { filterOptions } from './filter-options';

describe('filterOptions', () => {
  it('keeps the order of the pairs and the empty value of an "All" choice', () => {
    expect(filterOptions(['confirmed', 'Confirmed'], ['', 'All'])).toEqual([
      { value: 'confirmed', label: 'Confirmed' },
      { value: '', label: 'All' },
    ]);
  });

  it('gives no options for no pairs', () => {
    expect(filterOptions()).toEqual([]);
  });
});
