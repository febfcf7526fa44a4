import { type Area, canUseArea } from '@clearline/domain';
import { useMatches } from 'react-router';
import type { LayoutOverride } from '../settings/settings-model';

/** What a route of the table may declare in its `handle`. Deeper routes override outer ones. */
export interface RouteHandle {
  /**
   * The product area the page belongs to; the guard and the permission check read it. A page several
   * areas share (the balances page) lists them: any one of them opens it.
   */
  area?: PageArea;
  /** Temporary layout changes while this route is shown (entry and 404 pages hide every bar). */
  layout?: LayoutOverride;
  /** Show the toolbar (with the settings) to visitors without a session, e.g. the 500 page. */
  guestChrome?: boolean;
  /** The page's name for the browser tab ('Re-match' shows as 'Re-match · Clearline'). */
  title?: string;
}

export const APP_NAME = 'Clearline';

/** The browser tab's title of a page: its name, then the product's. */
export const documentTitle = (title: string | undefined): string =>
  title ? `${title} · ${APP_NAME}` : APP_NAME;

function isHandle(value: unknown): value is RouteHandle {
  return value !== null && typeof value === 'object';
}

/** Merges the handles of the matched routes, outermost first. */
export function mergeHandles(handles: readonly unknown[]): RouteHandle {
  const merged: RouteHandle = {};
  for (const handle of handles) {
    if (!isHandle(handle)) continue;
    if (handle.area) merged.area = handle.area;
    if (handle.layout) merged.layout = { ...merged.layout, ...handle.layout };
    if (handle.guestChrome !== undefined) merged.guestChrome = handle.guestChrome;
    if (handle.title) merged.title = handle.title;
  }
  return merged;
}

/** A page's area: one, or the several areas that share the page. */
export type PageArea = Area | readonly Area[];

/** The areas a page belongs to, as a list. */
export const pageAreas = (area: PageArea): readonly Area[] => (typeof area === 'string' ? [area] : area);

/** May a holder of these roles open a page of this area (any one of its areas)? No area: yes. */
export function canOpenHandleArea(roles: readonly number[], area: PageArea | undefined): boolean {
  return area === undefined || pageAreas(area).some((one) => canUseArea(roles, one));
}

/** The current route's handle; it changes (and its layout override ends) when the route is left. */
export function useRouteHandle(): RouteHandle {
  return mergeHandles(useMatches().map((match) => match.handle));
}
