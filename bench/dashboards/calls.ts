/**
 * THE list of dashboard calls `npm run bench:dashboards` measures (issue 15): every dashboard's reads, at
 * 10 concurrent users, each p95 under 100 ms on the 1,000,000 + 1,000,000-line world. Each engineer of
 * issue 15 adds their dashboards' calls here (the clerk dashboards, Home, client view, health and product
 * lines joined at merge): a name, the path with its query, and whose session asks it.
 */
export interface DashboardCall {
  name: string;
  path: string;
  /** Whose session asks: ops@demo.test in the bureau, switched to Demo Wage Access, or a bank-rec clerk. */
  as: 'opsBureau' | 'opsWageAccess' | 'bankrec';
}

export interface CallContext {
  /** This month and last month ('YYYY-MM') in the organisation's zone. */
  month: string;
  lastMonth: string;
  /** The bureau's biggest customer (most ledger lines), for the client view. */
  coId: string;
}

export function dashboardCalls({ month, lastMonth, coId }: CallContext): DashboardCall[] {
  return [
    // issue 15 (dmgmt): the management dashboard, the conversion funnel, the organisations side by side.
    { name: 'management bankRec', path: '/api/dashboards/management?area=bankRec', as: 'opsBureau' },
    {
      name: 'management bankRec last month',
      path: `/api/dashboards/management?area=bankRec&month=${lastMonth}`,
      as: 'opsBureau',
    },
    { name: 'management ewa', path: '/api/dashboards/management?area=ewa', as: 'opsWageAccess' },
    {
      name: 'conversion bankRec',
      path: `/api/dashboards/conversion?area=bankRec&month=${month}`,
      as: 'opsBureau',
    },
    {
      name: 'conversion bankRec last month',
      path: `/api/dashboards/conversion?area=bankRec&month=${lastMonth}`,
      as: 'opsBureau',
    },
    { name: 'conversion ewa', path: '/api/dashboards/conversion?area=ewa', as: 'opsWageAccess' },
    { name: 'organizations', path: '/api/dashboards/organizations', as: 'opsBureau' },
    // issue 15 (dclient): the clerk dashboards of both areas and Home.
    { name: 'clerk dashboard bankRec', path: '/api/bankRec/dashboard', as: 'bankrec' },
    { name: 'clerk dashboard ewa', path: '/api/employeeFunds/dashboard', as: 'opsWageAccess' },
    { name: 'home (bank-rec clerk)', path: '/api/home', as: 'bankrec' },
    { name: 'home (management)', path: '/api/home', as: 'opsBureau' },
    { name: 'client view (biggest customer)', path: `/api/clientView/${coId}`, as: 'bankrec' },
    // issue 15 (dhealth): system health, the product lines' three pages, implementation progress.
    { name: 'system health 24h', path: '/api/system/health?range=24h', as: 'opsBureau' },
    { name: 'system health 30d', path: '/api/system/health?range=30d', as: 'opsBureau' },
    { name: 'product lines', path: '/api/productLines', as: 'opsBureau' },
    { name: 'line health 24h', path: '/api/productLines/readypayonline/health?range=24h', as: 'opsBureau' },
    { name: 'line health 30d', path: '/api/productLines/readypayiaas/health?range=30d', as: 'opsBureau' },
    { name: 'line infrastructure', path: '/api/productLines/millenniumiaas/infrastructure', as: 'opsBureau' },
    { name: 'line operations', path: '/api/productLines/readypayonline/operations', as: 'opsBureau' },
    { name: 'implementation', path: '/api/implementation/progress', as: 'opsBureau' },
  ];
}
