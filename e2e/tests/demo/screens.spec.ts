import { inDarkTheme, signIn, USERS } from '../../fixtures/demo';
import { expect, type Page, test } from '../../fixtures/test';
import { collectErrors, navigateInApp, openDemo } from './demo-helpers';

/**
 * Issue 20: every demo app route renders without a browser error on a desk (1440) and a phone (390), in
 * the default and a dark theme; screenshots go to .artifacts/screens/demo for a look.
 */
const SHOTS = '.artifacts/screens/demo';
const ROUTES: [name: string, path: string, heading: string | RegExp][] = [
  ['mail', '/apps/mail/inbox', 'Mail'],
  ['mail-label', '/apps/mail/label/invoices', 'Mail'],
  ['todo', '/apps/todo/all', 'To-Do'],
  ['todo-filter', '/apps/todo/filter/important', 'To-Do'],
  ['contacts', '/apps/contacts/starred', 'Contacts'],
  ['file-manager', '/apps/file-manager', 'File Manager'],
  ['calendar', '/apps/calendar', 'Calendar'],
  ['chat', '/apps/chat', 'Chat'],
  ['products', '/apps/e-commerce/products', 'Products'],
  // Product names end with their number.
  ['product', '/apps/e-commerce/products/product-02', / 2$/],
  ['orders', '/apps/e-commerce/orders', 'Orders'],
  ['order', '/apps/e-commerce/orders/1', /^Order /],
  ['boards', '/apps/scrumboard/boards', 'Scrumboard'],
  ['board', '/apps/scrumboard/boards/board-1/acme-frontend-application', 'ACME Frontend Application'],
  ['analytics', '/apps/dashboards/analytics', 'Analytics Dashboard'],
];

/** Each route in turn inside one loaded page (in-app navigation: the shell and the mock stay loaded). */
async function visitAll(page: Page, width: number, theme: 'light' | 'dark') {
  for (const [name, path, heading] of ROUTES) {
    await navigateInApp(page, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}-${theme}.png` });
  }
}

for (const width of [1440, 390]) {
  test(`every demo app renders without errors at ${width} px, light and dark`, async ({ page }) => {
    test.setTimeout(600_000);
    const errors = collectErrors(page);
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
    await signIn(page, USERS.ops);
    await openDemo(page, '/apps/dashboards/analytics', 'Analytics Dashboard');
    await visitAll(page, width, 'light');
    await inDarkTheme(page, () => visitAll(page, width, 'dark'));
    expect(errors).toEqual([]);
  });
}
