// The fast path for plain 16s (plain-detail.ts) against the general path. Fed one byte at a time, the
// parser never sees a whole line with the next record's code after it, so it never takes the fast
// path: that run is the reference every other chunking must give, field for field and issue for issue.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectOrdinalsOfJoinedKeys } from '../shared/row-keys.test-util';
import { collectStatement } from '../shared/statement-accumulator';
import type { ParsedStatement } from '../types';
import { createBai2Parser, parseBai2 } from './index';
import { PlainDetail, scanPlainDetail } from './plain-detail';

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);

/** The parser fed the bytes in slices of one size, as a stream would. */
const parseInChunks = (bytes: Uint8Array, size: number) =>
  collectStatement(createBai2Parser, bytes, undefined, size);

/** Whole, and in every chunk size up to `upTo`, the result is the general path's. */
function expectSameAsGeneralPath(text: string, upTo = 40): ParsedStatement {
  const bytes = encode(text);
  const general = parseInChunks(bytes, 1);
  expect(parseBai2(bytes)).toEqual(general);
  for (let size = 2; size <= upTo; size += 1) expect(parseInChunks(bytes, size)).toEqual(general);
  return general;
}

function file(details: string[], newline = '\n', modifier = ''): string {
  return [
    '01,BANK,RCVR,240115,0800,7,,,2/',
    `02,RCVR,BANK,1,240114,,USD,${modifier}/`,
    '03,ACCT:1,,010,500,,/',
    ...details,
    '49,0,0/',
    '98,0,1,0/',
    '99,0,1,0/',
  ].join(newline);
}

const PLAIN = [
  '16,142,100,Z,BREF1,CREF,TEXT ONE/',
  '16,475,0000250,0,B2,,CHECK PAID, REF 12/INV 3/',
  '88,ORIG CO NAME:ACME ORIG ID:1234/',
  '88,ENTRY DESCR:PAYMENT SEC:CCD/',
  '16,195,300,V,240113,1200,B3,C3,VALUE DATED/',
  '16,169,400,S,100,200,100,B4,,AVAILABILITY/',
  '16,451,500,1,,C5,NO BANK REF/',
  '16,451,500,1,,C5,NO BANK REF/',
  '16,890,0,2,B:7,C#8,INFO ONLY',
  '16,142,12,Z,B9,C9,',
  '88,/',
  '88,  ,/',
  '88,MORE TEXT,/',
];

describe('plain 16s read by the fast path', () => {
  it('number keys met on both paths as counting the joined keys would', () => {
    // The same natural keys read by the fast path and, padded or signed, by the general one.
    const record = fc.constantFrom(
      '16,142,100,Z,BREF1,CREF,TEXT ONE/',
      '16, 142,100 ,Z, BREF1 ,CREF ,TEXT ONE   /',
      '16,142,200,Z,BREF1,,OTHER TEXT/',
      '16,451,500,1,,C5,NO BANK REF/',
      '16,451,+500,1,,C5,NO BANK REF/',
      '16,451,500,1,,C5,NO BANK REF, OTHER/',
      '16,451,500,1,,C:5,NO BANK REF/',
      '16,890,0,2,B:7,C#8,INFO ONLY/',
      '16,890,0,D,1,0,0,B:7,C#8,INFO ONLY/',
    );
    fc.assert(
      fc.property(fc.array(record, { maxLength: 30 }), (records) => {
        const keys = parseBai2(encode(file(records))).rows.map((row) => row.rowKey);
        expectOrdinalsOfJoinedKeys(keys, records.length);
      }),
      { numRuns: 300 },
    );
  });

  it('are taken by the scan, with the values the general path reads', () => {
    const text = `${PLAIN.slice(0, 4).join('\n')}\n49,`;
    const detail = new PlainDetail();
    const afterFirst = scanPlainDetail(text, 0, detail);
    expect(afterFirst).toBe((PLAIN[0] as string).length + 1);
    expect([detail.typeCode, detail.amount, detail.fundsType, detail.bankReference, detail.text]).toEqual([
      '142',
      100,
      'Z',
      'BREF1',
      'TEXT ONE',
    ]);
    const afterSecond = scanPlainDetail(text, afterFirst, detail);
    expect(detail.continuationCount).toBe(2);
    expect(text.slice(afterSecond)).toBe('49,');
  });

  it('give the general path rows, keys and extras in any chunking, with LF, CRLF or CR', () => {
    for (const newline of ['\n', '\r\n', '\r']) {
      const result = expectSameAsGeneralPath(file(PLAIN, newline));
      expect(result.rows).toHaveLength(8);
      expect(result.rows[5]?.rowKey).toMatch(/#1$/);
      expect(result.rows[6]?.rowKey).toBe('v1:ACCT%3A1:2024-01-14:890:ref:B%3A7');
      // the trailers' zero totals and counts only: no record was read with a problem
      const codes = new Set(result.issues.map((i) => i.code));
      expect([...codes].sort()).toEqual(['BAI2_CONTROL_TOTAL', 'BAI2_RECORD_COUNT']);
    }
    expectSameAsGeneralPath(file(PLAIN, '\n', '3'));
  });

  it.each([
    ['no terminator', '16,142,100,Z,B,C,TEXT'],
    ['several records on a line', '16,142,100,Z,B,C,TEXT/ 16,142,200,Z,B2,C,MORE/'],
    ['a slash and a blank inside text', '16,142,100,Z,B,C,A/ B/'],
    ['slashes inside text', '16,142,100,Z,B,C,A/B/C//'],
    ['a wrapped line', '16,142,100,Z,B,C,TEXT\nWRAPPED ON/'],
    ['a blank line', '16,142,100,Z,B,C,TEXT/\n\n16,142,100,Z,B,C,TEXT/'],
    ['padding around fields', '16, 142,100 ,Z, B ,C ,TEXT   /'],
    ['a padded line', `${'16,142,100,Z,B,C,TEXT/'.padEnd(80, ' ')}`],
    ['a signed amount', '16,142,-100,Z,B,C,TEXT/'],
    ['a plus sign', '16,142,+100,Z,B,C,TEXT/'],
    ['an empty amount', '16,142,,Z,B,C,TEXT/'],
    ['16 digits', '16,142,1234567890123456,Z,B,C,TEXT/'],
    ['a status type code', '16,010,100,Z,B,C,TEXT/'],
    ['a bad type code', '16,14X,100,Z,B,C,TEXT/'],
    ['a D funds type', '16,142,100,D,2,0,50,1,50,B,C,TEXT/'],
    ['an unknown funds type', '16,142,100,Q,B,C,TEXT/'],
    ['a bad value date', '16,142,100,V,241399,,B,C,TEXT/'],
    ['padding around a value time', '16,142,100,V,240113, 12 ,B,C,TEXT/'],
    ['padding around availability', '16,142,100,S,1, 2,3 ,B,C,TEXT/'],
    ['too few fields', '16,142,100/'],
    ['no text field', '16,142,100,Z,B,C/'],
    ['non-ASCII text', '16,142,100,Z,B,C,CAFÉ CRÈME\u00a0/'],
    ['an 88 with several records', '16,142,100,Z,B,C,TEXT/\n88,MORE/ 16,142,1,Z,B2,C,X/'],
    ['a record code after blanks', '16,142,100,Z,B,C,TEXT/\n  16,142,1,Z,B2,C,X/'],
    ['an 88 without a comma', '16,142,100,Z,B,C,TEXT/\n88/'],
  ])('leave %s to the general path, with the same result', (_, details) => {
    expectSameAsGeneralPath(file([...details.split('\n'), ...PLAIN.slice(0, 2)]));
  });

  it('stop at records the structure must see first: before a 03, after a 99, outside an account', () => {
    const detail = '16,142,100,Z,B,C,TEXT/';
    expectSameAsGeneralPath(['01,BANK,RCVR,240115,0800,7,,,2/', detail, detail, '99,0,0,0/'].join('\n'));
    expectSameAsGeneralPath(`${file(PLAIN)}\n${detail}\n${detail}\n`);
    expectSameAsGeneralPath(
      ['01,A,B,241399,0,1,,,2/', '02,B,A,1,241399,,,/', '03,1,,/', detail, detail].join('\n'),
    );
  });

  it('give the general path result on random files of mostly plain records', () => {
    const field = fc.constantFrom('', 'B1', 'C:2', 'X%', ' P ', '#');
    const text = fc.constantFrom('TEXT', 'A, B/C', 'A  B', '', ' LEAD', 'END ,', 'é', 'A/ 16,1');
    const line = fc.oneof(
      fc
        .tuple(
          fc.constantFrom('142', '475', '890', '010', '999', '12'),
          fc.constantFrom('100', '0', '', '-5', '000123'),
          fc.constantFrom(
            'Z',
            '',
            '0',
            'V,240101,0800',
            'V,240101, 8',
            'V,999999,',
            'S,1,2,3',
            'S,,,',
            'S, 1,2,3',
            'D,0',
            'X',
          ),
          field,
          field,
          text,
          fc.constantFrom('/', '', ',/', ' /', '/ '),
        )
        .map((parts) => `16,${parts.slice(0, 6).join(',')}${parts[6]}`),
      text.map((t) => `88,${t}/`),
      fc.constantFrom('49,0,0/', '03,2,USD,/', '', 'NOISE', '88,', '98,0,1,0/'),
    );
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 30 }),
        fc.constantFrom('\n', '\r\n', '\r'),
        fc.integer({ min: 2, max: 300 }),
        (lines, newline, size) => {
          const bytes = encode(file(lines, newline));
          const general = parseInChunks(bytes, 1);
          expect(parseBai2(bytes)).toEqual(general);
          expect(parseInChunks(bytes, size)).toEqual(general);
        },
      ),
      { numRuns: 500 },
    );
  });
});
