import { accountButton, inDarkTheme, LANDING_PATH, mainNavigation, signIn, USERS } from '../../fixtures/demo';
import { expect, type Page, test } from '../../fixtures/test';

/**
 * Issue 20 items 3-5: the template pages and the documentation, for management only. Every page is
 * listed with the name its tab shows (the route's title), so a page that fails to load, lands on the
 * 404 page or is refused shows up by its path.
 */
const PAGES: readonly [path: string, title: string][] = [
  ['/pages/auth/login', 'Login'],
  ['/pages/auth/login-2', 'Login: style 2'],
  ['/pages/auth/register', 'Register'],
  ['/pages/auth/register-2', 'Register: style 2'],
  ['/pages/auth/reset-password', 'Reset password'],
  ['/pages/auth/reset-password-2', 'Reset password: style 2'],
  ['/pages/auth/mail-confirm', 'Mail confirmation'],
  ['/pages/auth/lock', 'Lock screen'],
  ['/pages/invoices/modern', 'Invoice: modern'],
  ['/pages/invoices/compact', 'Invoice: compact'],
  ['/pages/profile', 'Profile'],
  ['/pages/search/classic', 'Search: classic'],
  ['/pages/search/modern', 'Search: modern'],
  ['/pages/faq', 'FAQ'],
  ['/pages/knowledge-base', 'Knowledge base'],
  ['/pages/coming-soon', 'Coming soon'],
  ['/pages/maintenance', 'Maintenance'],
  ['/pages/pricing/style-1', 'Pricing: style 1'],
  ['/pages/pricing/style-2', 'Pricing: style 2'],
  ['/pages/pricing/style-3', 'Pricing: style 3'],
  ['/auth/admin-role-example', 'Admin role example'],
  ['/auth/staff-role-example', 'Staff role example'],
  ['/auth/guest-role-example', 'Guest role example'],
  ['/getting-started/introduction', 'Introduction'],
  ['/getting-started/running', 'Running it'],
  ['/getting-started/adding-a-page', 'Adding a page'],
  ['/ui/typography', 'Typography'],
  ['/ui/colors', 'Colours'],
  ['/ui/icons', 'Icons'],
  ['/ui/helper-classes', 'Helper classes'],
  ['/components/page-header', 'PageHeader and PageFrame'],
  ['/components/amount', 'Amount'],
  ['/components/amount-field', 'AmountField'],
  ['/components/status-chip', 'StatusChip'],
  ['/components/choice-toggle', 'ChoiceToggle'],
  ['/components/filter-select', 'FilterSelect'],
  ['/components/month-picker', 'MonthPicker'],
  ['/components/search-box', 'SearchBox'],
  ['/components/confirm-dialog', 'ConfirmDialog'],
  ['/components/data-grid', 'DataGrid'],
  ['/components/chart-panel', 'ChartPanel'],
  ['/components/countdown', 'Countdown'],
  ['/components/export-buttons', 'ExportButtons'],
  ['/components/fetching-bar', 'FetchingBar'],
  ['/components/load-error', 'LoadError'],
  ['/components/icon-tile', 'IconTile'],
  ['/components-third-party/data-grid', 'Data grid'],
  ['/components-third-party/charts', 'Charts'],
  ['/components-third-party/date-pickers', 'Date pickers'],
  ['/components-third-party/drag-and-drop', 'Drag and drop'],
];

/** The session id inside the product's stored token (the token itself is refreshed now and then). */
async function sessionOf(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const token = localStorage.getItem('jwt_access_token');
    const payload = token?.split('.')[1];
    if (!payload) return null;
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sid?: string };
    return claims.sid ?? null;
  });
}

/** Errors the page logs or throws, from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/** How long a first load may take on a machine shared by several test runs. */
const SLOW = 60_000;

/** With DEMO_SCREENSHOTS=<folder>, the walk saves these pages for a person to look at. */
const SHOTS = new Set([
  '/ui/colors',
  '/components/data-grid',
  '/pages/pricing/style-2',
  '/pages/coming-soon',
]);

/**
 * Goes to a page inside the running app, as a link would (a full load per page takes seconds on a busy
 * machine and tests nothing more: the first page of each walk is a full load).
 */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Opens each page and checks it rendered: its title, an h1, and nothing wider than the screen. */
async function walk(page: Page, width: number, theme = 'light') {
  await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
  await page.goto(LANDING_PATH);
  // The workspace (the user and their menus) loads first: seconds on a busy machine.
  await expect(accountButton(page)).toBeVisible({ timeout: SLOW });
  for (const [index, [path, title]] of PAGES.entries()) {
    // Walking by address is no activity to the idle timer (spec §4): move the pointer as a reader would.
    await page.mouse.move(200 + (index % 7) * 10, 300);
    await openInApp(page, path);
    // A page's chunk (and, for the demo pages, the mock backend) loads before its title shows: on a
    // machine shared by several test runs that can take more than the default 10 s.
    await expect(page, path).toHaveTitle(`${title} · Clearline`, { timeout: SLOW });
    await expect(page.getByRole('progressbar', { name: 'Loading page' }), path).toHaveCount(0, {
      timeout: SLOW,
    });
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible({ timeout: SLOW });
    await expect(page.getByText('Unauthorized to perform operation'), path).toHaveCount(0);
    // The page's own content must fit its area; toasts sliding in from the edge are not the page.
    const overflow = await page.locator('main').evaluate((main) => main.scrollWidth - main.clientWidth);
    expect(overflow, `${path} at ${width} px is wider than the screen`).toBeLessThanOrEqual(0);
    const folder = process.env.DEMO_SCREENSHOTS;
    if (folder && SHOTS.has(path)) {
      await page.screenshot({
        path: `${folder}/${path.slice(1).replaceAll('/', '_')}-${width}-${theme}.png`,
      });
    }
  }
}

test.describe('template pages and documentation', () => {
  // Each test signs in and waits for first loads: minutes when several runs share the machine.
  test.describe.configure({ timeout: 240_000 });

  // One walk per test: each is about fifty pages, minutes when several runs share the machine. Two walks
  // cover both widths and both themes.
  for (const [width, theme] of [
    [1440, 'light'],
    [390, 'dark'],
  ] as const) {
    test(`every page renders without console errors at ${width} px in a ${theme} theme`, async ({ page }) => {
      test.setTimeout(600_000);
      const errors = collectErrors(page);
      await signIn(page, USERS.ops);
      if (theme === 'dark') {
        await inDarkTheme(page, async () => {
          await walk(page, width, theme);
          await page.setViewportSize({ width: 1440, height: 900 });
          await openInApp(page, LANDING_PATH);
          await expect(accountButton(page)).toBeVisible({ timeout: SLOW });
        });
      } else {
        await walk(page, width, theme);
      }
      expect(errors).toEqual([]);
    });
  }

  test('management sees the Template and Documentation headings; a clerk neither sees nor opens them', async ({
    page,
    browser,
  }) => {
    await signIn(page, USERS.ops);
    const nav = mainNavigation(page);
    await expect(nav.getByText('Template', { exact: true })).toBeVisible();
    await expect(nav.getByText('Documentation', { exact: true })).toBeVisible();
    await nav.getByRole('button', { name: 'User interface' }).click();
    await nav.getByRole('link', { name: 'Colours' }).click();
    await expect(page).toHaveURL(/\/ui\/colors$/);
    await expect(page.getByRole('heading', { name: 'Slate (slate)' })).toBeVisible();
    await expect(page.getByText('#4ECDC4').first()).toBeVisible();

    const other = await browser.newContext();
    const clerk = await other.newPage();
    await signIn(clerk, USERS.bankrec);
    const clerkNav = mainNavigation(clerk);
    await expect(clerkNav).toBeVisible();
    await expect(clerkNav.getByText('Template', { exact: true })).toHaveCount(0);
    await expect(clerkNav.getByText('Documentation', { exact: true })).toHaveCount(0);
    await clerk.goto('/ui/colors');
    await expect(clerk.getByText('Unauthorized to perform operation')).toBeVisible();
    await other.close();
  });

  test('the live examples work: pricing switches billing, drag and drop reorders from the keyboard', async ({
    page,
  }) => {
    await signIn(page, USERS.ops);
    await openInApp(page, '/pages/pricing/style-1');
    await expect(page.getByRole('heading', { name: 'Pricing' })).toBeVisible({ timeout: SLOW });
    const bureau = page.getByRole('region', { name: 'Bureau' });
    await expect(bureau.getByText('$99.00')).toBeVisible();
    await page.getByRole('button', { name: 'Yearly' }).click();
    await expect(bureau.getByText('$82.50')).toBeVisible();

    await openInApp(page, '/components-third-party/drag-and-drop');
    await expect(page.getByRole('heading', { name: 'Drag and drop' })).toBeVisible({ timeout: SLOW });
    const order = page.getByRole('status').filter({ hasText: 'Order:' });
    await expect(order).toContainText('1. Import the October statement; 2. Run auto-match');
    await page.getByRole('button', { name: 'Move Import the October statement' }).focus();
    // dnd-kit's live region says each step (what a screen reader hears); each key waits for it.
    const announced = page.locator('[id^="DndLiveRegion"]');
    await page.keyboard.press('Space');
    await expect(announced).toHaveText(
      /Picked up draggable item Import the October statement|Import the October statement was moved over droppable area Import the October statement/,
    );
    await page.keyboard.press('ArrowDown');
    await expect(announced).toContainText('over droppable area Run auto-match on Operating');
    await page.keyboard.press('Space');
    await expect(order).toContainText('1. Run auto-match on Operating; 2. Import the October statement');

    await openInApp(page, '/pages/coming-soon');
    await expect(page.getByRole('timer')).toBeVisible({ timeout: SLOW });
    await page.getByLabel('E-mail').fill('ops@demo.test');
    await page.getByRole('button', { name: 'Notify me' }).click();
    await expect(page.getByText('Thank you: we will write to ops@demo.test.')).toBeVisible();
  });

  test("the demo login shows the mock's errors and never touches the real session", async ({ page }) => {
    await signIn(page, USERS.ops);
    const realSession = await sessionOf(page);
    expect(realSession).not.toBeNull();
    await openInApp(page, '/pages/auth/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible({ timeout: SLOW });
    await page.getByLabel('Email').fill('admin@clearline.demo');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Check your password')).toBeVisible();
    await page.getByLabel('Email').fill('nobody@clearline.demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Check your username/email')).toBeVisible();

    await page.getByLabel('Email').fill('staff@clearline.demo');
    await page.getByLabel('Password').fill('staff');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Signed in to the demo as' })).toContainText(
      '(staff)',
    );
    // The product's session is the one it was (its token may have been refreshed meanwhile: same
    // session id), and the product still knows the user.
    expect(await sessionOf(page)).toBe(realSession);
    await openInApp(page, LANDING_PATH);
    await expect(accountButton(page)).toContainText('Demo Payroll Bureau', { timeout: SLOW });
  });

  test("the register form pushes the mock's field errors onto its inputs", async ({ page }) => {
    await signIn(page, USERS.ops);
    await openInApp(page, '/pages/auth/register-2');
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible({ timeout: SLOW });
    await page.getByLabel('Display name').fill('Bob');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Min character length is 4')).toBeVisible();
    await page.getByLabel('Display name').fill('Bobby Tables');
    await page.getByLabel('Email').fill('admin@clearline.demo');
    await page.getByLabel(/^Password\s*\*?$/).fill('anything');
    await page.getByLabel('Password (Confirm)').fill('anything');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('The email is already in use')).toBeVisible();
  });

  test('the knowledge base shows its four categories and opens a featured article', async ({ page }) => {
    await signIn(page, USERS.ops);
    await openInApp(page, '/pages/knowledge-base');
    for (const [title, count] of [
      ['Your Account', 17],
      ['Selling', 12],
      ['Buying', 19],
      ['Item Support', 24],
    ] as const) {
      const category = page.getByRole('region', { name: title });
      await expect(category.getByText(`${count} articles in all`)).toBeVisible({ timeout: SLOW });
      await expect(category.getByRole('button')).toHaveCount(5);
    }
    const first = page.getByRole('region', { name: 'Selling' }).getByRole('button').first();
    const title = (await first.textContent()) ?? '';
    await first.click();
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
  });
});
