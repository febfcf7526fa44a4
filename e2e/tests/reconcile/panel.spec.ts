import { BANK_ACCOUNTS, signInAndOpen } from '../../fixtures/demo';
import { expect, test } from '../../fixtures/test';
import { OUTSTANDING_PATH, PANEL_LOAD_MS, PANEL_PATH, REMATCH_PATH } from './helpers';

test.describe('reconciliation panel', () => {
  test.describe.configure({ timeout: 300_000 });

  test('one row per bank account for the month, each leading to Re-match with it chosen', async ({
    page,
  }) => {
    await signInAndOpen(page, PANEL_PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Reconciliation Panel' })).toBeVisible();
    const rows = page.getByTestId('panel-row');
    await expect(rows).toHaveCount(Object.keys(BANK_ACCOUNTS).length, { timeout: PANEL_LOAD_MS });
    for (const accountId of Object.values(BANK_ACCOUNTS))
      await expect(rows.filter({ hasText: `···${accountId.slice(-4)}` })).toHaveCount(1);
    for (const difference of await page.getByTestId('panel-difference').allTextContents())
      expect(difference).toMatch(/^(No statement balance|(TO EXPLAIN)?-?[\d,]+\.\d\d)$/);

    // Another month through the picker.
    const month = page.getByRole('textbox', { name: 'Month' });
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/bankRec/items/panel');
    await page.getByRole('button', { name: 'Previous month' }).click();
    expect(new URL((await answered).url()).searchParams.get('month')).toMatch(/^\d{4}-\d{2}$/);
    await expect(page).toHaveURL(/month=\d{4}-\d{2}/);
    await expect(month).toHaveValue(/^\d{4}-\d{2}$/);
    await expect(rows).toHaveCount(Object.keys(BANK_ACCOUNTS).length, { timeout: PANEL_LOAD_MS });

    // The account's link opens Re-match with the account preselected.
    await rows
      .filter({ hasText: `···${BANK_ACCOUNTS.taxImpound.slice(-4)}` })
      .getByRole('link', { name: /: re-match this account$/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`${REMATCH_PATH}\\?account=${BANK_ACCOUNTS.taxImpound}`));
    await expect(page.getByRole('combobox', { name: 'Bank account' })).toContainText(
      BANK_ACCOUNTS.taxImpound.slice(-4),
    );
    await expect(page.getByTestId('bank-totals')).toContainText('transactions');
  });

  test('the navigation and the quick panel lead to the three screens', async ({ page }) => {
    await signInAndOpen(page, '/app/bankRec/clientList');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Reconciliation Panel' }).click();
    await expect(page).toHaveURL(new RegExp(`${PANEL_PATH}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Reconciliation Panel' })).toBeVisible();
    await expect(page.getByTestId('panel-row').first()).toBeVisible({ timeout: PANEL_LOAD_MS });
    const reMatch = nav.getByRole('link', { name: 'Re-match' });
    if (!(await reMatch.isVisible())) await nav.getByRole('button', { name: 'Matching' }).click();
    await reMatch.click();
    await expect(page).toHaveURL(new RegExp(REMATCH_PATH));
    await expect(page.getByRole('heading', { level: 1, name: 'Re-match' })).toBeVisible();
    const outstanding = nav.getByRole('link', { name: 'Outstanding Liabilities' });
    if (!(await outstanding.isVisible())) await nav.getByRole('button', { name: 'Records' }).click();
    await outstanding.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Outstanding Liabilities' })).toBeVisible();

    // The quick panel's tasks: Re-match and Outstanding Liabilities open the pages and close the panel.
    for (const [task, heading] of [
      ['Re-match', 'Re-match'],
      ['Outstanding Liabilities', 'Outstanding Liabilities'],
    ] as const) {
      await page.getByRole('button', { name: 'Quick panel' }).click();
      const quick = page.getByRole('dialog', { name: 'Quick panel' });
      await quick.getByRole('link', { name: task }).click();
      await expect(quick).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    await expect(page).toHaveURL(new RegExp(OUTSTANDING_PATH));
  });
});
