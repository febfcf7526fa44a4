/**
 * Field-level results shared by the ledger rules, and the spec's messages (copied character for
 * character, spelling included: they are what people and end-to-end tests see).
 */

import { validateDateInput } from '../dates';
import { parseAmountInput } from '../money';

export { AMOUNT_DECIMALS_MESSAGE } from '../money';

/** A manual ledger entry of 0.00 records nothing (issue 10 item 13); a transfer row says 'notPositive'. */
export const AMOUNT_ZERO_MESSAGE = 'Amount must not be 0.00';

/** Spec §5: shown in red when any transfer amount is negative. */
export const NEGATIVE_AMOUNT_MESSAGE = 'Amount should be positive!';
/** Spec §5: hover hint of a disabled Save in the add-transaction dialogs. */
export const REQUIRED_FIELDS_HINT = 'Please fill out the required (*) fields';

export type FieldErrorCode =
  | 'required'
  | 'invalid'
  | 'tooLarge'
  | 'tooLong'
  | 'pattern'
  | 'yearOutOfRange'
  | 'negative'
  | 'notPositive'
  | 'zero'
  | 'unknown'
  | 'reserved';

/**
 * One field's problem. `message` is present only when there is a sentence to show under the field
 * (the spec's where it has one); a bare code (e.g. 'required') marks the field without text.
 */
export interface FieldError {
  code: FieldErrorCode;
  message?: string;
}

/** Trimmed text of a possibly missing field: server-side input may be absent or of the wrong type. */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function requiredError(value: unknown): FieldError | undefined {
  return textOf(value) === '' ? { code: 'required' } : undefined;
}

export type AmountCheck = { cents: number; error?: undefined } | { cents: null; error: FieldError };

/**
 * The amount rule for a field (the typed-amount rule: at most 999,999,999.99, commas between thousands).
 * `positive` (transfers) adds: negative -> 'Amount should be positive!', zero -> 'notPositive'.
 * `nonZero` (ledger entries: any sign, a line may be a debit) refuses 0.00 with AMOUNT_ZERO_MESSAGE.
 */
export function checkAmount(
  text: unknown,
  options: { positive?: boolean; nonZero?: boolean } = {},
): AmountCheck {
  const result = parseAmountInput(typeof text === 'string' ? text : '');
  if (!result.ok) {
    if (result.reason === 'empty') return { cents: null, error: { code: 'required' } };
    const code = result.reason === 'tooLarge' ? 'tooLarge' : 'invalid';
    return { cents: null, error: { code, message: result.message } };
  }
  if (options.nonZero && result.cents === 0) {
    return { cents: null, error: { code: 'zero', message: AMOUNT_ZERO_MESSAGE } };
  }
  if (options.positive && result.cents < 0) {
    return { cents: null, error: { code: 'negative', message: NEGATIVE_AMOUNT_MESSAGE } };
  }
  if (options.positive && result.cents === 0) return { cents: null, error: { code: 'notPositive' } };
  return { cents: result.cents };
}

/** A date field: required, a real YYYY-MM-DD date, year 1900-2100. */
export function dateError(
  text: unknown,
  options: { required?: boolean } = { required: true },
): FieldError | undefined {
  const value = typeof text === 'string' ? text : '';
  if (!options.required && value.trim() === '') return undefined;
  const error = validateDateInput(value);
  return error === null ? undefined : { code: error };
}

/** Removes undefined entries so `Object.keys(errors).length === 0` means valid. */
export function compactErrors<K extends string>(
  errors: Partial<Record<K, FieldError | undefined>>,
): Partial<Record<K, FieldError>> {
  const result: Partial<Record<K, FieldError>> = {};
  for (const key of Object.keys(errors) as K[]) {
    const error = errors[key];
    if (error) result[key] = error;
  }
  return result;
}
