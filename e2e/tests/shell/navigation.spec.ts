import { LANDING_PATH, mainNavigation, settingsSaved, signIn, USERS } from '../../fixtures/demo';
import { expect, type Page, test } from '../../fixtures/test';

/** The navigation groups of the template and the documentation: tests/demo/template-pages.spec.ts opens them. */
const TEMPLATE_GROUPS = ['Template', 'Documentation'];

/** Every link the navigation offers opens a real page (never the 404 page). */
async function expectEveryLinkOpens(page: Page) {
  const hrefs = await mainNavigation(page)
    .getByRole('link')
    .evaluateAll(
      (links, skipped) =>
        links
          .filter((a) => {
            const group = a.closest('ul[aria-labelledby]');
            const title = group && document.getElementById(group.getAttribute('aria-labelledby') ?? '');
            return !skipped.includes(title?.textContent?.trim() ?? '');
          })
          .map((a) => a.getAttribute('href'))
          .filter((h) => h && h !== '/app/rPRec/rPRecD'),
      TEMPLATE_GROUPS,
    );
  for (const href of [...new Set(hrefs)]) {
    await page.goto(href as string);
    await expect(page).not.toHaveURL(/error-404/);
  }
  await page.goto(LANDING_PATH);
}

test.describe('side navigation', () => {
  test('management sees the dashboards group; a bank reconciliation role does not', async ({
    page,
    browser,
  }) => {
    // It opens every page the two menus link to (about 40 since issue 17; issue 20's Template and
    // Documentation groups are opened by their own spec): more than the default minute when the machine is busy.
    test.setTimeout(180_000);
    await signIn(page, USERS.ops);
    const nav = mainNavigation(page);
    await expect(nav.getByText('Dashboards', { exact: true })).toBeVisible();
    const landing = nav.getByRole('link', { name: 'Reconciliation', exact: true });
    await expect(landing).toHaveAttribute('aria-current', 'page');
    await expectEveryLinkOpens(page);

    const other = await browser.newContext();
    const bank = await other.newPage();
    await signIn(bank, USERS.bankrec);
    const bankNav = mainNavigation(bank);
    await expect(bankNav).toBeVisible();
    await expect(bankNav.getByText('Dashboards', { exact: true })).toHaveCount(0);
    await expect(bankNav.getByRole('link', { name: 'Reconciliation', exact: true })).toHaveCount(0);
    await expect(bankNav.getByText('SERVICES')).toHaveCount(0);
    await expect(bankNav.getByText('Administration')).toHaveCount(0);
    await expectEveryLinkOpens(bank);
    await other.close();
  });

  test("the navigation says 'Loading...' with a progress bar until the menus arrive", async ({ page }) => {
    await signIn(page, USERS.ops);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/users/me', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    const nav = mainNavigation(page);
    await expect(nav.getByText('Loading...')).toBeVisible();
    await expect(nav.getByRole('progressbar', { name: 'Loading the navigation' })).toBeVisible();
    release();
    // The held answer, then the menus drawn: on a machine both servers' specs share, more than a glance.
    await expect(nav.getByRole('link', { name: 'Reconciliation', exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await expect(nav.getByText('Loading...')).toHaveCount(0);
  });

  test('an unknown path shows the 404 page without any chrome, and the chrome returns after it', async ({
    page,
  }) => {
    await signIn(page, USERS.ops);
    await page.goto('/app/no/such/page');
    await expect(page).toHaveURL(/\/pages\/errors\/error-404$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(mainNavigation(page)).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await page.goto(LANDING_PATH);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(mainNavigation(page)).toBeVisible();
  });

  test('shortcuts: search, add, open and remove; they are saved with the user', async ({ page }) => {
    await signIn(page, USERS.ops);
    const star = page.getByRole('button', { name: 'Edit shortcuts' });
    await star.hover();
    await expect(page.getByRole('tooltip')).toHaveText('Click to add/remove shortcut');
    await star.click();
    const search = page.getByPlaceholder('Search for an app or page');
    await search.fill('zzz');
    await expect(page.getByText('No results..')).toBeVisible();
    await search.fill('recon');
    const saved = settingsSaved(page);
    await page.getByRole('button', { name: /^Reconciliation(?! Panel)/, pressed: false }).click();
    await saved;
    await page.keyboard.press('Escape');

    const shortcuts = page.getByRole('list', { name: 'Shortcuts' });
    await expect(shortcuts.getByRole('link', { name: 'Reconciliation', exact: true })).toBeVisible();
    await page.reload();
    await expect(shortcuts.getByRole('link', { name: 'Reconciliation', exact: true })).toBeVisible();

    await star.click();
    const removed = settingsSaved(page);
    await page.getByRole('button', { name: /^Reconciliation(?! Panel)/, pressed: true }).click();
    await removed;
    await page.keyboard.press('Escape');
    await expect(shortcuts.getByRole('link')).toHaveCount(0);
  });
});
