import { describe, expect, it } from 'vitest';
import type { ParserOptions } from '../types';
import {
  achFile,
  batchControl,
  batchHeader,
  entry,
  fileControl,
  fileHeader,
  nocAddenda,
  PADDING,
  remittance,
  returnAddenda,
} from './builder.test-util';
import { classifyTransactionCode, parseNacha } from './index';

const parse = (records: string[] | string, options?: ParserOptions, newline = '\n') =>
  parseNacha(new TextEncoder().encode(Array.isArray(records) ? records.join(newline) : records), options);
const issues = (records: string[] | string, options?: ParserOptions) =>
  parse(records, options).issues.map((i) => [i.line, i.severity, i.code]);

describe('entries', () => {
  it('reads a consistent payroll file without issues', () => {
    const file = achFile([
      {
        entries: [
          {
            entry: {
              tc: '22',
              amount: 250000,
              account: '111',
              id: 'E1',
              name: 'ANN',
              trace: '123456780000001',
            },
          },
          { entry: { tc: '32', amount: 1, account: '222', id: 'E2', name: 'BOB', trace: '123456780000002' } },
          {
            entry: {
              tc: '27',
              amount: 250001,
              account: '999',
              id: '',
              name: 'OFFSET',
              trace: '123456780000003',
            },
          },
        ],
      },
    ]);
    const result = parse(file);
    expect(result.issues).toEqual([]);
    expect(
      result.rows.map((r) => [r.accountNumber, r.amountMinor, r.customerReference, r.text, r.line]),
    ).toEqual([
      ['111', 250000, 'E1', 'ANN', 3],
      ['222', 1, 'E2', 'BOB', 4],
      ['999', -250001, '', 'OFFSET', 5],
    ]);
    expect(result.rows[0]).toMatchObject({
      valueDate: '2024-01-16',
      typeCode: '22',
      bankReference: '123456780000001',
      rowKey: 'v1:123456780000001',
      extra: {
        secCode: 'PPD',
        companyName: 'ACME PAYROLL',
        companyId: '1234567890',
        entryDescription: 'PAYROLL',
      },
    });
    expect(result.summary).toMatchObject({ fileId: '1234567890:2401150800:A', rowCount: 3, aborted: false });
    expect(result.summary.accounts.map((a) => [a.accountNumber, a.creditMinor, a.debitMinor])).toEqual([
      ['111', 250000, 0],
      ['222', 1, 0],
      ['999', 0, 250001],
    ]);
  });

  it.each([
    ['22', 100, 'credit', 'live'],
    ['32', 100, 'credit', 'live'],
    ['42', 100, 'credit', 'live'],
    ['52', 100, 'credit', 'live'],
    ['27', -100, 'debit', 'live'],
    ['37', -100, 'debit', 'live'],
    ['47', -100, 'debit', 'live'],
    ['55', -100, 'debit', 'live'],
    ['21', 100, 'credit', 'return-or-noc'],
    ['26', -100, 'debit', 'return-or-noc'],
    ['31', 100, 'credit', 'return-or-noc'],
    ['36', -100, 'debit', 'return-or-noc'],
  ])('transaction code %s gives amount %i (%s, %s)', (tc, amountMinor, direction, kind) => {
    const result = parse(achFile([{ entries: [{ entry: { tc, amount: 100 } }] }]));
    expect(result.issues).toEqual([]);
    expect(result.rows[0]?.amountMinor).toBe(amountMinor);
    expect(result.rows[0]?.extra.entryKind).toBe(kind);
    expect(classifyTransactionCode(tc)?.direction).toBe(direction);
  });

  it('reads prenotes and zero-dollar entries as zero rows, and warns when they carry money', () => {
    const ok = parse(
      achFile([
        {
          entries: [
            { entry: { tc: '23', amount: 0 } },
            { entry: { tc: '29', amount: 0, trace: '123456780000002' } },
          ],
        },
      ]),
    );
    expect(ok.issues).toEqual([]);
    expect(ok.rows.map((r) => [r.amountMinor, r.extra.entryKind])).toEqual([
      [0, 'prenote'],
      [0, 'zero-dollar'],
    ]);
    const bad = parse(achFile([{ entries: [{ entry: { tc: '28', amount: 5 } }] }]));
    expect(bad.issues.map((i) => [i.line, i.code])).toEqual([[3, 'NACHA_NONZERO_AMOUNT']]);
    expect(bad.rows[0]?.amountMinor).toBe(-5);
  });

  it('reads a return with its reason code, original trace and information', () => {
    const file = achFile([
      {
        entries: [
          {
            entry: { tc: '21', amount: 4200 },
            addenda: [returnAddenda('R03', '091000010000009', 'NO ACCOUNT')],
          },
        ],
      },
    ]);
    const [row] = parse(file).rows;
    expect(row?.amountMinor).toBe(4200);
    expect(row?.extra).toMatchObject({
      entryKind: 'return',
      returnReasonCode: 'R03',
      originalTrace: '091000010000009',
      originalRdfi: '09100001',
      returnInfo: 'NO ACCOUNT',
      addendaCount: '1',
    });
  });

  it('reads a notification of change with its change code and corrected data', () => {
    const file = achFile([
      {
        entries: [{ entry: { tc: '26', amount: 0 }, addenda: [nocAddenda('C05', '091000010000009', '32')] }],
      },
    ]);
    const [row] = parse(file).rows;
    expect(row).toMatchObject({
      amountMinor: 0,
      extra: { entryKind: 'noc', nocCode: 'C05', correctedData: '32' },
    });
  });

  it('adds remittance addenda to the text', () => {
    const file = achFile([
      {
        entries: [
          { entry: { name: 'ACME INC' }, addenda: [remittance('INV 1001'), remittance('INV 1002', 2)] },
        ],
      },
    ]);
    expect(parse(file).rows[0]?.text).toBe('ACME INC INV 1001 INV 1002');
  });

  it('swaps individual id and name for CIE entries', () => {
    const cie = entry({ id: 'JOHN SMITH', name: 'ACCOUNT-778812' });
    const file = achFile([{ header: { sec: 'CIE', scc: '220' }, entries: [{ entry: {} }] }]);
    file[2] = cie;
    const [row] = parse(file).rows;
    expect(row).toMatchObject({ text: 'JOHN SMITH', customerReference: 'ACCOUNT-778812' });
  });

  it('skips an entry with an invalid transaction code or amount, with an error', () => {
    const file = achFile([
      { entries: [{ entry: { tc: '25' } }, { entry: { amount: '00000012.5', trace: '123456780000002' } }] },
    ]);
    const result = parse(file);
    expect(result.issues.map((i) => [i.line, i.code])).toEqual([
      [3, 'NACHA_BAD_TRANSACTION_CODE'],
      [4, 'NACHA_BAD_AMOUNT'],
    ]);
    expect(result.issues[1]?.message).toContain("'00000012.5'");
    expect(result.rows).toEqual([]);
  });

  it('warns about missing, unexpected and miscounted addenda', () => {
    const file = achFile([
      {
        entries: [
          { entry: { addenda: '1' } },
          { entry: { trace: '123456780000002' }, addenda: [remittance('X')] },
        ],
      },
    ]);
    file[3] = entry({ trace: '123456780000002', addenda: '0' });
    expect(issues(file)).toEqual([
      [3, 'warning', 'NACHA_MISSING_ADDENDA'],
      [5, 'warning', 'NACHA_UNEXPECTED_ADDENDA'],
    ]);
    const ctx = achFile([
      { header: { sec: 'CTX' }, entries: [{ entry: { id: '', name: '' }, addenda: [remittance('A')] }] },
    ]);
    ctx[2] = `${ctx[2]?.slice(0, 54)}0003${'RECEIVER CO'.padEnd(18)}${ctx[2]?.slice(76)}`;
    expect(issues(ctx)).toEqual([[3, 'warning', 'NACHA_ADDENDA_COUNT']]);
    expect(parse(ctx).rows[0]?.text).toBe('RECEIVER CO A');
  });

  it('reports an addenda record with no entry before it', () => {
    const file = achFile([{ entries: [] }]);
    file.splice(2, 0, remittance('LOST'));
    const result = parse(file);
    expect(result.issues.map((i) => [i.line, i.code])).toEqual([
      [3, 'NACHA_ORPHAN_ADDENDA'],
      [4, 'NACHA_RECORD_COUNT'],
      [5, 'NACHA_RECORD_COUNT'],
    ]);
  });

  it('warns once when a credits-only batch (SCC 220) carries a debit', () => {
    const file = achFile([
      {
        header: { scc: '220' },
        entries: [{ entry: { tc: '27' } }, { entry: { tc: '27', trace: '123456780000002' } }],
      },
    ]);
    expect(issues(file)).toEqual([[3, 'warning', 'NACHA_SERVICE_CLASS']]);
  });

  it('falls back to the file creation date for an invalid effective date', () => {
    const result = parse(achFile([{ header: { effective: '000000' }, entries: [{ entry: {} }] }]));
    expect(result.issues.map((i) => [i.line, i.severity, i.code])).toEqual([
      [2, 'warning', 'NACHA_BAD_DATE'],
    ]);
    expect(result.rows[0]?.valueDate).toBe('2024-01-15');
  });
});

describe('control records', () => {
  const base = () =>
    achFile([
      {
        entries: [{ entry: { amount: 500 } }, { entry: { tc: '27', amount: 200, trace: '123456780000002' } }],
      },
    ]);

  it('checks batch count, entry hash, debit and credit totals', () => {
    const file = base();
    file[4] = batchControl({ count: 3, hash: 18200003, debit: 201, credit: 500 });
    expect(issues(file)).toEqual([
      [5, 'warning', 'NACHA_RECORD_COUNT'],
      [5, 'warning', 'NACHA_ENTRY_HASH'],
      [5, 'warning', 'NACHA_CONTROL_TOTAL'],
    ]);
    const [, hash, total] = parse(file).issues;
    expect(hash?.message).toBe(
      "Batch 0000001 (line 2): the entry hash is 0018200003 but the entries' routing numbers give 0018200002.",
    );
    expect(total?.message).toBe(
      'Batch 0000001 (line 2): the total debit amount is 2.01 USD but the entries add up to 2.00 USD.',
    );
  });

  it('makes control mismatches errors with strictControlTotals', () => {
    const file = base();
    file[5] = fileControl({ batches: 1, blocks: 1, count: 2, hash: 18200002, debit: 200, credit: 501 });
    expect(issues(file, { strictControlTotals: true })).toEqual([[6, 'error', 'NACHA_CONTROL_TOTAL']]);
  });

  it('checks batch count and block count in the file control', () => {
    const file = base();
    file[5] = fileControl({ batches: 2, blocks: 3, count: 2, hash: 18200002, debit: 200, credit: 500 });
    expect(issues(file).map(([line, , code]) => [line, code])).toEqual([
      [6, 'NACHA_BATCH_COUNT'],
      [6, 'NACHA_BLOCK_COUNT'],
    ]);
  });

  it('checks that the batch control repeats the header (service class, batch number, company id)', () => {
    const file = base();
    file[4] = batchControl({
      scc: '225',
      count: 2,
      hash: 18200002,
      debit: 200,
      credit: 500,
      companyId: '999',
      batch: 7,
    });
    expect(issues(file).map(([, , code]) => code)).toEqual([
      'NACHA_BATCH_MISMATCH',
      'NACHA_BATCH_MISMATCH',
      'NACHA_BATCH_MISMATCH',
    ]);
  });

  it('warns about a missing batch control, file header and file control, and keeps the rows', () => {
    const result = parse([
      batchHeader(),
      entry({ amount: 7 }),
      batchHeader({ batch: 2 }),
      entry({ amount: 9, trace: 'T2' }),
    ]);
    expect(result.issues.map((i) => [i.line, i.code])).toEqual([
      [1, 'NACHA_MISSING_FILE_HEADER'],
      [3, 'NACHA_MISSING_BATCH_CONTROL'],
      [4, 'NACHA_MISSING_BATCH_CONTROL'],
      [4, 'NACHA_MISSING_FILE_CONTROL'],
    ]);
    expect(result.rows.map((r) => r.amountMinor)).toEqual([7, 9]);
    expect(result.rows[0]?.valueDate).toBe('2024-01-16');
  });

  it('reports a second file header and content after the file control', () => {
    const file = base();
    file.splice(1, 0, fileHeader());
    file.push(entry());
    expect(issues(file).map(([line, , code]) => [line, code])).toEqual([
      [2, 'NACHA_UNEXPECTED_RECORD'],
      [12, 'NACHA_AFTER_FILE_CONTROL'],
    ]);
  });
});

describe('physical layout', () => {
  const file = achFile([{ entries: [{ entry: { amount: 12345 } }] }]);
  const reference = parse(file);

  it.each([
    ['LF', '\n'],
    ['CRLF', '\r\n'],
    ['CR only', '\r'],
    ['no newline at all (blocked)', ''],
  ])('reads %s line ends', (_label, newline) => {
    const result = parse(file, undefined, newline);
    expect(result.issues).toEqual([]);
    expect(result.rows.map((r) => r.amountMinor)).toEqual([12345]);
    expect(result.rows[0]?.line).toBe(newline === '' ? 1 : 3);
  });

  it('pads short lines and drops blank overflow of long lines, with warnings', () => {
    const lines = [...file];
    lines[0] = lines[0]?.trimEnd() ?? '';
    lines[3] = `${lines[3]}      `;
    const result = parse(lines);
    expect(result.issues.map((i) => [i.line, i.severity, i.code])).toEqual([
      [1, 'warning', 'NACHA_BAD_RECORD_LENGTH'],
      [4, 'warning', 'NACHA_BAD_RECORD_LENGTH'],
    ]);
    expect(result.issues[0]?.message).toBe(
      'Line 1 is 72 characters long instead of 94; it was padded with blanks.',
    );
    expect(result.rows).toEqual(reference.rows);
  });

  it('makes non-blank overflow an error', () => {
    const lines = [...file];
    lines[2] = `${lines[2]}XYZ`;
    expect(issues(lines)).toEqual([[3, 'error', 'NACHA_BAD_RECORD_LENGTH']]);
  });

  it('skips blank lines and padding records', () => {
    expect(parse([...file.slice(0, 3), '', '   ', ...file.slice(3)]).issues).toEqual([]);
    expect(file.at(-1)).toBe(PADDING);
  });

  it('uses character positions, so a multi-byte character does not shift the fields', () => {
    const lines = achFile([{ entries: [{ entry: { name: 'JOSÉ ¦ ÑÚÑEZ', amount: 77 } }] }]);
    const [row] = parse(lines).rows;
    expect(row).toMatchObject({ text: 'JOSÉ ¦ ÑÚÑEZ', amountMinor: 77, bankReference: '123456780000001' });
  });
});

describe('file-level problems', () => {
  it('stops at once when the file is not an ACH file', () => {
    const result = parse('%PDF-1.7 this is not an ACH file');
    expect(result.summary).toMatchObject({ aborted: true, errorCount: 1 });
    expect(result.issues[0]?.code).toBe('NACHA_NOT_NACHA');
  });

  it('reports an empty file', () => {
    expect(issues('')).toEqual([[0, 'error', 'NACHA_EMPTY_FILE']]);
  });

  it('gives up after too many problems', () => {
    const result = parse([fileHeader(), ...Array.from({ length: 1200 }, () => `X${'0'.repeat(93)}`)]);
    expect(result.summary.aborted).toBe(true);
    expect(result.issues.at(-1)?.code).toBe('NACHA_TOO_MANY_ISSUES');
  });
});
