import { matchRoutes, type RouteObject } from 'react-router';
import type { RouteAccess } from '../shell/routing/route-access';
import { mergeHandles, type PageArea } from '../shell/routing/route-handle';

/**
 * Answers kept before the cache starts again: a long session opens many entity pages (/customers/:id),
 * each its own pathname; the shell's own links are a few hundred.
 */
const AREAS_KEPT = 2000;

/**
 * The shell's view of THE route table: for a url, the area of the page that answers it, or null when
 * only the catch-all (the 404 redirect) would. Pages without an area of their own are member pages.
 *
 * Each pathname's answer is kept. react-router's matchRoutes flattens and ranks the whole table on every
 * call, and the shell asks for every navigation link, shortcut and help entry on each render: a page load
 * spent 3.7 of its 5.3 s of script there before the answers were kept.
 */
export function createRouteAccess(routes: () => RouteObject[]): RouteAccess {
  const areas = new Map<string, PageArea | null>();
  const match = (pathname: string): PageArea | null => {
    const matches = matchRoutes(routes(), pathname);
    const leaf = matches?.[matches.length - 1];
    if (!matches || !leaf || leaf.route.path === '*') return null;
    return mergeHandles(matches.map((m) => m.route.handle)).area ?? 'member';
  };
  return {
    areaOf(url: string): PageArea | null {
      const pathname = url.split(/[?#]/)[0] ?? url;
      let area = areas.get(pathname);
      if (area === undefined) {
        area = match(pathname);
        if (areas.size >= AREAS_KEPT) areas.clear();
        areas.set(pathname, area);
      }
      return area;
    },
  };
}
