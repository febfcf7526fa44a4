import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../../fixtures/axe';
import { signInAndOpen, USERS } from '../../fixtures/demo';

test.describe('accessibility of the employer-funds records screens', () => {
  test.describe.configure({ timeout: 150_000 });

  test('the organization list (employers, partners), the search ledger and their dialogs pass axe', async ({
    page,
  }) => {
    await signInAndOpen(page, '/app/ewa/orgList', USERS.ewa);
    await expect(page.getByRole('row').nth(3)).toBeVisible();
    await expectNoSeriousViolations(page, 'employer list');
    await page.getByRole('button', { name: 'Add New' }).click();
    await expect(page.getByRole('dialog', { name: 'Add New Employer' })).toBeVisible();
    await expectNoSeriousViolations(page, 'add employer');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('tab', { name: 'Partners' }).click();
    await expect(page.getByRole('table', { name: 'Partners' }).getByRole('row').nth(2)).toBeVisible();
    await expectNoSeriousViolations(page, 'partners');

    await page.goto('/app/ewa/searchLedger');
    await expect(page.getByTestId('ledger-row').nth(3)).toBeVisible();
    await expectNoSeriousViolations(page, 'employer-funds search ledger');
    await page.getByRole('button', { name: 'Transfer Money' }).click();
    const transfer = page.getByRole('dialog', { name: 'Transfer Money' });
    await expect(transfer).toBeVisible();
    await expectNoSeriousViolations(page, 'employer-funds transfer money');
    await transfer.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Add Transaction' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Ledger Transaction' })).toBeVisible();
    await expectNoSeriousViolations(page, 'employer-funds add transaction');
  });
});
