import type { MenuItem } from '@clearline/contracts';
import type { Area } from '@clearline/domain';
import { describe, expect, it } from 'vitest';
import { canOpenUrl, type RouteAccess } from '../routing/route-access';
import { containsActive, isItemVisible, navLinks, visibleMenu } from './menu-model';

// The shape of the demo bureau's menu (apps/server/src/db/seed/menus/bureau.ts), shortened.
const MENU: MenuItem[] = [
  {
    id: 'dashboards',
    title: 'Dashboards',
    type: 'group',
    area: 'management',
    children: [
      { id: 'rec', title: 'Reconciliation', type: 'item', url: '/app/rPRec/rPRecD', area: 'member' },
      {
        id: 'analytics',
        title: 'Analytics',
        type: 'item',
        url: '/apps/dashboards/analytics',
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
        url: '/app/bankRec/dashboard',
        area: 'bankRec',
      },
      {
        id: 'records',
        title: 'Records',
        type: 'collapse',
        area: 'bankRec',
        children: [
          {
            id: 'clients',
            title: 'Customer List',
            type: 'item',
            url: '/app/bankRec/clientList',
            area: 'bankRec',
          },
          {
            id: 'import-logs',
            title: 'Un-Import Files',
            type: 'item',
            url: '/app/bankRec/importLogs',
            area: 'bankRec',
            auth: [110, 126, 129],
          },
        ],
      },
    ],
  },
  { id: 'services-divider', type: 'divider' },
  { id: 'services', title: 'SERVICES', type: 'subheader', area: 'management' },
  {
    id: 'administration',
    title: 'Administration',
    type: 'group',
    area: 'admin',
    children: [
      { id: 'users', title: 'Users', type: 'item', url: '/app/usersPanel/userUserPanelChild', area: 'admin' },
    ],
  },
  { id: 'sign-in', title: 'Sign in', type: 'item', url: '/login', guestOnly: true },
];

/** A route table with pages for every url above, each in its area. */
const PAGES: Record<string, Area> = {
  '/app/rPRec/rPRecD': 'member',
  '/apps/dashboards/analytics': 'management',
  '/app/bankRec/dashboard': 'bankRec',
  '/app/bankRec/clientList': 'bankRec',
  '/app/bankRec/importLogs': 'bankRec',
  '/app/usersPanel/userUserPanelChild': 'admin',
  '/login': 'member',
};
const everyPage: RouteAccess = { areaOf: (url) => PAGES[url] ?? null };
const onlyLanding: RouteAccess = { areaOf: (url) => (url === '/app/rPRec/rPRecD' ? 'member' : null) };

const ids = (items: MenuItem[]): string[] => items.flatMap((item) => [item.id, ...ids(item.children ?? [])]);
const menuFor = (roles: number[] | null, access = everyPage) =>
  visibleMenu(MENU, roles, (url) => (roles === null ? true : canOpenUrl(url, roles, access)));

describe('visible navigation', () => {
  it('gives management everything but guest-only entries', () => {
    expect(ids(menuFor([110]))).toEqual([
      'dashboards',
      'rec',
      'analytics',
      'bank-rec',
      'bank-dashboard',
      'records',
      'clients',
      'import-logs',
      'services-divider',
      'services',
      'administration',
      'users',
    ]);
  });

  it('keeps a bank reconciliation role to its area and its allowed-role lists', () => {
    // 128 is not in Un-Import's list; the management group, SERVICES and administration disappear.
    expect(ids(menuFor([128]))).toEqual(['bank-rec', 'bank-dashboard', 'records', 'clients']);
    expect(ids(menuFor([129]))).toContain('import-logs');
  });

  it('hides entries whose page does not exist yet, and the groups and separators left empty', () => {
    expect(ids(menuFor([110], onlyLanding))).toEqual(['dashboards', 'rec']);
    expect(menuFor([128], onlyLanding)).toEqual([]);
  });

  it('shows only guest-only entries to a visitor', () => {
    expect(ids(menuFor(null))).toEqual(['sign-in']);
  });

  it('decides a single entry the same way', () => {
    const users = MENU[4]?.children?.[0] as MenuItem;
    expect(isItemVisible(users, [110], () => true)).toBe(true);
    expect(isItemVisible(users, [128], () => true)).toBe(false);
    expect(isItemVisible(users, [110], () => false)).toBe(false);
  });

  it('drops stray separators', () => {
    const menu: MenuItem[] = [
      { id: 'd0', type: 'divider' },
      { id: 'a', title: 'A', type: 'item', url: '/a' },
      { id: 'd1', type: 'divider' },
      { id: 'd2', type: 'divider' },
      { id: 's1', title: 'EMPTY', type: 'subheader' },
      { id: 's2', title: 'SERVICES', type: 'subheader' },
      { id: 'b', title: 'B', type: 'item', url: '/b' },
      { id: 'd3', type: 'divider' },
      { id: 's3', title: 'TRAILING', type: 'subheader' },
    ];
    expect(ids(visibleMenu(menu, [110], () => true))).toEqual(['a', 'd1', 's2', 'b']);
  });
});

describe('links and active state', () => {
  it('lists every link once, depth first', () => {
    expect(navLinks(menuFor([128])).map((l) => l.title)).toEqual(['Dashboard', 'Customer List']);
  });

  it('marks a collapsible entry active on its child page or below', () => {
    const records = MENU[1]?.children?.[1] as MenuItem;
    expect(containsActive(records, '/app/bankRec/clientList')).toBe(true);
    expect(containsActive(records, '/app/bankRec/clientListing')).toBe(false);
    expect(containsActive(records, '/app/bankRec/importLogs/42')).toBe(true);
  });
});
