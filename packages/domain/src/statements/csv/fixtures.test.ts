// The real-world CSV quirks (docs/domain/import-formats-ofx-camt-csv.md), on exports this repository
// writes, read with an inferred profile. The third-party files are checked by the corpus suite
// (csv.corpus.test.ts).
import { describe, expect, it } from 'vitest';
import { collectStatement } from '../shared/statement-accumulator';
import { CSV_SAMPLES } from './builder.test-util';
import { createCsvParser, inferCsvProfile, parseCsv } from './index';

const sample = (name: string, accountNumber?: string) =>
  parseCsv(CSV_SAMPLES[name] ?? new Uint8Array(0), accountNumber ? { accountNumber } : {});
const text = (name: string, label = 'utf-8') => new TextDecoder(label).decode(CSV_SAMPLES[name]);

describe('CSV fixtures', () => {
  it.each(Object.keys(CSV_SAMPLES))('%s gives the same result in chunks of 1, 7 and 4096 bytes', (name) => {
    const bytes = CSV_SAMPLES[name] ?? new Uint8Array(0);
    const whole = parseCsv(bytes, { accountNumber: 'ACC' });
    expect(whole.summary.aborted).toBe(false);
    expect(whole.rows.length).toBeGreaterThan(0);
    for (const size of [1, 7, 4096])
      expect(collectStatement(createCsvParser, bytes, { accountNumber: 'ACC' }, size)).toEqual(whole);
  });

  it('reads a newest-first export with split, "$" amounts and finds its opening and closing balance', () => {
    const { rows, balances, issues } = sample('schwab-newest-first');
    expect(issues).toEqual([]);
    expect(rows.map((r) => [r.valueDate, r.amountMinor, r.customerReference, r.text])).toEqual([
      ['2022-08-17', 2000, '', 'Mobile deposit'],
      ['2022-08-14', -10300, '', 'ATM WITHDRAWAL'],
      ['2022-08-09', -7500, '558', 'CHECK 558'],
      ['2022-08-04', -5727, '', 'GROCERY STORE'],
    ]);
    expect(balances.map((b) => [b.kind, b.code, b.amountMinor, b.date])).toEqual([
      ['opening', 'running-balance', 109374, '2022-08-04'],
      ['closing', 'running-balance', 87847, '2022-08-17'],
    ]);
    expect(rows.every((r) => r.accountNumber === '')).toBe(true);
  });

  it('maps Chase rows field by field (a trailing field the header does not name is fine)', () => {
    const { rows, issues } = sample('chase-trailing-field', 'ACC');
    expect(issues).toEqual([]);
    expect(rows[0]).toMatchObject({
      valueDate: '2024-06-28',
      amountMinor: -4821377,
      typeCode: 'ACH_DEBIT',
      status: 'booked',
      line: 2,
      extra: { 'column:Details': 'DEBIT', balanceMinor: '1023411' },
    });
    expect(rows[2]).toMatchObject({ amountMinor: -30000, customerReference: '1042', typeCode: 'CHECK_PAID' });
    expect(rows[2]?.rowKey).toBe('v1:2024-06-26:-30000:CHECK 1042:1042:5719788');
  });

  it('reads CR-only line ends with their line numbers, two-digit years and UTF-8 names', () => {
    const { rows, issues } = sample('cr-only-two-digit-years');
    expect(issues).toEqual([]);
    expect(rows.map((r) => [r.line, r.valueDate, r.amountMinor, r.customerReference, r.text])).toEqual([
      [2, '2015-02-08', 5000000, 'INV-1', 'Ằdøłƥh Noƴa'],
      [3, '2015-02-13', 150000, 'INV-2', 'Zoë Ñúñez'],
    ]);
  });

  it('reads windows-1252 bytes, semicolons, day-first dates, decimal commas and a currency column', () => {
    const [row] = sample('cp1252-semicolon').rows;
    expect(row).toMatchObject({
      valueDate: '2024-06-28',
      bookingDate: '2024-06-28',
      amountMinor: -123456,
      currency: 'USD',
      text: 'Café Rémy payroll advance',
    });
  });

  it('flags pending rows, reads parenthesised negatives and split columns after a BOM', () => {
    const { rows, balances } = sample('split-columns-bom');
    expect(rows.map((r) => [r.amountMinor, r.status, r.extra.balanceMinor])).toEqual([
      [-4821377, 'booked', '-3527877'],
      [125000, 'booked', '1293500'],
      [-50000, 'pending', undefined],
    ]);
    expect(balances.map((b) => [b.kind, b.amountMinor])).toEqual([
      ['opening', 1168500],
      ['closing', -3527877],
    ]);
  });

  it('signs Mint amounts from the Transaction Type column and files them by account name', () => {
    const { rows, summary } = sample('mint-direction-accounts');
    expect(rows.map((r) => [r.accountNumber, r.amountMinor, r.typeCode])).toEqual([
      ['Savings', -100000, 'debit'],
      ['Checking', 200000, 'credit'],
    ]);
    expect(summary.accounts.map((a) => a.accountNumber)).toEqual(['Savings', 'Checking']);
  });

  it('reads a headerless export by the values of its columns', () => {
    const { rows } = sample('headerless-quoted', 'ACC');
    expect(rows.map((r) => [r.line, r.amountMinor, r.customerReference])).toEqual([
      [1, -4821377, ''],
      [2, 125000, ''],
      [3, -30000, '1042'],
    ]);
  });

  it('skips a summary preamble and takes a dated "Beginning balance" line as the opening balance', () => {
    const { rows, balances, issues } = sample('preamble-beginning-balance', 'ACC');
    expect(rows.map((r) => [r.line, r.amountMinor])).toEqual([
      [7, 125000],
      [8, -25000],
    ]);
    expect(balances.map((b) => [b.kind, b.code, b.amountMinor, b.date])).toEqual([
      ['opening', 'summary-line', 1200000, '2024-06-01'],
      ['closing', 'running-balance', 1300000, '2024-06-28'],
    ]);
    expect(issues.map((i) => [i.line, i.severity, i.code])).toEqual([
      [1, 'warning', 'CSV_PREAMBLE_LINE'],
      [2, 'warning', 'CSV_PREAMBLE_LINE'],
      [3, 'warning', 'CSV_PREAMBLE_LINE'],
      [4, 'warning', 'CSV_BLANK_LINE'],
      [6, 'warning', 'CSV_SUMMARY_LINE'],
    ]);
  });

  it('infers the profiles of the layouts', () => {
    expect(inferCsvProfile(text('chase-trailing-field'))).toEqual({
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
    expect(inferCsvProfile(text('schwab-newest-first'))?.columns).toEqual({
      date: 'Date',
      debit: 'Withdrawal',
      credit: 'Deposit',
      description: 'Description',
      reference: 'CheckNumber',
      type: 'Type',
      balance: 'RunningBalance',
      status: 'Status',
    });
    expect(inferCsvProfile(text('headerless-quoted'))).toEqual({
      hasHeader: false,
      delimiter: ',',
      dateFormat: 'MM/DD/YYYY',
      decimalSeparator: '.',
      columns: { date: 0, amount: 1, reference: 3, description: 4 },
    });
    expect(inferCsvProfile(text('cp1252-semicolon', 'windows-1252'))).toMatchObject({
      delimiter: ';',
      dateFormat: 'DD.MM.YYYY',
      decimalSeparator: ',',
      columns: { date: 'Value date', bookingDate: 'Booking date', currency: 'Currency', description: 'Text' },
    });
    expect(inferCsvProfile(text('cr-only-two-digit-years'))?.dateFormat).toBe('M/D/YY');
  });
});
