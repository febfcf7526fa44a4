import { type LedgerArea, ledgerArea } from '@clearline/domain/areas';
import type { QueryReader } from '../queries/index';
import type { CoverageService, OutstandingService, ReconcileService } from '../reconcile/index';
import type { ReportSource } from './report-source';
import { fundsCoverageReport, partnerSettlementReport } from './sources/coverage.report';
import { auditTrailReport, importHistoryReport } from './sources/history.report';
import { matchedReport } from './sources/matched.report';
import { outstandingReport } from './sources/outstanding.report';
import { querySources } from './sources/query.report';
import { statementReport } from './sources/statement.report';
import { unmatchedReport } from './sources/unmatched.report';

export interface CatalogueDeps {
  reconcile: ReconcileService;
  outstanding: OutstandingService;
  coverage: CoverageService;
  /** Issue 17: the query page's queries, exported as reports of their own (not listed). */
  queries: QueryReader;
}

/**
 * Each area's reports, in the order the Reports page lists them. An area adds a report by adding an
 * entry here; every report is parameterised by the area (its accounts, lines and imports). Outstanding
 * liabilities are bank-rec's (customers, tax types and quarters); funds coverage by employer and the
 * partner settlement summary are employer funds' (reconcile's coverage service).
 */
export function catalogueOf(deps: CatalogueDeps): Record<LedgerArea, ReportSource[]> {
  const statement = statementReport(deps.reconcile);
  const unmatched = (area: LedgerArea) => unmatchedReport(ledgerArea(area).labels.party);
  return {
    bankRec: [
      statement,
      outstandingReport(deps.outstanding),
      matchedReport,
      unmatched('bankRec'),
      importHistoryReport,
      auditTrailReport,
      ...querySources(deps.queries, 'bankRec'),
    ],
    ewa: [
      fundsCoverageReport(deps.coverage),
      partnerSettlementReport(deps.coverage),
      statement,
      matchedReport,
      unmatched('ewa'),
      importHistoryReport,
      auditTrailReport,
      ...querySources(deps.queries, 'ewa'),
    ],
  };
}
