import type { FieldError } from '@clearline/domain';
import {
  AMOUNT_DECIMALS_MESSAGE,
  AMOUNT_TOO_LARGE_MESSAGE,
  minorToDecimalString,
  parseApiAmount,
  parseDecimalToMinor,
} from '@clearline/domain';
import type { Caller } from '../../platform/auth-context';
import { audit } from '../audit/index';

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

/** A record's change in the audit log: `${entityType}.${action}` by the caller, keyed by the record's id. */
export function auditChange(
  tx: Parameters<typeof audit.record>[0],
  change: {
    caller: Caller;
    organizationId: string;
    entityType: string;
    action: 'created' | 'updated' | 'deleted';
    entityId: string;
    ip: string;
    details: Record<string, unknown>;
  },
) {
  return audit.record(tx, {
    organizationId: change.organizationId,
    actorUserId: change.caller.userId,
    action: `${change.entityType}.${change.action}`,
    entityType: change.entityType,
    entityId: change.entityId,
    details: change.details,
    ip: change.ip,
  });
}

/** The field error of an API amount that does not parse: too large, or (the spec's text) bad decimals. */
export function amountFieldError(amount: number | string): FieldError {
  const parsed = parseApiAmount(amount);
  return !parsed.ok && parsed.error === 'range'
    ? { code: 'tooLarge', message: AMOUNT_TOO_LARGE_MESSAGE }
    : { code: 'invalid', message: AMOUNT_DECIMALS_MESSAGE };
}
