import {
  closePanel,
  LANDING_PATH,
  mainNavigation,
  openSettings,
  pickTheme,
  resetSettings,
  rgb,
  settingsSaved,
  signIn,
  USERS,
} from '../../fixtures/demo';
import { expect, type Page, test } from '../../fixtures/test';
import { THEMES } from '../../fixtures/themes';

const background = (page: Page, selector: string, pseudo?: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, p) => getComputedStyle(el, p ?? null).backgroundColor, pseudo);

test.describe('layouts and themes', () => {
  test('layout 1 and layout 2 switch, and a style change resets that layout to its own defaults', async ({
    page,
  }) => {
    await signIn(page, USERS.ops);
    const frame = page.getByTestId('shell-frame');
    await expect(page.getByTestId('navbar-panel')).toBeVisible();
    await openSettings(page);
    const panel = page.getByRole('dialog', { name: 'Settings' });
    await panel.getByRole('group', { name: 'General mode' }).getByRole('button', { name: 'Boxed' }).click();
    await expect.poll(async () => (await frame.boundingBox())?.width).toBe(1280);

    await panel.getByRole('radio', { name: /Horizontal/ }).click();
    await closePanel(page);
    // Layout 2: the groups across the top, no side navbar; its own default (boxed) mode.
    await expect(page.getByTestId('navbar-panel')).toHaveCount(0);
    await expect(mainNavigation(page).getByRole('button', { name: 'Dashboards' })).toBeVisible();
    await mainNavigation(page).getByRole('button', { name: 'Dashboards' }).click();
    await expect(page.getByRole('menuitem', { name: 'Reconciliation', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');

    await openSettings(page);
    await panel.getByRole('radio', { name: /Vertical/ }).click();
    await closePanel(page);
    await expect(page.getByTestId('navbar-panel')).toBeVisible();
    await expect.poll(async () => (await frame.boundingBox())?.width).toBe(1440);
    await resetSettings(page);
  });

  test('every theme applies to the toolbar and, as the main theme, to the derived navbar', async ({
    page,
  }) => {
    await signIn(page, USERS.ops);
    await openSettings(page);
    for (const theme of THEMES) {
      await pickTheme(page, 'Toolbar', theme.label);
      await expect.poll(() => background(page, 'header')).toBe(rgb(theme.paper));
      await expect.poll(() => background(page, '[data-testid="user-avatar"]')).toBe(rgb(theme.primary));

      await pickTheme(page, 'Main', theme.label);
      // The navbar uses the main theme forced dark: its active entry is marked in the secondary colour.
      await expect
        .poll(() => background(page, 'nav[aria-label="Main navigation"] a.active', '::before'))
        .toBe(rgb(theme.secondary));
    }
    await closePanel(page);
    await resetSettings(page);
    await expect.poll(() => background(page, 'header')).toBe(rgb('#FFFFFF'));
  });

  test('the navbar folds to 64 px and opens while hovered', async ({ page }) => {
    await signIn(page, USERS.ops);
    const nav = mainNavigation(page);
    const panel = page.getByTestId('navbar-panel');
    await expect.poll(async () => (await nav.boundingBox())?.width).toBe(280);
    const saved = settingsSaved(page);
    await page.getByRole('button', { name: 'Fold navigation' }).click();
    await saved;
    await page.mouse.move(800, 400);
    await expect.poll(async () => (await nav.boundingBox())?.width).toBe(64);
    await expect.poll(async () => (await panel.boundingBox())?.width).toBe(64);

    await page.mouse.move(30, 300);
    await expect.poll(async () => (await panel.boundingBox())?.width).toBe(280);
    // Hover-open overlays the content: the layout keeps its 64 px.
    expect((await nav.boundingBox())?.width).toBe(64);
    await page.getByRole('button', { name: 'Keep navigation open' }).click();
    await page.mouse.move(800, 400);
    await expect.poll(async () => (await nav.boundingBox())?.width).toBe(280);
    await resetSettings(page);
  });

  test("a signed-in user's settings survive a reload and the next sign-in", async ({ page, browser }) => {
    await signIn(page, USERS.ewa);
    await openSettings(page);
    await page.getByRole('radio', { name: /Horizontal/ }).click();
    const saved = settingsSaved(page);
    await pickTheme(page, 'Main', 'Slate');
    await saved;
    await closePanel(page);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('navbar-panel')).toHaveCount(0);
    await expect.poll(() => background(page, 'body')).toBe(rgb('#1A2126'));

    const other = await browser.newContext();
    const second = await other.newPage();
    await signIn(second, USERS.ewa);
    await expect.poll(() => background(second, 'body')).toBe(rgb('#1A2126'));
    await other.close();
    await resetSettings(page);
  });

  test("a visitor's settings are kept in this browser", async ({ page }) => {
    await page.goto('/pages/errors/error-500');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong on our side');
    await openSettings(page);
    await pickTheme(page, 'Main', 'Deep ocean');
    await closePanel(page);
    await page.reload();
    await expect.poll(() => background(page, 'body')).toBe(rgb('#140F26'));
    // The entry pages use the visitor's main theme too.
    await page.goto('/login');
    await expect.poll(() => background(page, 'body')).toBe(rgb('#140F26'));
    expect(await page.evaluate(() => localStorage.getItem('clearline.settings'))).toContain('deepOcean');
  });

  test('below the large breakpoint the navbar is a temporary drawer of 256 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, USERS.ops);
    await expect(page).toHaveURL(new RegExp(`${LANDING_PATH}$`));
    await expect(mainNavigation(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(mainNavigation(page)).toBeVisible();
    await expect.poll(async () => (await mainNavigation(page).boundingBox())?.width).toBe(256);
    await mainNavigation(page).getByRole('link', { name: 'Reconciliation', exact: true }).click();
    await expect(mainNavigation(page)).toHaveCount(0);
  });
});
