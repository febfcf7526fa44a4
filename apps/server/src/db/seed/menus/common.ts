import type { MenuItem } from '@clearline/contracts';

// The demo navigation's entries both kinds of organisation have, written once (bureau.ts and
// wage-access.ts compose them).
export const DASHBOARDS: MenuItem[] = [
  {
    id: 'rec-dashboard',
    title: 'Reconciliation',
    type: 'item',
    icon: 'dashboard',
    url: '/app/rPRec/rPRecD',
    area: 'member',
  },
  // issue 15 (dmgmt): the conversion funnel and each organisation side by side, for management.
  {
    id: 'rec-conversion',
    title: 'Conversion',
    type: 'item',
    icon: 'filter_alt',
    url: '/RPConversion',
    area: 'management',
  },
  {
    id: 'rec-organizations',
    title: 'By Organization',
    type: 'item',
    icon: 'compare_arrows',
    url: '/RPReconciliation',
    area: 'management',
  },
  {
    id: 'analytics',
    title: 'Analytics',
    type: 'item',
    icon: 'insights',
    url: '/apps/dashboards/analytics',
    area: 'management',
  },
  // Issue 17: the ad-hoc query page (ledger lines, bank lines and matches; saved queries, exports).
  {
    id: 'rec-query',
    title: 'Query',
    type: 'item',
    icon: 'manage_search',
    url: '/app/rPRec/rPRQuery',
    area: 'management',
  },
];
export const SERVICES: MenuItem[] = [
  { id: 'services-divider', type: 'divider' },
  { id: 'services', title: 'SERVICES', type: 'subheader', area: 'management' },
];
export const ORGANIZATIONS: MenuItem = {
  id: 'organizations',
  title: 'Organizations',
  type: 'item',
  icon: 'corporate_fare',
  url: '/app/organization/manageOrganization',
  area: 'admin',
};
export const USERS: MenuItem = {
  id: 'users',
  title: 'Users',
  type: 'item',
  icon: 'group',
  url: '/app/usersPanel/userUserPanelChild',
  area: 'admin',
};
// Issue 17: reports on people and data, in both menus' Administration group.
export const ORG_REPORT: MenuItem = {
  id: 'org-report',
  title: 'Organization Report',
  type: 'item',
  icon: 'assessment',
  url: '/app/organization/orgReport',
  area: 'admin',
};
// Issue 19: OpenPGP keys for bank files, in both menus' Administration group.
export const ENCRYPTION: MenuItem = {
  id: 'encryption',
  title: 'Encryption',
  type: 'item',
  icon: 'key',
  url: '/app/agentPanel/encryption',
  area: 'admin',
};
export const ACCESS_ACROSS: MenuItem = {
  id: 'ro-users',
  title: 'Access Across Organizations',
  type: 'item',
  icon: 'account_tree',
  url: '/app/rPRec/ROUsers',
  area: 'admin',
};

// Issue 15: every member's start page (/apps/Home), first in both menus, and the client view (bank-rec's).
export const HOME: MenuItem = {
  id: 'home',
  title: 'Home',
  type: 'item',
  icon: 'home',
  url: '/apps/Home',
  area: 'member',
};
export const CLIENT_VIEW: MenuItem = {
  id: 'client-view',
  title: 'Client View',
  type: 'item',
  url: '/app/clientViewPanel/clientViewDashboard',
  area: 'bankRec',
};
// Issue 15 (system health, product lines, implementation): management's "Product lines" and "System".
const productLine = (slug: string, title: string, pages: [string, string][]): MenuItem => ({
  id: `line-${slug}`,
  title,
  type: 'collapse',
  icon: 'dns',
  area: 'management',
  children: pages.map(([page, label]) => ({
    id: `line-${slug}-${page.toLowerCase()}`,
    title: label,
    type: 'item' as const,
    url: `/apps/${slug}/${page}`,
    area: 'management' as const,
  })),
});
export const PRODUCT_LINES: MenuItem = {
  id: 'product-lines',
  title: 'Product lines',
  type: 'group',
  area: 'management',
  children: [
    productLine('readypayonline', 'ReadyPay Online', [
      ['Healthstatus', 'Health status'],
      ['Infrastructure', 'Infrastructure'],
      ['Operations', 'Operations'],
    ]),
    productLine('readypayiaas', 'ReadyPay IaaS', [
      ['RpHealthstatus', 'Health status'],
      ['RpInfrastructure', 'Infrastructure'],
      ['RpOperations', 'Operations'],
    ]),
    productLine('millenniumiaas', 'Millennium IaaS', [
      ['M3Healthstatus', 'Health status'],
      ['M3Infrastructure', 'Infrastructure'],
      ['M3Operations', 'Operations'],
    ]),
    {
      id: 'rp-implementation',
      title: 'Implementation',
      type: 'item',
      icon: 'rocket_launch',
      url: '/apps/rpimplementation/Dashboard',
      area: 'management',
    },
  ],
};
export const SYSTEM: MenuItem = {
  id: 'system',
  title: 'System',
  type: 'group',
  area: 'management',
  children: [
    {
      id: 'system-health',
      title: 'System health',
      type: 'item',
      icon: 'monitor_heart',
      url: '/RPHealthStatus',
      area: 'management',
    },
  ],
};

/** The organisation's board (issue 16), in both kinds' dashboards. */
export const REC_BOARD: MenuItem = {
  id: 'rec-board',
  title: 'Kanban',
  type: 'item',
  icon: 'view_kanban',
  url: '/app/rPRec/rPRecKa/1',
  area: 'management',
};

/** The Dashboards group: the shared dashboards, then a kind's own entries. */
export const dashboardsGroup = (own: MenuItem[]): MenuItem => ({
  id: 'dashboards',
  title: 'Dashboards',
  type: 'group',
  area: 'management',
  children: [...DASHBOARDS, ...own],
});

/** The Administration group: the shared entries, then a kind's own. */
export const administrationGroup = (own: MenuItem[]): MenuItem => ({
  id: 'administration',
  title: 'Administration',
  type: 'group',
  area: 'admin',
  children: [ORGANIZATIONS, ORG_REPORT, USERS, ACCESS_ACROSS, ENCRYPTION, ...own],
});
