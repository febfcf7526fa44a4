/**
 * The bank-rec Add Ledger Transaction dialog (spec §3 "Bank-rec ledger transaction", §5).
 *
 * - Save needs amount, details, transaction date, a client and an account; while it cannot save the
 *   button is disabled with the hover hint 'Please fill out the required (*) fields' (the spec has one
 *   hint for every reason Save is off, so an invalid amount or date shows it too, next to the field's
 *   own message).
 * - The amount follows the amount input rule (any sign: a ledger line may be a debit); dates need a
 *   year 1900-2100.
 * - Optional fields are checked only when filled: a transaction type must be a known code (compared
 *   ignoring case, sent in the list's spelling; checked when the caller passes the codes or the
 *   configuration), a tax type one of Federal, State, Local, a reconciling type not one of the
 *   reserved ones, a quarter one quarterOptions offers (checked, and sent resolved, when the caller
 *   passes the clock).
 * - The browser may validate with only what the form holds; the server passes the context (codes,
 *   configuration, clock) so it refuses what the browser would not have offered, and takes ledger,
 *   ledgerId and accountId from the configuration instead of trusting the request.
 * - The tax code and tax type only exist for a tax account; for any other account they are cleared
 *   (applyAccountChoice) and never sent (payload).
 */

import { resolveQuarter } from '../dates';
import { minorToDecimalString } from '../money';
import {
  canonicalTransactionType,
  findTransactionCode,
  isTaxAccount,
  type LedgerConfig,
  resolveAccount,
  type TransactionCode,
} from './config';
import { normaliseCustomerId } from './customer-id-rule';
import {
  checkAmount,
  compactErrors,
  dateError,
  type FieldError,
  REQUIRED_FIELDS_HINT,
  requiredError,
  textOf,
} from './fields';

export const TAX_TYPES = ['Federal', 'State', 'Local'] as const;
export type TaxType = (typeof TAX_TYPES)[number];

/** Spec §5: reconciling types the dialog never offers (the system assigns them). */
export const RESERVED_REC_TYPES = ['Aged Uncleared', 'Negative Liabilities'] as const;

export interface BankRecLedgerTransactionDraft {
  checkNo: string;
  details: string;
  /** Typed amount text. */
  amount: string;
  /** 'YYYY-MM-DD' */
  transactionDate: string;
  /** The client id (the spec's field name). */
  coName: string;
  ledger: string;
  transactionType: string;
  taxType: TaxType | '';
  account: string;
  ledgerId: string;
  accountId: string;
  /** The 'Reconciling Item?' flag. */
  manualCheck: boolean;
  recType: string;
  taxCode: string;
  taxConfirmation: string;
  /** A quarter option value: 'Q1 2024' or 'Current Quarter'; '' for none. */
  quarter: string;
}

/** The data object of POST /api/bankRec/items/bankRecLedger/newBankLedger. */
export interface BankRecLedgerTransaction extends Omit<BankRecLedgerTransactionDraft, 'amount'> {
  /** Decimal string with 2 decimals, like transfer lines. */
  amount: string;
  addNew: true;
  autoMatch: true;
}

export type BankRecField =
  | 'amount'
  | 'details'
  | 'transactionDate'
  | 'coName'
  | 'account'
  | 'transactionType'
  | 'taxType'
  | 'recType'
  | 'quarter';

export interface LedgerTransactionContext {
  /**
   * The tenant configuration. When given (the server always passes it), the account must be one it
   * knows, and ledger, ledgerId and accountId are taken from it rather than trusted from the draft.
   */
  config?: LedgerConfig;
  /** Known transaction codes (default: config.transactionCodes); a filled type must be one of them. */
  transactionCodes?: readonly TransactionCode[];
  /** The clock; when given, a filled quarter must resolve and is sent resolved ('Q2 2024'). */
  now?: Date;
  timeZone?: string;
}

export interface LedgerTransactionValidation<F extends string, P> {
  canSave: boolean;
  hint: typeof REQUIRED_FIELDS_HINT | null;
  fieldErrors: Partial<Record<F, FieldError>>;
  payload: P | null;
}

export function emptyBankRecLedgerTransaction(transactionDate: string): BankRecLedgerTransactionDraft {
  return {
    checkNo: '',
    details: '',
    amount: '',
    transactionDate,
    coName: '',
    ledger: '',
    transactionType: '',
    taxType: '',
    account: '',
    ledgerId: '',
    accountId: '',
    manualCheck: false,
    recType: '',
    taxCode: '',
    taxConfirmation: '',
    quarter: '',
  };
}

export function isReservedRecType(recType: string): boolean {
  const text = textOf(recType).toLowerCase();
  return RESERVED_REC_TYPES.some((reserved) => reserved.toLowerCase() === text);
}

/** The tenant's reconciling types without the reserved ones, order kept. */
export function selectableRecTypes(list: readonly string[]): string[] {
  return list.filter((recType) => !isReservedRecType(recType));
}

/** A filled transaction type that the known codes do not contain (no codes given: no check). */
export function transactionTypeError(
  text: string,
  codes: readonly TransactionCode[] | undefined,
): FieldError | undefined {
  if (codes === undefined || textOf(text) === '') return undefined;
  return findTransactionCode(codes, text) ? undefined : { code: 'unknown' };
}

/** The type to send: the list's spelling when codes are known, else the trimmed text. */
export function knownTransactionType(text: string, codes: readonly TransactionCode[] | undefined): string {
  return (codes && canonicalTransactionType(codes, text)) || textOf(text);
}

/**
 * Sets account, ledger, ledgerId and accountId from the tenant configuration, and clears the tax code
 * and tax type when the account is not a tax account. An unknown account keeps the typed name with
 * empty ledger fields; validation with the configuration reports it.
 */
export function applyAccountChoice<
  T extends {
    account: string;
    ledger: string;
    ledgerId: string;
    accountId: string;
    taxCode?: string;
    taxType?: string;
  },
>(draft: T, accountName: string, config: LedgerConfig): T {
  const resolved = resolveAccount(config, accountName);
  const next: T = {
    ...draft,
    account: resolved?.accountName ?? textOf(accountName),
    ledger: resolved?.ledger ?? '',
    ledgerId: resolved?.ledgerId ?? '',
    accountId: resolved?.accountId ?? '',
  };
  if (!isTaxAccount(resolved)) {
    if ('taxCode' in next) next.taxCode = '';
    if ('taxType' in next) next.taxType = '';
  }
  return next;
}

export function validateBankRecLedgerTransaction(
  draft: BankRecLedgerTransactionDraft,
  context: LedgerTransactionContext = {},
): LedgerTransactionValidation<BankRecField, BankRecLedgerTransaction> {
  const amount = checkAmount(draft.amount, { nonZero: true });
  const resolved = context.config ? resolveAccount(context.config, draft.account) : null;
  const accountUnknown = context.config !== undefined && textOf(draft.account) !== '' && resolved === null;
  const codes = context.transactionCodes ?? context.config?.transactionCodes;
  const quarterText = textOf(draft.quarter);
  const quarter =
    quarterText === '' || context.now === undefined
      ? quarterText
      : resolveQuarter(quarterText, context.now, context.timeZone);
  const taxType = textOf(draft.taxType);
  const recType = textOf(draft.recType);
  const fieldErrors = compactErrors<BankRecField>({
    amount: amount.error,
    details: requiredError(draft.details),
    transactionDate: dateError(draft.transactionDate),
    coName: requiredError(draft.coName),
    account: requiredError(draft.account) ?? (accountUnknown ? { code: 'unknown' } : undefined),
    transactionType: transactionTypeError(draft.transactionType, codes),
    taxType:
      taxType === '' || (TAX_TYPES as readonly string[]).includes(taxType) ? undefined : { code: 'invalid' },
    recType: isReservedRecType(recType) ? { code: 'reserved' } : undefined,
    quarter: quarter === null ? { code: 'invalid' } : undefined,
  });
  const canSave = Object.keys(fieldErrors).length === 0;
  const ledgerFields = resolved ?? {
    accountName: textOf(draft.account),
    ledger: textOf(draft.ledger),
    ledgerId: textOf(draft.ledgerId),
    accountId: textOf(draft.accountId),
  };
  const tax = isTaxAccount(ledgerFields);
  const payload: BankRecLedgerTransaction | null =
    canSave && amount.cents !== null
      ? {
          checkNo: textOf(draft.checkNo),
          details: textOf(draft.details),
          amount: minorToDecimalString(amount.cents),
          transactionDate: textOf(draft.transactionDate),
          coName: normaliseCustomerId(draft.coName),
          ledger: ledgerFields.ledger,
          transactionType: knownTransactionType(draft.transactionType, codes),
          addNew: true,
          taxType: tax ? (taxType as TaxType | '') : '',
          account: ledgerFields.accountName,
          ledgerId: ledgerFields.ledgerId,
          accountId: ledgerFields.accountId,
          manualCheck: draft.manualCheck === true,
          recType,
          taxCode: tax ? textOf(draft.taxCode) : '',
          taxConfirmation: textOf(draft.taxConfirmation),
          autoMatch: true,
          quarter: quarter ?? '',
        }
      : null;
  return { canSave, hint: canSave ? null : REQUIRED_FIELDS_HINT, fieldErrors, payload };
}
