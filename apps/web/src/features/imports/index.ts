/** The file-imports feature's public surface (see features/auth/index.ts): its pages, lazily. */
export const importsPages = {
  fileImportActivity: () => import('./routes/FileImportActivityPage'),
  importLogs: () => import('./routes/ImportLogsPage'),
  errorMessage: () => import('./routes/ErrorMessagePage'),
};
