import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AGING_BUCKETS,
  agingBucket,
  agingBucketOf,
  bucketFigures,
  OPEN_ITEM_BUCKETS,
  openItemBucket,
} from './aging';

describe('agingBucket', () => {
  it.each([
    [0, '0-30'],
    [30, '0-30'],
    [31, '31-60'],
    [60, '31-60'],
    [61, '61-90'],
    [90, '61-90'],
    [91, '91-180'],
    [180, '91-180'],
    [181, '180+'],
    [10_000, '180+'],
    [-5, '0-30'],
  ])('%d days -> %s', (days, bucket) => {
    expect(agingBucket(days)).toBe(bucket);
  });

  it('throws on a non-integer age', () => {
    expect(() => agingBucket(1.5)).toThrow(RangeError);
    expect(() => agingBucket(Number.NaN)).toThrow(RangeError);
  });

  it('is monotonic: an older item is never in a younger bucket', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 1000 }), fc.nat(500), (days, more) => {
        expect(AGING_BUCKETS.indexOf(agingBucket(days + more))).toBeGreaterThanOrEqual(
          AGING_BUCKETS.indexOf(agingBucket(days)),
        );
      }),
    );
  });

  it('ages a dated item on an as-of date', () => {
    expect(agingBucketOf('2024-01-01', '2024-01-31')).toBe('0-30');
    expect(agingBucketOf('2024-01-01', '2024-02-01')).toBe('31-60');
    expect(agingBucketOf('2023-01-01', '2024-01-01')).toBe('180+');
  });
});

describe('bucketFigures', () => {
  it('folds ages into every bucket in order, empty ones at zero', () => {
    const groups = [
      { age: 0, count: 2, totalMinor: 1000 },
      { age: 30, count: 1, totalMinor: -250 },
      { age: 45, count: 3, totalMinor: 300 },
      { age: 400, count: 1, totalMinor: 7 },
    ];
    expect(bucketFigures(AGING_BUCKETS, agingBucket, groups)).toEqual([
      { bucket: '0-30', count: 3, totalMinor: 750 },
      { bucket: '31-60', count: 3, totalMinor: 300 },
      { bucket: '61-90', count: 0, totalMinor: 0 },
      { bucket: '91-180', count: 0, totalMinor: 0 },
      { bucket: '180+', count: 1, totalMinor: 7 },
    ]);
    expect(bucketFigures(OPEN_ITEM_BUCKETS, openItemBucket, groups).map((f) => f.count)).toEqual([
      2, 1, 3, 0, 1,
    ]);
  });
});
