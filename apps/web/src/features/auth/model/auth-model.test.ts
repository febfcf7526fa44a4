import { MIN_LENGTH_4_MESSAGE, PASSWORD_POLICY_MESSAGE } from '@clearline/domain';
import { describe, expect, it } from 'vitest';
import { errorFromCallbackUrl, tokenFromCallbackUrl } from './callback';
import { ForgotPasswordForm, MfaCodeForm } from './forms';
import { type RegisterForm, registerResolver, serverFieldErrors } from './register-form';

describe('callback URL', () => {
  it('takes the token from the hash first, then the query', () => {
    expect(tokenFromCallbackUrl({ hash: '#access_token=a.b.c&state=x', search: '' })).toBe('a.b.c');
    expect(tokenFromCallbackUrl({ hash: '', search: '?access_token=q.r.s' })).toBe('q.r.s');
    expect(tokenFromCallbackUrl({ hash: '#access_token=h.h.h', search: '?access_token=q.q.q' })).toBe(
      'h.h.h',
    );
    expect(tokenFromCallbackUrl({ hash: '', search: '' })).toBeNull();
    expect(tokenFromCallbackUrl({ hash: '#access_token=', search: '' })).toBeNull();
  });

  it('reports a provider error', () => {
    expect(errorFromCallbackUrl({ hash: '', search: '?error=access_denied' })).toBe('access_denied');
    expect(errorFromCallbackUrl({ hash: '#error_description=User+cancelled', search: '' })).toBe(
      'User cancelled',
    );
    expect(errorFromCallbackUrl({ hash: '', search: '' })).toBeNull();
  });
});

describe('forms', () => {
  it('forgot password: required, at least 4 characters', () => {
    expect(ForgotPasswordForm.safeParse({ email: 'abc' }).error?.issues[0]?.message).toBe(
      MIN_LENGTH_4_MESSAGE,
    );
    expect(ForgotPasswordForm.safeParse({ email: '' }).success).toBe(false);
    expect(ForgotPasswordForm.safeParse({ email: 'a@b.c' }).success).toBe(true);
  });

  it('MFA code: 6 digits, spaces ignored', () => {
    expect(MfaCodeForm.parse({ code: '123 456' })).toEqual({ code: '123456' });
    expect(MfaCodeForm.safeParse({ code: '12345' }).success).toBe(false);
    expect(MfaCodeForm.safeParse({ code: '12345a' }).success).toBe(false);
  });

  const run = (values: RegisterForm) =>
    registerResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

  it('register: uses the domain rules and messages', async () => {
    const bad = await run({ displayName: 'abc', email: 'nope', password: 'short', passwordConfirm: 'other' });
    expect(bad.errors.displayName?.message).toBe(MIN_LENGTH_4_MESSAGE);
    expect(bad.errors.email?.message).toBe('Please enter a valid email');
    expect(bad.errors.password?.message).toBe(PASSWORD_POLICY_MESSAGE);
    expect(bad.errors.passwordConfirm?.message).toBe('Passwords do not match');

    const good = await run({
      displayName: 'Riley',
      email: 'riley@example.com',
      password: 'Str0ng!pass',
      passwordConfirm: 'Str0ng!pass',
    });
    expect(good.errors).toEqual({});
  });

  it('register: orders server field errors as the form does', () => {
    expect(serverFieldErrors({ password: 'weak', email: 'The email is already in use' })).toEqual([
      ['email', 'The email is already in use'],
      ['password', 'weak'],
    ]);
    expect(serverFieldErrors({})).toEqual([]);
  });
});
