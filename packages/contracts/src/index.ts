export * from './admin.contract';
// Issue 19: agents.
export * from './agents.contract';
export * from './auth.contract';
// Issue 19: account balances.
export * from './balances.contract';
export * from './bank-rec.contract';
// issue 16: boards
export * from './boards.contract';
// issue 15 (dmgmt): management dashboards
export * from './dashboards.contract';
// Issue 19: PGP for bank files
export * from './encryption.contract';
export * from './errors';
export * from './ewa.contract';
export * from './ewa-coverage.contract';
export * from './ewa-settlement.contract';
export * from './fields';
export * from './health.contract';
export * from './imports.contract';
// issue 17: the ledger configuration editor
export * from './ledger-config-admin.contract';
// issue 17: matching rules editor
export * from './match-rules.contract';
export * from './matching.contract';
// Issue 15, system health and product lines.
export * from './monitoring.contract';
// Issue 17: reports on people and data.
export * from './org-reports.contract';
// Issue 17: organisation settings, menus, new organisation.
export * from './organization.contract';
export * from './outstanding.contract';
// Issue 19: payroll implementation.
export * from './payroll.contract';
// Issue 17: the ad-hoc query page (rPRQuery)
export * from './queries.contract';
export * from './reconcile.contract';
export * from './reports.contract';
export * from './route';
export * from './shell.contract';
export * from './socket-events';
export * from './users.contract';
// Issue 15 (clerk dashboards, Home, client view)
export * from './work-dashboards.contract';
// issue 16: reconciliation tasks
export * from './workflow.contract';

import type { LedgerArea } from '@clearline/domain/areas';
import { adminRoutes } from './admin.contract';
// Issue 19: agents.
import { agentsRoutes } from './agents.contract';
import { authRoutes } from './auth.contract';
// Issue 19: account balances.
import { balancesRoutes } from './balances.contract';
import { bankRecRoutes } from './bank-rec.contract';
// issue 16: boards
import { boardsRoutes } from './boards.contract';
// issue 15 (dmgmt): management dashboards
import { dashboardsRoutes } from './dashboards.contract';
// Issue 19: PGP for bank files
import { encryptionRoutes } from './encryption.contract';
import { ewaRoutes } from './ewa.contract';
import { ewaCoverageRoutes } from './ewa-coverage.contract';
import { ewaSettlementRoutes } from './ewa-settlement.contract';
import { healthRoutes } from './health.contract';
import { ewaImportsRoutes, importsRoutes } from './imports.contract';
// issue 17: the ledger configuration editor
import { ledgerConfigAdminRoutes } from './ledger-config-admin.contract';
// issue 17: matching rules editor
import { matchRulesRoutes } from './match-rules.contract';
import { ewaMatchingRoutes, type MatchingRoutes, matchingRoutes } from './matching.contract';
import { monitoringRoutes } from './monitoring.contract';
// Issue 17: reports on people and data.
import { orgReportsRoutes } from './org-reports.contract';
// Issue 17: organisation settings, menus, new organisation.
import { organizationRoutes } from './organization.contract';
import { outstandingRoutes } from './outstanding.contract';
// Issue 19: payroll implementation.
import { payrollRoutes } from './payroll.contract';
// Issue 17: the ad-hoc query page (rPRQuery)
import { queriesRoutes } from './queries.contract';
import { type AreaReconcileRoutes, ewaReconcileRoutes, reconcileRoutes } from './reconcile.contract';
import { ewaReportsRoutes, reportsRoutes } from './reports.contract';
import { shellRoutes } from './shell.contract';
import { usersRoutes } from './users.contract';
import { ewaWorkDashboardRoutes, workDashboardRoutes } from './work-dashboards.contract';
// issue 16: reconciliation tasks
import { workflowRoutes } from './workflow.contract';

/** Every route of the API, by module. The server registers exactly these. */
export const contracts = {
  auth: authRoutes,
  users: usersRoutes,
  admin: adminRoutes,
  // issue 17: the ledger configuration editor
  ledgerConfigAdmin: ledgerConfigAdminRoutes,
  // Issue 17: reports on people and data.
  orgReports: orgReportsRoutes,
  health: healthRoutes,
  shell: shellRoutes,
  bankRec: bankRecRoutes,
  ewa: ewaRoutes,
  ewaCoverage: ewaCoverageRoutes,
  ewaSettlement: ewaSettlementRoutes,
  imports: importsRoutes,
  ewaImports: ewaImportsRoutes,
  matching: matchingRoutes,
  outstanding: outstandingRoutes,
  reconcile: reconcileRoutes,
  ewaMatching: ewaMatchingRoutes,
  ewaReconcile: ewaReconcileRoutes,
  reports: reportsRoutes,
  ewaReports: ewaReportsRoutes,
  // Issue 15: the clerk dashboards of both areas, Home and the client view.
  workDashboards: workDashboardRoutes,
  ewaWorkDashboards: ewaWorkDashboardRoutes,
  // issue 15 (dmgmt): management dashboards
  dashboards: dashboardsRoutes,
  // Issue 15, system health and product lines.
  monitoring: monitoringRoutes,
  // issue 16: boards
  boards: boardsRoutes,
  // issue 16: reconciliation tasks
  workflow: workflowRoutes,
  // Issue 17: organisation settings, menus, new organisation.
  organization: organizationRoutes,
  // issue 17: matching rules editor
  matchRules: matchRulesRoutes,
  // Issue 17: the ad-hoc query page (rPRQuery)
  queries: queriesRoutes,
  // Issue 19: agents.
  agents: agentsRoutes,
  // Issue 19: PGP for bank files
  encryption: encryptionRoutes,
  // Issue 19: account balances and payroll implementation.
  balances: balancesRoutes,
  payroll: payrollRoutes,
};

/**
 * The matching and reconcile calls of each ledger area (the same keys at the area's prefix): the server
 * registers each module's routes once per area from here.
 */
export const areaMatchingContracts: Readonly<
  Record<LedgerArea, { matching: MatchingRoutes; reconcile: AreaReconcileRoutes }>
> = {
  bankRec: { matching: matchingRoutes, reconcile: reconcileRoutes },
  ewa: { matching: ewaMatchingRoutes, reconcile: ewaReconcileRoutes },
};
