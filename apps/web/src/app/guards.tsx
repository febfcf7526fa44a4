import { DEFAULT_LANDING, UNAUTHORIZED_MESSAGE } from '@clearline/domain';
import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useStoredToken } from '../shared/auth/AuthProvider';
import { useAuth } from '../shared/auth/auth-context';
import { isTokenExpired } from '../shared/lib/jwt';
import { LOGIN_PATH } from '../shared/lib/navigation';
import { removeToken } from '../shared/lib/session';
import { PageLoader } from '../shared/ui/PageLoader';
import { canOpenHandleArea, useRouteHandle } from '../shell/routing/route-handle';
import { ErrorPanel } from './error-boundary';

/** Forgets a stale token (spec §4: an expired session's stored values are removed) and shows the login. */
function ToLogin() {
  useEffect(() => {
    removeToken();
  }, []);
  return <Navigate to={LOGIN_PATH} replace />;
}

/**
 * Signed-in routes: no token or an expired one goes to /login; while the user loads, a placeholder; a
 * page of an area the user's roles do not open says so (the domain's canUseArea, as on the server).
 */
export function RequireAuth() {
  const token = useStoredToken();
  const { status, organization } = useAuth();
  const { area } = useRouteHandle();
  if (!token || isTokenExpired(token)) return <ToLogin />;
  if (status === 'signedOut') return <ToLogin />;
  if (status === 'loading') return <PageLoader label="Loading your workspace" />;
  if (!canOpenHandleArea(organization?.roles ?? [], area)) {
    return (
      <ErrorPanel
        title={UNAUTHORIZED_MESSAGE}
        detail="Your roles in this organisation do not open this page."
        actionLabel="Go to the start page"
        onAction={() => window.location.assign(DEFAULT_LANDING)}
      />
    );
  }
  return <Outlet />;
}

/** Entry pages (spec §2, guest only): a signed-in user is sent to the landing page. */
export function GuestOnly() {
  const token = useStoredToken();
  if (token && !isTokenExpired(token)) return <Navigate to={DEFAULT_LANDING} replace />;
  return <Outlet />;
}
