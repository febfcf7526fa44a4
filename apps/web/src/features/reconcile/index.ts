/**
 * Matching and reconciliation screens (issue 6): Re-match (manual matching, auto-match, suggestions,
 * matches), Outstanding Liabilities (aging by customer, tax type and quarter) and the Reconciliation
 * Panel (per bank account and month). app/ imports it only here.
 */
export const reconcilePages = {
  rematch: () => import('./routes/RematchPage'),
  outstanding: () => import('./routes/OutstandingPage'),
  panel: () => import('./routes/PanelPage'),
};
