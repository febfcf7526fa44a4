import { lazy } from 'react';

/**
 * The bank reconciliation feature's public surface (issue 4): its pages as lazy loaders and the two
 * dialogs the quick panel lends (lazy components taking { open, onClose }). app/ imports it only here.
 */
export const bankRecPages = {
  clientList: () => import('./routes/ClientListPage'),
  searchLedger: () => import('./routes/SearchLedgerPage'),
  // Employer funds (issue 12): the same pages in the employer-funds area.
  ewaOrgList: () => import('./routes/EwaPages').then((m) => ({ default: m.EwaOrgListPage })),
  ewaSearchLedger: () => import('./routes/EwaPages').then((m) => ({ default: m.EwaSearchLedgerPage })),
};

export const ewaDialogs = {
  transferMoney: lazy(() =>
    import('./components/QuickPanelDialogs').then((m) => ({ default: m.QuickPanelEwaTransferMoney })),
  ),
  addTransaction: lazy(() =>
    import('./components/QuickPanelDialogs').then((m) => ({ default: m.QuickPanelEwaAddTransaction })),
  ),
};

export const bankRecDialogs = {
  transferMoney: lazy(() =>
    import('./components/QuickPanelDialogs').then((m) => ({ default: m.QuickPanelTransferMoney })),
  ),
  addTransaction: lazy(() =>
    import('./components/QuickPanelDialogs').then((m) => ({ default: m.QuickPanelAddTransaction })),
  ),
};

/** The customer, partner and employer type-aheads, lent to other features' pages through PartyPickersContext. */
export const partyPickers = {
  customer: lazy(() => import('./components/PartyPickers').then((m) => ({ default: m.CustomerPicker }))),
  partner: lazy(() => import('./components/PartyPickers').then((m) => ({ default: m.PartnerPicker }))),
  employer: lazy(() => import('./components/PartyPickers').then((m) => ({ default: m.EmployerPicker }))),
};
