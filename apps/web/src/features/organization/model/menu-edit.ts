import type { MenuItem } from '@clearline/contracts';
import { type MenuProblem, menuProblems } from '@clearline/domain';

/**
 * The Navigation tab's edits on a menu, each returning a new menu (the draft is never mutated). An entry
 * is named by its path: its index at each level, e.g. [3, 0] is the first entry of the fourth.
 */
export type EntryPath = readonly number[];

/** Applies `change` to the list that holds the entry at `path` (the top list for a top-level entry). */
function inList(menu: MenuItem[], parent: EntryPath, change: (list: MenuItem[]) => MenuItem[]): MenuItem[] {
  if (parent.length === 0) return change([...menu]);
  const [head, ...rest] = parent;
  return menu.map((item, i) =>
    i === head ? { ...item, children: inList(item.children ?? [], rest, change) } : item,
  );
}

export function entryAt(menu: readonly MenuItem[], path: EntryPath): MenuItem | undefined {
  let list: readonly MenuItem[] | undefined = menu;
  let item: MenuItem | undefined;
  for (const i of path) {
    item = list?.[i];
    list = item?.children;
  }
  return item;
}

/** Moves an entry one place up (-1) or down (+1) among its siblings; at either end nothing moves. */
export function moveEntry(menu: MenuItem[], path: EntryPath, delta: -1 | 1): MenuItem[] {
  const index = path[path.length - 1] ?? 0;
  return inList(menu, path.slice(0, -1), (list) => {
    const target = index + delta;
    if (target < 0 || target >= list.length) return list;
    const [item] = list.splice(index, 1);
    if (item) list.splice(target, 0, item);
    return list;
  });
}

export function removeEntry(menu: MenuItem[], path: EntryPath): MenuItem[] {
  const index = path[path.length - 1] ?? 0;
  return inList(menu, path.slice(0, -1), (list) => list.filter((_, i) => i !== index));
}

/** Replaces an entry's own fields; its entries (children) stay unless the new type cannot hold any. */
export function replaceEntry(menu: MenuItem[], path: EntryPath, entry: MenuItem): MenuItem[] {
  const index = path[path.length - 1] ?? 0;
  return inList(menu, path.slice(0, -1), (list) => list.map((item, i) => (i === index ? entry : item)));
}

/** Adds an entry at the end of a group or collapsible entry (`parent`), or of the top list (null). */
export function addEntry(menu: MenuItem[], parent: EntryPath | null, entry: MenuItem): MenuItem[] {
  return inList(menu, parent ?? [], (list) => [...list, entry]);
}

const allIds = (menu: readonly MenuItem[]): string[] =>
  menu.flatMap((item) => [item.id, ...allIds(item.children ?? [])]);

/** An id made from a title that no entry has yet ('Month-end reports' -> 'month-end-reports-2'). */
export function freshId(menu: readonly MenuItem[], title: string): string {
  const base =
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 50) || 'entry';
  const taken = new Set(allIds(menu));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/** The domain's problems, each named by the entry's title path ('Bank Reconciliation › Records'). */
export function describedProblems(menu: readonly MenuItem[]): { where: string; message: string }[] {
  return menuProblems(menu).map((p: MenuProblem) => {
    const path =
      p.path === ''
        ? []
        : p.path
            .split('.')
            .filter((s) => s !== 'children')
            .map(Number);
    const names = path.map((_, i) => {
      const item = entryAt(menu, path.slice(0, i + 1));
      return item?.title || (item?.type === 'divider' ? 'Divider' : item?.id) || '?';
    });
    return { where: names.join(' › ') || 'Menu', message: p.message };
  });
}
