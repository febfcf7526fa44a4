import type { MenuItem } from '@clearline/contracts';
import { isVisibleTo } from '@clearline/domain';

/** May the user open this url (a page exists and their roles open its area)? See routing/route-access. */
export type CanOpen = (url: string) => boolean;

/**
 * One menu entry, by itself: the item's own area and allowed-role list (`auth`) through the domain's
 * isVisibleTo (guest-only items are hidden from signed-in users), and for a link, the page it opens.
 */
export function isItemVisible(item: MenuItem, roles: readonly number[] | null, canOpen: CanOpen): boolean {
  const guarded = {
    ...(item.area ? { area: item.area } : {}),
    ...(item.auth ? { roles: item.auth } : {}),
    ...(item.guestOnly ? { guestOnly: true } : {}),
  };
  if (!isVisibleTo(guarded, roles)) return false;
  return item.url ? canOpen(item.url) : true;
}

const isSeparator = (item: MenuItem) => item.type === 'divider' || item.type === 'subheader';

/**
 * Separators only where they separate something: no divider or sub-header at the start (a leading
 * sub-header titles what follows, so it stays) or end, none twice in a row, and no sub-header without
 * an entry under it.
 */
function tidy(items: MenuItem[]): MenuItem[] {
  const out: MenuItem[] = [];
  for (const item of items) {
    const previous = out[out.length - 1];
    if (item.type === 'divider' && (!previous || previous.type === 'divider')) continue;
    if (item.type === 'divider' && previous?.type === 'subheader') out.pop();
    if (item.type === 'subheader' && previous?.type === 'subheader') out.pop();
    out.push(item);
  }
  while (out.length > 0 && isSeparator(out[out.length - 1] as MenuItem)) out.pop();
  return out;
}

/**
 * The navigation a user sees: visible entries only; groups and collapsible entries only with a visible
 * child; links only to pages the route table has (so nobody lands on a 404 from the menu: later issues
 * add routes and their entries appear by themselves).
 */
export function visibleMenu(
  menu: readonly MenuItem[],
  roles: readonly number[] | null,
  canOpen: CanOpen,
): MenuItem[] {
  const kept: MenuItem[] = [];
  for (const item of menu) {
    if (!isItemVisible(item, roles, canOpen)) continue;
    if (item.type === 'group' || item.type === 'collapse') {
      const children = visibleMenu(item.children ?? [], roles, canOpen);
      if (children.length > 0) kept.push({ ...item, children });
      else if (item.url) kept.push({ ...item, children: [] });
      continue;
    }
    if (item.type === 'item' && !item.url) continue;
    kept.push(item);
  }
  return tidy(kept);
}

export interface NavLink {
  id: string;
  title: string;
  url: string;
  icon?: string | undefined;
}

/** Every link of a (visible) menu, depth first: the shortcut bar's search list. */
export function navLinks(menu: readonly MenuItem[]): NavLink[] {
  const links: NavLink[] = [];
  const seen = new Set<string>();
  const walk = (items: readonly MenuItem[]) => {
    for (const item of items) {
      if (item.url && item.type !== 'divider' && item.type !== 'subheader' && !seen.has(item.url)) {
        seen.add(item.url);
        links.push({ id: item.id, title: item.title ?? item.url, url: item.url, icon: item.icon });
      }
      if (item.children) walk(item.children);
    }
  };
  walk(menu);
  return links;
}

/** Is `pathname` the item's page or below it (keeps a collapsible entry open on its child's page)? */
export function isActiveUrl(url: string, pathname: string): boolean {
  return pathname === url || pathname.startsWith(`${url}/`);
}

export function containsActive(item: MenuItem, pathname: string): boolean {
  if (item.url && isActiveUrl(item.url, pathname)) return true;
  return (item.children ?? []).some((child) => containsActive(child, pathname));
}
