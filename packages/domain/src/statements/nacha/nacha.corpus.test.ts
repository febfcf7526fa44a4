// Conformance (`npm run test:corpus`): every file of $CORPUS_DIR/nacha is a test case. Debit/credit totals are the file's own file
// control (or batch control) values, checked by hand and by an independent script.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectStatement } from '../shared/statement-accumulator';
import { createNachaParser, parseNacha } from './index';

const CORPUS = resolve(process.env.CORPUS_DIR ?? '', 'nacha');

function load(name: string): Uint8Array {
  return readFileSync(resolve(CORPUS, name));
}

/** The parser fed the bytes in slices of one size, as a stream would. */
const parseInChunks = (bytes: Uint8Array, size: number) =>
  collectStatement(createNachaParser, bytes, undefined, size);

interface Expected {
  rows: number;
  /** Sum of credit entries and of debit entries (as positive cents): the control totals. */
  credits: number;
  debits: number;
  issues: Array<[number, string]>;
  fileId?: string;
}

const EXPECTED: Record<string, Expected> = {
  // File control says 5 batches; the file has 4. Amount totals and hashes are right.
  'moov-20110805A.ach': {
    rows: 48,
    credits: 200,
    debits: 5101000,
    issues: [[93, 'NACHA_BATCH_COUNT']],
    fileId: '0231380104:1108052100:A',
  },
  'moov-FISERV-ZEROFILE-PIMRET825324_032720_110221.ach': {
    rows: 0,
    credits: 0,
    debits: 0,
    issues: [
      [1, 'NACHA_BAD_RECORD_LENGTH'],
      [2, 'NACHA_BAD_RECORD_LENGTH'],
    ],
    fileId: '182327390:2003271043:',
  },
  'moov-NACHA_SAMPLE_TEL_REVERSAL.ach': { rows: 2, credits: 685100, debits: 685100, issues: [] },
  'moov-adv.ach': { rows: 2, credits: 50000, debits: 250000, issues: [] },
  'moov-ccd-debit.ach': { rows: 2, credits: 0, debits: 500125, issues: [] },
  'moov-contested-return.ach': { rows: 1, credits: 100000000, debits: 0, issues: [[2, 'NACHA_BAD_DATE']] },
  'moov-cor-read.ach': { rows: 1, credits: 0, debits: 0, issues: [] },
  'moov-ctx-debit.ach': { rows: 1, credits: 0, debits: 100000000, issues: [] },
  'moov-dishonored-return.ach': { rows: 2, credits: 0, debits: 48000, issues: [[2, 'NACHA_BAD_DATE']] },
  'moov-long-line.ach': {
    rows: 1,
    credits: 0,
    debits: 100000000,
    issues: [
      [3, 'NACHA_BAD_RECORD_LENGTH'],
      [5, 'NACHA_BAD_RECORD_LENGTH'],
      [6, 'NACHA_BAD_RECORD_LENGTH'],
    ],
  },
  // Header and file control lines are short; the file control also miscounts records and blocks.
  'moov-nonascii-utf8.ach': {
    rows: 1,
    credits: 0,
    debits: 100000000,
    issues: [
      [1, 'NACHA_BAD_RECORD_LENGTH'],
      [17, 'NACHA_BAD_RECORD_LENGTH'],
      [17, 'NACHA_BLOCK_COUNT'],
      [17, 'NACHA_RECORD_COUNT'],
    ],
  },
  'moov-ppd-credit.ach': { rows: 1, credits: 100000000, debits: 0, issues: [] },
  'moov-ppd-debit-fixedLength.ach': {
    rows: 1,
    credits: 0,
    debits: 10500,
    issues: [],
    fileId: '076401251:0807291511:A',
  },
  'moov-ppd-debit.ach': { rows: 1, credits: 0, debits: 200000000, issues: [] },
  'moov-ppd-mixedDebitCredit.ach': { rows: 3, credits: 200000000, debits: 200000000, issues: [] },
  'moov-return-WEB.ach': { rows: 2, credits: 4565, debits: 12354, issues: [] },
  'moov-return-no-batch-controls.ach': {
    rows: 2,
    credits: 0,
    debits: 12354,
    issues: [
      [1, 'NACHA_MISSING_FILE_HEADER'],
      [4, 'NACHA_MISSING_BATCH_CONTROL'],
      [4, 'NACHA_BAD_DATE'],
      [6, 'NACHA_MISSING_BATCH_CONTROL'],
      [6, 'NACHA_MISSING_FILE_CONTROL'],
    ],
  },
  'moov-return-no-batch-header.ach': {
    rows: 2,
    credits: 0,
    debits: 12354,
    issues: [
      [1, 'NACHA_MISSING_FILE_HEADER'],
      [1, 'NACHA_MISSING_BATCH_HEADER'],
      [4, 'NACHA_MISSING_BATCH_CONTROL'],
      [4, 'NACHA_MISSING_FILE_CONTROL'],
    ],
  },
  'moov-short-line.ach': { rows: 1, credits: 0, debits: 100000000, issues: [[5, 'NACHA_BAD_RECORD_LENGTH']] },
  'moov-two-micro-deposits.ach': { rows: 6, credits: 120, debits: 120, issues: [] },
  'moov-web-credit.ach': { rows: 1, credits: 10000, debits: 0, issues: [] },
};

const FILES = readdirSync(CORPUS).filter((name) => name !== 'SOURCES.txt');

describe('NACHA corpus', () => {
  it('has an expectation for every sample file', () => {
    expect(FILES.sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  describe.each(FILES)('%s', (name) => {
    const expected = EXPECTED[name];
    const bytes = load(name);
    const result = parseNacha(bytes);

    it('gives the expected rows, control totals and issues', () => {
      if (expected === undefined) throw new Error(`no expectation for ${name}`);
      const { rows, summary } = result;
      expect(rows).toHaveLength(expected.rows);
      expect(rows.filter((r) => r.amountMinor > 0).reduce((s, r) => s + r.amountMinor, 0)).toBe(
        expected.credits,
      );
      expect(rows.filter((r) => r.amountMinor < 0).reduce((s, r) => s - r.amountMinor, 0)).toBe(
        expected.debits,
      );
      expect(result.issues.map((i) => [i.line, i.code])).toEqual(expected.issues);
      expect(summary.aborted).toBe(false);
      expect(summary.rowCount).toBe(expected.rows);
      expect(result.balances).toEqual([]);
      if (expected.fileId !== undefined) expect(summary.fileId).toBe(expected.fileId);
      for (const row of rows) {
        expect(row.currency).toBe('USD');
        expect(row.bankReference).toMatch(/^\d{15}$/);
        expect(row.rowKey.startsWith(`v1:${row.bankReference}`)).toBe(true);
      }
      expect(new Set(rows.map((r) => r.rowKey)).size).toBe(rows.length);
    });

    it.each([1, 7, 4096])('gives the same result when fed in chunks of %i bytes', (size) => {
      expect(parseInChunks(bytes, size)).toEqual(result);
    });
  });
});

describe('NACHA corpus details', () => {
  const rowsOf = (name: string) => parseNacha(load(name)).rows;

  it('reads a payroll credit (PPD REG.SALARY, SCC 220)', () => {
    expect(rowsOf('moov-ppd-credit.ach')).toEqual([
      {
        accountNumber: '987654321',
        currency: 'USD',
        valueDate: '2019-08-16',
        amountMinor: 100000000,
        typeCode: '22',
        bankReference: '121042880000002',
        customerReference: '',
        text: 'Credit Account 1',
        status: 'booked',
        rowKey: 'v1:121042880000002',
        line: 3,
        extra: {
          secCode: 'PPD',
          companyName: 'Name on Account',
          companyId: '231380104',
          entryDescription: 'REG.SALARY',
          effectiveDate: '2019-08-16',
          batchNumber: '0000001',
          serviceClassCode: '220',
          rdfiRouting: '231380104',
          accountType: 'checking',
          entryKind: 'live',
        },
      },
    ]);
  });

  it('reads returns (addenda 99) with their reason codes and signs', () => {
    const rows = rowsOf('moov-return-WEB.ach');
    expect(
      rows.map((r) => [r.typeCode, r.amountMinor, r.extra.returnReasonCode, r.extra.originalTrace]),
    ).toEqual([
      ['26', -12354, 'R01', '091400600000001'],
      ['21', 4565, 'R03', '091400600000003'],
    ]);
    expect(rows[0]).toMatchObject({
      customerReference: 'MjMxNDAwMjAtOGQ',
      text: 'Paul Jones',
      extra: { entryKind: 'return' },
    });
  });

  it('reads a notification of change (addenda 98) as a zero row with the corrected data', () => {
    const [row] = rowsOf('moov-cor-read.ach');
    expect(row).toMatchObject({
      typeCode: '21',
      amountMinor: 0,
      customerReference: 'location #23',
      text: 'Best Co. #23',
    });
    expect(row?.extra).toMatchObject({
      secCode: 'COR',
      entryKind: 'noc',
      nocCode: 'C01',
      correctedData: '1918171614',
    });
  });

  it('keeps every return reason of a contested return', () => {
    const [row] = rowsOf('moov-contested-return.ach');
    expect(row?.extra.returnReasonCode).toBe('R07,R68,R71');
    expect(row?.valueDate).toBe('2023-04-21');
  });

  it('reads the CTX receiver name and joins the remittance addenda', () => {
    const [ctx] = rowsOf('moov-ctx-debit.ach');
    expect(ctx).toMatchObject({
      customerReference: '45689033',
      text: 'Receiver Company Debit First Account Debit Second Account',
      amountMinor: -100000000,
    });
    const [utf8] = rowsOf('moov-nonascii-utf8.ach');
    expect(utf8?.text.startsWith('Receiver¦Acc Name ISA¦00¦')).toBe(true);
    expect(utf8?.text).toContain('~N1¦PR¦META PLATFORMS INC~N3¦873 CALIFORNIA STREET 19TH FLOOR~');
    expect(utf8?.extra.addendaCount).toBe('12');
  });

  it('reads ADV entries with 12-digit amounts', () => {
    expect(
      rowsOf('moov-adv.ach').map((r) => [r.typeCode, r.amountMinor, r.accountNumber, r.bankReference]),
    ).toEqual([
      ['81', 50000, '744-5678-99', '011000010500001'],
      ['82', -250000, '744-5678-99', '011000010500002'],
    ]);
  });

  it('reads IAT entries: account from positions 40-74, name and originator from addenda 10 and 11', () => {
    const iat = rowsOf('moov-20110805A.ach').filter((r) => r.extra.secCode === 'IAT');
    expect(iat.map((r) => [r.amountMinor, r.accountNumber, r.text])).toEqual([
      [-109000, '998412345', 'HAYDEN BANKS'],
      [-109000, '998412345', 'HAYDEN BANKS'],
      [-273000, '998412345', 'MADISON ROSS'],
      [18, '998412345', 'AIDAN BANKS'],
      [6, '998412345', 'AIDAN BANKS'],
    ]);
    expect(iat[0]?.extra.companyName).toBe('EXAMPLE COMPANY');
  });

  it('numbers repeated trace numbers with an ordinal', () => {
    const keys = rowsOf('moov-20110805A.ach')
      .filter((r) => r.bankReference === '042000010000001')
      .map((r) => r.rowKey);
    expect(keys).toEqual([
      'v1:042000010000001',
      'v1:042000010000001#1',
      'v1:042000010000001#2',
      'v1:042000010000001#3',
    ]);
  });

  it('splits a file written on one line into 94-character records', () => {
    expect(rowsOf('moov-ppd-debit-fixedLength.ach')[0]).toMatchObject({
      accountNumber: '12345',
      amountMinor: -10500,
      customerReference: 'c-1',
      text: 'Bachman Eric',
      valueDate: '2008-07-30',
      line: 1,
    });
  });

  it('still produces the rows of a return report without batch header, with no date', () => {
    const rows = rowsOf('moov-return-no-batch-header.ach');
    expect(
      rows.map((r) => [
        r.amountMinor,
        r.valueDate,
        r.extra.entryKind,
        r.extra.returnReasonCode ?? r.extra.nocCode,
      ]),
    ).toEqual([
      [-12354, '', 'return', 'R01'],
      [0, '', 'noc', 'C01'],
    ]);
  });
});
