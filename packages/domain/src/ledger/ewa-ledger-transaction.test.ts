import { describe, expect, it } from 'vitest';
import type { LedgerConfig } from './config';
import {
  applyEwaAccountChoice,
  EWA_LINE_NO_DEFAULT,
  EWA_SOURCE_FILE_DEFAULT,
  type EwaLedgerTransactionDraft,
  emptyEwaLedgerTransaction,
  validateEwaLedgerTransaction,
} from './ewa-ledger-transaction';

const config: LedgerConfig = {
  configDetails: [
    { bankAccounts: [{ name: 'EWA Funding', accountId: 'ACC-9' }], ledgers: [{ ledgerId: 'L-EWA' }] },
  ],
  accounts: [{ accountName: 'EWA Funding', ledger: 'Funding' }],
  transactionCodes: [{ transCode: '301', transDesc: 'Advance' }],
};

function draft(overrides: Partial<EwaLedgerTransactionDraft> = {}): EwaLedgerTransactionDraft {
  return {
    ...emptyEwaLedgerTransaction('2024-05-10'),
    amount: '250',
    employer: ' emp1 ',
    employerName: 'Employer One',
    accountName: 'EWA Funding',
    partner: 'P1',
    partnerName: 'Partner One',
    ...overrides,
  };
}

describe('validateEwaLedgerTransaction', () => {
  it('uses the spec defaults', () => {
    expect(EWA_SOURCE_FILE_DEFAULT).toBe('ADDED');
    expect(EWA_LINE_NO_DEFAULT).toBe(-1);
    expect(emptyEwaLedgerTransaction('2024-05-10')).toMatchObject({ sourceFile: 'ADDED', lineNo: -1 });
  });

  it('allows Save with amount, date, employer, account and partner; details are optional', () => {
    const result = validateEwaLedgerTransaction(draft());
    expect(result).toMatchObject({ canSave: true, hint: null, fieldErrors: {} });
    expect(result.payload).toEqual({
      memo: '',
      details: '',
      amount: '250.00',
      transactionDate: '2024-05-10',
      sourceDate: '',
      employerName: 'Employer One',
      employer: 'EMP1',
      ledger: '',
      transactionType: '',
      addNew: true,
      ledgerId: '',
      accountId: '',
      accountName: 'EWA Funding',
      customer: '',
      partner: 'P1',
      partnerName: 'Partner One',
      sourceFile: 'ADDED',
      fileHash: '',
      lineNo: -1,
      autoMatch: true,
    });
  });

  it.each([
    [{ amount: '' }, 'amount'],
    [{ transactionDate: '' }, 'transactionDate'],
    [{ employer: '' }, 'employer'],
    [{ accountName: ' ' }, 'accountName'],
    [{ partner: '' }, 'partner'],
  ])('%j disables Save with the hint', (change, field) => {
    const result = validateEwaLedgerTransaction(draft(change));
    expect(result.canSave).toBe(false);
    expect(result.hint).toBe('Please fill out the required (*) fields');
    expect(result.fieldErrors).toEqual({ [field]: { code: 'required' } });
  });

  it('checks the optional source date only when given', () => {
    expect(validateEwaLedgerTransaction(draft({ sourceDate: '' })).canSave).toBe(true);
    expect(validateEwaLedgerTransaction(draft({ sourceDate: undefined })).canSave).toBe(true);
    expect(validateEwaLedgerTransaction(draft({ sourceDate: '1899-01-01' })).fieldErrors).toEqual({
      sourceDate: { code: 'yearOutOfRange' },
    });
    expect(validateEwaLedgerTransaction(draft({ sourceDate: '2024-05-01' })).payload?.sourceDate).toBe(
      '2024-05-01',
    );
  });

  it('fills sourceFile and lineNo defaults and keeps given ones', () => {
    const blank = validateEwaLedgerTransaction(draft({ sourceFile: ' ', lineNo: undefined }));
    expect(blank.payload).toMatchObject({ sourceFile: 'ADDED', lineNo: -1 });
    const given = validateEwaLedgerTransaction(draft({ sourceFile: 'feb.csv', lineNo: 12, fileHash: 'abc' }));
    expect(given.payload).toMatchObject({ sourceFile: 'feb.csv', lineNo: 12, fileHash: 'abc' });
  });

  it('with the configuration, resolves the account and checks the type', () => {
    const result = validateEwaLedgerTransaction(draft({ transactionType: 'advance' }), { config });
    expect(result.payload).toMatchObject({
      ledger: 'Funding',
      ledgerId: 'L-EWA',
      accountId: 'ACC-9',
      transactionType: 'Advance',
    });
    expect(validateEwaLedgerTransaction(draft({ accountName: 'Other' }), { config }).fieldErrors).toEqual({
      accountName: { code: 'unknown' },
    });
    expect(validateEwaLedgerTransaction(draft({ transactionType: 'x' }), { config }).fieldErrors).toEqual({
      transactionType: { code: 'unknown' },
    });
  });
});

describe('applyEwaAccountChoice', () => {
  it('sets account name and ledger fields from the configuration', () => {
    expect(applyEwaAccountChoice(draft({ accountName: '' }), 'EWA Funding', config)).toMatchObject({
      accountName: 'EWA Funding',
      ledger: 'Funding',
      ledgerId: 'L-EWA',
      accountId: 'ACC-9',
    });
    expect(applyEwaAccountChoice(draft(), 'Nope', config)).toMatchObject({
      accountName: 'Nope',
      ledger: '',
      ledgerId: '',
      accountId: '',
    });
  });
});
