/** The management dashboards feature's public surface (issue 15; see features/auth/index.ts). */
export const dashboardsPages = {
  management: () => import('./routes/ManagementDashboardPage'),
  conversion: () => import('./routes/ConversionPage'),
  organizations: () => import('./routes/OrganizationsPage'),
};
