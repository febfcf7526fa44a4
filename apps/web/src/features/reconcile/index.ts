/**
 * Matching and reconciliation screens (issue 6): Re-match (manual matching, auto-match, suggestions,
 * matches), Outstanding Liabilities (aging by customer, tax type and quarter) and the Reconciliation
 * Panel (per bank account and month). app/ imports it only here.
 */
export const reconcilePages = {
  rematch: () => import('./routes/RematchPage'),
  outstanding: () => import('./routes/OutstandingPage'),
  panel: () => import('./routes/PanelPage'),
  // Employer funds (issue 13): funds coverage per employer, and the ledger against the bank.
  subledgerRec: () => import('./routes/SubledgerRecPage'),
  ledgerRec: () => import('./routes/LedgerRecPage'),
};
