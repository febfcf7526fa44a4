/**
 * Reports on people and data (issue 17 item 3): the organisation report and the access matrix across the
 * organisations a manager administers, as lazy loaders. app/ imports features only through these index files.
 */
export const orgReportsPages = {
  orgReport: () => import('./routes/OrgReportPage'),
  accessMatrix: () => import('./routes/AccessMatrixPage'),
};
