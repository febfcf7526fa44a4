// The tokenizer's fast path for whole quote-free lines (CsvTokenizer.plainLine) and the word-at-a-time
// ASCII skip of scanUtf8 against the character-by-character paths. Fed one character at a time, the
// tokenizer sees a line break in the same text as the line only for empty lines, so that run is the
// reference for the others.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scanUtf8 } from '../detect/encoding';
import { collectStatement } from '../shared/statement-accumulator';
import { type CsvProfile, createCsvParser } from './index';
import { CsvTokenizer } from './tokenizer';

function tokenize(text: string, size: number): unknown[] {
  const events: unknown[] = [];
  const tokenizer = new CsvTokenizer(',', {
    record: (fields, line) => events.push([line, fields]),
    error: (line, code) => events.push([line, code]),
  });
  for (let at = 0; at < text.length; at += size) tokenizer.push(text.slice(at, at + size));
  tokenizer.end();
  return events;
}

const PROFILE: CsvProfile = {
  hasHeader: true,
  dateFormat: 'MM/DD/YYYY',
  columns: { date: 'Date', amount: 'Amount', description: 'Text', reference: 'Ref', balance: 'Balance' },
};

const piece = fc.constantFrom(
  'a',
  '01/02/2024',
  '-12.50',
  ',',
  ',',
  '"',
  '""',
  '"x, ""y"""',
  '\n',
  '\r\n',
  '\r',
  ' ',
  'é',
  '\u00a0',
  ':#%',
);

describe('CSV whole-line fast path', () => {
  it('gives the fields and lines of the character loop, for any text and chunking', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 60 }), fc.integer({ min: 2, max: 50 }), (pieces, size) => {
        const text = pieces.join('');
        const reference = tokenize(text, 1);
        expect(tokenize(text, text.length + 1)).toEqual(reference);
        expect(tokenize(text, size)).toEqual(reference);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps quoted fields with delimiters, quotes and line breaks between plain lines', () => {
    const text = 'a,b\r\n"x,1","say ""hi""","two\nlines"\rc,d\n\ne,"f"\n"open';
    const expected = [
      [1, ['a', 'b']],
      [2, ['x,1', 'say "hi"', 'two\nlines']],
      [4, ['c', 'd']],
      [5, ['']],
      [6, ['e', 'f']],
      [7, 'CSV_UNTERMINATED_QUOTE'],
    ];
    for (let size = 1; size <= text.length; size += 1) expect(tokenize(text, size)).toEqual(expected);
  });

  it('parses whole files the same in any chunking, in UTF-8 with or without BOM, UTF-16 and windows-1252', () => {
    const row = fc
      .tuple(
        fc.constantFrom('01/02/2024', '1/2/2024', '13/01/2024', ''),
        fc.constantFrom('-12.50', '1,234.00', '"1,234.00"', '(5.00)', 'x', ''),
        fc.constantFrom('ACH DEBIT', '"A, ""B"" C"', '"multi\nline"', 'Café', 'TOTAL', ' pad  ded '),
        fc.constantFrom('R1', 'a:b', '#1', ''),
        fc.constantFrom('100.00', '', 'n/a'),
      )
      .map((cells) => cells.join(','));
    const encodings = fc.constantFrom('utf-8', 'utf-8-bom', 'utf-16le', 'utf-16be', 'windows-1252');
    fc.assert(
      fc.property(
        fc.array(row, { maxLength: 25 }),
        fc.constantFrom('\n', '\r\n', '\r'),
        encodings,
        fc.integer({ min: 2, max: 97 }),
        (rows, eol, encoding, size) => {
          const text = ['Date,Amount,Text,Ref,Balance', ...rows].join(eol) + eol;
          const bytes = encoded(text, encoding);
          const reference = collectStatement(createCsvParser, bytes, { profile: PROFILE }, 1);
          expect(collectStatement(createCsvParser, bytes, { profile: PROFILE })).toEqual(reference);
          expect(collectStatement(createCsvParser, bytes, { profile: PROFILE }, size)).toEqual(reference);
        },
      ),
      { numRuns: 400 },
    );
  });
});

function encoded(text: string, encoding: string): Uint8Array {
  if (encoding === 'utf-8') return new TextEncoder().encode(text);
  if (encoding === 'utf-8-bom') return new TextEncoder().encode(`\uFEFF${text}`);
  if (encoding === 'windows-1252') return Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff);
  const bytes = new Uint8Array(2 + text.length * 2);
  const bigEndian = encoding === 'utf-16be';
  bytes.set(bigEndian ? [0xfe, 0xff] : [0xff, 0xfe]);
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    bytes[2 + 2 * i + (bigEndian ? 1 : 0)] = unit & 0xff;
    bytes[2 + 2 * i + (bigEndian ? 0 : 1)] = unit >> 8;
  }
  return bytes;
}

/** UTF-8 validation byte by byte, straight from the WHATWG decoder's table: the oracle for scanUtf8. */
function referenceScan(bytes: Uint8Array): ReturnType<typeof scanUtf8> {
  let multibyte = false;
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i] as number;
    const need =
      b < 0x80
        ? 0
        : b >= 0xc2 && b <= 0xdf
          ? 1
          : b >= 0xe0 && b <= 0xef
            ? 2
            : b >= 0xf0 && b <= 0xf4
              ? 3
              : -1;
    if (need < 0) return { invalidAt: i, completeEnd: i, multibyte };
    const lower = b === 0xe0 ? 0xa0 : b === 0xf0 ? 0x90 : 0x80;
    const upper = b === 0xed ? 0x9f : b === 0xf4 ? 0x8f : 0xbf;
    for (let k = 1; k <= need; k += 1) {
      if (i + k >= bytes.length) return { invalidAt: -1, completeEnd: i, multibyte };
      const c = bytes[i + k] as number;
      if (c < (k === 1 ? lower : 0x80) || c > (k === 1 ? upper : 0xbf)) {
        return { invalidAt: i, completeEnd: i, multibyte };
      }
    }
    if (need > 0) multibyte = true;
    i += need + 1;
  }
  return { invalidAt: -1, completeEnd: bytes.length, multibyte };
}

describe('scanUtf8 word-at-a-time ASCII skip', () => {
  it('finds the same invalid byte, complete end and multi-byte flag at any alignment', () => {
    const byte = fc.oneof(
      { weight: 8, arbitrary: fc.integer({ min: 0, max: 0x7f }) },
      { weight: 1, arbitrary: fc.integer({ min: 0x80, max: 0xff }) },
    );
    const utf8 = fc.string({ unit: 'grapheme', maxLength: 40 }).map((s) => [...new TextEncoder().encode(s)]);
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            byte.map((b) => [b]),
            utf8,
          ),
          { maxLength: 120 },
        ),
        fc.nat({ max: 7 }),
        (parts, offset) => {
          const content = parts.flat();
          const buffer = new Uint8Array(offset + content.length);
          buffer.set(content, offset);
          const bytes = buffer.subarray(offset);
          expect(scanUtf8(bytes)).toEqual(referenceScan(bytes));
        },
      ),
      { numRuns: 3000 },
    );
  });
});
