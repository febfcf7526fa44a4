/** The health feature's public surface (see features/auth/index.ts). */
export const healthPages = {
  healthCheck: () => import('./routes/HealthCheckPage'),
};
