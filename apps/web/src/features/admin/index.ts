/**
 * Administration (issue 17): the users panel, as a lazy loader (the invitation page is an entry page of the auth feature). app/ imports
 * features only through these index files.
 */
export const adminPages = {
  users: () => import('./routes/UsersPage'),
};
