// Conformance (`npm run test:corpus`): the OFX/QFX sample files of $CORPUS_DIR/ofx (ofxparse, ofx-js,
// Actual, csv2ofx), with the rows, balances and issues checked by hand.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectStatement } from '../shared/statement-accumulator';
import { accountsOf } from '../shared/summary-view.test-util';
import { createOfxParser, parseOfx } from './index';

const CORPUS = resolve(process.env.CORPUS_DIR ?? '', 'ofx');
const read = (name: string): Uint8Array => new Uint8Array(readFileSync(resolve(CORPUS, name)));

interface Expected {
  rows: number;
  /** account -> [currency, credit minor, debit minor] */
  accounts: Record<string, [string, number, number]>;
  /** [account, code, amount minor, date] */
  balances: [string, string, number, string][];
  /** [line, severity, code] */
  issues: [number, 'error' | 'warning', string][];
}

const EXPECTED: Record<string, Expected> = {
  'actual-data-multi-decimal.ofx': {
    rows: 2,
    accounts: { '123456789123': ['USD', 0, 3377] },
    balances: [],
    issues: [],
  },
  'actual-html-vals.qfx': {
    rows: 2,
    accounts: { '00000 00-00000': ['CAD', 0, 200] },
    balances: [
      ['00000 00-00000', 'LEDGERBAL', 111111, '2023-11-06'],
      ['00000 00-00000', 'AVAILBAL', 111111, '2023-11-06'],
    ],
    issues: [],
  },
  'ofxjs-credit-card.qfx': {
    rows: 5,
    accounts: { '4510000000003333': ['CAD', 20208, 12160] },
    balances: [
      ['4510000000003333', 'LEDGERBAL', 90453, '2026-05-19'],
      ['4510000000003333', 'AVAILBAL', 90453, '2026-05-19'],
    ],
    issues: [],
  },
  'ofxjs-example2.ofx': {
    rows: 0,
    accounts: { '*****': ['EUR', 0, 0] },
    balances: [],
    // Every date in this sample is masked as "****": 29 transactions, 29 errors, and the balance date.
    issues: [
      ...[
        43, 52, 61, 70, 79, 88, 97, 106, 115, 124, 133, 142, 151, 160, 169, 178, 187, 196, 205, 214, 223, 232,
        241, 250, 259, 268, 277, 286, 295,
      ].map((line): [number, 'error', string] => [line, 'error', 'OFX_BAD_DATE']),
      [305, 'warning', 'OFX_BAD_BALANCE'],
    ],
  },
  'ofxparse-anzcc.ofx': {
    rows: 1,
    accounts: { '1234123412341234': ['AUD', 0, 550] },
    balances: [
      ['1234123412341234', 'LEDGERBAL', -12345, '2017-05-10'],
      ['1234123412341234', 'AVAILBAL', 12345, '2017-05-10'],
    ],
    issues: [],
  },
  'ofxparse-bank_medium.ofx': {
    rows: 3,
    accounts: { '12300 000012345678': ['CAD', 0, 34527] },
    balances: [
      ['12300 000012345678', 'LEDGERBAL', 38234, '2009-05-23'],
      ['12300 000012345678', 'AVAILBAL', 68234, '2009-05-23'],
    ],
    issues: [],
  },
  'ofxparse-bank_small.ofx': {
    rows: 0,
    accounts: {},
    balances: [],
    issues: [[0, 'error', 'OFX_NO_STATEMENT']],
  },
  'ofxparse-checking.ofx': {
    rows: 3,
    accounts: { '1452687~7': ['USD', 1, 5951] },
    balances: [
      ['1452687~7', 'LEDGERBAL', 10099, '2013-05-25'],
      ['1452687~7', 'AVAILBAL', 7599, '2013-05-25'],
    ],
    issues: [],
  },
  'ofxparse-error_message.ofx': {
    rows: 0,
    accounts: {},
    balances: [],
    issues: [[24, 'error', 'OFX_STATUS_ERROR']],
  },
  'ofxparse-fail_nice_date_missing.ofx': {
    rows: 0,
    accounts: { '192639749': ['USD', 0, 0] },
    balances: [['192639749', 'LEDGERBAL', 0, '2011-06-14']],
    issues: [
      [33, 'error', 'OFX_MISSING_DATE'],
      [42, 'error', 'OFX_MISSING_DATE'],
      [50, 'error', 'OFX_BAD_DATE'],
    ],
  },
  'ofxparse-fail_nice_decimal_error.ofx': {
    rows: 0,
    accounts: { '192639749': ['CAD', 0, 0] },
    balances: [['192639749', 'LEDGERBAL', 0, '2011-06-14']],
    issues: [
      [36, 'error', 'OFX_BAD_DATE'],
      [37, 'error', 'OFX_BAD_AMOUNT'],
    ],
  },
  'ofxparse-fail_nice_empty_balance.ofx': {
    rows: 1,
    accounts: { '192639749': ['CAD', 12000, 0] },
    balances: [],
    issues: [
      [38, 'warning', 'OFX_BAD_BALANCE'],
      [42, 'warning', 'OFX_BAD_BALANCE'],
    ],
  },
  'ofxparse-multiple_accounts2.ofx': {
    rows: 0,
    accounts: { '9100': ['USD', 0, 0], '9200': ['USD', 0, 0] },
    balances: [
      ['9100', 'LEDGERBAL', 11100, '2012-06-03'],
      ['9200', 'LEDGERBAL', 22200, '2012-06-03'],
    ],
    issues: [],
  },
  'ofxparse-ofx-v102-empty-tags.ofx': {
    rows: 1,
    accounts: { '12345678': ['AUD', 1234, 0] },
    balances: [],
    issues: [[23, 'warning', 'OFX_BAD_BALANCE']],
  },
  'ofxparse-suncorp.ofx': {
    rows: 1,
    accounts: { '123456789': ['AUD', 0, 1685] },
    balances: [
      ['123456789', 'LEDGERBAL', 123412, '2013-12-15'],
      ['123456789', 'AVAILBAL', 123412, '2013-12-15'],
    ],
    issues: [],
  },
};

describe('OFX corpus', () => {
  it.each(Object.entries(EXPECTED))('%s', (name, expected) => {
    const result = parseOfx(read(name));
    expect(result.rows).toHaveLength(expected.rows);
    expect(result.summary.rowCount).toBe(expected.rows);
    expect(accountsOf(result)).toEqual(expected.accounts);
    expect(result.balances.map((b) => [b.accountNumber, b.code, b.amountMinor, b.date])).toEqual(
      expected.balances,
    );
    expect(result.issues.map((i) => [i.line, i.severity, i.code])).toEqual(expected.issues);
    expect(result.summary.errorCount).toBe(expected.issues.filter((i) => i[1] === 'error').length);
    expect(result.summary.aborted).toBe(false);
    for (const row of result.rows) {
      expect(Number.isSafeInteger(row.amountMinor)).toBe(true);
      expect(row.valueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row.rowKey.startsWith('v1:')).toBe(true);
    }
  });

  it.each(Object.keys(EXPECTED))('%s gives the same result in chunks of 1, 7 and 4096 bytes', (name) => {
    const bytes = read(name);
    const whole = parseOfx(bytes);
    for (const size of [1, 7, 4096])
      expect(collectStatement(createOfxParser, bytes, undefined, size)).toEqual(whole);
  });

  it('keeps amounts with extra zero decimals exact (BofA -30.000, -3.77000)', () => {
    const rows = parseOfx(read('actual-data-multi-decimal.ofx')).rows;
    expect(rows.map((r) => [r.amountMinor, r.bankReference, r.typeCode])).toEqual([
      [-3000, '00092990122-30.00019012312798.01', 'DEBIT'],
      [-377, '00092990121-3.77019012312828.01', 'DEBIT'],
    ]);
    expect(rows[0]?.rowKey).toBe('v1:123456789123:fitid:00092990122-30.00019012312798.01');
  });

  it('maps the SGML checking sample field by field', () => {
    const [dividend, withdrawal, fee] = parseOfx(read('ofxparse-checking.ofx')).rows;
    expect(dividend).toMatchObject({
      accountNumber: '1452687~7',
      currency: 'USD',
      valueDate: '2011-03-31',
      bookingDate: '2011-03-31',
      amountMinor: 1,
      typeCode: 'CREDIT',
      bankReference: '0000486',
      status: 'booked',
      line: 46,
      // NAME is cut at 32 characters; MEMO carries the full text once.
      text: 'DIVIDEND EARNED FOR PERIOD OF 03/01/2011 THROUGH 03/31/2011 ANNUAL PERCENTAGE YIELD EARNED IS 0.05%',
    });
    expect(dividend?.extra).toMatchObject({
      bankId: '5472369148',
      accountType: 'CHECKING',
      name: 'DIVIDEND EARNED FOR PERIOD OF 03',
    });
    expect(withdrawal?.amountMinor).toBe(-3451);
    expect(fee).toMatchObject({ amountMinor: -2500, typeCode: 'CHECK', customerReference: '319' });
  });

  it('takes the calendar date as written, whatever the time zone', () => {
    const rows = parseOfx(read('ofxparse-bank_medium.ofx')).rows;
    expect(rows.map((r) => [r.valueDate, r.extra.dtPosted])).toEqual([
      ['2009-04-01', '20090401122017.000[-5:EST]'],
      ['2009-04-02', '20090402122017.000[-5:EST]'],
      ['2009-04-03', '20090403122017.000[-5:EST]'],
    ]);
    expect(rows[1]?.text).toBe("Joe's Bald Hairstyles MISCELLANEOUS PAYMENTS;Joe's Bald Hairstyles");
  });

  it('decodes entities exactly once (double-escaped &amp;lt; stays &lt;)', () => {
    const rows = parseOfx(read('actual-html-vals.qfx')).rows;
    expect(rows[0]?.text).toContain('B.C. HYDRO & POWER AUTHORITY');
    expect(rows[1]?.extra.name).toBe('TPAY &lt;DEFTPYMT&gt;');
    expect(parseOfx(read('ofxjs-credit-card.qfx')).rows[3]?.extra.name).toBe('T&T SUPERMARKET');
  });

  it('reads CDATA in OFX 2 XML and the CRLF line numbers', () => {
    const [row] = parseOfx(read('ofxparse-suncorp.ofx')).rows;
    expect(row).toMatchObject({
      line: 35,
      amountMinor: -1685,
      customerReference: '0',
      valueDate: '2013-12-15',
    });
    expect(row?.text).toBe('EFTPOS WDL HANDYWAY ALDI STORE GEELONG WEST VICAU');
  });

  it('uses the CURRENCY aggregate and a fallback row key when FITID is empty', () => {
    const [row] = parseOfx(read('ofxparse-ofx-v102-empty-tags.ofx')).rows;
    expect(row).toMatchObject({ currency: 'AUD', amountMinor: 1234, typeCode: 'CREDIT', bankReference: '' });
    expect(row?.rowKey).toBe('v1:12345678:tx:2018-05-07:1234:CBA%3ATransfer');
    expect(row?.extra.currencyRate).toBe('1.0000');
  });

  it('keeps the sign as given on credit-card statements', () => {
    const rows = parseOfx(read('ofxjs-credit-card.qfx')).rows;
    expect(rows.map((r) => r.amountMinor)).toEqual([-688, 20208, -7037, -2638, -1797]);
    expect(rows.every((r) => r.accountNumber === '4510000000003333' && r.currency === 'CAD')).toBe(true);
  });

  it('reads the csv2ofx golden output (no OFXHEADER line, closed leaves)', () => {
    const result = parseOfx(read('../csv/csv2ofx-schwab-checking.expected.ofx'));
    expect(result.issues).toEqual([]);
    expect(result.rows.map((r) => [r.valueDate, r.amountMinor, r.customerReference])).toEqual([
      ['2022-08-17', 2000, ''],
      ['2022-08-14', -10300, ''],
      ['2022-08-09', -7500, '558'],
      ['2022-08-04', -5727, ''],
    ]);
    expect(result.balances.map((b) => [b.code, b.amountMinor, b.date])).toEqual([
      ['LEDGERBAL', 87847, '2022-08-17'],
    ]);
  });
});
