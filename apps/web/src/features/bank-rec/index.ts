import { lazy } from 'react';

/**
 * The bank reconciliation feature's public surface (issue 4): its pages as lazy loaders and the two
 * dialogs the quick panel lends (lazy components taking { open, onClose }). app/ imports it only here.
 */
export const bankRecPages = {
  clientList: () => import('./routes/ClientListPage'),
  searchLedger: () => import('./routes/SearchLedgerPage'),
};

export const bankRecDialogs = {
  transferMoney: lazy(() =>
    import('./components/QuickPanelDialogs').then((m) => ({ default: m.QuickPanelTransferMoney })),
  ),
  addTransaction: lazy(() =>
    import('./components/QuickPanelDialogs').then((m) => ({ default: m.QuickPanelAddTransaction })),
  ),
};
