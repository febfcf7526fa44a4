import { contracts, type LoginResponse } from '@clearline/contracts';
import { call } from '../../../shared/lib/api-client';
import { encryptCredentials } from '../model/login-crypto';

/** Spec §5/§7 login: fetch the public key, encrypt the lower-cased e-mail and the password, send them. */
export async function login(email: string, password: string): Promise<LoginResponse> {
  const key = await call(contracts.auth.publicKey);
  const body = await encryptCredentials(key, email, password);
  return call(contracts.auth.login, { body });
}

export const verifyMfaCode = (mfaToken: string, code: string) =>
  call(contracts.auth.loginMfa, { body: { mfa_token: mfaToken, code } });

export const emailMeACode = (mfaToken: string, email: string) =>
  call(contracts.auth.loginMfaFactor, {
    body: { mfa_token: mfaToken, mfa_option: 'Email', enroll_auth: false, email },
  });

export const startAuthenticatorSetup = (mfaToken: string, email: string) =>
  call(contracts.auth.loginMfaFactor, {
    body: { mfa_token: mfaToken, mfa_option: 'TOTP', enroll_auth: true, email },
  });

export const register = (displayName: string, email: string, password: string) =>
  call(contracts.auth.register, { body: { displayName: displayName.trim(), email: email.trim(), password } });

// Issue 17: the invitation page (public calls of the admin module) and external sign-in.
export const checkInvitation = (token: string) => call(contracts.admin.invitation, { body: { token } });
export const acceptInvitation = (token: string, password: string) =>
  call(contracts.admin.acceptInvitation, { body: { token, password } });
export const oidcProviders = () => call(contracts.auth.oidcProviders);
export const startOidc = (provider: 'auth0' | 'firebase') =>
  call(contracts.auth.oidcStart, { body: { provider } });
export const completeOidc = (code: string, state: string) =>
  call(contracts.auth.oidcCallback, { body: { code, state } });
