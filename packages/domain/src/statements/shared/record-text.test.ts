import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fnv1a64,
  formatMinorUnits,
  parseSignedDigits,
  TextFeed,
  toSafeNumber,
  yymmddToIso,
} from './record-text';

/** Runs bytes through a TextFeed in the given chunk sizes and returns the lines it produced. */
function lines(bytes: Uint8Array, sizes: number[] = [bytes.length || 1]): string[] {
  const out: string[] = [];
  let current = '';
  let started = false;
  const feed = new TextFeed({
    text: (segment) => {
      current += segment;
      started = true;
    },
    lineEnd: () => {
      out.push(current);
      current = '';
      started = false;
    },
  });
  let offset = 0;
  let index = 0;
  while (offset < bytes.length) {
    const size = Math.max(1, sizes[index % sizes.length] ?? 1);
    feed.push(bytes.subarray(offset, offset + size));
    offset += size;
    index += 1;
  }
  feed.end();
  if (started) out.push(current);
  return out;
}

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('TextFeed', () => {
  it('ends lines at CRLF, LF and a lone CR, also when CRLF is split between chunks', () => {
    const bytes = utf8('a\r\nb\nc\rd\r\n\r\ne');
    expect(lines(bytes)).toEqual(['a', 'b', 'c', 'd', '', 'e']);
    for (let size = 1; size <= bytes.length; size += 1)
      expect(lines(bytes, [size])).toEqual(['a', 'b', 'c', 'd', '', 'e']);
  });

  it('holds a multi-byte character split between chunks and drops a byte order mark', () => {
    expect(lines(utf8('\uFEFFRé¦€\n'), [1])).toEqual(['Ré¦€']);
  });

  it('turns invalid UTF-8 into U+FFFD instead of failing', () => {
    expect(lines(new Uint8Array([0x41, 0xff, 0x42]))).toEqual(['A\uFFFDB']);
  });

  it('gives the same lines for any chunking', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 300 }),
        fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 8 }),
        (bytes, sizes) => {
          expect(lines(bytes, sizes)).toEqual(lines(bytes));
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('yymmddToIso', () => {
  it('uses a 1970-2069 window and refuses impossible dates', () => {
    expect(yymmddToIso('240229')).toBe('2024-02-29');
    expect(yymmddToIso('690101')).toBe('2069-01-01');
    expect(yymmddToIso('700101')).toBe('1970-01-01');
    expect(yymmddToIso('991231')).toBe('1999-12-31');
    for (const bad of ['230229', '241301', '240100', '000000', '24011', '24-1-1', ' 40101']) {
      expect(yymmddToIso(bad)).toBeUndefined();
    }
  });
});

describe('digits and amounts', () => {
  it('parses signed digit strings exactly, and nothing else', () => {
    expect(parseSignedDigits('+000000000000')).toBe(0n);
    expect(parseSignedDigits('-00012345')).toBe(-12345n);
    expect(parseSignedDigits('123456789012345678901234')).toBe(123456789012345678901234n);
    for (const bad of ['', '+', '1.5', '1e3', ' 1', '1,000', '0x10'])
      expect(parseSignedDigits(bad)).toBeUndefined();
  });

  it('converts only safe integers to numbers', () => {
    expect(toSafeNumber(9007199254740991n)).toBe(9007199254740991);
    expect(toSafeNumber(9007199254740992n)).toBeUndefined();
    expect(toSafeNumber(-9007199254740992n)).toBeUndefined();
  });

  it('round-trips any safe integer amount written as digits', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (value) => {
        expect(toSafeNumber(parseSignedDigits(String(value)) ?? 0n)).toBe(value);
      }),
    );
  });

  it('formats minor units with the ISO 4217 exponent of the currency', () => {
    expect(formatMinorUnits(123456n, 'USD')).toBe('1,234.56 USD');
    expect(formatMinorUnits(-5n, 'USD')).toBe('-0.05 USD');
    expect(formatMinorUnits(123456n, 'JPY')).toBe('123,456 JPY');
    expect(formatMinorUnits(1235n, 'KWD')).toBe('1.235 KWD');
  });
});

describe('fnv1a64', () => {
  it('matches the published FNV-1a 64-bit test vectors', () => {
    expect(fnv1a64('')).toBe('cbf29ce484222325');
    expect(fnv1a64('a')).toBe('af63dc4c8601ec8c');
    expect(fnv1a64('foobar')).toBe('85944171f73967e8');
  });

  it('hashes a lone surrogate as U+FFFD, like TextEncoder', () => {
    expect(fnv1a64('a\uD800b')).toBe(fnv1a64('a\uFFFDb'));
    expect(fnv1a64('\uDC00')).toBe(fnv1a64('\uFFFD'));
    expect(fnv1a64('😀')).not.toBe(fnv1a64('\uFFFD\uFFFD'));
  });

  it('matches a BigInt reference implementation on arbitrary text', () => {
    const reference = (text: string): string => {
      let hash = 0xcbf29ce484222325n;
      for (const byte of new TextEncoder().encode(text)) {
        hash ^= BigInt(byte);
        hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
      }
      return hash.toString(16).padStart(16, '0');
    };
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 60 }),
          // any UTF-16 code unit, lone surrogates included
          fc.string({
            unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
            maxLength: 60,
          }),
        ),
        (text) => fnv1a64(text) === reference(text),
      ),
    );
  });
});
