import { isAppPage } from './app-pages';

/**
 * The rules of an organisation's navigation menu (spec §2 Side navigation: groups with collapsible
 * children, sub-headers and dividers), checked before a menu is saved so every member's navigation
 * can be drawn: the browser shows the problems as the administrator edits, the server refuses them.
 */
export interface MenuNode {
  id: string;
  type: 'group' | 'collapse' | 'item' | 'divider' | 'subheader';
  title?: string | undefined;
  url?: string | undefined;
  children?: MenuNode[] | undefined;
}

export interface MenuProblem {
  /** Where: the entry's position, e.g. '2.children.0' (the contract's body path after 'menu.'). */
  path: string;
  message: string;
}

/** Deepest nesting the navigation draws: a group, a collapsible entry inside it, a link inside that. */
export const MENU_MAX_DEPTH = 3;
/** Entries in a whole menu: enough for every page twice over. */
export const MENU_MAX_ENTRIES = 200;
export const MENU_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,59}$/;

const CONTAINERS = new Set(['group', 'collapse']);

export function menuProblems(menu: readonly MenuNode[]): MenuProblem[] {
  const problems: MenuProblem[] = [];
  const seen = new Map<string, string>();
  let count = 0;
  const walk = (nodes: readonly MenuNode[], prefix: string, depth: number) => {
    nodes.forEach((node, i) => {
      const path = `${prefix}${i}`;
      const fail = (message: string) => problems.push({ path, message });
      count += 1;
      if (!MENU_ID_PATTERN.test(node.id))
        fail(`Id '${node.id}' must be lower-case letters, digits and hyphens`);
      const first = seen.get(node.id);
      if (first !== undefined) fail(`Id '${node.id}' is used twice (also at ${first})`);
      else seen.set(node.id, path);
      const title = (node.title ?? '').trim();
      const children = node.children ?? [];
      if (node.type !== 'divider' && title === '') fail('A title is required');
      if (node.type === 'item') {
        if (!node.url) fail('A link needs a url');
        else if (!isAppPage(node.url)) fail(`${node.url} is not a page of the app`);
      } else if (node.url) fail('Only a link has a url');
      if (CONTAINERS.has(node.type)) {
        if (children.length === 0)
          fail(`${node.type === 'group' ? 'A group' : 'A collapsible entry'} needs at least one entry`);
        if (depth >= MENU_MAX_DEPTH) fail(`Menus nest at most ${MENU_MAX_DEPTH} levels deep`);
        else walk(children, `${path}.children.`, depth + 1);
      } else if (children.length > 0) fail('Only a group or a collapsible entry has entries under it');
    });
  };
  walk(menu, '', 1);
  if (count > MENU_MAX_ENTRIES)
    problems.push({ path: '', message: `A menu has at most ${MENU_MAX_ENTRIES} entries` });
  return problems;
}
