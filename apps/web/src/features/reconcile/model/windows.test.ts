import { describe, expect, it } from 'vitest';
import { rowFromWindows, windowOffsets } from './windows';

describe('open-line windows', () => {
  it('covers the visible rows with the fewest windows', () => {
    expect(windowOffsets(0, 40, 200)).toEqual([0]);
    expect(windowOffsets(190, 230, 200)).toEqual([0, 200]);
    expect(windowOffsets(99_950, 99_999, 200)).toEqual([99_800]);
    expect(windowOffsets(5, 4, 200)).toEqual([]);
  });
  it('finds a row in its window, or nothing when the window is not loaded', () => {
    const windows = new Map([[200, ['a', 'b', 'c']]]);
    expect(rowFromWindows(windows, 201, 200)).toBe('b');
    expect(rowFromWindows(windows, 5, 200)).toBeUndefined();
    expect(rowFromWindows(windows, -1, 200)).toBeUndefined();
  });
});
