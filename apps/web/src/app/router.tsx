import { type Area, DEFAULT_LANDING } from '@clearline/domain';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { authPages } from '../features/auth';
import { bankRecPages, partyPickers } from '../features/bank-rec';
import { errorPages } from '../features/errors';
import { healthPages } from '../features/health';
import { homePages } from '../features/home';
import { importsPages } from '../features/imports';
import { reconcilePages } from '../features/reconcile';
import { reportsPages } from '../features/reports';
import { setNavigator } from '../shared/lib/navigation';
import { PartyPickersContext } from '../shared/ui/party-pickers';
import { ShellLayout } from '../shell/layout/ShellLayout';
import { QuickPanelDialogsContext } from '../shell/quick-panel/quick-panel-dialogs';
import { RouteAccessContext } from '../shell/routing/route-access';
import type { RouteHandle } from '../shell/routing/route-handle';
import { NO_CHROME } from '../shell/settings/settings-model';
import { RouteErrorPage } from './error-boundary';
import { GuestOnly, RequireAuth } from './guards';
import { type ChunkLoader, lazyPage } from './lazy-page';
import { quickPanelDialogs } from './quick-panel-dialogs';
import { createRouteAccess } from './route-access';

export const NOT_FOUND_PATH = '/pages/errors/error-404';
export const SERVER_ERROR_PATH = '/pages/errors/error-500';

/** Entry pages and the 404 page show no chrome (spec §2); the override ends when the route is left. */
const NO_CHROME_HANDLE: RouteHandle = { layout: NO_CHROME };

/** A signed-in page of a product area, at /app/<area>/<page>, with its title in the browser tab. */
function areaPage(area: Area, page: string, title: string, chunk: ChunkLoader): RouteObject {
  const handle: RouteHandle = { area, title };
  return { path: `/app/${area}/${page}`, handle, element: lazyPage(chunk) };
}

/**
 * THE route table. Every page is a lazy chunk (lazyPage) that its feature exports from its index.ts;
 * features never import each other, they meet here. A page's `handle.area` is its product area: the
 * guard (RequireAuth), the navigation, the shortcuts and the quick panel all read it through one
 * permission check, and a menu entry appears only once its url has a route here. `handle.title` names
 * the page in the browser tab. Add a route only when its page does its job.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    element: <ShellRoot />,
    children: [
      { path: '/', element: <Navigate to="/login" replace /> },

      // Entry pages: no chrome, guest only.
      {
        element: <GuestOnly />,
        handle: NO_CHROME_HANDLE,
        children: [
          { path: '/login', handle: { title: 'Sign in' }, element: lazyPage(authPages.login) },
          { path: '/login/mfa', handle: { title: 'Second factor' }, element: lazyPage(authPages.mfa) },
          {
            path: '/auth/forgot-password',
            handle: { title: 'Forgot password' },
            element: lazyPage(authPages.forgotPassword),
          },
          { path: '/register', handle: { title: 'Register' }, element: lazyPage(authPages.register) },
          { path: '/callback', handle: { title: 'Signing in' }, element: lazyPage(authPages.callback) },
          {
            path: '/healthcheck',
            handle: { title: 'Health check' },
            element: lazyPage(healthPages.healthCheck),
          },
        ],
      },
      {
        path: '/logout',
        handle: { ...NO_CHROME_HANDLE, title: 'Signing out' },
        element: lazyPage(authPages.logout),
      },

      // Signed-in pages, each in its area (spec §6; the area decides who may open it).
      {
        element: <RequireAuth />,
        children: [
          {
            path: DEFAULT_LANDING,
            handle: { area: 'member', title: 'Home' },
            element: lazyPage(homePages.home),
          },
          // Bank reconciliation records (issue 4): customers and the search ledger.
          areaPage('bankRec', 'clientList', 'Customer List', bankRecPages.clientList),
          areaPage('bankRec', 'newLedger', 'Search Ledger', bankRecPages.searchLedger),
          // Employer funds records (issue 12): the employer list and the employer-funds search ledger.
          areaPage('ewa', 'orgList', 'Organization List', bankRecPages.ewaOrgList),
          areaPage('ewa', 'searchLedger', 'Search Ledger', bankRecPages.ewaSearchLedger),
          // File imports (issue 5): the activity log with the upload area, line issues, un-import.
          areaPage('bankRec', 'FileImportActivity', 'Activity Log', importsPages.fileImportActivity),
          areaPage('bankRec', 'ErrorMessage/:id', 'Import Errors', importsPages.errorMessage),
          areaPage('bankRec', 'importLogs', 'Un-Import Files', importsPages.importLogs),
          // Matching (issue 6): re-match, outstanding liabilities and the reconciliation panel.
          areaPage('bankRec', 'RematchTrans', 'Re-match', reconcilePages.rematch),
          areaPage(
            'bankRec',
            'outstandingLiabilities',
            'Outstanding Liabilities',
            reconcilePages.outstanding,
          ),
          areaPage('bankRec', 'panel', 'Reconciliation Panel', reconcilePages.panel),
          // Employer funds reconciliation (issue 13): the same imports and matching pages in the area,
          // and its ledger and sub-ledger reconciliation.
          areaPage('ewa', 'FileImportActivity', 'Activity Log', importsPages.fileImportActivity),
          areaPage('ewa', 'ErrorMessage/:id', 'Import Errors', importsPages.errorMessage),
          areaPage('ewa', 'importLogs', 'Un-Import Files', importsPages.importLogs),
          areaPage('ewa', 'RematchTrans', 'Re-match', reconcilePages.rematch),
          areaPage('ewa', 'panel', 'Reconciliation Panel', reconcilePages.panel),
          areaPage('ewa', 'subledgerRec', 'Sub-ledger Rec', reconcilePages.subledgerRec),
          areaPage('ewa', 'ledgerRec', 'Ledger Rec', reconcilePages.ledgerRec),
          // Reports and exports (issue 14), in both areas.
          areaPage('bankRec', 'Reports', 'Reports', reportsPages.reports),
          areaPage('bankRec', 'ReportsComponent', 'Exports', reportsPages.exports),
          areaPage('ewa', 'Reports', 'Reports', reportsPages.reports),
          areaPage('ewa', 'ReportsComponent', 'Exports', reportsPages.exports),
        ],
      },

      {
        path: NOT_FOUND_PATH,
        handle: { ...NO_CHROME_HANDLE, title: 'Page not found' },
        element: lazyPage(errorPages.notFound),
      },
      {
        path: SERVER_ERROR_PATH,
        handle: { guestChrome: true, title: 'Server error' },
        element: lazyPage(errorPages.serverError),
      },
      { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
    ],
  },
];

const routeAccess = createRouteAccess(() => routes);

/** The shell around every route, told what the route table holds and which quick-panel dialogs exist. */
function ShellRoot() {
  return (
    <RouteAccessContext value={routeAccess}>
      <QuickPanelDialogsContext value={quickPanelDialogs}>
        <PartyPickersContext value={partyPickers}>
          <ShellLayout />
        </PartyPickersContext>
      </QuickPanelDialogsContext>
    </RouteAccessContext>
  );
}

export const router = createBrowserRouter(routes);

// Code outside components (the API client's 401 handling, the auth provider) navigates through the router.
setNavigator((to) => {
  void router.navigate(to, { replace: true });
});
