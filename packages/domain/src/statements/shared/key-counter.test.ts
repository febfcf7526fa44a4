import { describe, expect, it } from 'vitest';
import { KeyCounter } from './key-counter';

describe('KeyCounter', () => {
  it('counts sightings exactly, like a Map, across growth of every table', () => {
    const counter = new KeyCounter();
    const reference = new Map<string, number>();
    const keys: string[] = [];
    for (let i = 0; i < 5000; i += 1)
      keys.push(`v1:8800000001:2026-01-11:165:ref:B${String(i).padStart(10, '0')}`);
    keys.push(
      '',
      'é',
      'e\u0301',
      '€ 100',
      '\ud83d\ude00',
      '\ud800',
      '\udc00',
      '\ud800\udc00',
      'x'.repeat(100_000),
    );
    for (let round = 0; round < 3; round += 1) {
      for (const key of keys) {
        expect(counter.add(key)).toBe(reference.get(key) ?? 0);
        reference.set(key, (reference.get(key) ?? 0) + 1);
      }
    }
  });

  it('tells apart strings whose UTF-8 would be the same (lone surrogates)', () => {
    const counter = new KeyCounter();
    expect(counter.add('a\ud800')).toBe(0);
    expect(counter.add('a\udbff')).toBe(0);
    expect(counter.add('a\ufffd')).toBe(0);
    expect(counter.add('a\ud800')).toBe(1);
  });

  it('reads keys written in pieces the same as whole ones, across storage blocks', () => {
    const counter = new KeyCounter();
    const key = (i: number) => `v1:2025-01-02:${i}:ACH CREDIT ${i % 7}`;
    for (let i = 0; i < 300_000; i += 1) {
      counter.begin();
      counter.write('v1:2025-01-02:');
      counter.write(String(i % 150_000));
      counter.write(`:ACH CREDIT ${(i % 150_000) % 7}`);
      expect(counter.count()).toBe(i < 150_000 ? 0 : 1);
    }
    expect(counter.add(key(3))).toBe(2);
  });
});
