import { describe, expect, it } from 'vitest';
import {
  canonicalTransactionType,
  findTransactionCode,
  isTaxAccount,
  type LedgerConfig,
  resolveAccount,
} from './config';
import {
  applyAccountChoice,
  type BankRecLedgerTransactionDraft,
  emptyBankRecLedgerTransaction,
  isReservedRecType,
  RESERVED_REC_TYPES,
  selectableRecTypes,
  TAX_TYPES,
  validateBankRecLedgerTransaction,
} from './ledger-transaction';

const config: LedgerConfig = {
  configDetails: [
    { bankAccounts: [{ name: 'Operating', accountId: 'ACC-1' }], ledgers: [{ ledgerId: 'L-OP' }] },
    { bankAccounts: [{ name: 'Federal Tax', accountId: 'ACC-2' }], ledgers: [] },
  ],
  accounts: [
    { accountName: 'Operating', ledger: 'Operating' },
    { accountName: 'Federal Tax', ledger: 'Tax' },
    { accountName: 'Suspense', ledger: 'Other' },
  ],
  transactionCodes: [
    { transCode: '506', transDesc: 'Transfer Out' },
    { transCode: '206', transDesc: 'Transfer In' },
    { transCode: '100', transDesc: 'Deposit' },
  ],
};

const may2024 = new Date('2024-05-10T12:00:00Z');

function draft(overrides: Partial<BankRecLedgerTransactionDraft> = {}): BankRecLedgerTransactionDraft {
  return {
    ...emptyBankRecLedgerTransaction('2024-05-10'),
    amount: '-1234.5',
    details: ' Payroll tax ',
    coName: ' acme ',
    account: 'Federal Tax',
    ledger: 'Tax',
    ledgerId: '',
    accountId: 'ACC-2',
    taxType: 'Federal',
    taxCode: 'FIT',
    ...overrides,
  };
}

describe('configuration lookups', () => {
  it('isTaxAccount reads the Tax ledger, ignoring case', () => {
    expect(isTaxAccount({ ledger: 'Tax' })).toBe(true);
    expect(isTaxAccount({ ledger: ' TAX ' })).toBe(true);
    expect(isTaxAccount({ ledger: 'Taxes' })).toBe(false);
    expect(isTaxAccount({ ledger: '' })).toBe(false);
    expect(isTaxAccount(null)).toBe(false);
  });

  it('resolveAccount joins bank accounts, ledgers and parse-code accounts by name', () => {
    expect(resolveAccount(config, ' Operating ')).toEqual({
      accountName: 'Operating',
      accountId: 'ACC-1',
      ledger: 'Operating',
      ledgerId: 'L-OP',
    });
    expect(resolveAccount(config, 'Federal Tax')).toEqual({
      accountName: 'Federal Tax',
      accountId: 'ACC-2',
      ledger: 'Tax',
      ledgerId: '',
    });
    expect(resolveAccount(config, 'Suspense')).toEqual({
      accountName: 'Suspense',
      accountId: '',
      ledger: 'Other',
      ledgerId: '',
    });
    expect(resolveAccount(config, 'Unknown')).toBeNull();
    expect(resolveAccount(config, '')).toBeNull();
  });

  it('findTransactionCode compares ignoring case, code first', () => {
    expect(findTransactionCode(config.transactionCodes, 'transfer OUT')).toEqual({
      transCode: '506',
      transDesc: 'Transfer Out',
    });
    expect(findTransactionCode(config.transactionCodes, ' 206 ')?.transDesc).toBe('Transfer In');
    expect(findTransactionCode(config.transactionCodes, 'Withdrawal')).toBeNull();
    expect(findTransactionCode(config.transactionCodes, '')).toBeNull();
    const tricky = [
      { transCode: 'X', transDesc: '100' },
      { transCode: '100', transDesc: 'Deposit' },
    ];
    expect(findTransactionCode(tricky, '100')?.transCode).toBe('100');
  });

  it('canonicalTransactionType returns the list spelling of what matched', () => {
    expect(canonicalTransactionType(config.transactionCodes, ' deposit ')).toBe('Deposit');
    expect(canonicalTransactionType(config.transactionCodes, '506')).toBe('506');
    expect(canonicalTransactionType(config.transactionCodes, 'nope')).toBeNull();
  });
});

describe('reconciling types', () => {
  it('reserves the spec types and hides them from the list', () => {
    expect(RESERVED_REC_TYPES).toEqual(['Aged Uncleared', 'Negative Liabilities']);
    expect(
      selectableRecTypes(['Outstanding', 'Aged Uncleared', 'Bank Error', 'negative liabilities ']),
    ).toEqual(['Outstanding', 'Bank Error']);
    expect(isReservedRecType('AGED UNCLEARED')).toBe(true);
    expect(isReservedRecType('Outstanding')).toBe(false);
  });
});

describe('applyAccountChoice', () => {
  it('sets ledger fields and keeps tax fields for a tax account', () => {
    const start = draft({ account: '', ledger: '', accountId: '', taxCode: 'SIT', taxType: 'State' });
    const next = applyAccountChoice(start, 'Federal Tax', config);
    expect(next).toMatchObject({ account: 'Federal Tax', ledger: 'Tax', ledgerId: '', accountId: 'ACC-2' });
    expect(next).toMatchObject({ taxCode: 'SIT', taxType: 'State' });
    expect(start.account).toBe('');
  });

  it('clears the tax code and tax type for any other account', () => {
    const next = applyAccountChoice(draft(), 'Operating', config);
    expect(next).toMatchObject({
      account: 'Operating',
      ledger: 'Operating',
      ledgerId: 'L-OP',
      accountId: 'ACC-1',
    });
    expect(next).toMatchObject({ taxCode: '', taxType: '' });
  });

  it('keeps an unknown name with empty ledger fields', () => {
    expect(applyAccountChoice(draft(), ' Mystery ', config)).toMatchObject({
      account: 'Mystery',
      ledger: '',
      ledgerId: '',
      accountId: '',
      taxCode: '',
    });
  });

  it('works on shapes without tax fields', () => {
    const row = { account: '', ledger: '', ledgerId: '', accountId: '' };
    expect(applyAccountChoice(row, 'Operating', config)).toEqual({
      account: 'Operating',
      ledger: 'Operating',
      ledgerId: 'L-OP',
      accountId: 'ACC-1',
    });
  });
});

describe('validateBankRecLedgerTransaction', () => {
  it('allows Save with the five required fields and builds the payload', () => {
    const result = validateBankRecLedgerTransaction(draft());
    expect(result.canSave).toBe(true);
    expect(result.hint).toBeNull();
    expect(result.fieldErrors).toEqual({});
    expect(result.payload).toEqual({
      checkNo: '',
      details: 'Payroll tax',
      amount: '-1234.50',
      transactionDate: '2024-05-10',
      coName: 'ACME',
      ledger: 'Tax',
      transactionType: '',
      addNew: true,
      taxType: 'Federal',
      account: 'Federal Tax',
      ledgerId: '',
      accountId: 'ACC-2',
      manualCheck: false,
      recType: '',
      taxCode: 'FIT',
      taxConfirmation: '',
      autoMatch: true,
      quarter: '',
    });
  });

  it.each([
    [{ amount: '' }, 'amount'],
    [{ details: ' ' }, 'details'],
    [{ transactionDate: '' }, 'transactionDate'],
    [{ coName: '' }, 'coName'],
    [{ account: '' }, 'account'],
  ])('%j disables Save with the spec hint', (change, field) => {
    const result = validateBankRecLedgerTransaction(draft(change));
    expect(result.canSave).toBe(false);
    expect(result.hint).toBe('Please fill out the required (*) fields');
    expect(result.fieldErrors).toEqual({ [field]: { code: 'required' } });
    expect(result.payload).toBeNull();
  });

  it('applies the amount and date rules', () => {
    expect(validateBankRecLedgerTransaction(draft({ amount: '10.001' })).fieldErrors.amount).toEqual({
      code: 'invalid',
      message: 'Only two digits after decimal Point!',
    });
    expect(validateBankRecLedgerTransaction(draft({ transactionDate: '2101-01-01' })).fieldErrors).toEqual({
      transactionDate: { code: 'yearOutOfRange' },
    });
    expect(validateBankRecLedgerTransaction(draft({ transactionDate: '2024-02-30' })).fieldErrors).toEqual({
      transactionDate: { code: 'invalid' },
    });
  });

  it('refuses 0.00 and amounts past 999,999,999.99 with their own messages; reads a pasted 1,000.00', () => {
    const amountError = (amount: string) =>
      validateBankRecLedgerTransaction(draft({ amount })).fieldErrors.amount;
    expect(amountError('0.00')).toEqual({ code: 'zero', message: 'Amount must not be 0.00' });
    expect(amountError('-0')).toEqual({ code: 'zero', message: 'Amount must not be 0.00' });
    expect(amountError('9,999,999,999,999.99')).toEqual({
      code: 'tooLarge',
      message: 'Amount must be at most 999,999,999.99',
    });
    expect(amountError('12345678901234567')).toMatchObject({ code: 'tooLarge' });
    expect(amountError('-999999999.99')).toBeUndefined();
    expect(validateBankRecLedgerTransaction(draft({ amount: '1,000.00' })).payload?.amount).toBe('1000.00');
  });

  it('checks the transaction type against known codes, ignoring case', () => {
    const context = { transactionCodes: config.transactionCodes };
    expect(validateBankRecLedgerTransaction(draft({ transactionType: 'deposit' }), context).canSave).toBe(
      true,
    );
    expect(
      validateBankRecLedgerTransaction(draft({ transactionType: 'Bogus' }), context).fieldErrors,
    ).toEqual({
      transactionType: { code: 'unknown' },
    });
    expect(validateBankRecLedgerTransaction(draft({ transactionType: 'Bogus' })).canSave).toBe(true);
  });

  it('refuses an invalid tax type and a reserved reconciling type', () => {
    expect(TAX_TYPES).toEqual(['Federal', 'State', 'Local']);
    const badTax = draft({ taxType: 'County' as BankRecLedgerTransactionDraft['taxType'] });
    expect(validateBankRecLedgerTransaction(badTax).fieldErrors).toEqual({ taxType: { code: 'invalid' } });
    expect(validateBankRecLedgerTransaction(draft({ recType: 'Aged Uncleared' })).fieldErrors).toEqual({
      recType: { code: 'reserved' },
    });
  });

  it('resolves the quarter with the clock and refuses one not offered', () => {
    const current = validateBankRecLedgerTransaction(draft({ quarter: 'Current Quarter' }), { now: may2024 });
    expect(current.payload?.quarter).toBe('Q2 2024');
    expect(
      validateBankRecLedgerTransaction(draft({ quarter: 'Q4 2024' }), { now: may2024 }).fieldErrors,
    ).toEqual({
      quarter: { code: 'invalid' },
    });
    expect(validateBankRecLedgerTransaction(draft({ quarter: 'Q1 2019' })).payload?.quarter).toBe('Q1 2019');
  });

  it('never sends tax fields for a non-tax account', () => {
    const result = validateBankRecLedgerTransaction(draft({ account: 'Operating', ledger: 'Operating' }));
    expect(result.payload).toMatchObject({ taxCode: '', taxType: '' });
  });

  it('with the configuration, takes ledger fields from it and refuses unknown accounts', () => {
    const forged = draft({ account: 'Operating', ledger: 'Tax', ledgerId: 'X', accountId: 'Y' });
    const result = validateBankRecLedgerTransaction(forged, { config });
    expect(result.payload).toMatchObject({
      account: 'Operating',
      ledger: 'Operating',
      ledgerId: 'L-OP',
      accountId: 'ACC-1',
      taxCode: '',
      taxType: '',
    });
    const unknown = validateBankRecLedgerTransaction(draft({ account: 'Mystery' }), { config });
    expect(unknown.fieldErrors).toEqual({ account: { code: 'unknown' } });
    expect(
      validateBankRecLedgerTransaction(draft({ transactionType: 'Bogus' }), { config }).fieldErrors
        .transactionType,
    ).toEqual({ code: 'unknown' });
  });
});
