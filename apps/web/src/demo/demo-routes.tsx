import type { RouteObject } from 'react-router';

/**
 * The template's demo apps (issue 20 item 2, spec §2 "Template and demo pages"), spread into the signed-in
 * routes of app/router.tsx. Every page is a lazy chunk loaded with the mock backend (demoRoute in
 * demo-page.tsx), in the management area: the product's bundle does not grow by them.
 */
export const demoRoutes: RouteObject[] = [];
