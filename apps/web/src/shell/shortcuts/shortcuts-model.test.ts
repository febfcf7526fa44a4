import { describe, expect, it } from 'vitest';
import type { NavLink } from '../navigation/menu-model';
import { searchLinks, shortcutLinks, toggleShortcut } from './shortcuts-model';

const LINKS: NavLink[] = [
  { id: 'a', title: 'Customer List', url: '/app/bankRec/clientList' },
  { id: 'b', title: 'Search Ledger', url: '/app/bankRec/newLedger' },
  { id: 'c', title: 'Reconciliation', url: '/app/rPRec/rPRecD' },
];

describe('shortcuts', () => {
  it('adds and removes a shortcut', () => {
    expect(toggleShortcut([], '/x')).toEqual(['/x']);
    expect(toggleShortcut(['/x', '/y'], '/x')).toEqual(['/y']);
  });

  it('shows only shortcuts still in the navigation, in the saved order', () => {
    expect(
      shortcutLinks(['/app/rPRec/rPRecD', '/gone', '/app/bankRec/clientList'], LINKS).map((l) => l.id),
    ).toEqual(['c', 'a']);
  });

  it('searches titles by every word typed, ignoring case and spaces', () => {
    expect(searchLinks(LINKS, '  ').map((l) => l.id)).toEqual(['a', 'b', 'c']);
    expect(searchLinks(LINKS, 'LIST').map((l) => l.id)).toEqual(['a']);
    expect(searchLinks(LINKS, 'ledger search').map((l) => l.id)).toEqual(['b']);
    expect(searchLinks(LINKS, 'payroll')).toEqual([]);
  });
});
