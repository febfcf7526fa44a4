/**
 * The ad-hoc query page (issue 17, /app/rPRec/rPRQuery), as a lazy loader. app/ imports features only
 * through these index files.
 */
export const queriesPages = {
  query: () => import('./routes/QueryPage'),
};
