/**
 * The pages of the product a navigation menu may link to (spec §2), with ':name' for a path parameter.
 * Keep it in step with the browser's route table (apps/web/src/app/router.tsx): the server refuses a
 * menu entry whose url is none of these, and the navigation hides an entry whose page has no route.
 */
export const APP_PAGES: readonly string[] = [
  '/apps/Home',
  '/apps/dashboards/analytics',
  '/RPHealthStatus',
  '/RPReconciliation',
  '/RPConversion',
  '/app/rPRec/rPRecD',
  '/app/rPRec/rPRecWf',
  '/app/rPRec/rPRQuery',
  '/app/rPRec/ROUsers',
  '/app/rPRec/rPRecKa/:boardId',
  '/app/usersPanel/userUserPanelChild',
  '/app/organization/manageOrganization',
  '/app/organization/orgReport',
  '/app/agentPanel/agentPanelActivateAgent',
  '/app/agentPanel/demo',
  // Issue 19: OpenPGP keys for bank files.
  '/app/agentPanel/encryption',
  // Issue 19: balances and payroll implementation.
  '/app/agentPanel/importBalances',
  '/app/payroll/payrollimpl',
  '/app/payroll/impladmin',
  '/app/clientViewPanel/clientViewDashboard',
  '/app/bankRec/clientList',
  '/app/bankRec/workflow',
  '/app/bankRec/kanban',
  '/app/bankRec/dashboard',
  '/app/bankRec/panel',
  '/app/bankRec/newLedger',
  '/app/bankRec/outstandingLiabilities',
  '/app/bankRec/Reports',
  '/app/bankRec/importLogs',
  '/app/bankRec/RematchTrans',
  '/app/bankRec/FileImportActivity',
  '/app/bankRec/ReportsComponent',
  '/app/ewa/panel',
  '/app/ewa/ledgerRec',
  '/app/ewa/kanban',
  '/app/ewa/importLogs',
  '/app/ewa/dashboard',
  '/app/ewa/ReportsComponent',
  '/app/ewa/orgList',
  '/app/ewa/FileImportActivity',
  '/app/ewa/RematchTrans',
  '/app/ewa/searchLedger',
  '/app/ewa/Reports',
  '/app/ewa/subledgerRec',
  '/apps/readypayonline/Infrastructure',
  '/apps/readypayonline/Healthstatus',
  '/apps/readypayonline/Operations',
  '/apps/readypayiaas/RpHealthstatus',
  '/apps/readypayiaas/RpInfrastructure',
  '/apps/readypayiaas/RpOperations',
  '/apps/millenniumiaas/M3Healthstatus',
  '/apps/millenniumiaas/M3Operations',
  '/apps/millenniumiaas/M3Infrastructure',
  '/apps/rpimplementation/Dashboard',
];

const PARAMETER = /^[A-Za-z0-9_-]{1,64}$/;

function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return false;
  return want.every((segment, i) =>
    segment.startsWith(':') ? PARAMETER.test(got[i] ?? '') : segment === got[i],
  );
}

/** True when a menu url opens one of the product's pages (no query, no fragment, no other origin). */
export function isAppPage(url: string): boolean {
  return APP_PAGES.some((pattern) => matches(pattern, url));
}
