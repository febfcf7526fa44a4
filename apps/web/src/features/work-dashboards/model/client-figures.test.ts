import { describe, expect, it } from 'vitest';
import { sumAmounts } from './client-figures';

describe('sumAmounts', () => {
  it('adds decimal strings in cents', () => {
    expect(sumAmounts(['0.10', '0.20', '-1.05'])).toBe('-0.75');
    expect(sumAmounts([])).toBe('0.00');
  });
});
