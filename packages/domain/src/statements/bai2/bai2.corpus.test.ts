// Conformance (`npm run test:corpus`): every file of $CORPUS_DIR/bai2 is a test case. The numbers below were checked by hand and by
// an independent script against the files (see docs/domain/import-formats-bai2-nacha.md).
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectStatement } from '../shared/statement-accumulator';
import type { ParsedStatement } from '../types';
import { createBai2Parser, parseBai2 } from './index';
import { directionOf } from './type-codes';

const CORPUS = resolve(process.env.CORPUS_DIR ?? '', 'bai2');

/** The parser fed the bytes in slices of one size, as a stream would. */
const parseInChunks = (bytes: Uint8Array, size: number) =>
  collectStatement(createBai2Parser, bytes, undefined, size);

function load(name: string): Uint8Array {
  return readFileSync(resolve(CORPUS, name));
}

/** What the 49/98/99 totals add up: every 03 amount plus every 16 amount as written (unsigned). */
function controlSum(result: ParsedStatement): number {
  const balances = result.balances.reduce((sum, b) => sum + b.amountMinor, 0);
  return result.rows.reduce((sum, r) => sum + Math.abs(r.amountMinor), balances);
}

interface Expected {
  rows: number;
  /** Signed sum of the rows, credits minus debits, in minor units. */
  net: number;
  credits: number;
  debits: number;
  balances: number;
  /** The 99 file control total, when the file's totals are consistent. */
  fileTotal?: number;
  issues: Array<[number, string]>;
  aborted?: boolean;
  correction?: boolean;
  fileId?: string;
}

const SVB_DAILY: Expected = {
  rows: 1,
  net: 25001,
  credits: 25001,
  debits: 0,
  balances: 0,
  fileTotal: 25001,
  issues: [],
  fileId: '121140399:9999999999:050608:1',
};

const SVB_WIRE: Expected = {
  rows: 1,
  net: 8325982,
  credits: 8325982,
  debits: 0,
  balances: 0,
  fileTotal: 8325982,
  issues: [],
};

const EXPECTED: Record<string, Expected> = {
  'moj-account_trailer_amount_blank_example.bai2': {
    rows: 0,
    net: 0,
    credits: 0,
    debits: 0,
    balances: 0,
    fileTotal: 0,
    issues: [],
    fileId: '1111:testcompany:210101:010101010101',
  },
  'moj-citi_example.bai2': {
    rows: 1,
    net: 1,
    credits: 1,
    debits: 0,
    balances: 2,
    fileTotal: 20001,
    issues: [],
  },
  'moj-nwb_example.bai2': {
    rows: 5,
    net: -2676,
    credits: 89,
    debits: 2765,
    balances: 9,
    fileTotal: 143764,
    issues: [],
  },
  'moj-svb_us_example.bai2': {
    rows: 2,
    net: 1395996,
    credits: 1395996,
    debits: 0,
    balances: 16,
    fileTotal: 282030196,
    issues: [],
  },
  'moov-errors-sample-parseError.txt': {
    rows: 0,
    net: 0,
    credits: 0,
    debits: 0,
    balances: 0,
    issues: [[1, 'BAI2_NOT_BAI2']],
    aborted: true,
  },
  'moov-sample1.txt': {
    rows: 17,
    net: 0,
    credits: 320000,
    debits: 320000,
    balances: 8,
    fileTotal: 1280000,
    issues: [],
    fileId: '0004:12345:060321:001',
  },
  'moov-sample2.txt': {
    rows: 4,
    net: 30950000,
    credits: 30950000,
    debits: 0,
    balances: 25,
    fileTotal: 345450000,
    issues: [],
    correction: true,
  },
  'moov-sample3.txt': {
    rows: 26,
    net: -19705,
    credits: 39713,
    debits: 59418,
    balances: 90,
    fileTotal: 2508440,
    issues: [[19, 'BAI2_WRAPPED_LINE']],
  },
  // Goldman-Sachs style; the trailers of accounts 2 and 3 (and so 98/99) do not match the file.
  'moov-sample4-continuations-newline-delimited.txt': {
    rows: 17,
    net: -30748324,
    credits: 600731,
    debits: 31349055,
    balances: 18,
    issues: [
      [22, 'BAI2_CONTROL_TOTAL'],
      [22, 'BAI2_RECORD_COUNT'],
      [110, 'BAI2_CONTROL_TOTAL'],
      [110, 'BAI2_RECORD_COUNT'],
      [115, 'BAI2_CONTROL_TOTAL'],
      [115, 'BAI2_ACCOUNT_COUNT'],
      [115, 'BAI2_RECORD_COUNT'],
      [116, 'BAI2_CONTROL_TOTAL'],
      [116, 'BAI2_RECORD_COUNT'],
    ],
  },
  'moov-sample5-issue113.txt': {
    rows: 20,
    net: 3766789602,
    credits: 3798602119,
    debits: 31812517,
    balances: 18,
    issues: [
      [22, 'BAI2_CONTROL_TOTAL'],
      [22, 'BAI2_RECORD_COUNT'],
      [63, 'BAI2_WRAPPED_LINE'],
      [118, 'BAI2_CONTROL_TOTAL'],
      [118, 'BAI2_RECORD_COUNT'],
      [123, 'BAI2_CONTROL_TOTAL'],
      [123, 'BAI2_ACCOUNT_COUNT'],
      [123, 'BAI2_RECORD_COUNT'],
      [124, 'BAI2_CONTROL_TOTAL'],
      [124, 'BAI2_RECORD_COUNT'],
    ],
  },
  'vh-daily.bai2': SVB_DAILY,
  'vh-daily_with_summary.bai2': { ...SVB_DAILY, balances: 8, fileTotal: 50002 },
  'vh-eod.bai2': SVB_WIRE,
  'vh-eod_with_slash_in_text.bai2': SVB_WIRE,
  'vh-invalid_checksum_eod.bai2': {
    ...SVB_WIRE,
    fileTotal: undefined,
    issues: [
      [15, 'BAI2_CONTROL_TOTAL'],
      [16, 'BAI2_CONTROL_TOTAL'],
      [17, 'BAI2_CONTROL_TOTAL'],
    ],
  },
  'vh-svb-original-Daily_BAI2_Account_sample.txt': SVB_DAILY,
  'vh-svb-original-EOD_BAI2_wire_info_sample.TXT': {
    ...SVB_WIRE,
    issues: [
      [15, 'BAI2_RECORD_COUNT'],
      [16, 'BAI2_RECORD_COUNT'],
      [17, 'BAI2_RECORD_COUNT'],
    ],
  },
};

const FILES = readdirSync(CORPUS).filter((name) => name !== 'SOURCES.txt' && !name.endsWith('.tsv'));

describe('BAI2 corpus', () => {
  it('has an expectation for every sample file', () => {
    expect(FILES.sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  describe.each(FILES)('%s', (name) => {
    const expected = EXPECTED[name];
    const bytes = load(name);
    const result = parseBai2(bytes);

    it('gives the expected rows, amounts and issues', () => {
      if (expected === undefined) throw new Error(`no expectation for ${name}`);
      const { rows, summary } = result;
      expect(rows).toHaveLength(expected.rows);
      expect(rows.reduce((sum, r) => sum + r.amountMinor, 0)).toBe(expected.net);
      expect(rows.filter((r) => r.amountMinor > 0).reduce((s, r) => s + r.amountMinor, 0)).toBe(
        expected.credits,
      );
      expect(rows.filter((r) => r.amountMinor < 0).reduce((s, r) => s - r.amountMinor, 0)).toBe(
        expected.debits,
      );
      expect(result.balances).toHaveLength(expected.balances);
      expect(result.issues.map((i) => [i.line, i.code])).toEqual(expected.issues);
      expect(summary.aborted).toBe(expected.aborted ?? false);
      expect(summary.correction).toBe(expected.correction ?? false);
      expect(summary.rowCount).toBe(expected.rows);
      expect(summary.errorCount + summary.warningCount).toBe(expected.issues.length);
      if (expected.fileId !== undefined) expect(summary.fileId).toBe(expected.fileId);
      if (expected.fileTotal !== undefined) expect(controlSum(result)).toBe(expected.fileTotal);
      for (const row of rows) {
        expect(Number.isSafeInteger(row.amountMinor)).toBe(true);
        expect(row.rowKey.startsWith('v1:')).toBe(true);
        expect(row.valueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      expect(new Set(rows.map((r) => `${r.accountNumber} ${r.rowKey}`)).size).toBe(rows.length);
    });

    it.each([1, 7, 4096])('gives the same result when fed in chunks of %i bytes', (size) => {
      expect(parseInChunks(bytes, size)).toEqual(result);
    });

    it('issues name a line, a message and the raw record', () => {
      for (const issue of result.issues) {
        expect(issue.line).toBeGreaterThan(0);
        expect(issue.message.length).toBeGreaterThan(20);
        expect(issue.raw?.length ?? 0).toBeGreaterThan(0);
      }
    });
  });
});

describe('BAI2 corpus details', () => {
  it('reads the Appendix D sample: S, V and D funds types, an 03 split mid-group, a correction group', () => {
    const { rows, balances, summary } = parseBai2(load('moov-sample2.txt'));
    expect(rows.map((r) => [r.accountNumber, r.typeCode, r.amountMinor, r.valueDate])).toEqual([
      ['0123456789', '115', 450000, '2004-06-20'],
      ['9876543210', '115', 500000, '2004-06-20'],
      ['4589761203', '218', 20000000, '2004-06-22'],
      ['4589761203', '195', 10000000, '2004-06-20'],
    ]);
    expect(rows[0]?.extra).toMatchObject({
      fundsType: 'S',
      availableImmediate: '100000',
      availableOneDay: '200000',
      availableTwoOrMoreDays: '150000',
    });
    expect(rows[2]).toMatchObject({
      bankReference: 'SP4738',
      customerReference: 'YRC065321',
      text: 'PROCEEDS OF LETTER OF CREDIT FROM THE ARAMCO OIL CO',
      bookingDate: '2004-06-20',
    });
    // "…,400,2000000,,,190/" + "88,500000,,,110,…": the 190 amount is on the continuation line.
    expect(balances.find((b) => b.accountNumber === '9876543210' && b.code === '190')).toMatchObject({
      amountMinor: 500000,
      line: 7,
    });
    expect(balances.find((b) => b.accountNumber === '9876543210' && b.code === '040')).toMatchObject({
      kind: 'opening-available',
      amountMinor: -1500000,
      line: 8,
    });
    expect(summary.accounts.map((a) => a.controlTotalMinor)).toEqual([
      9150000, 4000000, 180000000, 140500000, 11800000,
    ]);
  });

  it('keeps "/" inside references and text (moov sample5, issue 113)', () => {
    const { rows } = parseBai2(load('moov-sample5-issue113.txt'));
    const row = rows.find((r) => r.bankReference === 'SPB2322684598521');
    expect(row?.customerReference).toBe('AB/GS/RPFILERP0001/RPBA0001');
    expect(row?.text).toContain('Client Ref ID: AB/GS/TEST0001/RPBA0001, GS ID: SPB2322684598521 EREF:');
    const wire = rows.find((r) => r.bankReference === 'GI2323300009168');
    expect(wire?.text).toContain('Remittance Info: "08/18/23 Invoice - Sample"');
    expect(wire?.amountMinor).toBe(-30000000);
    // the "88:EREF" typo line is kept as text of the 16 it follows
    expect(rows.find((r) => r.bankReference === 'SC2134800001999')?.text).toContain('88:EREF: 07370568132');
  });

  it('reads several records on one physical line and a 16 wrapped onto the next line (moov sample3)', () => {
    const { rows } = parseBai2(load('moov-sample3.txt'));
    expect(rows.filter((r) => r.line === 3).map((r) => [r.amountMinor, r.text])).toEqual([
      [2500, 'TRANSFER PAYPAL PPD'],
      [500, 'TRANSFER MSPBNA BANK PPD'],
    ]);
    expect(rows.find((r) => r.line === 18)?.text).toBe(
      '111111 ACH_SETL 1111111111 111111111111111 1111111111',
    );
  });

  it('joins 88 text continuations and keeps the separate lines (venturehacks wire sample)', () => {
    const [row] = parseBai2(load('vh-eod_with_slash_in_text.bai2')).rows;
    expect(row?.text).toContain(
      'ORG ADDRESS:=2/AV MAIN 2/AVENUE DE ANGELLIST 3/MX /MEXICO ; BNF ID:=3300333333',
    );
    expect(row?.extra.textLines?.split('\n')).toHaveLength(12);
    expect(row).toMatchObject({ typeCode: '195', valueDate: '2010-08-31', status: 'booked' });
    expect(row?.extra.asOfDateModifier).toBe('4');
  });

  it('uses the account currency and the V value date (Citi GBP)', () => {
    const [row] = parseBai2(load('moj-citi_example.bai2')).rows;
    expect(row).toMatchObject({
      currency: 'GBP',
      amountMinor: 1,
      valueDate: '2015-07-15',
      bankReference: '1234567890',
      customerReference: 'RP12312312312312',
    });
  });

  it('keeps an account number with a space and skips the ",,,/" padding field (NatWest)', () => {
    const { rows, balances } = parseBai2(load('moj-nwb_example.bai2'));
    expect(new Set(rows.map((r) => r.accountNumber))).toEqual(new Set(['88888888 600004']));
    expect(balances.map((b) => b.code)).toEqual([
      '010',
      '015',
      '045',
      '040',
      '072',
      '074',
      '075',
      '400',
      '100',
    ]);
    expect(rows.at(-1)?.text).toBe(
      'TFR XBANKGO24007680SJ CAT JPY 2 GBPXBANKGO24007680BGC INTERNATIONAL-5373 CLIE NT SECCY AC TFR',
    );
  });

  it('reads CAD amounts with zero-padded signed totals (moov sample1)', () => {
    const { rows, summary } = parseBai2(load('moov-sample1.txt'));
    expect(new Set(rows.map((r) => r.currency))).toEqual(new Set(['CAD']));
    expect(rows[0]).toMatchObject({
      typeCode: '409',
      amountMinor: -2500,
      valueDate: '2006-03-16',
      text: 'RETURNED CHEQUE',
    });
    expect(summary.accounts).toEqual([
      {
        accountNumber: '10200123456',
        currency: 'CAD',
        rowCount: 17,
        creditMinor: 320000,
        debitMinor: 320000,
        controlTotalMinor: 1280000,
      },
    ]);
  });
});

describe('BAI2 type codes', () => {
  const table = readFileSync(resolve(CORPUS, 'bai2_type_codes_2005.tsv'), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'));

  it('agrees with every code of the 2005 spec table (CR / DB / NA)', () => {
    expect(table).toHaveLength(468);
    for (const [code = '', transaction] of table) {
      const expected = transaction === 'CR' ? 'credit' : transaction === 'DB' ? 'debit' : 'status';
      expect([code, directionOf(code)]).toEqual([code, expected]);
    }
  });
});
