import type { FieldError } from '@clearline/domain';
import { minorToDecimalString, parseApiAmount, parseDecimalToMinor } from '@clearline/domain';

/** Small server-side adapters shared by the bank-rec services (no business rule lives here). */

export interface FieldIssue {
  path: string;
  message: string;
}

const CODE_TEXT: Record<FieldError['code'], string> = {
  required: 'is required',
  invalid: 'is not valid',
  tooLarge: 'is too large',
  tooLong: 'is too long',
  pattern: 'has characters that are not allowed',
  yearOutOfRange: 'must have a year from 1900 to 2100',
  negative: 'Amount should be positive!',
  notPositive: 'must be above zero',
  zero: 'must not be 0.00',
  unknown: 'is not known to this organisation',
  reserved: 'is assigned by the system and cannot be chosen',
};

/** The domain's field errors as the error envelope's details, under a path prefix ('data'). */
export function fieldIssues(prefix: string, errors: Partial<Record<string, FieldError>>): FieldIssue[] {
  return Object.entries(errors).flatMap(([field, error]) =>
    error ? [{ path: `${prefix}.${field}`, message: error.message ?? CODE_TEXT[error.code] }] : [],
  );
}

/**
 * Cents of an API amount (JSON number or decimal string) by the domain's rule, or null. `exact`: more
 * than 2 decimals is refused (null) instead of rounded (the area's refuseExtraDecimals).
 */
export function apiAmountCents(value: number | string | undefined, exact = false): number | null {
  if (value === undefined) return null;
  if (exact && !parseDecimalToMinor(typeof value === 'number' ? String(value) : value.trim()).ok) return null;
  const result = parseApiAmount(value);
  return result.ok ? result.minor : null;
}

/** An integer count of cents held as text (a SUM from the database) -> '-1234.50'. */
export function minorTextToDecimal(text: string): string {
  const asNumber = Number(text);
  if (Number.isSafeInteger(asNumber)) return minorToDecimalString(asNumber);
  const value = BigInt(text);
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  const cents = (magnitude % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${magnitude / 100n}.${cents}`;
}
