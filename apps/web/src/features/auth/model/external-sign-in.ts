import type { OidcProvider } from '@clearline/contracts';
import { enqueueSnackbar } from 'notistack';

export const PROVIDER_LABELS: Record<OidcProvider, string> = { auth0: 'Auth0', firebase: 'Firebase' };

/** Spec §8's auth progress messages: 'Logging in with JWT' … 'Logged in with Auth0'. */
export const loggingIn = (method: string) => `Logging in with ${method}`;
export const loggedIn = (method: string) => `Logged in with ${method}`;

/**
 * After an external sign-in, 'Logged in with …' outlives the move to the landing page as a short message
 * there (the password sign-in shows it in the login form's status line).
 */
export const announceLoggedIn = (method: string) => enqueueSnackbar(loggedIn(method), { variant: 'default' });

const KEY = 'clearline.oidc.provider';

/** Which tab started the sign-in, so /callback can name it before the server answers. */
export function rememberOidcProvider(provider: OidcProvider): void {
  sessionStorage.setItem(KEY, provider);
}

export function recalledOidcProvider(): OidcProvider | null {
  const value = sessionStorage.getItem(KEY);
  return value === 'auth0' || value === 'firebase' ? value : null;
}

export function forgetOidcProvider(): void {
  sessionStorage.removeItem(KEY);
}

/** The provider's answer at /callback: `?code=…&state=…` (authorization code flow), else null. */
export function authorizationResponseOf(search: string): { code: string; state: string } | null {
  const params = new URLSearchParams(search);
  const code = params.get('code');
  const state = params.get('state');
  return code && state ? { code, state } : null;
}
