import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TextFeed } from '../shared/record-text';
import { type Bai2RawRecord, Bai2RecordReader, MAX_RECORD_CHARS } from './record-reader';
import { balanceKindOf, directionOf } from './type-codes';

type Event = [string, ...Array<string | number | boolean>];

/** Feeds text in the given chunk sizes and returns every reader event in order. */
function read(text: string, sizes: number[] = [text.length || 1]): Event[] {
  const events: Event[] = [];
  const reader = new Bai2RecordReader({
    record: (r: Bai2RawRecord) => events.push(['record', r.code, r.body, r.line, r.text, r.truncated]),
    badLine: (line, raw) => events.push(['bad', line, raw]),
    trailingText: (line, raw) => events.push(['trailing', line, raw]),
    wrappedLine: (line, raw, recordLine) => events.push(['wrapped', line, raw, recordLine]),
  });
  const feed = new TextFeed(reader);
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  for (let i = 0; offset < bytes.length; i += 1) {
    const size = sizes[i % sizes.length] ?? 1;
    feed.push(bytes.subarray(offset, offset + size));
    offset += size;
  }
  feed.end();
  reader.end();
  return events;
}

describe('Bai2RecordReader', () => {
  it('ends non-text records at "/" and text records at the end of the line', () => {
    expect(read('02,A,B,1,240101/   03,X,,/\n16,142,1,,,,TEXT, WITH / AND ,\n88,MORE/\n49,1,3')).toEqual([
      ['record', '02', 'A,B,1,240101', 1, false, false],
      ['record', '03', 'X,,', 1, false, false],
      ['record', '16', '142,1,,,,TEXT, WITH / AND ,', 2, true, false],
      ['record', '88', 'MORE/', 3, true, false],
      ['record', '49', '1,3', 4, false, false],
    ]);
  });

  it('ends a text record at "/" + blanks + a record code, keeping the "/" in the text body', () => {
    expect(read('16,1,2,,,,A/ 16,3,4,,,,B/\t49,1,1/')).toEqual([
      ['record', '16', '1,2,,,,A/', 1, true, false],
      ['record', '16', '3,4,,,,B/', 1, true, false],
      ['record', '49', '1,1', 1, false, false],
    ]);
  });

  it('does not split on "/" followed by something that only looks like a record code', () => {
    const events = read('16,1,2,,,,DATE 12/03,2024 A/ 17,X B/ 1 C/  9');
    expect(events).toEqual([['record', '16', '1,2,,,,DATE 12/03,2024 A/ 17,X B/ 1 C/  9', 1, true, false]]);
  });

  it('makes the same decisions whatever the chunk boundaries (the "/ 4" tail is held back)', () => {
    const text =
      '01,S,R,240101,0000,1,,,2/\n16,1,2,,,,AB/ 16,3,4,,,,CD/  49,7,9/ 88,X\n junk\n88,Y/ 99,1,1,1';
    const whole = read(text);
    for (let size = 1; size <= 12; size += 1) expect(read(text, [size])).toEqual(whole);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 6 }), (sizes) => {
        expect(read(text, sizes)).toEqual(whole);
      }),
      { numRuns: 300 },
    );
  });

  it('reports bad lines, wrapped lines and trailing text with their line numbers', () => {
    expect(read('16,1,2,,,,A\ncontinued text\n49,1,2/ tail\nnonsense')).toEqual([
      ['wrapped', 2, 'continued text', 1],
      ['record', '16', '1,2,,,,A continued text', 1, true, false],
      ['record', '49', '1,2', 3, false, false],
      ['trailing', 3, '49,1,2/ tail'],
      ['bad', 4, 'nonsense'],
    ]);
  });

  it('cuts a runaway record at MAX_RECORD_CHARS and flags it', () => {
    const [event] = read(`16,1,2,,,,${'x'.repeat(MAX_RECORD_CHARS * 2)}`, [4096]);
    expect(event?.[2]).toHaveLength(MAX_RECORD_CHARS);
    expect(event?.[5]).toBe(true);
  });
});

describe('type codes', () => {
  // The whole 2005 table (468 codes) is checked by the corpus suite (bai2.corpus.test.ts); these are the
  // edges of each range the parser uses.
  it('reads the direction of the spec ranges at their edges', () => {
    const cases: Array<[string, string]> = [
      ['001', 'status'],
      ['099', 'status'],
      ['100', 'credit'],
      ['399', 'credit'],
      ['400', 'debit'],
      ['699', 'debit'],
      ['701', 'status'],
      ['709', 'status'],
      ['720', 'credit'],
      ['728', 'credit'],
      ['760', 'debit'],
    ];
    expect(cases.map(([code]) => [code, directionOf(code)])).toEqual(cases);
  });

  it('uses the reserved custom ranges and 890 for codes outside the table', () => {
    expect(['890', '900', '919', '920', '959', '960', '999'].map(directionOf)).toEqual([
      'info',
      'status',
      'status',
      'credit',
      'credit',
      'debit',
      'debit',
    ]);
    expect(['000', '700', '750', '800', '12', '1234', 'ABC'].map(directionOf)).toEqual(
      Array(7).fill('unknown'),
    );
  });

  it('names the four balances the reconciliation uses', () => {
    expect(['010', '015', '040', '045', '060', '100'].map(balanceKindOf)).toEqual([
      'opening',
      'closing',
      'opening-available',
      'closing-available',
      'other',
      'other',
    ]);
  });
});
