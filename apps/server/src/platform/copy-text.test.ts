import { describe, expect, it } from 'vitest';
import { forEachCopyRow } from './copy-text';

const bytes = (text: string) => new TextEncoder().encode(text);

function rows(text: string, width: number): (string | null)[][] {
  const out: (string | null)[][] = [];
  forEachCopyRow(bytes(text), width, (fields) => out.push([...fields]));
  return out;
}

describe("COPY's text format", () => {
  it('splits rows and fields, reads \\N as NULL and keeps empty strings', () => {
    expect(rows('a\t1\t\\N\nb\t\t2\n', 3)).toEqual([
      ['a', '1', null],
      ['b', '', '2'],
    ]);
  });

  it('undoes the escapes PostgreSQL writes: backslash, tab, newline, carriage return and the rest', () => {
    expect(rows('x\\ty\\nz\\\\w\\r\tback\\\\N\t\\b\\f\\v\n', 3)).toEqual([
      ['x\ty\nz\\w\r', 'back\\N', '\b\f\v'],
    ]);
  });

  it('reads multi-byte text as it was stored', () => {
    expect(rows('Café — 東京 💶\t€12\n', 2)).toEqual([['Café — 東京 💶', '€12']]);
  });

  it('reads nothing from no bytes, and a last row without its newline', () => {
    expect(rows('', 2)).toEqual([]);
    expect(rows('a\tb', 2)).toEqual([['a', 'b']]);
  });

  it('refuses a row of another width, naming it', () => {
    expect(() => rows('a\tb\nc\n', 2)).toThrow('COPY row 2 has 1 fields, expected 2');
  });
});
