import { describe, expect, it } from 'vitest';
import { formatBytes } from './bytes';

describe('formatBytes', () => {
  it('names the largest unit that keeps the figure at 1 or more', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatBytes(2.25 * 1024 ** 3)).toBe('2.3 GB');
    expect(formatBytes(5 * 1024 ** 5)).toBe('5120 TB');
  });
});
