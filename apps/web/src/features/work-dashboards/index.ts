/** Issue 15's clerk pages: each ledger area's dashboard (one page, the area from the route) and the client view. */
export const workDashboardPages = {
  areaDashboard: () => import('./routes/AreaDashboardPage'),
  clientView: () => import('./routes/ClientViewPage'),
};
