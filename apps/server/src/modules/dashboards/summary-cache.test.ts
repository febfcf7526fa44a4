import { describe, expect, it } from 'vitest';
import { SummaryCache } from './summary-cache';

describe('summary cache', () => {
  it('reuses a figure while the version holds and recomputes when it moves', async () => {
    const cache = new SummaryCache();
    let computed = 0;
    const compute = async () => ++computed;
    expect(await cache.get('k', '1', compute)).toBe(1);
    expect(await cache.get('k', '1', compute)).toBe(1);
    expect(await cache.get('k', '2', compute)).toBe(2);
    expect(computed).toBe(2);
  });
  it('shares one computation between concurrent requests and forgets a failed one', async () => {
    const cache = new SummaryCache();
    let computed = 0;
    const [a, b] = await Promise.all([
      cache.get('k', '1', async () => ++computed),
      cache.get('k', '1', async () => ++computed),
    ]);
    expect([a, b, computed]).toEqual([1, 1, 1]);
    await expect(cache.get('f', '1', async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await cache.get('f', '1', async () => 'again')).toBe('again');
  });
  it('keeps at most its capacity, dropping the least recently used', async () => {
    const cache = new SummaryCache(2);
    let computed = 0;
    const compute = async () => ++computed;
    await cache.get('a', '1', compute);
    await cache.get('b', '1', compute);
    await cache.get('a', '1', compute);
    await cache.get('c', '1', compute);
    expect(await cache.get('a', '1', compute)).toBe(1);
    expect(await cache.get('b', '1', compute)).toBe(4);
  });
});
