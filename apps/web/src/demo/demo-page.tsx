import type { ChunkLoader } from '../app/lazy-page';
import { lazyPage } from '../app/lazy-page';
import type { RouteHandle } from '../shell/routing/route-handle';

/**
 * A demo route's element: its page chunk and the mock backend load together, and the page renders once
 * the backend answers (startMockBackend). Neither is in the product's own bundle: both are imported here
 * only when a demo route is opened.
 */
export function demoPage(load: ChunkLoader) {
  return lazyPage(async () => {
    const [{ startMockBackend }, page] = await Promise.all([import('./mock'), load()]);
    await startMockBackend();
    return page;
  });
}

/**
 * Spec §2 and §6: the template's apps, pages and docs are forced to the admin role; in this product that is
 * the management area (role ids 110 and 126), which the guard and the navigation both read.
 */
export const DEMO_HANDLE: RouteHandle = { area: 'management' };
