import { describe, expect, it } from 'vitest';
import { badgeText } from './badge';

describe('notification badge', () => {
  it('shows the count up to 99 and 99+ above', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(-3)).toBe('');
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(5000)).toBe('99+');
  });
});
