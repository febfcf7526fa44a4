import { describe, expect, it } from 'vitest';
import { orderedId, orderedIdPrefix } from './ordered-ids';

describe('ordered ids', () => {
  it('are version-7 UUIDs whose first 48 bits are the time in milliseconds', () => {
    const now = new Date('2026-11-22T10:00:00.123Z');
    const id = orderedId(orderedIdPrefix(now), 5);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16)).toBe(now.getTime());
  });

  it('ascend with the row number within a batch, and sort after an earlier batch', () => {
    const earlier = orderedIdPrefix(new Date('2026-11-22T10:00:00.000Z'));
    const later = orderedIdPrefix(new Date('2026-11-22T10:00:00.001Z'));
    const ids = [0, 1, 15, 16, 255, 4096, 2 ** 40 - 1].map((n) => orderedId(later, n));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    expect(orderedId(earlier, 2 ** 40 - 1) < orderedId(later, 0)).toBe(true);
  });

  it('give two batches of the same millisecond different prefixes', () => {
    const now = new Date();
    const prefixes = new Set(Array.from({ length: 1000 }, () => orderedIdPrefix(now)));
    expect(prefixes.size).toBeGreaterThan(990);
  });
});
