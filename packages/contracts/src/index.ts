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
export * from './route';
export * from './shell.contract';
export * from './socket-events';
export * from './users.contract';

import { adminRoutes } from './admin.contract';
import { authRoutes } from './auth.contract';
import { bankRecRoutes } from './bank-rec.contract';
import { ewaRoutes } from './ewa.contract';
import { ewaCoverageRoutes } from './ewa-coverage.contract';
import { ewaSettlementRoutes } from './ewa-settlement.contract';
import { healthRoutes } from './health.contract';
import { ewaImportsRoutes, importsRoutes } from './imports.contract';
import { matchingRoutes } from './matching.contract';
import { outstandingRoutes } from './outstanding.contract';
import { reconcileRoutes } from './reconcile.contract';
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
};
