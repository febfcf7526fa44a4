import { describe, expect, it } from 'vitest';
import { centsOf, toText } from './price';

describe('product price field', () => {
  it('reads dollars as cents by text', () => {
    expect(centsOf('12.5')).toBe(1250);
    expect(centsOf('0.29')).toBe(29);
    expect(centsOf('1999')).toBe(199900);
    expect(centsOf(' 3. ')).toBe(300);
  });
  it('refuses what is not a price', () => {
    expect(centsOf('')).toBeNull();
    expect(centsOf('-1')).toBeNull();
    expect(centsOf('1.234')).toBeNull();
    expect(centsOf('abc')).toBeNull();
  });
  it('writes cents back as the field text', () => {
    expect(toText(1250)).toBe('12.50');
    expect(toText(5)).toBe('0.05');
  });
});
