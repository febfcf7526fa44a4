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
 * - Surrounding whitespace is ignored (pasted values often carry it); inner spaces, '+', commas and
 *   anything else are invalid.
 * - '12.' and '.5' are complete amounts (12.00 and 0.50); '-0' is zero, never a negative amount.
 * - The one spec message is used for every invalid non-empty amount, including one too large to hold
 *   exactly (beyond about $90 trillion); `reason` tells callers which case it was.
 */

import { parseDecimalToMinor } from './decimal';

export const AMOUNT_DECIMALS_MESSAGE = 'Only two digits after decimal Point!';

/** Digits allowed after the point in a typed amount. */
export const AMOUNT_INPUT_DECIMALS = 2;

export type AmountInputReason = 'empty' | 'invalid' | 'tooManyDecimals' | 'tooLarge';

export type AmountInputResult =
  | { ok: true; cents: number }
  | { ok: false; reason: 'empty'; message: null }
  | { ok: false; reason: Exclude<AmountInputReason, 'empty'>; message: typeof AMOUNT_DECIMALS_MESSAGE };

/** What the field may hold at any moment while typing: '', '-', '.', '-12.' are fine on the way. */
const KEYSTROKE_PATTERN = /^-?\d*\.?\d*$/;
/** A complete amount: at least one digit, any number of decimals (checked separately for the reason). */
const COMPLETE_PATTERN = /^-?(?:\d+\.?\d*|\.\d+)$/;

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
  const fraction = trimmed.split('.')[1] ?? '';
  if (fraction.length > AMOUNT_INPUT_DECIMALS) return invalid('tooManyDecimals');
  // The text is now a plain decimal with at most 2 places, so the only way the exact parse fails is range.
  const parsed = parseDecimalToMinor(trimmed, AMOUNT_INPUT_DECIMALS);
  return parsed.ok ? { ok: true, cents: parsed.minor } : invalid('tooLarge');
}

function invalid(reason: Exclude<AmountInputReason, 'empty'>): AmountInputResult {
  return { ok: false, reason, message: AMOUNT_DECIMALS_MESSAGE };
}

/**
 * The message to show under the field while the person types: null while the text is empty or still
 * a valid beginning of an amount ('-', '12.', '.5'), the spec message otherwise.
 */
export function amountInputMessage(text: string): typeof AMOUNT_DECIMALS_MESSAGE | null {
  const trimmed = typeof text === 'string' ? text.trim() : '';
  if (trimmed === '' || trimmed === '-' || trimmed === '.' || trimmed === '-.') return null;
  const result = parseAmountInput(trimmed);
  return result.ok ? null : result.message;
}
