/**
 * Build-time configuration of the browser app. The API is on the page's own origin unless
 * VITE_API_BASE_URL names another one.
 */
export const config = {
  apiBaseUrl: (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, ''),
  isProduction: import.meta.env.PROD,
} as const;
