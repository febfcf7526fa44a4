/** The error pages' public surface (see features/auth/index.ts). */
export const errorPages = {
  notFound: () => import('./routes/NotFoundPage'),
  serverError: () => import('./routes/ServerErrorPage'),
};
