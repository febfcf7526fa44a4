import type { MenuItem } from '@clearline/contracts';
import { administrationGroup, dashboardsGroup, HOME, REC_BOARD, SERVICES, SYSTEM } from './common';

/** Navigation of an employer-funds (earned wage access) organisation. */
export const wageAccessMenu: MenuItem[] = [
  HOME,
  // issue 16: the organisation's boards.
  dashboardsGroup([REC_BOARD]),
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
          // Issue 19: the employer-funds accounts' balances per day (the page lists the caller's areas).
          {
            id: 'ewa-import-balances',
            title: 'Import Balances',
            type: 'item',
            url: '/app/agentPanel/importBalances',
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
  administrationGroup([]),
];
