import type { MenuItem } from '@clearline/contracts';
import { describe, expect, it } from 'vitest';
import {
  addEntry,
  describedProblems,
  entryAt,
  freshId,
  moveEntry,
  removeEntry,
  replaceEntry,
} from './menu-edit';

const MENU: MenuItem[] = [
  { id: 'home', title: 'Home', type: 'item', url: '/apps/Home' },
  {
    id: 'bank-rec',
    title: 'Bank Reconciliation',
    type: 'group',
    children: [
      { id: 'panel', title: 'Panel', type: 'item', url: '/app/bankRec/panel' },
      { id: 'clients', title: 'Customer List', type: 'item', url: '/app/bankRec/clientList' },
    ],
  },
];
const ids = (menu: MenuItem[]) => menu.map((m) => m.id);

describe('menu edits', () => {
  it('moves an entry among its siblings and stops at the ends', () => {
    expect(ids(moveEntry(MENU, [1], -1))).toEqual(['bank-rec', 'home']);
    expect(ids(moveEntry(MENU, [0], -1))).toEqual(['home', 'bank-rec']);
    expect(ids(moveEntry(MENU, [1, 0], 1)[1]?.children ?? [])).toEqual(['clients', 'panel']);
    // The draft is never changed in place.
    expect(ids(MENU)).toEqual(['home', 'bank-rec']);
  });

  it('adds, replaces and removes entries at any level', () => {
    const added = addEntry(MENU, [1], { id: 'x', title: 'X', type: 'item', url: '/apps/Home' });
    expect(entryAt(added, [1, 2])?.id).toBe('x');
    const renamed = replaceEntry(added, [1, 2], {
      id: 'x',
      title: 'Renamed',
      type: 'item',
      url: '/apps/Home',
    });
    expect(entryAt(renamed, [1, 2])?.title).toBe('Renamed');
    expect(ids(removeEntry(renamed, [1, 0])[1]?.children ?? [])).toEqual(['clients', 'x']);
    expect(ids(addEntry(MENU, null, { id: 'd', type: 'divider' }))).toEqual(['home', 'bank-rec', 'd']);
  });

  it('makes ids from titles that no entry has', () => {
    expect(freshId(MENU, 'Month-end Reports!')).toBe('month-end-reports');
    expect(freshId(MENU, 'Panel')).toBe('panel-2');
    expect(freshId(MENU, '')).toBe('entry');
  });

  it("names a problem's entry by its titles", () => {
    const broken = addEntry(MENU, [1], { id: 'panel', title: 'Again', type: 'item', url: '/nowhere' });
    expect(describedProblems(broken)).toEqual([
      { where: 'Bank Reconciliation › Again', message: "Id 'panel' is used twice (also at 1.children.0)" },
      { where: 'Bank Reconciliation › Again', message: '/nowhere is not a page of the app' },
    ]);
  });
});
