/** The landing page feature's public surface (see features/auth/index.ts). */
export const homePages = {
  home: () => import('./routes/HomePage'),
};
