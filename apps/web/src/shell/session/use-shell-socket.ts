import { DEFAULT_LANDING, landingFor } from '@clearline/domain';
import { useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SESSION_QUERY_KEY } from '../../shared/auth/AuthProvider';
import { useAuth } from '../../shared/auth/auth-context';
import { autoMatchEvents } from '../../shared/lib/auto-match-events';
import { importActivity } from '../../shared/lib/import-activity';
import { sessionKeyOf } from '../../shared/lib/jwt';
import { reportExportEvents } from '../../shared/lib/report-export-events';
import { getToken } from '../../shared/lib/session';
import { connectSocket, type RedirectPayload } from '../../shared/lib/socket';
import { useShellPanels } from '../layout/shell-panels';
import { addAgentUpdate, raiseUnread } from '../notifications/agent-notifications';
import { refreshExportNotifications } from '../notifications/export-notifications';
import { exportEndedToast } from '../notifications/export-toast';
import { getQuickSettings } from '../quick-panel/quick-settings';
import { canOpenUrl, useRouteAccess } from '../routing/route-access';
import { landingAction } from './landing';

/** Spec §9: agent update toasts close after 10 s. */
export const TOAST_MS = 10_000;
/** The session (token `sub:sid`) whose role-based landing has been done, so it happens once per sign-in. */
const LANDED_KEY = 'clearline.landedSession';
/** Spec §4: role 126 lands with its organisation and role stored. */
const LANDING_ORG_KEY = 'clearline.landingOrganization';
const LANDING_ROLE_KEY = 'clearline.landingRole';

const storage = {
  get: (key: string) => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set: (key: string, value: string) => {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // no storage: landing may happen again on the next load
    }
  },
};

/**
 * The signed-in tab's socket (one per user and organisation): role-based landing on 'redirectCFM' right
 * after sign-in, agent updates (count + error toast top-right, once per repeated text), and file import
 * progress into the import-activity store (a completed import raises the count), auto-match job
 * progress to whoever listens (the Re-match screen), and report exports: their progress to the Exports
 * page, their end as a toast ('Your report {name} is ready'), a drawer entry and a raised count; and
 * (issue 17) a change to the organisation's settings or menu, read again at once.
 */
export function useShellSocket(): void {
  const { user, me, organization } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const panels = useShellPanels();
  const access = useRouteAccess();
  const live = useRef({ navigate, pathname, panels, access });
  live.current = { navigate, pathname, panels, access };

  const userId = me?.userDetails.id ?? null;
  const organizationId = organization?.id ?? null;
  const signedIn = Boolean(user);

  useEffect(() => {
    if (!signedIn || !userId) return;
    const session = sessionKeyOf(getToken() ?? '');
    const landed = session !== null && storage.get(LANDED_KEY) === session;

    const land = (payload: RedirectPayload) => {
      if (!session || storage.get(LANDED_KEY) === session) return;
      // Marked even without an organisation (nothing to do then): the session's landing is settled.
      storage.set(LANDED_KEY, session);
      if (!payload.orgId) return;
      const landing = landingFor(payload.roles);
      if (landing.kind === 'route' && landing.storeOrgAndRole) {
        storage.set(LANDING_ORG_KEY, payload.orgId);
        storage.set(LANDING_ROLE_KEY, payload.roles.join(','));
      }
      const { navigate: go, pathname: here, panels: shellPanels, access: routes } = live.current;
      const action = landingAction(landing, (url) => canOpenUrl(url, payload.roles, routes));
      // Only a user still on the landing page is moved; one who already went elsewhere stays there.
      if (action.kind === 'navigate' && here === DEFAULT_LANDING && action.to !== here)
        go(action.to, { replace: true });
      if (action.kind === 'help') shellPanels.open('help');
    };

    const connection = connectSocket({
      userId,
      organizationId,
      getToken,
      handlers: {
        onRedirect: land,
        onAgentUpdate: (update) => {
          addAgentUpdate(queryClient, organizationId, update);
          if (!getQuickSettings().notifications) return;
          enqueueSnackbar(update.details, {
            variant: 'error',
            anchorOrigin: { vertical: 'top', horizontal: 'right' },
            autoHideDuration: TOAST_MS,
            preventDuplicate: true,
          });
        },
        onImportStatus: (source, event) => {
          importActivity.report(source, event);
          if (event.status === 'Completed') raiseUnread(queryClient, organizationId);
        },
        onAutoMatchStatus: (status) => autoMatchEvents.report(status),
        // Issue 17: an administrator saved the organisation's settings or menu: the name, menu and
        // allow-delete (the current-user record), idle sign-out and quick panel flags are read again.
        onOrganizationChanged: () => {
          void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
          void queryClient.invalidateQueries({ queryKey: ['shell'] });
          void queryClient.invalidateQueries({ queryKey: ['organization'] });
        },
        onExportStatus: (event) => reportExportEvents.report({ kind: 'progress', event }),
        // An export ended: the drawer lists it, the count rises, and a toast says so (top-right, 10 s).
        onExportEnded: (event) => {
          reportExportEvents.report({ kind: 'ended', event });
          refreshExportNotifications(queryClient, organizationId);
          if (event.status === 'succeeded') raiseUnread(queryClient, organizationId);
          const toast = exportEndedToast(event);
          enqueueSnackbar(toast.message, {
            variant: toast.variant,
            anchorOrigin: { vertical: 'top', horizontal: 'right' },
            autoHideDuration: TOAST_MS,
          });
        },
      },
    });
    if (!landed) connection.hello();
    return () => connection.close();
  }, [signedIn, userId, organizationId, queryClient]);
}
