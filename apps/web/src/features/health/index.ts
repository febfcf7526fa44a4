/** The health feature's public surface (see features/auth/index.ts). */
export const healthPages = {
  healthCheck: () => import('./routes/HealthCheckPage'),
  // Issue 15: system health, the product lines' three pages (one component each, the line from the
  // path) and implementation progress.
  systemHealth: () => import('./routes/SystemHealthPage'),
  lineHealth: () => import('./routes/LineHealthPage'),
  lineInfrastructure: () => import('./routes/LineInfrastructurePage'),
  lineOperations: () => import('./routes/LineOperationsPage'),
  implementation: () => import('./routes/ImplementationPage'),
};

export { LINE_PAGES } from './model/monitoring';
