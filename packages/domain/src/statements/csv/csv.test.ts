import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectOrdinalsOfJoinedKeys } from '../shared/row-keys.test-util';
import { collectStatement } from '../shared/statement-accumulator';
import { type CsvProfile, createCsvParser, parseCsv } from './index';

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('CSV errors and warnings', () => {
  const profile: CsvProfile = {
    hasHeader: true,
    dateFormat: 'MM/DD/YYYY',
    columns: { date: 'Date', amount: 'Amount', description: 'Description', reference: 'Ref' },
  };

  it('keeps physical line numbers across quoted fields that span lines', () => {
    const text = [
      'Date,Description,Amount,Ref',
      '01/02/2024,"two\r\nlines",1.00,A',
      '01/03/2024,"three',
      'lines',
      'here",2.00,B',
      '13/45/2024,bad date,3.00,C',
      '01/05/2024,"ok ""quoted""",abc,D',
      '01/06/2024,short',
      '01/07/2024,x,4.00,E,EXTRA',
      'Total,,10.00,',
      '',
      '01/08/2024,"x\ry",(5.00),F',
    ].join('\n');
    const result = parseCsv(encode(text), { profile, accountNumber: '9' });
    expect(result.rows.map((r) => [r.line, r.amountMinor, r.text, r.customerReference])).toEqual([
      [2, 100, 'two lines', 'A'],
      [4, 200, 'three lines here', 'B'],
      [13, -500, 'x y', 'F'],
    ]);
    expect(result.issues.map((i) => [i.line, i.severity, i.code])).toEqual([
      [7, 'error', 'CSV_BAD_DATE'],
      [8, 'error', 'CSV_BAD_AMOUNT'],
      [9, 'error', 'CSV_COLUMN_COUNT'],
      [10, 'error', 'CSV_COLUMN_COUNT'],
      [11, 'warning', 'CSV_SUMMARY_LINE'],
      [12, 'warning', 'CSV_BLANK_LINE'],
    ]);
    expect(result.issues[1]?.raw).toBe('01/05/2024,ok "quoted",abc,D');
  });

  it('reports an unterminated quote and a file whose layout is unknown', () => {
    const open = parseCsv(
      encode('Date,Description,Amount,Ref\n01/02/2024,x,1.00,A\n01/03/2024,"never closed,2.00,B\n'),
      { profile },
    );
    expect(open.rows).toHaveLength(1);
    expect(open.issues.map((i) => [i.line, i.code])).toEqual([[3, 'CSV_UNTERMINATED_QUOTE']]);
    const unknown = parseCsv(encode('hello world\nfoo bar\n'));
    expect(unknown.issues.map((i) => [i.line, i.code])).toEqual([[0, 'CSV_UNRECOGNISED_LAYOUT']]);
    expect(unknown.summary.aborted).toBe(true);
  });

  it('rejects a row with both debit and credit, and amounts with too many decimals', () => {
    const split: CsvProfile = {
      hasHeader: true,
      dateFormat: 'YYYY-MM-DD',
      columns: { date: 'Date', debit: 'Debit', credit: 'Credit' },
    };
    const result = parseCsv(
      encode(
        'Date,Debit,Credit\n2024-01-02,1.00,2.00\n2024-01-02,1.005,\n2024-01-02,,\n2024-01-02,(3.00),\n',
      ),
      { profile: split },
    );
    expect(result.rows.map((r) => r.amountMinor)).toEqual([-300]);
    expect(result.issues.map((i) => [i.line, i.code])).toEqual([
      [2, 'CSV_BAD_AMOUNT'],
      [3, 'CSV_BAD_AMOUNT'],
      [4, 'CSV_MISSING_AMOUNT'],
    ]);
  });

  it('warns about ambiguous inferred dates and uses the US reading', () => {
    const result = parseCsv(encode('Date,Amount,Description\n01/02/2024,5.00,a\n03/04/2024,6.00,b\n'));
    expect(result.rows.map((r) => r.valueDate)).toEqual(['2024-01-02', '2024-03-04']);
    expect(result.issues.map((i) => [i.severity, i.code])).toEqual([['warning', 'CSV_PROFILE_NOTE']]);
  });

  it('reports a header that never comes and a file with no rows', () => {
    const none = parseCsv(encode('Posted,Value\n1,2\n'), { profile });
    expect(none.issues.map((i) => i.code)).toEqual([
      'CSV_PREAMBLE_LINE',
      'CSV_PREAMBLE_LINE',
      'CSV_HEADER_NOT_FOUND',
    ]);
    const empty = parseCsv(encode('Date,Description,Amount,Ref\n'), { profile });
    expect(empty.issues.map((i) => i.code)).toEqual(['CSV_NO_ROWS']);
  });

  it('reads headerless files through an index profile and inverts card signs', () => {
    const card: CsvProfile = {
      hasHeader: false,
      delimiter: '|',
      dateFormat: 'YYYYMMDD',
      invertSign: true,
      columns: { date: 0, amount: 1, description: [2, 3], status: 4, account: 5 },
      pendingValues: ['authorized'],
    };
    const rows = parseCsv(
      encode('20240102|12.50|COFFEE|SHOP|posted|4111\n20240103|-3.00|REFUND||authorized|4111\n'),
      { profile: card },
    ).rows;
    expect(rows.map((r) => [r.valueDate, r.amountMinor, r.text, r.status, r.accountNumber])).toEqual([
      ['2024-01-02', -1250, 'COFFEE SHOP', 'booked', '4111'],
      ['2024-01-03', 300, 'REFUND', 'pending', '4111'],
    ]);
  });

  it('numbers identical rows and warns when running balances do not add up', () => {
    const text =
      'Date,Amount,Description,Balance\n01/02/2024,-5.00,FEE,95.00\n01/02/2024,-5.00,FEE,95.00\n01/03/2024,-1.00,X,50.00\n';
    const result = parseCsv(encode(text), { accountNumber: '1' });
    expect(result.rows.map((r) => r.rowKey)).toEqual([
      'v1:2024-01-02:-500:FEE::9500',
      'v1:2024-01-02:-500:FEE::9500#1',
      'v1:2024-01-03:-100:X::5000',
    ]);
    expect(result.issues.map((i) => i.code)).toContain('CSV_BALANCE_MISMATCH');
  });

  it('numbers every row as counting its joined key would, whatever the parts hold', () => {
    const row = fc.tuple(
      fc.constantFrom('01/02/2024', '01/03/2024', '1/2/2024'),
      fc.constantFrom('-5.00', '5.00', '0.00', '-90071992547409.91'),
      fc.constantFrom('FEE', 'FEE:1', 'FEE%3A1', 'Café', '\u00e9t\u00e9 #2', ''),
      fc.constantFrom('', 'R1', 'R:1', 'R%3A1', 'R#1'),
      fc.constantFrom('', '95.00', '-95.00'),
    );
    fc.assert(
      fc.property(fc.array(row, { maxLength: 40 }), (rows) => {
        const text = ['Date,Amount,Description,Ref,Balance', ...rows.map((r) => r.join(','))].join('\n');
        const keys = parseCsv(encode(text), {
          accountNumber: '1',
          profile: {
            ...profile,
            columns: {
              ...profile.columns,
              balance: 'Balance',
            },
          },
        }).rows.map((r) => r.rowKey);
        expectOrdinalsOfJoinedKeys(keys, rows.length);
      }),
      { numRuns: 300 },
    );
  });
});

describe('CSV pathological input', () => {
  it('stops at a runaway quote instead of buffering the whole file', () => {
    const started = performance.now();
    const result = parseCsv(encode(`Date,Amount,Description\n01/02/2024,1.00,"${'x'.repeat(1_500_000)}`));
    // The profile note says no sample dates could be read: the only data line is the runaway one.
    expect(result.issues.map((i) => [i.line, i.code])).toEqual([
      [0, 'CSV_PROFILE_NOTE'],
      [2, 'CSV_RECORD_TOO_LONG'],
    ]);
    expect(result.summary.aborted).toBe(true);
    parseCsv(encode('"'.repeat(200_000)));
    parseCsv(encode(`${','.repeat(100_000)}\n`.repeat(5)));
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});

describe('CSV properties', () => {
  it('never throws on arbitrary bytes, with or without a profile', () => {
    const profile: CsvProfile = {
      hasHeader: false,
      dateFormat: 'M/D/YY',
      columns: { date: 0, debit: 1, credit: 2, balance: 3 },
    };
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 500 }), (bytes) => {
        for (const result of [parseCsv(bytes), parseCsv(bytes, { profile })]) {
          expect(result.summary.errorCount + result.summary.warningCount).toBe(result.issues.length);
        }
      }),
      { numRuns: 2000 },
    );
  });

  const cell = fc.oneof(
    fc.constantFrom(
      '',
      '01/02/2024',
      '2024-13-01',
      '-1,234.56',
      '(12.00)',
      '$5',
      '1.005',
      'x,y',
      'say "hi"',
      'a\nb',
      'c\r\nd',
      'e\rf',
      ' ',
    ),
    fc.string({ maxLength: 6 }),
  );
  const quote = (value: string): string =>
    /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

  it('tokenizes quoted fields back to the same cells and lines, in any chunking', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 4, maxLength: 4 }), { minLength: 1, maxLength: 12 }),
        fc.constantFrom('\n', '\r\n', '\r'),
        fc.integer({ min: 1, max: 30 }),
        (records, eol, size) => {
          const profile: CsvProfile = {
            hasHeader: true,
            dateFormat: 'MM/DD/YYYY',
            columns: { date: 'Date', amount: 'Amount', description: 'Text', reference: 'Ref' },
          };
          const lines = ['Date,Amount,Text,Ref', ...records.map((r) => r.map(quote).join(','))];
          const bytes = encode(lines.join(eol) + eol);
          const whole = parseCsv(bytes, { profile });
          expect(collectStatement(createCsvParser, bytes, { profile }, size)).toEqual(whole);
          // Every issue and row points at the physical line its record starts on.
          const starts = new Set<number>();
          let line = 2;
          for (const record of records) {
            starts.add(line);
            line += record.join('').split(/\r\n|\r|\n/).length - 1 + 1;
          }
          for (const row of whole.rows) expect(starts.has(row.line)).toBe(true);
          for (const issue of whole.issues) expect(issue.line === 0 || starts.has(issue.line)).toBe(true);
        },
      ),
      { numRuns: 1500 },
    );
  });
});
