import { type Area, DEFAULT_LANDING } from '@clearline/domain';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
// Issue 20: the template's demo apps on the in-browser mock backend (lazy chunks, management area).
import { demoRoutes } from '../demo/demo-routes';
// Issue 20: the template pages and documentation, and their navigation headings.
import { pagesRoutes, templateMenu } from '../demo/pages-routes';
import { adminPages } from '../features/admin';
// Issue 19: agents.
import { agentsPages } from '../features/agents';
import { authPages } from '../features/auth';
// Issue 19: account balances.
import { balancesPages } from '../features/balances';
import { bankRecPages, partyPickers } from '../features/bank-rec';
import { boardsPages } from '../features/boards';
// issue 15 (dmgmt): management dashboards
import { dashboardsPages } from '../features/dashboards';
// Issue 17: reports on people and data.
// Issue 19: OpenPGP keys for bank files
import { encryptionPages } from '../features/encryption';
import { errorPages } from '../features/errors';
import { healthPages, LINE_PAGES } from '../features/health';
import { homePages } from '../features/home';
import { importsPages } from '../features/imports';
import { orgReportsPages } from '../features/org-reports';
import { organizationPages } from '../features/organization';
// Issue 19: payroll implementation.
import { payrollPages } from '../features/payroll';
import { queriesPages } from '../features/queries';
import { reconcilePages } from '../features/reconcile';
import { reportsPages } from '../features/reports';
import { workDashboardPages } from '../features/work-dashboards';
import { workflowPages } from '../features/workflow';
import { setNavigator } from '../shared/lib/navigation';
import { PartyPickersContext } from '../shared/ui/party-pickers';
import { ShellLayout } from '../shell/layout/ShellLayout';
import { ExtraMenuContext } from '../shell/navigation/extra-menu';
import { QuickPanelDialogsContext } from '../shell/quick-panel/quick-panel-dialogs';
import { RouteAccessContext } from '../shell/routing/route-access';
import type { RouteHandle } from '../shell/routing/route-handle';
import { NO_CHROME } from '../shell/settings/settings-model';
import { RouteErrorPage } from './error-boundary';
import { GuestOnly, RequireAuth } from './guards';
// issue 15 (dmgmt): management's landing is its dashboard
import { ByArea } from './landing-by-role';
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

/** A product line's page (issue 15): /apps/<line>/<page>; the page reads the line from its path. */
function linePage(slug: string, page: string, title: string, chunk: ChunkLoader): RouteObject {
  const handle: RouteHandle = { area: 'management', title };
  return { path: `/apps/${slug}/${page}`, handle, element: lazyPage(chunk) };
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
          // Issue 17: the e-mailed invitation link.
          { path: '/invitation', handle: { title: 'Invitation' }, element: lazyPage(authPages.invitation) },
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
            // issue 15 (dmgmt): management roles land on their dashboard, every other member on Home.
            element: (
              <ByArea
                area="management"
                page={lazyPage(dashboardsPages.management)}
                otherwise={lazyPage(homePages.home)}
              />
            ),
          },
          // issue 15 (dmgmt): the conversion funnel and the organisations side by side.
          {
            path: '/RPConversion',
            handle: { area: 'management', title: 'Conversion' },
            element: lazyPage(dashboardsPages.conversion),
          },
          {
            path: '/RPReconciliation',
            handle: { area: 'management', title: 'Reconciliation by organisation' },
            element: lazyPage(dashboardsPages.organizations),
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
          // Issue 15 (clerk dashboards, Home, client view): each area's dashboard is one page, the area
          // from the route; the client view is bank-rec's (management opens that area too).
          areaPage('bankRec', 'dashboard', 'Dashboard', workDashboardPages.areaDashboard),
          areaPage('ewa', 'dashboard', 'Dashboard', workDashboardPages.areaDashboard),
          {
            path: '/apps/Home',
            handle: { area: 'member', title: 'Home' },
            element: lazyPage(homePages.home),
          },
          {
            path: '/app/clientViewPanel/clientViewDashboard',
            handle: { area: 'bankRec', title: 'Client View' },
            element: lazyPage(workDashboardPages.clientView),
          },
          // System health, product lines and implementation progress (issue 15), for management.
          {
            path: '/RPHealthStatus',
            handle: { area: 'management', title: 'System health' } satisfies RouteHandle,
            element: lazyPage(healthPages.systemHealth),
          },
          ...Object.entries(LINE_PAGES).flatMap(([slug, pages]) => [
            linePage(slug, pages.health, 'Health status', healthPages.lineHealth),
            linePage(slug, pages.infrastructure, 'Infrastructure', healthPages.lineInfrastructure),
            linePage(slug, pages.operations, 'Operations', healthPages.lineOperations),
          ]),
          {
            path: '/apps/rpimplementation/Dashboard',
            handle: { area: 'management', title: 'Implementation' } satisfies RouteHandle,
            element: lazyPage(healthPages.implementation),
          },
          // Month-end close (issue 16): the organisation's reconciliation tasks and my tasks.
          {
            path: '/app/rPRec/rPRecWf',
            handle: { area: 'management', title: 'Reconciliation Workflow' },
            element: lazyPage(workflowPages.management),
          },
          areaPage('bankRec', 'workflow', 'My Reconciliation Tasks', workflowPages.myTasks),
          // Boards (issue 16): the organisation's boards by number (the bare path is board 1), and each
          // area's kanban of its reconciliation tasks.
          { path: '/app/rPRec/rPRecKa', element: <Navigate to="/app/rPRec/rPRecKa/1" replace /> },
          {
            path: '/app/rPRec/rPRecKa/:boardId',
            handle: { area: 'management', title: 'Kanban' } satisfies RouteHandle,
            element: lazyPage(boardsPages.board),
          },
          areaPage('bankRec', 'kanban', 'Kanban', boardsPages.areaBoard),
          areaPage('ewa', 'kanban', 'Kanban', boardsPages.areaBoard),
          // Administration (issue 17): the users panel, for management roles (the admin area).
          {
            path: '/app/usersPanel/userUserPanelChild',
            handle: { area: 'admin', title: 'Users' } satisfies RouteHandle,
            element: lazyPage(adminPages.users),
          },
          // The ad-hoc query page (issue 17), for management (the API also answers each area's roles).
          {
            path: '/app/rPRec/rPRQuery',
            handle: { area: 'management', title: 'Query' } satisfies RouteHandle,
            element: lazyPage(queriesPages.query),
          },
          // The organisation's configuration (issue 17), for its administrators.
          {
            path: '/app/organization/manageOrganization',
            handle: { area: 'admin', title: 'Organization' } satisfies RouteHandle,
            element: lazyPage(organizationPages.manage),
          },
          // Reports on people and data (issue 17), for the organisation's administrators.
          {
            path: '/app/organization/orgReport',
            handle: { area: 'admin', title: 'Organization Report' } satisfies RouteHandle,
            element: lazyPage(orgReportsPages.orgReport),
          },
          // Issue 19: balances per account and day (bank-rec clerks and management), and payroll
          // implementation: projects (bank-rec step owners and management), templates (administrators).
          {
            path: '/app/agentPanel/importBalances',
            // Both areas' reconciliation panels flag a day whose balances disagree and link here.
            handle: { area: ['bankRec', 'ewa'], title: 'Import Balances' } satisfies RouteHandle,
            element: lazyPage(balancesPages.importBalances),
          },
          {
            path: '/app/payroll/payrollimpl',
            handle: { area: 'bankRec', title: 'Payroll Implementation' } satisfies RouteHandle,
            element: lazyPage(payrollPages.projects),
          },
          {
            path: '/app/payroll/impladmin',
            handle: { area: 'admin', title: 'Implementation Templates' } satisfies RouteHandle,
            element: lazyPage(payrollPages.templates),
          },
          {
            path: '/app/rPRec/ROUsers',
            handle: { area: 'admin', title: 'Access Across Organizations' } satisfies RouteHandle,
            element: lazyPage(orgReportsPages.accessMatrix),
          },
          // Issue 19: the organisation's agents and the guided agent demo, for its administrators.
          {
            path: '/app/agentPanel/agentPanelActivateAgent',
            handle: { area: 'admin', title: 'Agents' } satisfies RouteHandle,
            element: lazyPage(agentsPages.panel),
          },
          {
            path: '/app/agentPanel/demo',
            handle: { area: 'admin', title: 'Agent demo' } satisfies RouteHandle,
            element: lazyPage(agentsPages.demo),
          },
          // Issue 19: OpenPGP key pairs and bank keys, for the organisation's administrators.
          {
            path: '/app/agentPanel/encryption',
            handle: { area: 'admin', title: 'Encryption' } satisfies RouteHandle,
            element: lazyPage(encryptionPages.encryption),
          },
          ...demoRoutes,
          // Issue 20: template pages and documentation, for management (spec §2: forced to admin).
          ...pagesRoutes,
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
          <ExtraMenuContext value={templateMenu}>
            <ShellLayout />
          </ExtraMenuContext>
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
