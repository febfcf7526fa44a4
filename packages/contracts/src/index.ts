export * from './admin.contract';
export * from './auth.contract';
export * from './bank-rec.contract';
export * from './errors';
export * from './ewa.contract';
export * from './ewa-coverage.contract';
export * from './ewa-settlement.contract';
export * from './fields';
export * from './health.contract';
export * from './imports.contract';
export * from './matching.contract';
export * from './outstanding.contract';
export * from './reconcile.contract';
export * from './reports.contract';
export * from './route';
export * from './shell.contract';
export * from './socket-events';
export * from './users.contract';

import type { LedgerArea } from '@clearline/domain/areas';
import { adminRoutes } from './admin.contract';
import { authRoutes } from './auth.contract';
import { bankRecRoutes } from './bank-rec.contract';
import { ewaRoutes } from './ewa.contract';
import { ewaCoverageRoutes } from './ewa-coverage.contract';
import { ewaSettlementRoutes } from './ewa-settlement.contract';
import { healthRoutes } from './health.contract';
import { ewaImportsRoutes, importsRoutes } from './imports.contract';
import { ewaMatchingRoutes, type MatchingRoutes, matchingRoutes } from './matching.contract';
import { outstandingRoutes } from './outstanding.contract';
import { type AreaReconcileRoutes, ewaReconcileRoutes, reconcileRoutes } from './reconcile.contract';
import { ewaReportsRoutes, reportsRoutes } from './reports.contract';
import { shellRoutes } from './shell.contract';
import { usersRoutes } from './users.contract';

/** Every route of the API, by module. The server registers exactly these. */
export const contracts = {
  auth: authRoutes,
  users: usersRoutes,
  admin: adminRoutes,
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
