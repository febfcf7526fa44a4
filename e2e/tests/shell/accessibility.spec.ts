import { expectNoSeriousViolations } from '../../fixtures/axe';
import { accountButton, closePanel, mainNavigation, openSettings, signIn, USERS } from '../../fixtures/demo';
import { expect, test } from '../../fixtures/test';

test.describe('accessibility of the signed-in shell', () => {
  test('the shell and each of its panels pass axe', async ({ page }) => {
    test.setTimeout(120_000); // seven scans; about 20 s on an idle machine
    await signIn(page, USERS.ops);
    await expectNoSeriousViolations(page, 'shell');
    await openSettings(page);
    await expectNoSeriousViolations(page, 'settings');
    await closePanel(page);
    for (const name of ['Quick panel', 'Help']) {
      await page.getByRole('button', { name, exact: true }).click();
      await expect(page.getByRole('dialog', { name })).toBeVisible();
      await page.mouse.move(600, 450);
      await expect(page.getByRole('tooltip')).toHaveCount(0);
      await expectNoSeriousViolations(page, name);
      await closePanel(page);
    }
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.mouse.move(600, 450); // the pointer leaves the bell, so its tooltip closes
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await expectNoSeriousViolations(page, 'notifications');
    await closePanel(page);
    await accountButton(page).click();
    await expectNoSeriousViolations(page, 'account menu');
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page.getByRole('dialog', { name: 'Update User' })).toBeVisible();
    // The account menu fades out as the dialog opens: scanning mid-fade measures half-transparent text.
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expectNoSeriousViolations(page, 'profile');
  });

  test('a dark theme passes axe too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, USERS.bankrec);
    await openSettings(page);
    await page
      .getByRole('radiogroup', { name: 'Main theme' })
      .getByRole('radio', { name: 'Default dark' })
      .click();
    await closePanel(page);
    await expectNoSeriousViolations(page, 'dark, phone');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expectNoSeriousViolations(page, 'dark, phone navigation');
    await page.keyboard.press('Escape');
    await openSettings(page);
    await page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Reset' }).click();
    await closePanel(page);
  });

  test('menus and drawers are reachable and usable with the keyboard', async ({ page }) => {
    await signIn(page, USERS.ops);
    // A fresh load, so the first Tab starts at the top of the page.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();

    await accountButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(accountButton(page)).toBeFocused();

    await page.getByRole('button', { name: 'Help' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Help' })).toBeVisible();
    // The keyboard is in the drawer now.
    await expect
      .poll(() =>
        page.getByRole('dialog', { name: 'Help' }).evaluate((d) => d.contains(document.activeElement)),
      )
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Help' })).toBeFocused();

    const link = mainNavigation(page).getByRole('link', { name: 'Reconciliation', exact: true });
    await link.focus();
    await expect(link).toBeFocused();
  });
});
