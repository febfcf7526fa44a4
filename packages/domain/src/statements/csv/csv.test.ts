import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseOfx } from '../ofx/index';
import { collectStatement } from '../shared/statement-accumulator';
import type { ParsedStatement } from '../types';
import { type CsvProfile, createCsvParser, inferCsvProfile, parseCsv } from './index';

const CORPUS = resolve(process.cwd(), '../shared/corpus/csv');
const read = (name: string): Uint8Array => new Uint8Array(readFileSync(resolve(CORPUS, name)));
const encode = (text: string): Uint8Array => new TextEncoder().encode(text);

interface Expected {
  rows: number;
  /** account -> [currency, credit minor, debit minor] */
  accounts: Record<string, [string, number, number]>;
  /** [kind, code, amount minor, date] */
  balances: [string, string, number, string][];
  issues: [number, 'error' | 'warning', string][];
}

const EXPECTED: Record<string, Expected> = {
  'csv2ofx-capitalone.csv': { rows: 2, accounts: { ACC: ['USD', 100000, 100000] }, balances: [], issues: [] },
  'csv2ofx-creditunion.csv': { rows: 8, accounts: { ACC: ['USD', 46500000, 0] }, balances: [], issues: [] },
  'csv2ofx-mint.csv': {
    rows: 4,
    accounts: { Savings: ['USD', 0, 100000], Checking: ['USD', 200000, 400000] },
    balances: [],
    issues: [],
  },
  'csv2ofx-mint_headerless.csv': {
    rows: 4,
    accounts: { ACC: ['USD', 200000, 500000] },
    balances: [],
    issues: [],
  },
  'csv2ofx-pcmastercard.csv': { rows: 2, accounts: { ACC: ['USD', 5031, 0] }, balances: [], issues: [] },
  'csv2ofx-schwab-checking-baltest-case3.csv': {
    rows: 4,
    accounts: { ACC: ['USD', 2000, 23527] },
    balances: [
      ['opening', 'running-balance', 109374, '2022-08-04'],
      ['closing', 'running-balance', 87847, '2022-08-17'],
    ],
    issues: [],
  },
  'csv2ofx-schwab-checking.csv': {
    rows: 4,
    accounts: { ACC: ['USD', 2000, 23527] },
    balances: [
      ['opening', 'running-balance', 109374, '2022-08-04'],
      ['closing', 'running-balance', 87847, '2022-08-17'],
    ],
    issues: [],
  },
  'synthetic-bofa-checking.csv': {
    rows: 3,
    accounts: { ACC: ['USD', 125000, 4852877] },
    balances: [
      ['opening', 'summary-line', 1200000, '2024-06-01'],
      ['closing', 'running-balance', -3527877, '2024-06-28'],
    ],
    issues: [
      [1, 'warning', 'CSV_PREAMBLE_LINE'],
      [2, 'warning', 'CSV_PREAMBLE_LINE'],
      [3, 'warning', 'CSV_PREAMBLE_LINE'],
      [4, 'warning', 'CSV_PREAMBLE_LINE'],
      [5, 'warning', 'CSV_PREAMBLE_LINE'],
      [6, 'warning', 'CSV_BLANK_LINE'],
      [8, 'warning', 'CSV_SUMMARY_LINE'],
    ],
  },
  'synthetic-chase-checking.csv': {
    rows: 4,
    accounts: { ACC: ['USD', 125000, 4852877] },
    balances: [
      ['opening', 'running-balance', 5751288, '2024-06-26'],
      ['closing', 'running-balance', 1023411, '2024-06-28'],
    ],
    issues: [],
  },
  'synthetic-cp1252-semicolon.csv': {
    rows: 1,
    accounts: { ACC: ['USD', 0, 123456] },
    balances: [],
    issues: [],
  },
  'synthetic-split-debit-credit-bom.csv': {
    rows: 3,
    accounts: { ACC: ['USD', 125000, 4871377] },
    balances: [
      ['opening', 'running-balance', 1168500, '2024-06-27'],
      ['closing', 'running-balance', -3527877, '2024-06-28'],
    ],
    issues: [],
  },
  'synthetic-wellsfargo-noheader.csv': {
    rows: 3,
    accounts: { ACC: ['USD', 125000, 4851377] },
    balances: [],
    issues: [],
  },
};

function accountsOf(result: ParsedStatement): Record<string, [string, number, number]> {
  return Object.fromEntries(
    result.summary.accounts.map((a) => [a.accountNumber, [a.currency, a.creditMinor, a.debitMinor]]),
  );
}

describe('CSV corpus (profile inferred)', () => {
  it.each(Object.entries(EXPECTED))('%s', (name, expected) => {
    const result = parseCsv(read(name), { accountNumber: 'ACC' });
    expect(result.rows).toHaveLength(expected.rows);
    expect(accountsOf(result)).toEqual(expected.accounts);
    expect(result.balances.map((b) => [b.kind, b.code, b.amountMinor, b.date])).toEqual(expected.balances);
    expect(result.issues.map((i) => [i.line, i.severity, i.code])).toEqual(expected.issues);
    expect(result.summary).toMatchObject({ format: 'csv', rowCount: expected.rows, aborted: false });
    for (const row of result.rows) expect(Number.isSafeInteger(row.amountMinor)).toBe(true);
  });

  it.each(Object.keys(EXPECTED))('%s gives the same result in chunks of 1, 7 and 4096 bytes', (name) => {
    const bytes = read(name);
    const whole = parseCsv(bytes, { accountNumber: 'ACC' });
    for (const size of [1, 7, 4096]) {
      expect(collectStatement(createCsvParser, bytes, { accountNumber: 'ACC' }, size)).toEqual(whole);
    }
  });

  it('matches the csv2ofx golden OFX for the Schwab export', () => {
    const csv = parseCsv(read('csv2ofx-schwab-checking.csv'));
    const ofx = parseOfx(read('csv2ofx-schwab-checking.expected.ofx'));
    const view = (r: ParsedStatement['rows'][number]) => [
      r.valueDate,
      r.amountMinor,
      r.text,
      r.customerReference,
    ];
    expect(csv.rows.map(view)).toEqual(ofx.rows.map(view));
    const closing = csv.balances.find((b) => b.kind === 'closing');
    expect([closing?.amountMinor, closing?.date]).toEqual([
      ofx.balances[0]?.amountMinor,
      ofx.balances[0]?.date,
    ]);
    expect(csv.rows.every((r) => r.accountNumber === '')).toBe(true);
  });

  it('maps Chase rows field by field (8 fields under 7 header names)', () => {
    const [first, , check] = parseCsv(read('synthetic-chase-checking.csv'), { accountNumber: 'ACC' }).rows;
    expect(first).toMatchObject({
      valueDate: '2024-06-28',
      amountMinor: -4821377,
      typeCode: 'ACH_DEBIT',
      status: 'booked',
      line: 2,
      extra: { 'column:Details': 'DEBIT', balanceMinor: '1023411' },
    });
    expect(first?.text).toContain('CO ENTRY DESCR:PAYROLL SEC:CCD');
    expect(check).toMatchObject({ amountMinor: -30000, customerReference: '1042', typeCode: 'CHECK_PAID' });
    expect(check?.rowKey).toBe('v1:2024-06-26:-30000:CHECK 1042:1042:5719788');
  });

  it('reads old-Mac CR-only files with their line numbers and UTF-8 names', () => {
    const rows = parseCsv(read('csv2ofx-creditunion.csv')).rows;
    expect(rows.map((r) => r.line)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(rows[0]).toMatchObject({
      valueDate: '2015-02-08',
      amountMinor: 5000000,
      customerReference: 'INV-1',
      text: 'Ằdøłƥh Noƴa',
    });
  });

  it('reads windows-1252 bytes, semicolons, day-first dates and decimal commas', () => {
    const [row] = parseCsv(read('synthetic-cp1252-semicolon.csv')).rows;
    expect(row).toMatchObject({
      valueDate: '2024-06-28',
      bookingDate: '2024-06-28',
      amountMinor: -123456,
      currency: 'USD',
      text: 'Café Rémy payroll advance',
    });
  });

  it('flags pending rows, parentheses negatives and split columns', () => {
    const rows = parseCsv(read('synthetic-split-debit-credit-bom.csv')).rows;
    expect(rows.map((r) => [r.amountMinor, r.status, r.extra.balanceMinor])).toEqual([
      [-4821377, 'booked', '-3527877'],
      [125000, 'booked', '1293500'],
      [-50000, 'pending', undefined],
    ]);
  });

  it('signs Mint amounts from the Transaction Type column', () => {
    const rows = parseCsv(read('csv2ofx-mint.csv')).rows;
    expect(rows.map((r) => [r.accountNumber, r.amountMinor, r.typeCode])).toEqual([
      ['Savings', -100000, 'debit'],
      ['Checking', -150000, 'debit'],
      ['Checking', 200000, 'credit'],
      ['Checking', -250000, 'debit'],
    ]);
  });

  it('infers the profiles of real layouts', () => {
    const text = (name: string, label = 'utf-8') => new TextDecoder(label).decode(read(name));
    expect(inferCsvProfile(text('synthetic-chase-checking.csv'))).toEqual({
      hasHeader: true,
      delimiter: ',',
      dateFormat: 'MM/DD/YYYY',
      decimalSeparator: '.',
      columns: {
        date: 'Posting Date',
        amount: 'Amount',
        description: 'Description',
        reference: 'Check or Slip #',
        type: 'Type',
        balance: 'Balance',
      },
    });
    expect(inferCsvProfile(text('csv2ofx-schwab-checking.csv'))?.columns).toEqual({
      date: 'Date',
      debit: 'Withdrawal',
      credit: 'Deposit',
      description: 'Description',
      reference: 'CheckNumber',
      type: 'Type',
      balance: 'RunningBalance',
      status: 'Status',
    });
    expect(inferCsvProfile(text('synthetic-wellsfargo-noheader.csv'))).toEqual({
      hasHeader: false,
      delimiter: ',',
      dateFormat: 'MM/DD/YYYY',
      decimalSeparator: '.',
      columns: { date: 0, amount: 1, reference: 3, description: 4 },
    });
    expect(inferCsvProfile(text('synthetic-cp1252-semicolon.csv', 'windows-1252'))).toMatchObject({
      delimiter: ';',
      dateFormat: 'DD.MM.YYYY',
      decimalSeparator: ',',
      columns: { date: 'Value date', bookingDate: 'Booking date', currency: 'Currency', description: 'Text' },
    });
    expect(inferCsvProfile(text('csv2ofx-creditunion.csv'))?.dateFormat).toBe('M/D/YY');
    expect(inferCsvProfile(text('csv2ofx-capitalone.csv'))?.columns).toMatchObject({
      date: 'Posted Date',
      transactionDate: 'Transaction Date',
      debit: 'Debit',
      credit: 'Credit',
    });
    expect(inferCsvProfile(text('csv2ofx-mint_headerless.csv'))?.columns).toEqual({
      date: 0,
      amount: 3,
      direction: 4,
      description: 1,
    });
    expect(inferCsvProfile(['Date\tAmount\tMemo', '2024-01-02\t-5.00\tX'])).toMatchObject({
      delimiter: '\t',
      dateFormat: 'YYYY-MM-DD',
    });
    expect(inferCsvProfile('just some text\nno numbers here\n')).toBeNull();
  });
});

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
