import { describe, expect, it } from 'vitest';
import type { ParserOptions } from '../types';
import { parseBai2 } from './index';

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);
const parse = (text: string, options?: ParserOptions) => parseBai2(encode(text), options);
const codes = (text: string, options?: ParserOptions) =>
  parse(text, options).issues.map((i) => [i.line, i.severity, i.code]);

/**
 * A one-group, one-account file around `inner` (the 16/88 records). `total` is the 49/98/99 control
 * total; record counts are computed from the lines given.
 */
function oneAccount(
  inner: string[],
  total: number | string,
  group = '02,RCVR,BANK,1,240114,,USD,2/',
  account = '03,ACCT1,,/',
) {
  const innerRecords = inner.join('\n').match(/(?:^|\/\s+)(?:16|88),/gm)?.length ?? 0;
  const accountRecords = 1 + innerRecords + 1;
  return [
    '01,BANK,RCVR,240115,0800,7,,,2/',
    group,
    account,
    ...inner,
    `49,${total},${accountRecords}/`,
    `98,${total},1,${accountRecords + 2}/`,
    `99,${total},1,${accountRecords + 4}/`,
  ].join('\n');
}

describe('16 detail records: funds type decides where the references and text are', () => {
  it.each([
    ['Z', '16,142,100,Z,BREF,CREF,TEXT ONE/', {}],
    ['empty (= Z)', '16,142,100,,BREF,CREF,TEXT ONE/', {}],
    ['0', '16,142,100,0,BREF,CREF,TEXT ONE/', {}],
    ['1', '16,142,100,1,BREF,CREF,TEXT ONE/', {}],
    ['2', '16,142,100,2,BREF,CREF,TEXT ONE/', {}],
    [
      'S (+3 fields)',
      '16,142,100,S,10,20,70,BREF,CREF,TEXT ONE/',
      { availableImmediate: '10', availableOneDay: '20', availableTwoOrMoreDays: '70' },
    ],
    ['V (+2 fields)', '16,142,100,V,240116,1200,BREF,CREF,TEXT ONE/', { valueTime: '1200' }],
    ['V with empty time', '16,142,100,V,240116,,BREF,CREF,TEXT ONE/', {}],
    [
      'D with 2 pairs (+5 fields)',
      '16,142,100,D,2,0,60,1,40,BREF,CREF,TEXT ONE/',
      { availability: '0:60;1:40' },
    ],
    ['D with 0 pairs (+1 field)', '16,142,100,D,0,BREF,CREF,TEXT ONE/', { availability: '' }],
  ])('funds type %s', (_label, detail, extra) => {
    const result = parse(oneAccount([detail], 100));
    expect(result.issues).toEqual([]);
    const [row] = result.rows;
    expect(row).toMatchObject({
      amountMinor: 100,
      bankReference: 'BREF',
      customerReference: 'CREF',
      text: 'TEXT ONE',
    });
    const expectedExtra = Object.fromEntries(Object.entries(extra).filter(([, v]) => v !== ''));
    expect(row?.extra).toMatchObject(expectedExtra);
    expect(row?.valueDate).toBe(detail.includes(',V,') ? '2024-01-16' : '2024-01-14');
    expect(row?.bookingDate).toBe('2024-01-14');
  });

  it('reports an unknown funds type and still reads the row', () => {
    const result = parse(oneAccount(['16,142,100,X,BREF,CREF,TEXT/'], 100));
    expect(result.issues.map((i) => i.code)).toEqual(['BAI2_BAD_FUNDS_TYPE']);
    expect(result.issues[0]?.message).toContain("funds type 'X'");
    expect(result.rows[0]).toMatchObject({ amountMinor: 100, bankReference: 'BREF' });
  });

  it('reports an invalid V value date and falls back to the as-of date', () => {
    const result = parse(oneAccount(['16,142,100,V,241341,,B,C,T/'], 100));
    expect(result.issues.map((i) => [i.line, i.code])).toEqual([[4, 'BAI2_BAD_DATE']]);
    expect(result.rows[0]?.valueDate).toBe('2024-01-14');
  });

  it('takes the sign from the type code: 100-399 credit, 400-699 debit, 9xx custom ranges', () => {
    const inner = ['16,399,5,,,,/', '16,699,7,,,,/', '16,920,11,,,,/', '16,960,13,,,,/', '16,720,17,,,,/'];
    const result = parse(oneAccount(inner, 53));
    expect(result.issues).toEqual([]);
    expect(result.rows.map((r) => [r.typeCode, r.amountMinor, r.extra.direction])).toEqual([
      ['399', 5, 'credit'],
      ['699', -7, 'debit'],
      ['920', 11, 'credit'],
      ['960', -13, 'debit'],
      ['720', 17, 'credit'],
    ]);
  });

  it('flags a detail type code without a direction and keeps the amount unsigned', () => {
    const result = parse(oneAccount(['16,750,25,,,,/', '16,015,3,,,,/'], 28));
    expect(result.issues.map((i) => [i.line, i.severity, i.code])).toEqual([
      [4, 'error', 'BAI2_NO_DIRECTION'],
      [5, 'error', 'BAI2_NO_DIRECTION'],
    ]);
    expect(result.rows.map((r) => [r.amountMinor, r.extra.direction])).toEqual([
      [25, 'unknown'],
      [3, 'status'],
    ]);
  });

  it('keeps a non-monetary 890 text message as a zero row without complaint', () => {
    const result = parse(oneAccount(['16,890,,,,,BALANCES ARE PRELIMINARY'], 0));
    expect(result.issues).toEqual([]);
    expect(result.rows[0]).toMatchObject({
      amountMinor: 0,
      text: 'BALANCES ARE PRELIMINARY',
      extra: { direction: 'info' },
    });
  });

  it('rejects a bad amount with an error naming it, skips the row and does not check that account', () => {
    const result = parse(oneAccount(['16,142,12.50,,,,/', '16,142,100,,,,/'], 999));
    expect(result.issues.map((i) => [i.line, i.code])).toEqual([[4, 'BAI2_BAD_AMOUNT']]);
    expect(result.issues[0]?.message).toContain("'12.50'");
    expect(result.rows.map((r) => r.amountMinor)).toEqual([100]);
  });

  it('refuses an amount that is not a safe integer instead of rounding it', () => {
    const result = parse(oneAccount(['16,142,90071992547409930,,,,/'], '90071992547409930'));
    expect(result.issues.map((i) => i.code)).toEqual(['BAI2_BAD_AMOUNT']);
    expect(result.rows).toEqual([]);
  });

  it('warns about an empty or signed detail amount', () => {
    const result = parse(oneAccount(['16,142,,,,,/', '16,142,-5,,,,/'], -5));
    expect(result.issues.map((i) => i.code)).toEqual(['BAI2_MISSING_AMOUNT', 'BAI2_SIGNED_DETAIL_AMOUNT']);
    expect(result.rows.map((r) => r.amountMinor)).toEqual([0, -5]);
  });
});

describe('continuation (88) records', () => {
  it('continues 16 text across several 88s, joined with spaces; the lines are kept in extra', () => {
    const inner = ['16,195,500,,REF1,,WIRE FROM', '88,ACME, INC.', '88,INVOICE 12/34/', '88,/SLASH FIRST'];
    const result = parse(oneAccount(inner, 500));
    expect(result.issues).toEqual([]);
    expect(result.rows[0]).toMatchObject({
      text: 'WIRE FROM ACME, INC. INVOICE 12/34 /SLASH FIRST',
      line: 4,
    });
    expect(result.rows[0]?.extra.textLines).toBe('WIRE FROM\nACME, INC.\nINVOICE 12/34\n/SLASH FIRST');
  });

  it('reads a 16 whose own text is empty and whose text is all in 88s (",/" then 88)', () => {
    const result = parse(oneAccount(['16,699,971,,,/', '88,SAMPLE CONTINUATION TEXT,/'], 971));
    expect(result.issues).toEqual([]);
    expect(result.rows[0]).toMatchObject({ amountMinor: -971, text: 'SAMPLE CONTINUATION TEXT' });
  });

  it('continues the repeating groups of an 03, even when a group is split between records', () => {
    const account = '03,ACCT1,USD,010,+1000,,,015,-250,,,100/';
    const text = [
      '01,BANK,RCVR,240115,0800,7,,,2/',
      '02,RCVR,BANK,1,240114,,USD,2/',
      account,
      '88,700,2,V,240113,,400,300,1,S,100,100,100,040,500,,/',
      '88,045,450,,/',
      '49,2700,4/',
      '98,2700,1,6/',
      '99,2700,1,8/',
    ].join('\n');
    const result = parse(text);
    expect(result.issues).toEqual([]);
    expect(result.balances.map((b) => [b.code, b.kind, b.amountMinor, b.line])).toEqual([
      ['010', 'opening', 1000, 3],
      ['015', 'closing', -250, 3],
      ['100', 'other', 700, 3],
      ['400', 'other', 300, 4],
      ['040', 'opening-available', 500, 4],
      ['045', 'closing-available', 450, 5],
    ]);
    expect(result.balances[0]).toMatchObject({ accountNumber: 'ACCT1', currency: 'USD', date: '2024-01-14' });
  });

  it('reports an 88 with nothing to continue', () => {
    const result = parse(oneAccount(['16,142,1,,,,/'], 1).replace('01,BANK', '88,ORPHAN/\n01,BANK'));
    expect(result.summary.aborted).toBe(true);
    expect(result.issues.map((i) => i.code)).toEqual(['BAI2_NOT_BAI2']);
  });
});

describe('terminators and physical lines', () => {
  it('reads records without "/" terminators, with CRLF, LF or CR-only line ends', () => {
    const text = oneAccount(['16,142,100,,B,C,TEXT'], 100).replace(/\/$/gm, '');
    for (const newline of ['\n', '\r\n', '\r']) {
      const result = parse(text.replace(/\n/g, newline));
      expect(result.issues).toEqual([]);
      expect(result.rows[0]).toMatchObject({ amountMinor: 100, text: 'TEXT', customerReference: 'C' });
    }
  });

  it('reads several records on one line, separated by "/" and blanks', () => {
    const text = oneAccount(['16,142,100,,,,FIRST/ 16,142,200,,,,SECOND/   16,451,50,,,,THIRD'], 350);
    const compact = text.replace('\n03,', '   03,').replace('\n49,', '/  49,');
    const result = parse(compact);
    expect(result.issues).toEqual([]);
    expect(result.rows.map((r) => [r.line, r.amountMinor, r.text])).toEqual([
      [3, 100, 'FIRST'],
      [3, 200, 'SECOND'],
      [3, -50, 'THIRD'],
    ]);
  });

  it('keeps "/" inside text when it is not followed by blanks and a record code', () => {
    const result = parse(oneAccount(['16,142,100,,AB/12,X/Y,PAID 08/18/23 REF 1/ 2 A/03,B'], 100));
    expect(result.issues).toEqual([]);
    expect(result.rows[0]).toMatchObject({
      bankReference: 'AB/12',
      customerReference: 'X/Y',
      text: 'PAID 08/18/23 REF 1/ 2 A/03,B',
    });
  });

  it('appends a line without a record code to the text before it, with a warning', () => {
    const result = parse(oneAccount(['16,142,100,,,,FIRST PART', 'SECOND PART'], 100));
    expect(result.issues.map((i) => [i.line, i.code, i.raw])).toEqual([
      [5, 'BAI2_WRAPPED_LINE', 'SECOND PART'],
    ]);
    expect(result.rows[0]?.text).toBe('FIRST PART SECOND PART');
  });

  it('reports a line without a record code outside text, and text after a terminator', () => {
    const text = oneAccount([], 0).replace('49,', 'GARBAGE LINE\n49,').replace('99,0,1,6/', '99,0,1,6/ junk');
    const result = parse(text);
    expect(result.issues.map((i) => [i.line, i.code])).toEqual([
      [4, 'BAI2_BAD_RECORD_CODE'],
      [7, 'BAI2_TRAILING_TEXT'],
    ]);
  });

  it('ignores trailing blanks (80-column padding) and a final line without newline', () => {
    const text = oneAccount(['16,142,100,,,,PADDED   /'], 100)
      .split('\n')
      .map((line) => line.padEnd(80, ' '))
      .join('\n');
    const result = parse(text);
    expect(result.issues).toEqual([]);
    expect(result.rows[0]?.text).toBe('PADDED');
  });
});

describe('currencies and implied decimals', () => {
  it('keeps JPY amounts as whole yen (ISO 4217 exponent 0) and formats messages that way', () => {
    const group = '02,RCVR,BANK,1,240114,,JPY,2/';
    const result = parse(oneAccount(['16,142,1234567,,,,/'], 1234568, group));
    expect(result.rows[0]).toMatchObject({ currency: 'JPY', amountMinor: 1234567 });
    expect(result.issues[0]?.message).toContain('1,234,568 JPY');
    expect(result.issues[0]?.message).toContain('1,234,567 JPY');
  });

  it('lets the 03 currency override the group currency; KWD has 3 decimals', () => {
    const group = '02,RCVR,BANK,1,240114,,JPY,2/';
    const result = parse(oneAccount(['16,142,1234,,,,/'], 1235, group, '03,ACCT1,KWD,,/'));
    expect(result.rows[0]).toMatchObject({ currency: 'KWD', amountMinor: 1234 });
    expect(result.issues[0]?.message).toContain('1.235 KWD');
  });

  it('falls back to options.defaultCurrency, then USD', () => {
    const group = '02,RCVR,BANK,1,240114,,,2/';
    expect(parse(oneAccount(['16,142,1,,,,/'], 1, group), { defaultCurrency: 'eur' }).rows[0]?.currency).toBe(
      'EUR',
    );
    expect(parse(oneAccount(['16,142,1,,,,/'], 1, group)).rows[0]?.currency).toBe('USD');
  });

  it('ignores a currency that is not an ISO code, with a warning', () => {
    const result = parse(oneAccount(['16,142,1,,,,/'], 1, '02,RCVR,BANK,1,240114,,US$,2/'));
    expect(result.issues.map((i) => i.code)).toEqual(['BAI2_BAD_CURRENCY']);
    expect(result.rows[0]?.currency).toBe('USD');
  });
});

describe('groups', () => {
  it('marks the file as a correction when a group has status 3', () => {
    const result = parse(oneAccount(['16,142,1,,,,/'], 1, '02,RCVR,BANK,3,240114,,USD,2/'));
    expect(result.summary.correction).toBe(true);
    expect(result.issues).toEqual([]);
    expect(result.rows[0]?.extra.groupStatus).toBe('correction');
  });

  it('warns about deletion and test groups', () => {
    expect(codes(oneAccount([], 0, '02,RCVR,BANK,2,240114,,USD,2/'))).toEqual([
      [2, 'warning', 'BAI2_DELETION_GROUP'],
    ]);
    expect(codes(oneAccount([], 0, '02,RCVR,BANK,4,240114,,USD,2/'))).toEqual([
      [2, 'warning', 'BAI2_TEST_GROUP'],
    ]);
  });

  it('marks interim same-day rows (modifier 3) as pending', () => {
    const result = parse(oneAccount(['16,142,1,,,,/'], 1, '02,RCVR,BANK,1,240114,1200,USD,3/'));
    expect(result.rows[0]?.status).toBe('pending');
  });

  it('uses a century window for two-digit years and reports a bad as-of date', () => {
    expect(parse(oneAccount(['16,142,1,,,,/'], 1, '02,RCVR,BANK,1,991231,,USD,2/')).rows[0]?.valueDate).toBe(
      '1999-12-31',
    );
    const bad = parse(oneAccount(['16,142,1,,,,/'], 1, '02,RCVR,BANK,1,240230,,USD,2/'));
    expect(bad.issues.map((i) => [i.line, i.severity, i.code])).toEqual([[2, 'error', 'BAI2_BAD_DATE']]);
    expect(bad.rows[0]?.valueDate).toBe('2024-01-15');
  });
});

describe('trailers', () => {
  it('warns on a wrong 49/98/99 total, or errors when strictControlTotals is set', () => {
    const text = oneAccount(['16,142,100,,,,/'], 101);
    expect(codes(text)).toEqual([
      [5, 'warning', 'BAI2_CONTROL_TOTAL'],
      [6, 'warning', 'BAI2_CONTROL_TOTAL'],
      [7, 'warning', 'BAI2_CONTROL_TOTAL'],
    ]);
    expect(codes(text, { strictControlTotals: true }).map(([, severity]) => severity)).toEqual([
      'error',
      'error',
      'error',
    ]);
  });

  it('names the account, the file value and the computed value in the message', () => {
    const [issue] = parse(oneAccount(['16,142,100,,,,/'], 101)).issues;
    expect(issue?.message).toBe(
      'Account ACCT1 (03 on line 3): the 49 account control total is 101 (1.01 USD) but the amounts read add up to 100 (1.00 USD).',
    );
    expect(issue?.raw).toBe('49,101,3');
  });

  it('accepts a 49 total that leaves out the 03 amounts (SVB variant)', () => {
    const text = oneAccount(['16,142,100,,,,/'], 100, undefined, '03,ACCT1,USD,010,5000,,/')
      .replace('98,100', '98,5100')
      .replace('99,100', '99,5100');
    expect(codes(text)).toEqual([]);
  });

  it('accepts a 98 without the number of accounts (ASB)', () => {
    expect(codes(oneAccount([], 0).replace('98,0,1,4/', '98,0,4,/'))).toEqual([]);
  });

  it('reports wrong record, account and group counts', () => {
    const text = oneAccount([], 0)
      .replace('49,0,2/', '49,0,3/')
      .replace('98,0,1,4/', '98,0,2,4/')
      .replace('99,0,1,6/', '99,0,3,6/');
    expect(codes(text).map(([line, , code]) => [line, code])).toEqual([
      [4, 'BAI2_RECORD_COUNT'],
      [5, 'BAI2_ACCOUNT_COUNT'],
      [6, 'BAI2_GROUP_COUNT'],
    ]);
  });

  it('accepts a blank 49 total', () => {
    expect(codes(oneAccount([], 0).replace('49,0,2/', '49,,2/'))).toEqual([]);
  });

  it('reports missing trailers with errors at the line where they were due', () => {
    const text = [
      '01,BANK,RCVR,240115,0800,7,,,2/',
      '02,RCVR,BANK,1,240114,,USD,2/',
      '03,A1,,/',
      '16,142,5,,,,/',
    ];
    const result = parse(text.join('\n'));
    expect(result.issues.map((i) => [i.line, i.severity, i.code])).toEqual([
      [4, 'error', 'BAI2_MISSING_TRAILER'],
      [4, 'error', 'BAI2_MISSING_TRAILER'],
      [4, 'error', 'BAI2_MISSING_TRAILER'],
    ]);
    expect(result.rows).toHaveLength(1);
    expect(result.summary.aborted).toBe(false);
  });

  it('reports a 16 outside an account and content after the 99', () => {
    // the stray 16 is still a record of the group and the file
    const text = oneAccount([], 0)
      .replace('03,ACCT1', '16,142,5,,,,/\n03,ACCT1')
      .replace('98,0,1,4/', '98,0,1,5/')
      .replace('99,0,1,6/', '99,0,1,7/');
    const result = parse(`${text}\n01,MORE/\n`);
    expect(result.issues.map((i) => [i.line, i.code])).toEqual([
      [3, 'BAI2_UNEXPECTED_RECORD'],
      [8, 'BAI2_AFTER_FILE_TRAILER'],
    ]);
  });
});

describe('file-level problems', () => {
  it('stops at once when the file does not start with 01', () => {
    const result = parse('%PDF-1.4\n01,this is not read/\n');
    expect(result.summary).toMatchObject({ aborted: true, errorCount: 1, rowCount: 0 });
    expect(result.issues[0]?.code).toBe('BAI2_NOT_BAI2');
  });

  it('reports an empty file', () => {
    expect(parse('').issues.map((i) => [i.line, i.code])).toEqual([[0, 'BAI2_EMPTY_FILE']]);
    expect(parse(' \r\n\n').issues.map((i) => i.code)).toEqual(['BAI2_EMPTY_FILE']);
  });

  it('skips a UTF-8 byte order mark and warns about a version other than 2', () => {
    const result = parse(`\uFEFF${oneAccount([], 0).replace(',,,2/', ',,,3/')}`);
    expect(result.issues.map((i) => [i.line, i.code])).toEqual([[1, 'BAI2_VERSION']]);
  });

  it('stops keeping continuations past the record limit but still counts them', () => {
    const many = Array.from(
      { length: 600 },
      (_, i) => `88,CONTINUATION LINE NUMBER ${i} WITH SOME PADDING TEXT`,
    );
    const result = parse(oneAccount(['16,142,100,,,,START', ...many], 100));
    expect(result.issues.map((i) => [i.line, i.code])).toEqual([[4, 'BAI2_RECORD_TOO_LONG']]);
    expect(result.rows[0]?.text.length).toBeLessThan(21_000); // 20,000 characters plus the joining spaces
    expect(result.rows[0]?.text.startsWith('START CONTINUATION LINE NUMBER 0 ')).toBe(true);
  });

  it('gives up after too many problems', () => {
    const lines = ['01,BANK,RCVR,240115,0800,7,,,2/', ...Array.from({ length: 1500 }, () => 'junk')];
    const result = parse(lines.join('\n'));
    expect(result.summary.aborted).toBe(true);
    expect(result.issues.at(-1)?.code).toBe('BAI2_TOO_MANY_ISSUES');
    expect(result.issues.length).toBe(1001);
  });
});

describe('row keys', () => {
  it('is v1 + the natural key, with an ordinal among identical tuples, and stable across runs', () => {
    const text = oneAccount(
      ['16,142,100,,,C1,SAME/', '16,142,100,,,C1,SAME/', '16,142,100,,,C1,OTHER/'],
      300,
    );
    const first = parse(text).rows.map((r) => r.rowKey);
    expect(first[0]).toMatch(/^v1:ACCT1:2024-01-14:142:100::C1:[0-9a-f]{16}$/);
    expect(first[1]).toBe(`${first[0]}#1`);
    expect(first[2]).not.toBe(first[0]);
    expect(parse(text).rows.map((r) => r.rowKey)).toEqual(first);
  });

  it('keys a line by its bank reference when it has one, so a corrected amount or text keeps the key', () => {
    const before = parse(oneAccount(['16,142,100,,B1,C1,SAME/'], 100)).rows.map((r) => r.rowKey);
    const after = parse(oneAccount(['16,142,250,,B1,C9,CORRECTED/'], 250)).rows.map((r) => r.rowKey);
    expect(before).toEqual(['v1:ACCT1:2024-01-14:142:ref:B1']);
    expect(after).toEqual(before);
  });

  it('escapes ":" and "#" in references so that different tuples never collide', () => {
    const keys = parse(oneAccount(['16,142,1,,A:B,C,/', '16,142,1,,A,B:C,/'], 2)).rows.map((r) => r.rowKey);
    expect(new Set(keys).size).toBe(2);
  });
});
