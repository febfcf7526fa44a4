import { createContext, useContext } from 'react';
import { canOpenHandleArea, type PageArea } from './route-handle';

/**
 * What the route table knows about a url: the area its page belongs to, or null when no page answers it
 * (the catch-all 404 redirect does not count). app/ builds it from THE route table; the shell only asks.
 */
export interface RouteAccess {
  areaOf(url: string): PageArea | null;
}

export const RouteAccessContext = createContext<RouteAccess>({ areaOf: () => null });

export const useRouteAccess = (): RouteAccess => useContext(RouteAccessContext);

/**
 * THE permission check of the browser for a url: a page exists there and the user's role ids open its
 * area (the domain's canUseArea, the same rule the server applies). Route guards, navigation, shortcuts
 * and the quick panel all ask this.
 */
export function canOpenUrl(url: string, roles: readonly number[] | null, access: RouteAccess): boolean {
  if (roles === null) return false;
  const area = access.areaOf(url);
  return area !== null && canOpenHandleArea(roles, area);
}
