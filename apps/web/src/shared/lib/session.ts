import { isTokenExpired } from './jwt';

/**
 * What the browser keeps between page loads: the access token (localStorage, so every tab shares one
 * sign-in), the pending MFA step (localStorage, spec §4) and the tab's session number (sessionStorage,
 * sent with every request, spec §7). Storage can be unavailable (privacy modes): reads then find nothing
 * and writes are dropped, which simply means "signed out".
 */

export const TOKEN_KEY = 'jwt_access_token';
export const MFA_KEY = 'clearline.mfa';
export const SESSION_NUMBER_KEY = 'sessionNumber';

function local(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function read(store: Storage | null, key: string): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(store: Storage | null, key: string, value: string | null): void {
  try {
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // Quota or privacy mode: nothing is kept.
  }
}

// ---------------------------------------------------------------------------------------------------
// Access token

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
let watchingOtherTabs = false;

export function getToken(): string | null {
  const token = read(local(), TOKEN_KEY);
  return token && token !== 'null' && token !== 'undefined' ? token : null;
}

export function setToken(token: string): void {
  write(local(), TOKEN_KEY, token);
  notify();
}

export function removeToken(): void {
  if (read(local(), TOKEN_KEY) === null) return;
  write(local(), TOKEN_KEY, null);
  notify();
}

/** True when a token is stored and its expiry is still in the future (spec §9). */
export function hasLiveToken(): boolean {
  const token = getToken();
  return token !== null && !isTokenExpired(token);
}

/**
 * Calls `listener` whenever the stored token changes, in this tab or another one (signing out in one
 * tab signs out all of them). For React's useSyncExternalStore.
 */
export function subscribeToken(listener: () => void): () => void {
  listeners.add(listener);
  if (!watchingOtherTabs && typeof window !== 'undefined') {
    watchingOtherTabs = true;
    window.addEventListener('storage', (event) => {
      if (event.key === TOKEN_KEY || event.key === null) notify();
    });
  }
  return () => {
    listeners.delete(listener);
  };
}

/** Spec §7/§8: a failed current-user call clears everything the app keeps locally. */
export function clearLocalData(): void {
  try {
    local()?.clear();
  } catch {
    // nothing to clear
  }
  notify();
}

// ---------------------------------------------------------------------------------------------------
// The pending second sign-in step

export type MfaFactor = 'TOTP' | 'Email';

export interface PendingMfa {
  mfaToken: string;
  /** The e-mail typed on the login page (lower-cased), sent with a factor choice. */
  email: string;
  /** False when the user has no authenticator app yet and may set one up. */
  totpEnrolled: boolean;
  factors: MfaFactor[];
}

export function storePendingMfa(pending: PendingMfa): void {
  write(local(), MFA_KEY, JSON.stringify(pending));
}

export function getPendingMfa(): PendingMfa | null {
  const raw = read(local(), MFA_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingMfa>;
    if (typeof value.mfaToken !== 'string' || value.mfaToken === '') return null;
    return {
      mfaToken: value.mfaToken,
      email: typeof value.email === 'string' ? value.email : '',
      totpEnrolled: value.totpEnrolled !== false,
      factors: Array.isArray(value.factors)
        ? value.factors.filter((f): f is MfaFactor => f === 'TOTP' || f === 'Email')
        : ['TOTP', 'Email'],
    };
  } catch {
    return null;
  }
}

export function clearPendingMfa(): void {
  write(local(), MFA_KEY, null);
}

// ---------------------------------------------------------------------------------------------------
// The tab's session number (spec §7 custom header)

/** The session number of this tab, or the string 'null' when none was given (as the spec sends it). */
export function getSessionNumber(): string {
  return read(session(), SESSION_NUMBER_KEY) ?? 'null';
}

export function setSessionNumber(value: string | null): void {
  write(session(), SESSION_NUMBER_KEY, value);
}

// ---------------------------------------------------------------------------------------------------
// Per-tab page state (survives leaving and coming back to a page, not a new tab)

export function readTabState(key: string): string | null {
  return read(session(), key);
}

export function writeTabState(key: string, value: string | null): void {
  write(session(), key, value);
}
