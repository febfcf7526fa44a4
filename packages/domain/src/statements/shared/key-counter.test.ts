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

  it('counts exactly across its per-start tables: thousands of starts, non-ASCII and long ones, in any order', () => {
    const counter = new KeyCounter();
    const reference = new Map<string, number>();
    const keys: string[] = [];
    // More starts than tables of their own (4096), so later ones share a table; starts with a
    // non-ASCII character or longer than 64 bytes; keys without a second ':'; pieces in any order.
    for (let i = 0; i < 6000; i += 1) keys.push(`v1:2025-${i % 5000}:${i % 3}:é${i % 7}`);
    for (let i = 0; i < 300; i += 1) keys.push(`v1:é${i % 10}:${i % 4}`, `v1:${'x'.repeat(70)}${i % 5}:${i}`);
    for (let i = 0; i < 300; i += 1) keys.push(`v1:${i % 9}`, `${i % 11}`, `v1:${i % 3}::${i % 2}`);
    let seed = 7;
    const shuffled = [...keys, ...keys, ...keys].sort(() => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647 - 0.5;
    });
    for (const key of shuffled) {
      expect(counter.add(key)).toBe(reference.get(key) ?? 0);
      reference.set(key, (reference.get(key) ?? 0) + 1);
    }
    // The same keys written in pieces meet the ones added whole.
    for (const key of keys.slice(0, 500)) {
      counter.begin();
      counter.write(key.slice(0, 5));
      counter.write(key.slice(5));
      expect(counter.count()).toBe(reference.get(key) ?? 0);
      reference.set(key, (reference.get(key) ?? 0) + 1);
    }
  });

  it('counts keys given as a start and self-delimiting parts exactly, past its own tables and storage blocks', () => {
    const counter = new KeyCounter();
    const reference = new Map<string, number>();
    // Starts beyond the 4,096 tables of their own share one; texts with non-ASCII units and lone
    // surrogates, empty texts, and integers of every size and sign, one storage block and more.
    const texts = ['', 'ACH', 'é', '\ud800', 'a\u00ff', 'x'.repeat(5000), ':#%'];
    const integers = [
      0,
      1,
      -1,
      2 ** 32,
      -(2 ** 32),
      2 ** 32 - 1,
      Number.MAX_SAFE_INTEGER,
      Number.MIN_SAFE_INTEGER,
    ];
    let seed = 11;
    const next = (n: number) => {
      seed = (seed * 16807) % 2147483647;
      return seed % n;
    };
    for (let i = 0; i < 40_000; i += 1) {
      const start = `v1:${next(5000)}:`;
      const text = texts[next(texts.length)] as string;
      const integer = integers[next(integers.length)] as number;
      const tail = next(3) === 0 ? undefined : next(4) - 2;
      counter.begin();
      counter.writeText(text);
      counter.writeInteger(integer);
      if (tail === undefined) counter.writeText('');
      else counter.writeInteger(tail);
      const key = JSON.stringify([start, text, integer, tail ?? null]);
      expect(counter.countIn(start)).toBe(reference.get(key) ?? 0);
      reference.set(key, (reference.get(key) ?? 0) + 1);
    }
  });
});
