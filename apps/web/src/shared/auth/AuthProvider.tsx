import { contracts } from '@clearline/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { call } from '../lib/api-client';
import { isTokenExpired, readClaims, secondsLeft, sessionKeyOf } from '../lib/jwt';
import { goToLogin } from '../lib/navigation';
import {
  clearLocalData,
  clearPendingMfa,
  getToken,
  removeToken,
  setToken,
  subscribeToken,
} from '../lib/session';
import { AuthContext, type AuthValue, currentOrganizationOf } from './auth-context';

export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

/** Renew a token this long before it expires, if the user did something since it was issued. */
const RENEW_BEFORE_SECONDS = 60;

/** The reactive stored token (changes on sign-in, refresh, sign-out, and in other tabs). */
export function useStoredToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken, () => null);
}

async function loadSession() {
  const answer = await call(contracts.auth.accessToken);
  if ('error' in answer) throw new Error(answer.error);
  setToken(answer.access_token);
  const me = await call(contracts.users.me);
  return { user: answer.user, me };
}

/**
 * Holds who is signed in. While a live token is stored it loads the user (GET /api/auth/access-token,
 * which also hands out a fresh token) and the current-user record (GET /api/users/me). If that fails the
 * local data is cleared and the login page shown (spec §7). Active users get their token renewed shortly
 * before it expires; an idle tab lets it lapse and the route guard then asks for a new sign-in.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const token = useStoredToken();
  const live = token !== null && !isTokenExpired(token);
  const sessionKey = live && token ? sessionKeyOf(token) : null;

  const query = useQuery({
    queryKey: [...SESSION_QUERY_KEY, sessionKey],
    queryFn: loadSession,
    enabled: sessionKey !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

  useEffect(() => {
    if (!query.isError) return;
    console.error('Loading the signed-in user failed', query.error);
    clearLocalData();
    queryClient.removeQueries({ queryKey: SESSION_QUERY_KEY });
    goToLogin();
  }, [query.isError, query.error, queryClient]);

  // Renew the token before it lapses, but only for a user who is using the app.
  const lastActivity = useRef(Date.now());
  useEffect(() => {
    const mark = () => {
      lastActivity.current = Date.now();
    };
    window.addEventListener('pointerdown', mark, { passive: true });
    window.addEventListener('keydown', mark, { passive: true });
    return () => {
      window.removeEventListener('pointerdown', mark);
      window.removeEventListener('keydown', mark);
    };
  }, []);
  useEffect(() => {
    if (!live || !token) return;
    const left = secondsLeft(token);
    const issuedAt = (readClaims(token)?.iat ?? 0) * 1000;
    if (left === null) return;
    const timer = window.setTimeout(
      () => {
        if (lastActivity.current <= issuedAt) return;
        call(contracts.auth.accessToken)
          .then((answer) => {
            if ('access_token' in answer) setToken(answer.access_token);
          })
          .catch((error: unknown) => console.warn('Renewing the access token failed', error));
      },
      Math.max(0, (left - RENEW_BEFORE_SECONDS) * 1000),
    );
    return () => window.clearTimeout(timer);
  }, [live, token]);

  const signIn = useCallback((accessToken: string) => {
    clearPendingMfa();
    setToken(accessToken);
  }, []);

  const signOut = useCallback(async () => {
    if (getToken()) {
      try {
        await call(contracts.auth.logout);
      } catch (error) {
        console.warn('Signing out on the server failed; signing out here anyway', error);
      }
    }
    removeToken();
    clearPendingMfa();
    queryClient.clear();
  }, [queryClient]);

  const reload = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  }, [queryClient]);

  const value = useMemo<AuthValue>(() => {
    const data = sessionKey !== null ? query.data : undefined;
    const status = sessionKey === null || query.isError ? 'signedOut' : data ? 'signedIn' : 'loading';
    const user = status === 'signedIn' && data ? data.user : null;
    const me = status === 'signedIn' && data ? data.me : null;
    return { status, user, me, organization: currentOrganizationOf(user, me), signIn, signOut, reload };
  }, [sessionKey, query.data, query.isError, signIn, signOut, reload]);

  return <AuthContext value={value}>{children}</AuthContext>;
}
