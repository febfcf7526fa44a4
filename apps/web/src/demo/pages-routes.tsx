import type { RouteObject } from 'react-router';
import { lazyPage } from '../app/lazy-page';
import type { RouteHandle } from '../shell/routing/route-handle';
import { NO_CHROME } from '../shell/settings/settings-model';
import { demoPage } from './demo-page';
import { DEMO_PAGES } from './pages-catalogue';

/**
 * The template pages and documentation routes (issue 20 items 3 and 4), spread by app/router.tsx into
 * its signed-in routes. Spec §2 forces them to the admin role: here the management area (roles 110 and
 * 126). Each page is its own lazy chunk (pages on mock data load the mock backend with it, demo-page.tsx);
 * this file and the catalogue are all the product bundle carries.
 */
export const pagesRoutes: RouteObject[] = DEMO_PAGES.map((page) => {
  const handle: RouteHandle = {
    area: 'management',
    title: page.title,
    ...(page.bare ? { layout: NO_CHROME } : {}),
  };
  return { path: page.path, handle, element: page.mock ? demoPage(page.load) : lazyPage(page.load) };
});

export { templateMenu } from './pages-nav';
