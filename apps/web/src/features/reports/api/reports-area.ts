import { contracts, type ReportRoutes } from '@clearline/contracts';
import type { LedgerArea } from '@clearline/domain/areas';
import { areaPath, useLedgerArea } from '../../../shared/lib/ledger-area';

/**
 * Reports and exports serve both ledger areas (issue 14): the same calls at /api/bankRec/report/... and
 * /api/employeeFunds/report/..., declared here once per area. Everything else (catalogue, parameter
 * form, preview, export buttons, the exports list) is the same code.
 */
export interface ReportsArea {
  area: LedgerArea;
  calls: ReportRoutes;
  /** The area's name over the page title. */
  label: string;
  paths: { reports: string; exports: string };
}

const areaOf = (area: LedgerArea, calls: ReportRoutes, label: string): ReportsArea => ({
  area,
  calls,
  label,
  paths: { reports: areaPath(area, 'Reports'), exports: areaPath(area, 'ReportsComponent') },
});

export const REPORTS_AREAS: Readonly<Record<LedgerArea, ReportsArea>> = {
  bankRec: areaOf('bankRec', contracts.reports, 'Bank reconciliation'),
  ewa: areaOf('ewa', contracts.ewaReports, 'Employer funds'),
};

/** The reports area of the page being drawn (from its route). */
export const useReportsArea = (): ReportsArea => REPORTS_AREAS[useLedgerArea()];
