/**
 * Rules for the identity fields of spec §5 (Profile dialog, Register form). The browser runs them to show
 * messages; the server runs the same functions to refuse bad requests.
 */

export const PASSWORD_POLICY_MESSAGE =
  'Passwords must include at least 8 characters, 1 uppercase letter, 1 lowercase letter, 1 number, and 1 special character.';
export const INVALID_FORMAT_MESSAGE = 'Invalid format!';
export const PASSWORD_MATCH_MESSAGE = 'Password Match';
export const PASSWORD_MISMATCH_MESSAGE = 'Password must be same';
export const PHONE_HINT = '111-111-1111';
export const MIN_LENGTH_4_MESSAGE = 'Min character length is 4';
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email';
export const PASSWORDS_DO_NOT_MATCH_MESSAGE = 'Passwords do not match';

/** A standard (WHATWG-style) e-mail pattern: local part, @, dotted domain with a 2+ letter top level. */
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** E-mail addresses are compared and stored lower-cased and trimmed. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** True for a well-formed address. The Profile dialog allows an empty value; callers decide on "required". */
export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL_PATTERN.test(email);
}

/** Returns the policy message when the password is too weak, else null. */
export function passwordPolicyError(password: string): string | null {
  const ok =
    password.length >= 8 &&
    password.length <= 256 &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /[0-9]/.test(password) &&
    /[^A-Za-z0-9]/.test(password);
  return ok ? null : PASSWORD_POLICY_MESSAGE;
}

/** The rewrite field's status line: shown only once something was typed in it. */
export function passwordMatchStatus(password: string, rewrite: string): 'match' | 'mismatch' | 'empty' {
  if (rewrite === '') return 'empty';
  return password === rewrite ? 'match' : 'mismatch';
}

/** First and last names: letters (any alphabet) and spaces only. Empty is allowed (the field is optional). */
export function nameError(name: string): string | null {
  if (name === '') return null;
  return /^[\p{L} ]+$/u.test(name) && name.length <= 100 ? null : INVALID_FORMAT_MESSAGE;
}

/** Phone: '(###) ###-####' or '###-###-####'. Empty is allowed. */
export function phoneError(phone: string): string | null {
  if (phone === '') return null;
  return /^(\(\d{3}\) \d{3}-\d{4}|\d{3}-\d{3}-\d{4})$/.test(phone) ? null : INVALID_FORMAT_MESSAGE;
}

export interface ProfileUpdateInput {
  email?: string;
  firstName?: string;
  lastName?: string;
  phoneNumber?: string;
  password?: string;
  rewritePassword?: string;
}

export type ProfileField = keyof ProfileUpdateInput;

/**
 * All field errors of the Profile dialog 'Update User'. The update may be sent only when this is empty.
 * An empty password means "keep the current one".
 */
export function profileUpdateErrors(input: ProfileUpdateInput): Partial<Record<ProfileField, string>> {
  const errors: Partial<Record<ProfileField, string>> = {};
  if (input.email && !isValidEmail(input.email)) errors.email = INVALID_EMAIL_MESSAGE;
  const first = nameError(input.firstName ?? '');
  if (first) errors.firstName = first;
  const last = nameError(input.lastName ?? '');
  if (last) errors.lastName = last;
  const phone = phoneError(input.phoneNumber ?? '');
  if (phone) errors.phoneNumber = phone;
  if (input.password) {
    const weak = passwordPolicyError(input.password);
    if (weak) errors.password = weak;
    if (input.rewritePassword !== undefined && input.rewritePassword !== input.password) {
      errors.rewritePassword = PASSWORD_MISMATCH_MESSAGE;
    }
  }
  return errors;
}

export interface RegisterInput {
  displayName: string;
  email: string;
  password: string;
  passwordConfirm?: string;
}

/** Register form rules (spec §5) plus the password policy, which the server enforces. */
export function registerErrors(input: RegisterInput): Partial<Record<keyof RegisterInput, string>> {
  const errors: Partial<Record<keyof RegisterInput, string>> = {};
  if (input.displayName.trim().length < 4) errors.displayName = MIN_LENGTH_4_MESSAGE;
  if (!isValidEmail(normaliseEmail(input.email))) errors.email = INVALID_EMAIL_MESSAGE;
  const weak = passwordPolicyError(input.password);
  if (weak) errors.password = weak;
  if (input.passwordConfirm !== undefined && input.passwordConfirm !== input.password) {
    errors.passwordConfirm = PASSWORDS_DO_NOT_MATCH_MESSAGE;
  }
  return errors;
}
