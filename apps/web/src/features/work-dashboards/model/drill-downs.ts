import type { LedgerArea } from '@clearline/domain/areas';

const at = (area: LedgerArea, page: string, query: Record<string, string> = {}) => {
  const search = new URLSearchParams(Object.entries(query).filter(([, v]) => v !== '')).toString();
  return `/app/${area}/${page}${search ? `?${search}` : ''}`;
};

/**
 * Where each figure of a clerk dashboard leads: the page on which the clerk acts on it. Re-match takes
 * the account and tab from its address; employer funds' Ledger Rec its age bucket and side.
 */
export function drillDowns(area: LedgerArea) {
  return {
    openBankLines: (account = '') => at(area, 'RematchTrans', { account }),
    openLedgerItems: () =>
      area === 'ewa' ? at(area, 'ledgerRec', { side: 'ledger' }) : at(area, 'RematchTrans'),
    suggestions: (account = '') => at(area, 'RematchTrans', { tab: 'suggestions', account }),
    aged: (bucket = '') =>
      area === 'ewa' ? at(area, 'ledgerRec', { age: bucket }) : at(area, 'outstandingLiabilities'),
    panel: () => at(area, 'panel'),
    activityLog: () => at(area, 'FileImportActivity'),
    importIssues: (importId: string) => at(area, `ErrorMessage/${importId}`),
    matched: (account = '') => at(area, 'RematchTrans', { tab: 'matched', account }),
  };
}
