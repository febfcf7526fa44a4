import { matchRoutes, type RouteObject } from 'react-router';
import type { RouteAccess } from '../shell/routing/route-access';
import { mergeHandles, type PageArea } from '../shell/routing/route-handle';

/**
 * The shell's view of THE route table: for a url, the area of the page that answers it, or null when
 * only the catch-all (the 404 redirect) would. Pages without an area of their own are member pages.
 */
export function createRouteAccess(routes: () => RouteObject[]): RouteAccess {
  return {
    areaOf(url: string): PageArea | null {
      const pathname = url.split(/[?#]/)[0] ?? url;
      const matches = matchRoutes(routes(), pathname);
      const leaf = matches?.[matches.length - 1];
      if (!matches || !leaf || leaf.route.path === '*') return null;
      return mergeHandles(matches.map((m) => m.route.handle)).area ?? 'member';
    },
  };
}
