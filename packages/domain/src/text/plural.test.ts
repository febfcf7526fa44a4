import { describe, expect, it } from 'vitest';
import { counted, nounFor } from './plural';

describe('plurals', () => {
  it('writes one in the singular and every other count in the plural', () => {
    expect(counted(1, 'transaction')).toBe('1 transaction');
    expect(counted(0, 'transaction')).toBe('0 transactions');
    expect(counted(2, 'error')).toBe('2 errors');
    expect(counted(12_345, 'entry', 'entries')).toBe('12,345 entries');
    expect(counted(1, 'entry', 'entries')).toBe('1 entry');
    expect(nounFor(1, 'match', 'matches')).toBe('match');
    expect(nounFor(-1, 'line')).toBe('lines');
  });
});
