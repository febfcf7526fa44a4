/**
 * The amount field a person types into (spec §5): "Amount input accepts only an optional minus sign,
 * digits and one decimal point; amounts are rounded to 2 decimals. The message 'Only two digits after
 * decimal Point!' shows when the amount is false."
 *
 * Rule chosen (the spec does not say what a third decimal does):
 * - Typed input is never rounded. A third decimal makes the amount invalid and shows the message, so
 *   what the person sees is exactly what is saved; silently turning '10.005' into 10.01 would move
 *   money the person did not type.
 * - "Rounded to 2 decimals" applies to values that come from files and APIs: see roundToCents and
 *   parseApiAmount, which round half away from zero by string.
 * - Surrounding whitespace is ignored (pasted values often carry it); inner spaces, '+' and anything
 *   else are invalid.
 * - Thousands separators are read (issue 10 item 13: a pasted '1,000.00' was dropped without a word):
 *   '1,000.00' is 1000.00; commas anywhere else ('1,00') are refused with AMOUNT_GROUPING_MESSAGE.
 * - '12.' and '.5' are complete amounts (12.00 and 0.50); '-0' is zero, never a negative amount.
 * - A typed amount is at most 999,999,999.99 either way (MAX_TYPED_AMOUNT_CENTS); a longer number says
 *   so (AMOUNT_TOO_LARGE_MESSAGE), whatever its decimals: its size is what is wrong.
 * - The spec message is used for the other invalid non-empty amounts; `reason` tells callers which case.
 */

import { parseDecimalToMinor } from './decimal';

export const AMOUNT_DECIMALS_MESSAGE = 'Only two digits after decimal Point!';

/** The largest amount a person may type, in cents: 999,999,999.99 (no payroll line comes near it). */
export const MAX_TYPED_AMOUNT_CENTS = 99_999_999_999;
export const AMOUNT_TOO_LARGE_MESSAGE = 'Amount must be at most 999,999,999.99';
export const AMOUNT_GROUPING_MESSAGE = 'Commas may only separate thousands, as in 1,000.00';

const MAX_INTEGER_DIGITS = 9;

/** Digits allowed after the point in a typed amount. */
export const AMOUNT_INPUT_DECIMALS = 2;

export type AmountInputReason = 'empty' | 'invalid' | 'grouping' | 'tooManyDecimals' | 'tooLarge';

export type AmountInputMessage =
  | typeof AMOUNT_DECIMALS_MESSAGE
  | typeof AMOUNT_TOO_LARGE_MESSAGE
  | typeof AMOUNT_GROUPING_MESSAGE;

export type AmountInputResult =
  | { ok: true; cents: number }
  | { ok: false; reason: 'empty'; message: null }
  | { ok: false; reason: Exclude<AmountInputReason, 'empty'>; message: AmountInputMessage };

/** What the field may hold at any moment while typing: '', '-', '.', '-1,2', '-12.' are fine on the way. */
const KEYSTROKE_PATTERN = /^-?[\d,]*\.?\d*$/;
/** A complete amount: at least one digit, any number of decimals (checked separately for the reason). */
const COMPLETE_PATTERN = /^-?(?:[\d,]*\d[\d,]*\.?\d*|\.\d+)$/;
/** Commas only between groups of three digits, the first group of one to three. */
const GROUPED_PATTERN = /^-?\d{1,3}(?:,\d{3})+(?:\.\d*)?$/;

/**
 * True when the field may take this text as its new value: only an optional leading minus sign,
 * digits and one decimal point. The UI refuses other keystrokes instead of showing them.
 */
export function acceptsAmountKeystroke(nextText: string): boolean {
  return typeof nextText === 'string' && KEYSTROKE_PATTERN.test(nextText.trim());
}

/** Parses a typed amount into cents, exactly. */
export function parseAmountInput(text: string): AmountInputResult {
  const trimmed = typeof text === 'string' ? text.trim() : '';
  if (trimmed === '') return { ok: false, reason: 'empty', message: null };
  if (!COMPLETE_PATTERN.test(trimmed)) return invalid('invalid');
  if (trimmed.includes(',') && !GROUPED_PATTERN.test(trimmed)) return invalid('grouping');
  const plain = trimmed.replaceAll(',', '');
  const [whole = '', fraction = ''] = plain.replace('-', '').split('.');
  if (whole.replace(/^0+/, '').length > MAX_INTEGER_DIGITS) return invalid('tooLarge');
  if (fraction.length > AMOUNT_INPUT_DECIMALS) return invalid('tooManyDecimals');
  // A plain decimal of at most 9 + 2 digits: the exact parse cannot fail.
  const parsed = parseDecimalToMinor(plain, AMOUNT_INPUT_DECIMALS);
  return parsed.ok ? { ok: true, cents: parsed.minor } : invalid('tooLarge');
}

const MESSAGES: Record<Exclude<AmountInputReason, 'empty'>, AmountInputMessage> = {
  invalid: AMOUNT_DECIMALS_MESSAGE,
  tooManyDecimals: AMOUNT_DECIMALS_MESSAGE,
  grouping: AMOUNT_GROUPING_MESSAGE,
  tooLarge: AMOUNT_TOO_LARGE_MESSAGE,
};

function invalid(reason: Exclude<AmountInputReason, 'empty'>): AmountInputResult {
  return { ok: false, reason, message: MESSAGES[reason] };
}

/**
 * The message to show under the field while the person types: null while the text is empty or still
 * a valid beginning of an amount ('-', '12.', '.5'), the rule's message otherwise.
 */
export function amountInputMessage(text: string): AmountInputMessage | null {
  const trimmed = typeof text === 'string' ? text.trim() : '';
  if (trimmed === '' || trimmed === '-' || trimmed === '.' || trimmed === '-.') return null;
  const result = parseAmountInput(trimmed);
  return result.ok ? null : result.message;
}
