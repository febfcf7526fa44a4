// The real-world BAI2 quirks (docs/domain/import-formats-bai2-nacha.md), on files this repository writes.
// The third-party files themselves are checked by the corpus suite (bai2.corpus.test.ts).
import { describe, expect, it } from 'vitest';
import { collectStatement } from '../shared/statement-accumulator';
import { BAI2_SAMPLES, bai2File } from './builder.test-util';
import { createBai2Parser, parseBai2 } from './index';

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);
const sample = (name: string) => parseBai2(encode(BAI2_SAMPLES[name] ?? ''));
const issuesOf = (name: string) => sample(name).issues.map((i) => [i.line, i.severity, i.code]);

describe('BAI2 fixtures', () => {
  describe.each(Object.keys(BAI2_SAMPLES))('%s', (name) => {
    const bytes = encode(BAI2_SAMPLES[name] ?? '');
    const whole = parseBai2(bytes);

    it.each([1, 7, 4096])('gives the same result in chunks of %i bytes', (size) => {
      expect(collectStatement(createBai2Parser, bytes, undefined, size)).toEqual(whole);
    });

    it('gives unique keys, ISO dates and issues with a line, a message and the raw record', () => {
      expect(whole.summary.aborted).toBe(false);
      expect(new Set(whole.rows.map((r) => `${r.accountNumber} ${r.rowKey}`)).size).toBe(whole.rows.length);
      for (const row of whole.rows) expect(row.valueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      for (const issue of whole.issues) {
        expect(issue.line).toBeGreaterThan(0);
        expect(issue.message.length).toBeGreaterThan(20);
        expect(issue.raw?.length ?? 0).toBeGreaterThan(0);
      }
    });
  });

  it('reads S, V and D funds types, signed 03 amounts continued mid-group, and a correction group', () => {
    const { rows, balances, issues, summary } = sample('funds-types-correction');
    expect(issues).toEqual([]);
    expect(summary.correction).toBe(true);
    expect(
      rows.map((r) => [r.typeCode, r.amountMinor, r.valueDate, r.bankReference, r.customerReference]),
    ).toEqual([
      ['115', 450000, '2024-01-14', '', ''],
      ['195', 10000000, '2024-01-16', 'SP4738', 'YRC065321'],
      ['218', 20000000, '2024-01-14', '', ''],
      ['475', -2500, '2024-01-14', '', ''],
    ]);
    expect(rows[0]?.extra).toMatchObject({
      fundsType: 'S',
      availableImmediate: '100000',
      availableOneDay: '200000',
      availableTwoOrMoreDays: '150000',
    });
    expect(rows[1]?.extra.valueTime).toBe('1200');
    expect(rows[2]?.extra.availability).toBe('0:5000000;1:15000000');
    // '…,400/' + '88,2000000,3,,190,…': the 400 amount is on the continuation line; a balance keeps the
    // line of its type code.
    expect(balances.map((b) => [b.code, b.kind, b.amountMinor, b.line])).toEqual([
      ['010', 'opening', 4350000, 3],
      ['040', 'opening-available', -1500000, 3],
      ['400', 'other', 2000000, 3],
      ['190', 'other', 500000, 4],
      ['072', 'other', 1020000, 4],
    ]);
  });

  it('reads records sharing a line, wrapped text, and keeps "/" inside references and text', () => {
    const { rows } = sample('shared-and-wrapped-lines');
    expect(rows.filter((r) => r.line === 4).map((r) => [r.amountMinor, r.text])).toEqual([
      [2500, 'TRANSFER PAYPAL PPD'],
      [500, 'TRANSFER MSPBNA BANK PPD'],
    ]);
    expect(rows[2]?.text).toBe('ACH_SETL 1111111111 111111111111111');
    expect(rows[3]).toMatchObject({
      amountMinor: -30000000,
      customerReference: 'AB/GS/RPFILERP0001/RPBA0001',
      text: 'Remittance Info: "08/18/23 Invoice - Sample" 88:EREF: 07370568132',
    });
    expect(issuesOf('shared-and-wrapped-lines')).toEqual([
      [6, 'warning', 'BAI2_WRAPPED_LINE'],
      [8, 'warning', 'BAI2_WRAPPED_LINE'],
    ]);
  });

  it('joins 88 text continuations, keeps the separate lines, and warns about counts one too low', () => {
    const [row] = sample('wire-text-svb-counts').rows;
    expect(row?.text).toBe(
      'FED NO: 20100831L1B77D1C SENDER BNK:=ETRADE BANK ORG ADDRESS:=2/AV MAIN 2/AVENUE, MX /MEXICO BNF ID:=3300333333',
    );
    expect(row?.extra.textLines?.split('\n')).toHaveLength(4);
    expect(row).toMatchObject({ typeCode: '195', amountMinor: 8325982, status: 'booked' });
    expect(row?.extra.asOfDateModifier).toBe('4');
    expect(issuesOf('wire-text-svb-counts')).toEqual([
      [8, 'warning', 'BAI2_RECORD_COUNT'],
      [9, 'warning', 'BAI2_RECORD_COUNT'],
      [10, 'warning', 'BAI2_RECORD_COUNT'],
    ]);
  });

  it('makes count and total mismatches errors when strict', () => {
    const strict = parseBai2(encode(BAI2_SAMPLES['checksum-off'] ?? ''), { strictControlTotals: true });
    expect(strict.issues.map((i) => [i.line, i.severity, i.code])).toEqual([
      [5, 'error', 'BAI2_CONTROL_TOTAL'],
      [6, 'error', 'BAI2_CONTROL_TOTAL'],
      [7, 'error', 'BAI2_CONTROL_TOTAL'],
    ]);
    expect(strict.rows).toHaveLength(1);
  });

  it('reports a trailer a cent off at 49, 98 and 99, and a wrong 49 only where it is', () => {
    expect(issuesOf('checksum-off')).toEqual([
      [5, 'warning', 'BAI2_CONTROL_TOTAL'],
      [6, 'warning', 'BAI2_CONTROL_TOTAL'],
      [7, 'warning', 'BAI2_CONTROL_TOTAL'],
    ]);
    expect(issuesOf('second-account-trailer-wrong')).toEqual([[8, 'warning', 'BAI2_CONTROL_TOTAL']]);
  });

  it('uses the account currency and the V value date; keeps an account number with a space', () => {
    const { rows, balances, issues } = sample('gbp-natwest');
    expect(issues).toEqual([]);
    expect(rows[0]).toMatchObject({
      currency: 'GBP',
      amountMinor: 1,
      valueDate: '2024-01-13',
      bankReference: '1234567890',
      customerReference: 'RP123',
    });
    expect(new Set(rows.slice(1).map((r) => r.accountNumber))).toEqual(new Set(['88888888 600004']));
    expect(rows.at(-1)?.text).toBe('TFR CAT JPY 2 GBP CLIE NT SECCY AC TFR');
    expect(balances.filter((b) => b.accountNumber === '88888888 600004').map((b) => b.code)).toEqual([
      '010',
      '015',
      '400',
      '100',
    ]);
  });

  it('reads zero-padded and "+" amounts, and a file with CR line ends', () => {
    const { rows, balances, issues, summary } = sample('cad-zero-padded');
    expect(issues).toEqual([]);
    expect(rows.map((r) => [r.currency, r.typeCode, r.amountMinor, r.valueDate, r.text, r.line])).toEqual([
      ['CAD', '409', -2500, '2024-01-13', 'RETURNED CHEQUE', 4],
      ['CAD', '108', 203500, '2024-01-13', 'TFR 1020 0345678', 5],
    ]);
    expect(balances.map((b) => [b.code, b.amountMinor])).toEqual([
      ['040', 0],
      ['100', 203500],
    ]);
    expect(summary.accounts[0]).toMatchObject({
      creditMinor: 203500,
      debitMinor: 2500,
      controlTotalMinor: 409500,
    });
  });

  it('accepts a 49 without the 03 amounts, a blank 49 total and a 98 without the account count', () => {
    const { rows, issues } = sample('accepted-trailer-variants');
    expect(issues).toEqual([]);
    expect(rows.map((r) => [r.accountNumber, r.amountMinor])).toEqual([['1234567890', 25001]]);
  });

  it('names the file by sender, receiver, creation date and file id', () => {
    const file = bai2File({ sender: '121140399', receiver: '9999999999', created: '050608', groups: [] });
    expect(parseBai2(encode(file)).summary.fileId).toBe('121140399:9999999999:050608:1');
  });

  it('stops at once when the file does not start with a 01 record', () => {
    const { issues, summary } = parseBai2(encode('this is not BAI2\n01,A,B,240101,0000,1,,,2/\n'));
    expect(issues.map((i) => [i.line, i.code])).toEqual([[1, 'BAI2_NOT_BAI2']]);
    expect(summary.aborted).toBe(true);
  });
});
