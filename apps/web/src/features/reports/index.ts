/**
 * Reports and exports (issue 14): the report catalogue with its parameters, preview and export
 * buttons, and the organisation's exports, in both ledger areas. app/ imports it only here.
 */
export const reportsPages = {
  reports: () => import('./routes/ReportsPage'),
  exports: () => import('./routes/ExportsPage'),
};
