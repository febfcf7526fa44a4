import type { MenuItem } from '@clearline/contracts';

// The entries both kinds of organisation have, written once.
const DASHBOARDS: MenuItem[] = [
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
const SERVICES: MenuItem[] = [
  { id: 'services-divider', type: 'divider' },
  { id: 'services', title: 'SERVICES', type: 'subheader', area: 'management' },
];
const ORGANIZATIONS: MenuItem = {
  id: 'organizations',
  title: 'Organizations',
  type: 'item',
  icon: 'corporate_fare',
  url: '/app/organization/manageOrganization',
  area: 'admin',
};
const USERS: MenuItem = {
  id: 'users',
  title: 'Users',
  type: 'item',
  icon: 'group',
  url: '/app/usersPanel/userUserPanelChild',
  area: 'admin',
};
// Issue 17: reports on people and data, in both menus' Administration group.
const ORG_REPORT: MenuItem = {
  id: 'org-report',
  title: 'Organization Report',
  type: 'item',
  icon: 'assessment',
  url: '/app/organization/orgReport',
  area: 'admin',
};
// Issue 19: OpenPGP keys for bank files, in both menus' Administration group.
const ENCRYPTION: MenuItem = {
  id: 'encryption',
  title: 'Encryption',
  type: 'item',
  icon: 'key',
  url: '/app/agentPanel/encryption',
  area: 'admin',
};
const ACCESS_ACROSS: MenuItem = {
  id: 'ro-users',
  title: 'Access Across Organizations',
  type: 'item',
  icon: 'account_tree',
  url: '/app/rPRec/ROUsers',
  area: 'admin',
};

// Issue 15: every member's start page (/apps/Home), first in both menus, and the client view (bank-rec's).
const HOME: MenuItem = {
  id: 'home',
  title: 'Home',
  type: 'item',
  icon: 'home',
  url: '/apps/Home',
  area: 'member',
};
const CLIENT_VIEW: MenuItem = {
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
const PRODUCT_LINES: MenuItem = {
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
const SYSTEM: MenuItem = {
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

/** Navigation of a payroll bureau's organisation: dashboards, bank reconciliation, administration. */
export const bureauMenu: MenuItem[] = [
  HOME,
  {
    id: 'dashboards',
    title: 'Dashboards',
    type: 'group',
    area: 'management',
    children: [
      ...DASHBOARDS,
      {
        id: 'rec-workflow',
        title: 'Workflow',
        type: 'item',
        icon: 'account_tree',
        url: '/app/rPRec/rPRecWf',
        area: 'management',
      },
      {
        id: 'rec-board',
        title: 'Kanban',
        type: 'item',
        icon: 'view_kanban',
        url: '/app/rPRec/rPRecKa/1',
        area: 'management',
      },
    ],
  },
  {
    id: 'bank-rec',
    title: 'Bank Reconciliation',
    type: 'group',
    area: 'bankRec',
    children: [
      {
        id: 'bank-dashboard',
        title: 'Dashboard',
        type: 'item',
        icon: 'space_dashboard',
        url: '/app/bankRec/dashboard',
        area: 'bankRec',
      },
      {
        id: 'bank-panel',
        title: 'Reconciliation Panel',
        type: 'item',
        icon: 'account_balance',
        url: '/app/bankRec/panel',
        area: 'bankRec',
      },
      {
        id: 'bank-records',
        title: 'Records',
        type: 'collapse',
        icon: 'folder',
        area: 'bankRec',
        children: [
          {
            id: 'client-list',
            title: 'Customer List',
            type: 'item',
            url: '/app/bankRec/clientList',
            area: 'bankRec',
          },
          {
            id: 'search-ledger',
            title: 'Search Ledger',
            type: 'item',
            url: '/app/bankRec/newLedger',
            area: 'bankRec',
          },
          {
            id: 'outstanding',
            title: 'Outstanding Liabilities',
            type: 'item',
            url: '/app/bankRec/outstandingLiabilities',
            area: 'bankRec',
          },
          CLIENT_VIEW,
        ],
      },
      {
        id: 'bank-matching',
        title: 'Matching',
        type: 'collapse',
        icon: 'compare_arrows',
        area: 'bankRec',
        children: [
          {
            id: 'rematch',
            title: 'Re-match',
            type: 'item',
            url: '/app/bankRec/RematchTrans',
            area: 'bankRec',
          },
          { id: 'workflow', title: 'Workflow', type: 'item', url: '/app/bankRec/workflow', area: 'bankRec' },
          { id: 'kanban', title: 'Kanban', type: 'item', url: '/app/bankRec/kanban', area: 'bankRec' },
        ],
      },
      {
        id: 'bank-imports',
        title: 'Imports',
        type: 'collapse',
        icon: 'upload_file',
        area: 'bankRec',
        children: [
          {
            id: 'activity',
            title: 'Activity Log',
            type: 'item',
            url: '/app/bankRec/FileImportActivity',
            area: 'bankRec',
          },
          {
            id: 'import-logs',
            title: 'Un-Import Files',
            type: 'item',
            url: '/app/bankRec/importLogs',
            area: 'bankRec',
            auth: [110, 126, 128, 129],
          },
          // Issue 19: balances per account and day.
          {
            id: 'import-balances',
            title: 'Import Balances',
            type: 'item',
            url: '/app/agentPanel/importBalances',
            area: 'bankRec',
          },
        ],
      },
      {
        id: 'bank-reports',
        title: 'Reports',
        type: 'item',
        icon: 'summarize',
        url: '/app/bankRec/Reports',
        area: 'bankRec',
      },
      {
        id: 'bank-exports',
        title: 'Exports',
        type: 'item',
        icon: 'folder',
        url: '/app/bankRec/ReportsComponent',
        area: 'bankRec',
      },
    ],
  },
  // Issue 19: onboarding new payroll customers.
  {
    id: 'payroll',
    title: 'Payroll Implementation',
    type: 'group',
    area: 'bankRec',
    children: [
      {
        id: 'payroll-projects',
        title: 'Implementation Projects',
        type: 'item',
        icon: 'rocket_launch',
        url: '/app/payroll/payrollimpl',
        area: 'bankRec',
      },
      {
        id: 'payroll-templates',
        title: 'Onboarding Templates',
        type: 'item',
        icon: 'description',
        url: '/app/payroll/impladmin',
        area: 'admin',
      },
    ],
  },
  // Issue 15.
  PRODUCT_LINES,
  SYSTEM,
  ...SERVICES,
  {
    id: 'administration',
    title: 'Administration',
    type: 'group',
    area: 'admin',
    children: [
      ORGANIZATIONS,
      ORG_REPORT,
      USERS,
      ACCESS_ACROSS,
      ENCRYPTION,
      {
        id: 'agents',
        title: 'Agents',
        type: 'item',
        icon: 'smart_toy',
        url: '/app/agentPanel/agentPanelActivateAgent',
        area: 'admin',
      },
      // Issue 19: the guided run of the agent path.
      {
        id: 'agent-demo',
        title: 'Agent demo',
        type: 'item',
        icon: 'rocket_launch',
        url: '/app/agentPanel/demo',
        area: 'admin',
      },
    ],
  },
];

/** Navigation of an employer-funds (earned wage access) organisation. */
export const wageAccessMenu: MenuItem[] = [
  HOME,
  {
    id: 'dashboards',
    title: 'Dashboards',
    type: 'group',
    area: 'management',
    children: [
      ...DASHBOARDS,
      // issue 16: the organisation's boards.
      {
        id: 'rec-board',
        title: 'Kanban',
        type: 'item',
        icon: 'view_kanban',
        url: '/app/rPRec/rPRecKa/1',
        area: 'management',
      },
    ],
  },
  {
    id: 'employer-funds',
    title: 'Employer Funds',
    type: 'group',
    area: 'ewa',
    children: [
      {
        id: 'ewa-dashboard',
        title: 'Dashboard',
        type: 'item',
        icon: 'space_dashboard',
        url: '/app/ewa/dashboard',
        area: 'ewa',
      },
      {
        id: 'ewa-panel',
        title: 'Reconciliation Panel',
        type: 'item',
        icon: 'account_balance',
        url: '/app/ewa/panel',
        area: 'ewa',
      },
      {
        id: 'ewa-records',
        title: 'Records',
        type: 'collapse',
        icon: 'folder',
        area: 'ewa',
        children: [
          { id: 'org-list', title: 'Organization List', type: 'item', url: '/app/ewa/orgList', area: 'ewa' },
          {
            id: 'ewa-search-ledger',
            title: 'Search Ledger',
            type: 'item',
            url: '/app/ewa/searchLedger',
            area: 'ewa',
          },
          {
            id: 'ledger-rec',
            title: 'Ledger Reconciliation',
            type: 'item',
            url: '/app/ewa/ledgerRec',
            area: 'ewa',
          },
          {
            id: 'subledger-rec',
            title: 'Sub-ledger Reconciliation',
            type: 'item',
            url: '/app/ewa/subledgerRec',
            area: 'ewa',
          },
        ],
      },
      {
        id: 'ewa-imports',
        title: 'Imports',
        type: 'collapse',
        icon: 'upload_file',
        area: 'ewa',
        children: [
          { id: 'ewa-rematch', title: 'Re-match', type: 'item', url: '/app/ewa/RematchTrans', area: 'ewa' },
          {
            id: 'ewa-activity',
            title: 'Activity Log',
            type: 'item',
            url: '/app/ewa/FileImportActivity',
            area: 'ewa',
          },
          {
            id: 'ewa-import-logs',
            title: 'Un-Import Files',
            type: 'item',
            url: '/app/ewa/importLogs',
            area: 'ewa',
          },
        ],
      },
      {
        id: 'ewa-reports',
        title: 'Reports',
        type: 'item',
        icon: 'summarize',
        url: '/app/ewa/Reports',
        area: 'ewa',
      },
      {
        id: 'ewa-exports',
        title: 'Exports',
        type: 'item',
        icon: 'folder',
        url: '/app/ewa/ReportsComponent',
        area: 'ewa',
      },
      // issue 16: the employer-funds reconciliation tasks on the organisation's board.
      {
        id: 'ewa-kanban',
        title: 'Kanban',
        type: 'item',
        icon: 'view_kanban',
        url: '/app/ewa/kanban',
        area: 'ewa',
      },
    ],
  },
  // Issue 15.
  SYSTEM,
  ...SERVICES,
  {
    id: 'administration',
    title: 'Administration',
    type: 'group',
    area: 'admin',
    children: [ORGANIZATIONS, ORG_REPORT, USERS, ACCESS_ACROSS, ENCRYPTION],
  },
];
