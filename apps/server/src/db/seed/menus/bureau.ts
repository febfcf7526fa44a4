import type { MenuItem } from '@clearline/contracts';
import {
  administrationGroup,
  CLIENT_VIEW,
  dashboardsGroup,
  HOME,
  PRODUCT_LINES,
  REC_BOARD,
  SERVICES,
  SYSTEM,
} from './common';

/** Navigation of a payroll bureau's organisation: dashboards, bank reconciliation, administration. */
export const bureauMenu: MenuItem[] = [
  HOME,
  dashboardsGroup([
    {
      id: 'rec-workflow',
      title: 'Workflow',
      type: 'item',
      icon: 'account_tree',
      url: '/app/rPRec/rPRecWf',
      area: 'management',
    },
    REC_BOARD,
  ]),
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
  administrationGroup([
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
  ]),
];
