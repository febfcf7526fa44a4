/**
 * The organisation's administration (issue 17): its configuration page, as lazy loaders. app/ imports
 * features only through these index files.
 */
export const organizationPages = {
  manage: () => import('./routes/ManageOrganizationPage'),
};
