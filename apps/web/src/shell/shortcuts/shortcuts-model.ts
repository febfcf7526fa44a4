import type { NavLink } from '../navigation/menu-model';

/** Adds the url, or removes it when present ('Click to add/remove shortcut'). */
export function toggleShortcut(shortcuts: readonly string[], url: string): string[] {
  return shortcuts.includes(url) ? shortcuts.filter((s) => s !== url) : [...shortcuts, url];
}

/** The shortcuts the user may still open, in their order (a link gone from the navigation is skipped). */
export function shortcutLinks(shortcuts: readonly string[], links: readonly NavLink[]): NavLink[] {
  const byUrl = new Map(links.map((link) => [link.url, link]));
  return shortcuts.flatMap((url) => {
    const link = byUrl.get(url);
    return link ? [link] : [];
  });
}

/** 'Search for an app or page': titles containing the words typed, case-insensitive. */
export function searchLinks(links: readonly NavLink[], query: string): NavLink[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...links];
  return links.filter((link) => {
    const title = link.title.toLowerCase();
    return words.every((word) => title.includes(word));
  });
}
