/**
 * The employer-funds Add Ledger Transaction dialog (spec §3 "Employer-funds ledger transaction", §5).
 *
 * Save needs amount, transaction date, employer, account and partner (details are optional here,
 * unlike the bank-rec dialog). The optional source date follows the same 1900-2100 rule. A hand-added
 * line has sourceFile 'ADDED' and lineNo -1 unless given (spec §9), which tells it apart from lines
 * read from an imported file.
 */

import { minorToDecimalString } from '../money';
import { type LedgerConfig, resolveAccount } from './config';
import { normaliseCustomerId } from './customer-id-rule';
import { checkAmount, compactErrors, dateError, REQUIRED_FIELDS_HINT, requiredError, textOf } from './fields';
import {
  knownTransactionType,
  type LedgerTransactionContext,
  type LedgerTransactionValidation,
  transactionTypeError,
} from './ledger-transaction';

export const EWA_SOURCE_FILE_DEFAULT = 'ADDED';
export const EWA_LINE_NO_DEFAULT = -1;

export interface EwaLedgerTransactionDraft {
  /** Shown as 'Notes'. */
  memo: string;
  details: string;
  /** Typed amount text. */
  amount: string;
  /** 'YYYY-MM-DD' */
  transactionDate: string;
  /** 'YYYY-MM-DD' or '' (optional). */
  sourceDate?: string;
  employerName: string;
  /** Employer id. */
  employer: string;
  ledger: string;
  transactionType: string;
  ledgerId: string;
  accountId: string;
  accountName: string;
  customer: string;
  partner: string;
  partnerName: string;
  sourceFile?: string;
  fileHash?: string;
  lineNo?: number;
}

/** The data object of POST /api/employeeFunds/items/bankRecLedger/newBankLedger. */
export interface EwaLedgerTransaction
  extends Omit<EwaLedgerTransactionDraft, 'amount' | 'sourceFile' | 'lineNo'> {
  /** Decimal string with 2 decimals. */
  amount: string;
  sourceDate: string;
  sourceFile: string;
  fileHash: string;
  lineNo: number;
  addNew: true;
  autoMatch: true;
}

export type EwaField =
  | 'amount'
  | 'transactionDate'
  | 'sourceDate'
  | 'employer'
  | 'accountName'
  | 'partner'
  | 'transactionType';

export function emptyEwaLedgerTransaction(transactionDate: string): EwaLedgerTransactionDraft {
  return {
    memo: '',
    details: '',
    amount: '',
    transactionDate,
    sourceDate: '',
    employerName: '',
    employer: '',
    ledger: '',
    transactionType: '',
    ledgerId: '',
    accountId: '',
    accountName: '',
    customer: '',
    partner: '',
    partnerName: '',
    sourceFile: EWA_SOURCE_FILE_DEFAULT,
    fileHash: '',
    lineNo: EWA_LINE_NO_DEFAULT,
  };
}

/** Sets accountName, ledger, ledgerId and accountId from the configuration (no tax fields here). */
export function applyEwaAccountChoice(
  draft: EwaLedgerTransactionDraft,
  accountName: string,
  config: LedgerConfig,
): EwaLedgerTransactionDraft {
  const resolved = resolveAccount(config, accountName);
  return {
    ...draft,
    accountName: resolved?.accountName ?? textOf(accountName),
    ledger: resolved?.ledger ?? '',
    ledgerId: resolved?.ledgerId ?? '',
    accountId: resolved?.accountId ?? '',
  };
}

export function validateEwaLedgerTransaction(
  draft: EwaLedgerTransactionDraft,
  context: Omit<LedgerTransactionContext, 'now' | 'timeZone'> = {},
): LedgerTransactionValidation<EwaField, EwaLedgerTransaction> {
  const amount = checkAmount(draft.amount, { nonZero: true });
  const resolved = context.config ? resolveAccount(context.config, draft.accountName) : null;
  const accountUnknown =
    context.config !== undefined && textOf(draft.accountName) !== '' && resolved === null;
  const codes = context.transactionCodes ?? context.config?.transactionCodes;
  const fieldErrors = compactErrors<EwaField>({
    amount: amount.error,
    transactionDate: dateError(draft.transactionDate),
    sourceDate: dateError(draft.sourceDate, { required: false }),
    employer: requiredError(draft.employer),
    accountName: requiredError(draft.accountName) ?? (accountUnknown ? { code: 'unknown' } : undefined),
    partner: requiredError(draft.partner),
    transactionType: transactionTypeError(draft.transactionType, codes),
  });
  const canSave = Object.keys(fieldErrors).length === 0;
  const lineNo = Number.isSafeInteger(draft.lineNo) ? (draft.lineNo as number) : EWA_LINE_NO_DEFAULT;
  const payload: EwaLedgerTransaction | null =
    canSave && amount.cents !== null
      ? {
          memo: textOf(draft.memo),
          details: textOf(draft.details),
          amount: minorToDecimalString(amount.cents),
          transactionDate: textOf(draft.transactionDate),
          sourceDate: textOf(draft.sourceDate),
          employerName: textOf(draft.employerName),
          employer: normaliseCustomerId(draft.employer),
          ledger: resolved?.ledger ?? textOf(draft.ledger),
          transactionType: knownTransactionType(draft.transactionType, codes),
          addNew: true,
          ledgerId: resolved?.ledgerId ?? textOf(draft.ledgerId),
          accountId: resolved?.accountId ?? textOf(draft.accountId),
          accountName: resolved?.accountName ?? textOf(draft.accountName),
          customer: textOf(draft.customer),
          partner: textOf(draft.partner),
          partnerName: textOf(draft.partnerName),
          sourceFile: textOf(draft.sourceFile) || EWA_SOURCE_FILE_DEFAULT,
          fileHash: textOf(draft.fileHash),
          lineNo,
          autoMatch: true,
        }
      : null;
  return { canSave, hint: canSave ? null : REQUIRED_FIELDS_HINT, fieldErrors, payload };
}
