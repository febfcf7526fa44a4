import { describe, expect, it } from 'vitest';
import { isAppPage } from './app-pages';
import { type MenuNode, menuProblems } from './menu';
import { areaFlagChoiceOf, areaFlagOf, areasOfKind, organizationKindOf } from './settings';

describe('area flags', () => {
  it('round-trips each choice through its stored value', () => {
    for (const choice of ['off', 'on', 'onWithoutUnImport'] as const) {
      expect(areaFlagChoiceOf(areaFlagOf(choice))).toBe(choice);
    }
    // Spec §2: Un-Import shows only for a plain boolean, so 'on' is `true`, the restricted one an object.
    expect(areaFlagOf('on')).toBe(true);
    expect(areaFlagOf('onWithoutUnImport')).toEqual({ enabled: true, unImport: false });
  });

  it('reads stored values the quick panel already knows', () => {
    expect(areaFlagChoiceOf(undefined)).toBe('off');
    expect(areaFlagChoiceOf({ enabled: false, unImport: true })).toBe('off');
    expect(areaFlagChoiceOf({ enabled: true, unImport: true })).toBe('on');
  });
});

describe('kinds of organisation', () => {
  it('follows the areas that are on', () => {
    expect(organizationKindOf({ bankRec: true })).toBe('bureau');
    expect(organizationKindOf({ ewa: { enabled: true, unImport: false } })).toBe('wageAccess');
    expect(organizationKindOf({ bankRec: true, ewa: true })).toBe('both');
    expect(organizationKindOf({ bankRec: false, ewa: false })).toBe('bureau');
    expect(areasOfKind('both')).toEqual({ bankRec: true, ewa: true });
    expect(areasOfKind('wageAccess')).toEqual({ bankRec: false, ewa: true });
  });
});

describe('app pages', () => {
  it('knows the spec pages, with parameters', () => {
    expect(isAppPage('/app/bankRec/clientList')).toBe(true);
    expect(isAppPage('/app/rPRec/rPRecKa/1')).toBe(true);
    expect(isAppPage('/app/rPRec/rPRecKa/')).toBe(false);
    expect(isAppPage('/app/bankRec/clientList?x=1')).toBe(false);
    expect(isAppPage('https://evil.example/app/bankRec/clientList')).toBe(false);
    expect(isAppPage('javascript:alert(1)')).toBe(false);
  });
});

const link = (id: string, url = '/apps/Home'): MenuNode => ({ id, title: id, type: 'item', url });

describe('menu rules', () => {
  it('accepts groups, collapsible entries, dividers and sub-headers', () => {
    const menu: MenuNode[] = [
      link('home'),
      { id: 'd', type: 'divider' },
      { id: 's', type: 'subheader', title: 'SERVICES' },
      {
        id: 'g',
        type: 'group',
        title: 'Group',
        children: [{ id: 'c', type: 'collapse', title: 'C', children: [link('a', '/app/bankRec/panel')] }],
      },
    ];
    expect(menuProblems(menu)).toEqual([]);
  });

  it('names each problem with its place', () => {
    const menu: MenuNode[] = [
      link('home'),
      link('home', '/nowhere'),
      { id: 'Bad Id', type: 'group', title: '', children: [] },
      { id: 'x', type: 'divider', children: [link('y')] },
      {
        id: 'g',
        type: 'group',
        title: 'G',
        children: [
          {
            id: 'c',
            type: 'collapse',
            title: 'C',
            children: [{ id: 'c2', type: 'collapse', title: 'D', children: [link('z')] }],
          },
        ],
      },
    ];
    expect(menuProblems(menu)).toEqual([
      { path: '1', message: "Id 'home' is used twice (also at 0)" },
      { path: '1', message: '/nowhere is not a page of the app' },
      { path: '2', message: "Id 'Bad Id' must be lower-case letters, digits and hyphens" },
      { path: '2', message: 'A title is required' },
      { path: '2', message: 'A group needs at least one entry' },
      { path: '3', message: 'Only a group or a collapsible entry has entries under it' },
      { path: '4.children.0.children.0', message: 'Menus nest at most 3 levels deep' },
    ]);
  });

  it('limits the number of entries', () => {
    const many = Array.from({ length: 201 }, (_, i) => link(`l${i}`));
    expect(menuProblems(many)).toEqual([{ path: '', message: 'A menu has at most 200 entries' }]);
  });
});
