import {
  INVALID_EMAIL_MESSAGE,
  isValidEmail,
  MIN_LENGTH_4_MESSAGE,
  normaliseEmail,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
} from '@clearline/domain';
import { demoApi, demoSession, MockApiError } from '../../mock';

/** What the demo sign-in forms show after an answer: the signed-in demo user, or the mock's field errors. */
export type FieldErrors = Partial<Record<'email' | 'password' | 'displayName' | 'passwordConfirm', string>>;

export type DemoAuthResult =
  | { ok: true; displayName: string; role: string }
  | { ok: false; errors: FieldErrors };

/** The mock's field errors ({ email: 'Check your username/email', password: null }) as messages per field. */
function fieldErrors(error: unknown): FieldErrors {
  if (error instanceof MockApiError && error.error && typeof error.error === 'object') {
    const out: FieldErrors = {};
    for (const [field, message] of Object.entries(error.error)) {
      if (typeof message === 'string' && message) out[field as keyof FieldErrors] = message;
    }
    return out;
  }
  return { email: error instanceof Error ? error.message : 'The demo could not answer.' };
}

/**
 * Signs in to the demo (spec §7 mock GET /api/auth). The token goes to the demo's own key, so the
 * product's session, and the user's real sign-in, are untouched.
 */
export async function demoSignIn(email: string, password: string): Promise<DemoAuthResult> {
  try {
    const { user, access_token } = await demoApi.get('/api/auth', { email: normaliseEmail(email), password });
    demoSession.set(access_token);
    return { ok: true, displayName: user.data.displayName, role: user.role };
  } catch (error) {
    return { ok: false, errors: fieldErrors(error) };
  }
}

/** Registers a demo account (mock POST /api/auth/register); the mock's field errors come back per field. */
export async function demoRegister(
  displayName: string,
  email: string,
  password: string,
): Promise<DemoAuthResult> {
  try {
    const { user, access_token } = await demoApi.post('/api/auth/register', {
      displayName,
      email: normaliseEmail(email),
      password,
    });
    demoSession.set(access_token);
    return { ok: true, displayName: user.data.displayName, role: user.role };
  } catch (error) {
    return { ok: false, errors: fieldErrors(error) };
  }
}

export interface RegisterFields {
  displayName: string;
  email: string;
  password: string;
  passwordConfirm: string;
}

/**
 * Spec §5 register form: every field required, display name at least 4 characters, a valid e-mail,
 * the two passwords equal. The password's strength is not a rule of the demo (the mock does not check it).
 */
export function registerFormErrors(fields: RegisterFields): FieldErrors {
  const errors: FieldErrors = {};
  if (!fields.displayName.trim()) errors.displayName = 'Display name is required';
  else if (fields.displayName.trim().length < 4) errors.displayName = MIN_LENGTH_4_MESSAGE;
  if (!fields.email.trim()) errors.email = 'Email is required';
  else if (!isValidEmail(normaliseEmail(fields.email))) errors.email = INVALID_EMAIL_MESSAGE;
  if (!fields.password) errors.password = 'Password is required';
  if (!fields.passwordConfirm) errors.passwordConfirm = 'Password (Confirm) is required';
  else if (fields.passwordConfirm !== fields.password)
    errors.passwordConfirm = PASSWORDS_DO_NOT_MATCH_MESSAGE;
  return errors;
}

/** Spec §5 forgot-password: the e-mail is required and at least 4 characters. */
export function resetEmailError(email: string): string | null {
  if (!email.trim()) return 'Email is required';
  return email.trim().length < 4 ? MIN_LENGTH_4_MESSAGE : null;
}
