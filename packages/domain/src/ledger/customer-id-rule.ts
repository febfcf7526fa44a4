/**
 * The Add/Edit customer dialog (spec §2, §3 "Bank-rec client", §5 "Customer add"). The same rules serve
 * the employer dialog of the employer-funds area.
 *
 * - Ids are trimmed and upper-cased before any check, so the check sees what is stored.
 * - An id is at most 10 characters (spec §9) and must fully match the organisation's allowed pattern,
 *   by default letters, digits, '_', '&', '-' and space.
 * - The pattern is configured per organisation as a regex source string. It must match the whole id:
 *   we wrap it as ^(?:source)$, so '[A-Z0-9]+' and '^[A-Z0-9]+$' behave the same (an unanchored
 *   source must not accept 'AB#' because 'AB' matches). A source that does not compile (or is absurdly long) falls back to the default
 *   pattern instead of letting every id through or blocking every save; isValidCustomerIdPattern lets
 *   the settings screen refuse it up front. The length check runs first, so a configured pattern never
 *   sees more than 10 characters (no catastrophic backtracking).
 * - FEIN is optional; when given it must be NN-NNNNNNN or 9 digits and is stored as NN-NNNNNNN, so
 *   duplicate checks on FEIN compare like with like. Only the format is checked (not IRS prefixes).
 */

import { compactErrors, type FieldError, textOf } from './fields';

export const CUSTOMER_ID_MAX_LENGTH = 10;
export const DEFAULT_CUSTOMER_ID_PATTERN = '^[A-Za-z0-9_&\\- ]*$';
export const CUSTOMER_ID_PATTERN_MESSAGE = 'Only _&- and space is allowed in special characters';
/** Ours: the spec's dialog caps the input at 10 characters and shows no text for it. */
export const CUSTOMER_ID_TOO_LONG_MESSAGE = `Customer id must be at most ${CUSTOMER_ID_MAX_LENGTH} characters`;
/** Ours: the spec gives FEIN no format rule; we accept the two forms payroll files carry. */
export const FEIN_FORMAT_MESSAGE = 'FEIN must be NN-NNNNNNN or 9 digits';
/** Spec §8: banner shown with the duplicate snackbar. */
export const DUPLICATE_CUSTOMER_BANNER =
  'coId and coFein is already present in client. Please choose different!';
/** Spec §8: title of the delete confirmation. */
export const DELETE_CUSTOMER_TITLE = 'Are you sure ?';
/** Longest pattern source accepted from configuration. */
export const MAX_PATTERN_SOURCE_LENGTH = 500;

export const CUSTOMER_STATUSES = ['Active', 'Inactive', 'Terminated'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];
export const DEFAULT_CUSTOMER_STATUS: CustomerStatus = 'Active';
export const CUSTOMER_TYPE = 'Client';

export type CustomerDialogMode = 'add' | 'edit';

export type CustomerIdResult =
  | { ok: true; id: string }
  | { ok: false; id: string; error: FieldError & { code: 'required' | 'tooLong' | 'pattern' } };

export interface CustomerInput {
  coId: string;
  coName: string;
  coFein?: string;
  /** Missing means the default 'Active'; an empty string means the person cleared it (required). */
  coStatus?: string;
}

/** The client record as the spec lists it (§3 "Bank-rec client"). */
export interface CustomerRecord {
  coId: string;
  coName: string;
  coFein: string;
  coStatus: CustomerStatus;
  edited: boolean;
  coEes: string;
  coType: typeof CUSTOMER_TYPE;
  coDba: string;
}

export type CustomerField = 'coId' | 'coName' | 'coFein' | 'coStatus';

export interface CustomerValidation {
  /** The Save/Update button: add needs a valid id, name and status; edit always allows Update (spec). */
  canSave: boolean;
  /** No field error at all: what the server requires before writing, in both modes. */
  valid: boolean;
  fieldErrors: Partial<Record<CustomerField, FieldError>>;
  /** The record to send/store when valid, else null. */
  record: CustomerRecord | null;
}

/** Trim and upper-case, as ids are stored. */
export function normaliseCustomerId(raw: string): string {
  return textOf(raw).toUpperCase();
}

function compile(source: string): RegExp | null {
  if (typeof source !== 'string' || source.length > MAX_PATTERN_SOURCE_LENGTH) return null;
  try {
    return new RegExp(`^(?:${source})$`);
  } catch {
    return null;
  }
}

const DEFAULT_PATTERN = compile(DEFAULT_CUSTOMER_ID_PATTERN) as RegExp;

/** True when an organisation's configured pattern source compiles and may be used. */
export function isValidCustomerIdPattern(source: string): boolean {
  return compile(source) !== null;
}

/** Validates a raw id against length and the pattern (default when omitted or unusable). */
export function validateCustomerId(raw: string, pattern?: string): CustomerIdResult {
  const id = normaliseCustomerId(raw);
  if (id === '') return { ok: false, id, error: { code: 'required' } };
  if (id.length > CUSTOMER_ID_MAX_LENGTH) {
    return { ok: false, id, error: { code: 'tooLong', message: CUSTOMER_ID_TOO_LONG_MESSAGE } };
  }
  const regex = (pattern === undefined ? null : compile(pattern)) ?? DEFAULT_PATTERN;
  if (!regex.test(id))
    return { ok: false, id, error: { code: 'pattern', message: CUSTOMER_ID_PATTERN_MESSAGE } };
  return { ok: true, id };
}

/** '12-3456789' or '123456789' -> '12-3456789'; blank -> ''; anything else -> null. */
export function normaliseFein(raw: string | undefined): string | null {
  const text = textOf(raw);
  if (text === '') return '';
  const match = /^(\d{2})-?(\d{7})$/.exec(text);
  return match ? `${match[1]}-${match[2]}` : null;
}

/** A status in any case -> its canonical spelling, or null when it is not one of the three. */
export function parseCustomerStatus(raw: string): CustomerStatus | null {
  const text = textOf(raw).toLowerCase();
  return CUSTOMER_STATUSES.find((s) => s.toLowerCase() === text) ?? null;
}

/**
 * Validates the dialog. In edit mode the id is not editable, so only its presence is checked (ids
 * created under an older pattern stay editable); `edited` is true on records produced in edit mode.
 */
export function validateCustomer(
  input: CustomerInput,
  mode: CustomerDialogMode,
  options: { idPattern?: string } = {},
): CustomerValidation {
  const idResult =
    mode === 'add'
      ? validateCustomerId(input.coId, options.idPattern)
      : normaliseCustomerId(input.coId) === ''
        ? ({ ok: false, id: '', error: { code: 'required' } } as const)
        : ({ ok: true, id: normaliseCustomerId(input.coId) } as const);
  const name = textOf(input.coName);
  const fein = normaliseFein(input.coFein);
  const status = input.coStatus === undefined ? DEFAULT_CUSTOMER_STATUS : parseCustomerStatus(input.coStatus);
  const fieldErrors = compactErrors<CustomerField>({
    coId: idResult.ok ? undefined : idResult.error,
    coName: name === '' ? { code: 'required' } : undefined,
    coFein: fein === null ? { code: 'invalid', message: FEIN_FORMAT_MESSAGE } : undefined,
    coStatus:
      status !== null
        ? undefined
        : textOf(input.coStatus) === ''
          ? { code: 'required' }
          : { code: 'invalid' },
  });
  const valid = Object.keys(fieldErrors).length === 0;
  const record: CustomerRecord | null =
    valid && fein !== null && status !== null
      ? {
          coId: idResult.id,
          coName: name,
          coFein: fein,
          coStatus: status,
          edited: mode === 'edit',
          coEes: '',
          coType: CUSTOMER_TYPE,
          coDba: '',
        }
      : null;
  return { canSave: mode === 'edit' ? true : valid, valid, fieldErrors, record };
}

/** Spec §8: the duplicate snackbar, e.g. 'ACME already exist in the system'. */
export function duplicateCustomerMessage(id: string): string {
  return `${id} already exist in the system`;
}

/** Spec §8: the delete confirmation text for a customer id. */
export function deleteCustomerMessage(id: string): string {
  return `Are you sure you want to permanently delete customer ${id} ? This action cannot be undone.`;
}
