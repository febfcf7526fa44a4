/**
 * The Transfer Money dialog (spec §2, §4 "Transfer mode", §5): one from-row, one or more to-rows.
 *
 * Transfer is enabled only when: a mode is chosen; from account, from customer and details are
 * filled; the date is set (a real date, year 1900-2100); every to-row has a customer and a non-zero
 * positive amount (and, in banking mode, a to account); no amount is negative; and the to-amounts sum
 * to the from amount to the cent. Amounts are typed amounts (parseAmountInput): exact cents, so "sum
 * rounded to 2 decimals" is plain integer equality and can never be fooled by float drift.
 * The from amount must itself be a valid positive amount (implied: to-amounts are positive and
 * balance it).
 */

import { type DateInputError, validateDateInput } from '../dates';
import { parseAmountInput, subtractMinor, trySumMinor } from '../money';
import { checkAmount, compactErrors, type FieldError, requiredError, textOf } from './fields';

export type TransferMode = 'banking' | 'nonBanking';

/** Spec §4: banking is the default mode. */
export const DEFAULT_TRANSFER_MODE: TransferMode = 'banking';
/** Spec §2: the submit button's labels (the second is the spec's spelling). */
export const TRANSFER_BUTTON_LABEL = 'Transfer';
export const TRANSFER_SUBMITTING_LABEL = 'Transfering...';

export interface TransferRowDraft {
  /** Account name as offered by the tenant configuration. Ignored on to-rows in non-banking mode. */
  account: string;
  /** Customer (client) id. */
  customer: string;
  /** The typed amount text (see parseAmountInput). */
  amount: string;
  /** Tax code, kept only when the row's account is a tax account. */
  taxCode?: string;
}

export interface TransferDraft {
  mode: TransferMode | null;
  /** 'YYYY-MM-DD' */
  transactionDate: string;
  details: string;
  from: TransferRowDraft;
  to: TransferRowDraft[];
}

export type TransferFormError =
  | 'modeRequired'
  | 'detailsRequired'
  | 'dateRequired'
  | 'dateInvalid'
  | 'dateYearOutOfRange'
  | 'noToRows'
  | 'unbalanced'
  | 'totalTooLarge';

export type TransferRowField = 'account' | 'customer' | 'amount';
export type TransferRowErrors = Partial<Record<TransferRowField, FieldError>>;

/**
 * Running totals for the dialog. Empty or invalid amounts count as 0 and negative ones with their
 * sign, so the totals always show what was typed. differenceCents = fromCents - toCents: what is left
 * to allocate (negative when the to-rows exceed the from amount). toCents and differenceCents are
 * null only when the total cannot be held exactly (beyond about $90 trillion).
 */
export interface TransferTotals {
  fromCents: number;
  toCents: number | null;
  differenceCents: number | null;
}

export interface TransferValidation {
  canSubmit: boolean;
  /** Any amount (from or to) is negative: show NEGATIVE_AMOUNT_MESSAGE ('Amount should be positive!'). */
  negativeAmount: boolean;
  formErrors: TransferFormError[];
  fromErrors: TransferRowErrors;
  /** One entry per to-row, same order; {} when the row is fine. */
  rowErrors: TransferRowErrors[];
  totals: TransferTotals;
}

const DATE_ERRORS = {
  required: 'dateRequired',
  invalid: 'dateInvalid',
  yearOutOfRange: 'dateYearOutOfRange',
} as const satisfies Record<DateInputError, TransferFormError>;

export function isTransferMode(value: unknown): value is TransferMode {
  return value === 'banking' || value === 'nonBanking';
}

/** Cents of a typed amount for the totals: 0 when empty or invalid. */
function centsForTotals(text: unknown): number {
  const result = parseAmountInput(typeof text === 'string' ? text : '');
  return result.ok ? result.cents : 0;
}

function isNegativeAmount(text: unknown): boolean {
  return centsForTotals(text) < 0;
}

function rowErrors(row: TransferRowDraft, accountRequired: boolean): TransferRowErrors {
  return compactErrors<TransferRowField>({
    account: accountRequired ? requiredError(row?.account) : undefined,
    customer: requiredError(row?.customer),
    amount: checkAmount(row?.amount, { positive: true }).error,
  });
}

export function validateTransfer(draft: TransferDraft): TransferValidation {
  const formErrors: TransferFormError[] = [];
  if (!isTransferMode(draft.mode)) formErrors.push('modeRequired');
  if (textOf(draft.details) === '') formErrors.push('detailsRequired');
  const dateError = checkDate(draft.transactionDate);
  if (dateError) formErrors.push(dateError);

  const toRows = Array.isArray(draft.to) ? draft.to : [];
  if (toRows.length === 0) formErrors.push('noToRows');
  const fromErrors = rowErrors(draft.from, true);
  const toErrors = toRows.map((row) => rowErrors(row, draft.mode === 'banking'));

  const fromCents = centsForTotals(draft.from?.amount);
  const toSum = trySumMinor(toRows.map((row) => centsForTotals(row?.amount)));
  const toCents = toSum.ok ? toSum.minor : null;
  const differenceCents = toCents === null ? null : subtractMinor(fromCents, toCents);
  if (differenceCents === null) formErrors.push('totalTooLarge');
  else if (differenceCents !== 0) formErrors.push('unbalanced');

  const negativeAmount =
    isNegativeAmount(draft.from?.amount) || toRows.some((row) => isNegativeAmount(row?.amount));
  const canSubmit =
    formErrors.length === 0 &&
    !negativeAmount &&
    Object.keys(fromErrors).length === 0 &&
    toErrors.every((errors) => Object.keys(errors).length === 0);

  return {
    canSubmit,
    negativeAmount,
    formErrors,
    fromErrors,
    rowErrors: toErrors,
    totals: { fromCents, toCents, differenceCents },
  };
}

function checkDate(text: unknown): TransferFormError | null {
  const error = validateDateInput(typeof text === 'string' ? text : '');
  return error === null ? null : DATE_ERRORS[error];
}

export function emptyTransferRow(): TransferRowDraft {
  return { account: '', customer: '', amount: '', taxCode: '' };
}

/** A fresh dialog: default mode, the given date (todayIso at open), one empty to-row. */
export function newTransferDraft(
  transactionDate: string,
  mode: TransferMode = DEFAULT_TRANSFER_MODE,
): TransferDraft {
  return { mode, transactionDate, details: '', from: emptyTransferRow(), to: [emptyTransferRow()] };
}

/**
 * Spec §4: switching mode resets the from and to rows, amounts, details and tax codes; the date stays.
 * Choosing the mode already in force changes nothing.
 */
export function switchTransferMode(draft: TransferDraft, mode: TransferMode): TransferDraft {
  if (draft.mode === mode) return draft;
  return newTransferDraft(draft.transactionDate, mode);
}

export function addToRow(draft: TransferDraft): TransferDraft {
  return { ...draft, to: [...draft.to, emptyTransferRow()] };
}

/** Spec §2: the first to-row cannot be deleted. */
export function canRemoveToRow(index: number): boolean {
  return Number.isInteger(index) && index > 0;
}

/** Removes a to-row; the first row and out-of-range indexes leave the draft unchanged. */
export function removeToRow(draft: TransferDraft, index: number): TransferDraft {
  if (!canRemoveToRow(index) || index >= draft.to.length) return draft;
  return { ...draft, to: draft.to.filter((_, i) => i !== index) };
}
