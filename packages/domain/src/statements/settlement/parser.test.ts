import { describe, expect, it } from 'vitest';
import { settlementAccounts } from './accounts';
import { createSettlementParser, parseSettlement } from './parser';
import { DEFAULT_SETTLEMENT_PROFILE, resolveSettlementProfile } from './profile';

const bytes = (text: string) => new TextEncoder().encode(text);
const read = (text: string, profile = DEFAULT_SETTLEMENT_PROFILE) => parseSettlement(bytes(text), profile);

describe('settlement file parser', () => {
  it('reads the default header with advances and fees negative, repayments positive', () => {
    const { lines, issues, summary } = read(
      'date,employer,worker,amount,type\r\n' +
        '2026-11-02,HARLOG,W-1001,120.00,advance\r\n' +
        '2026-11-02,Harbor Logistics,W-1002,45.5,ADV\r\n' +
        '2026-11-06,HARLOG,W-1001,120.00,Repayment\r\n' +
        '2026-11-06,HARLOG,W-1001,2.99,fee\r\n',
    );
    expect(issues).toEqual([]);
    expect(summary).toEqual({ lineCount: 4, errorCount: 0, aborted: false });
    expect(lines.map((l) => [l.line, l.date, l.employer, l.worker, l.amountMinor, l.type])).toEqual([
      [2, '2026-11-02', 'HARLOG', 'W-1001', -12000, 'advance'],
      [3, '2026-11-02', 'Harbor Logistics', 'W-1002', -4550, 'advance'],
      [4, '2026-11-06', 'HARLOG', 'W-1001', 12000, 'repayment'],
      [5, '2026-11-06', 'HARLOG', 'W-1001', -299, 'fee'],
    ]);
  });

  it('gives two identical lines different keys and the same keys to the same file read again', () => {
    const text = 'date,employer,worker,amount,type\n2026-11-02,A,W1,10,fee\n2026-11-02,A,W1,10,fee\n';
    const first = read(text).lines.map((l) => l.rowKey);
    expect(new Set(first).size).toBe(2);
    expect(read(text).lines.map((l) => l.rowKey)).toEqual(first);
  });

  it('follows a partner profile: other headers, US dates, spelled types, signed amounts, semicolons', () => {
    const profile = resolveSettlementProfile({
      delimiter: ';',
      dateFormat: 'MM/DD/YYYY',
      decimalSeparator: ',',
      columns: { date: 'Txn Date', employer: 'Employer ID', worker: 'Member', amount: 'Net', type: 'Kind' },
      typeValues: { advance: ['ADV'], repayment: ['REPAY'], fee: ['FEE'] },
      amountSign: 'signed',
      employerBy: 'id',
    });
    const { lines, issues } = read(
      'Kind;Txn Date;Member;Employer ID;Net;Extra\n' +
        'ADV;11/02/2026;M7;HARLOG;-1.234,50;x\n' +
        'REPAY;11/09/2026;M7;HARLOG;1.234,50;y\n',
      profile,
    );
    expect(issues).toEqual([]);
    expect(lines.map((l) => [l.date, l.amountMinor, l.type])).toEqual([
      ['2026-11-02', -123450, 'advance'],
      ['2026-11-09', 123450, 'repayment'],
    ]);
  });

  it('reads a file without header by column numbers', () => {
    const profile = resolveSettlementProfile({
      hasHeader: false,
      columns: { date: 0, employer: 1, worker: 2, amount: 3, type: 4 },
    });
    const { lines } = read('2026-11-02,HARLOG,W1,10.00,repay\n', profile);
    expect(lines.map((l) => [l.line, l.amountMinor])).toEqual([[1, 1000]]);
  });

  it('refuses a profile without header whose columns are names', () => {
    const profile = resolveSettlementProfile({ hasHeader: false });
    const { summary, issues } = read('2026-11-02,HARLOG,W1,10.00,repay\n', profile);
    expect(summary.aborted).toBe(true);
    expect(issues[0]?.code).toBe('SETTLEMENT_BAD_PROFILE');
  });

  it('numbers every bad line with what is wrong with it', () => {
    const { lines, issues } = read(
      'date,employer,worker,amount,type\n' +
        '2026-02-30,A,W1,10,fee\n' +
        '2026-11-02,,W1,10,fee\n' +
        '2026-11-02,A,,10,fee\n' +
        '2026-11-02,A,W1,10.005,fee\n' +
        '2026-11-02,A,W1,10.500,fee\n' +
        '2026-11-02,A,W1,ten,fee\n' +
        '2026-11-02,A,W1,0.00,fee\n' +
        '2026-11-02,A,W1,10,bonus\n' +
        '2026-11-02,A,W1,-10,advance\n' +
        '2026-11-02,A,W1,10,fee\n',
    );
    expect(issues.map((i) => [i.line, i.code])).toEqual([
      [2, 'SETTLEMENT_BAD_DATE'],
      [3, 'SETTLEMENT_MISSING_EMPLOYER'],
      [4, 'SETTLEMENT_MISSING_WORKER'],
      [5, 'SETTLEMENT_BAD_AMOUNT'],
      [6, 'SETTLEMENT_BAD_AMOUNT'],
      [7, 'SETTLEMENT_BAD_AMOUNT'],
      [8, 'SETTLEMENT_ZERO_AMOUNT'],
      [9, 'SETTLEMENT_UNKNOWN_TYPE'],
      [10, 'SETTLEMENT_SIGNED_AMOUNT'],
    ]);
    expect(issues.every((i) => i.severity === 'error' && i.raw)).toBe(true);
    expect(issues[7]?.message).toBe("type 'bonus' is not one of advance/adv, repayment/repay, fee.");
    expect(lines.map((l) => l.line)).toEqual([11]);
  });

  it('refuses a signed amount whose sign disagrees with its type', () => {
    const profile = resolveSettlementProfile({ amountSign: 'signed' });
    const { issues } = read('date,employer,worker,amount,type\n2026-11-02,A,W1,10,advance\n', profile);
    expect(issues.map((i) => [i.line, i.code])).toEqual([[2, 'SETTLEMENT_SIGN_MISMATCH']]);
  });

  it('stops at a header that lacks a column, and at an empty file', () => {
    const missing = read('date,employer,amount,type\n2026-11-02,A,10,fee\n');
    expect(missing.summary.aborted).toBe(true);
    expect(missing.issues.map((i) => [i.line, i.code])).toEqual([[1, 'SETTLEMENT_MISSING_COLUMNS']]);
    expect(missing.issues[0]?.message).toContain("worker ('worker')");
    expect(read('\n\n').issues.map((i) => i.code)).toEqual(['SETTLEMENT_EMPTY']);
  });

  it('reads the same lines whatever the chunking', () => {
    const text =
      'date,employer,worker,amount,type\n2026-11-02,"Harbor, Inc",W1,10,fee\n2026-11-03,B,W2,5,repay\n';
    const whole = read(text).lines;
    const pieces: typeof whole = [];
    const parser = createSettlementParser(DEFAULT_SETTLEMENT_PROFILE, {
      line: (l) => pieces.push(l),
      issue: () => undefined,
    });
    const all = bytes(text);
    for (let i = 0; i < all.length; i += 7) parser.push(all.subarray(i, i + 7));
    parser.end();
    expect(pieces).toEqual(whole);
    expect(whole[0]?.employer).toBe('Harbor, Inc');
  });
});

describe('settlement accounts', () => {
  const config = {
    configDetails: [
      {
        bankAccounts: [
          { name: 'Wage Advances', accountId: 'EWA1' },
          { name: 'Payroll Repayments', accountId: 'EWA1' },
          { name: 'Program Fees', accountId: 'EWA1' },
          { name: 'Other Fees', accountId: 'BANK1' },
        ],
        ledgers: [{ ledgerId: 'L1' }],
      },
    ],
    accounts: [
      { accountName: 'Wage Advances', ledger: 'Advance' },
      { accountName: 'Payroll Repayments', ledger: 'Repayment' },
      { accountName: 'Program Fees', ledger: 'Fees' },
      { accountName: 'Other Fees', ledger: 'Fees' },
    ],
    transactionCodes: [],
  };

  it("maps each type to the one account of the area's bank accounts with the type's ledger", () => {
    const accounts = settlementAccounts(config, new Set(['EWA1']), { accounts: {} });
    expect(accounts.advance).toMatchObject({
      accountName: 'Wage Advances',
      accountId: 'EWA1',
      ledgerId: 'L1',
    });
    expect(accounts.repayment).toMatchObject({ accountName: 'Payroll Repayments' });
    expect(accounts.fee).toMatchObject({ accountName: 'Program Fees' });
  });

  it('says why a type has no account, and takes the profile override', () => {
    const both = settlementAccounts(config, new Set(['EWA1', 'BANK1']), { accounts: {} });
    expect(both.fee).toEqual({ error: expect.stringContaining('Several ledger accounts') });
    const chosen = settlementAccounts(config, new Set(['EWA1', 'BANK1']), {
      accounts: { fee: 'Other Fees' },
    });
    expect(chosen.fee).toMatchObject({ accountName: 'Other Fees' });
    const other = settlementAccounts(config, new Set(['EWA1']), { accounts: { fee: 'Other Fees' } });
    expect(other.fee).toEqual({ error: expect.stringContaining("'Other Fees'") });
  });
});
