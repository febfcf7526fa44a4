import { areaMatchingContracts, type contracts } from '@clearline/contracts';
import { type LedgerArea, ledgerArea } from '@clearline/domain/areas';
import { areaPath, useLedgerArea } from '../../../shared/lib/ledger-area';

/**
 * Re-match and the reconciliation panel serve both ledger areas (issue 13). Each area's calls are
 * declared here, once: the same keys and shapes at /api/bankRec/items/... and
 * /api/employeeFunds/items/.... Everything else (panes, selection, suggestions, the panel) is the
 * same code.
 */
export type MatchingCalls = Pick<typeof contracts.matching, 'match' | 'unmatch' | 'matches'>;
export type ReconcileCalls = Pick<
  typeof contracts.reconcile,
  | 'autoMatch'
  | 'autoMatchStatus'
  | 'suggestions'
  | 'acceptSuggestion'
  | 'rejectSuggestion'
  | 'openLines'
  | 'panel'
>;

export interface ReconcileArea {
  area: LedgerArea;
  matching: MatchingCalls;
  reconcile: ReconcileCalls;
  /** GET /api/rec/items/agent/tenantConfig?service=...: the area's reconciling types. */
  tenantService: string;
  /** The area's name over the page title. */
  label: string;
  paths: { rematch: string; panel: string };
}

const areaOf = (area: LedgerArea, label: string): ReconcileArea => ({
  area,
  ...areaMatchingContracts[area],
  tenantService: ledgerArea(area).tenantService,
  label,
  paths: { rematch: areaPath(area, 'RematchTrans'), panel: areaPath(area, 'panel') },
});

export const RECONCILE_AREAS: Readonly<Record<LedgerArea, ReconcileArea>> = {
  bankRec: areaOf('bankRec', 'Bank reconciliation'),
  ewa: areaOf('ewa', 'Employer funds'),
};

/** The reconcile area of the page being drawn (from its route). */
export const useReconcileArea = (): ReconcileArea => RECONCILE_AREAS[useLedgerArea()];
