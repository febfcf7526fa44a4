// Conformance (`npm run test:corpus`): the CSV exports of $CORPUS_DIR/csv (csv2ofx and hand-written
// layouts of real banks), read with an inferred profile; the rows, balances and issues checked by hand.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseOfx } from '../ofx/index';
import { collectStatement } from '../shared/statement-accumulator';
import { accountsOf } from '../shared/summary-view.test-util';
import type { ParsedStatement } from '../types';
import { createCsvParser, inferCsvProfile, parseCsv } from './index';

const CORPUS = resolve(process.env.CORPUS_DIR ?? '', 'csv');
const read = (name: string): Uint8Array => new Uint8Array(readFileSync(resolve(CORPUS, name)));

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
