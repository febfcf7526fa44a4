import { expect } from 'vitest';

/**
 * The row keys of one file are what counting their joined keys gives: each key's ordinal (`#n`) is the
 * number of earlier rows with the same key before it, and every key of the file is distinct.
 */
export function expectOrdinalsOfJoinedKeys(keys: readonly string[], rows: number): void {
  const seen = new Map<string, number>();
  const expected = keys.map((key) => {
    const base = key.replace(/#\d+$/, '');
    const ordinal = seen.get(base) ?? 0;
    seen.set(base, ordinal + 1);
    return ordinal === 0 ? base : `${base}#${ordinal}`;
  });
  expect(keys).toEqual(expected);
  expect(new Set(keys).size).toBe(rows);
}
