import type { LedgerArea } from '@clearline/domain/areas';

/** Where a person acts on each dashboard figure, per ledger area. */
export function drillDowns(area: LedgerArea) {
  const base = `/app/${area}`;
  return {
    panel: (month: string) => `${base}/panel?month=${month}`,
    rematch: `${base}/RematchTrans`,
    suggestions: `${base}/RematchTrans?tab=suggestions`,
    matched: `${base}/RematchTrans?tab=matched`,
    activityLog: `${base}/FileImportActivity`,
    /** Open items by age: bank-rec's Outstanding Liabilities, employer funds' Ledger Rec. */
    aging: area === 'bankRec' ? `${base}/outstandingLiabilities` : `${base}/ledgerRec`,
    subledgerRec: `${base}/subledgerRec`,
  };
}

export const AREA_LABELS: Record<LedgerArea, string> = {
  bankRec: 'Bank reconciliation',
  ewa: 'Employer funds',
};

/** A page's area from its `?area=` parameter (bank reconciliation unless it says employer funds). */
export function areaParam(value: string | null): LedgerArea {
  return value === 'ewa' ? 'ewa' : 'bankRec';
}

/** A share as a percentage with one decimal ('87.5%'); '—' when there was nothing to share. */
export function percent(rate: number, of = 1): string {
  return of === 0 ? '—' : `${(Math.round(rate * 1000) / 10).toFixed(1)}%`;
}

/** 'Nov 26' for '2026-11' (chart axes: short, a year that tells a 12-month run apart). */
export function shortMonth(month: string): string {
  const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const [year, m] = month.split('-');
  return `${names[Number(m) - 1] ?? m} ${year?.slice(2) ?? ''}`;
}

/** The state of an account at a month's end, as words and a tone. */
export function stateOf(reconciled: boolean | null): {
  label: string;
  tone: 'success' | 'error' | 'neutral';
} {
  if (reconciled === null) return { label: 'No statement', tone: 'neutral' };
  return reconciled ? { label: 'Reconciled', tone: 'success' } : { label: 'Difference', tone: 'error' };
}
