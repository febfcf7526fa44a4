import { expectNoSeriousViolations } from '../../fixtures/axe';
import { signInAndOpen } from '../../fixtures/demo';
import { expect, test } from '../../fixtures/test';
import { CUSTOMER_LIST_PATH, SEARCH_LEDGER_PATH } from './helpers';

test.describe('accessibility of the bank reconciliation screens', () => {
  test.describe.configure({ timeout: 150_000 });

  test('the customer list, the search ledger and their dialogs pass axe', async ({ page }) => {
    await signInAndOpen(page, CUSTOMER_LIST_PATH);
    await expect(page.getByRole('row').nth(3)).toBeVisible();
    await expectNoSeriousViolations(page, 'customer list');
    await page.getByRole('button', { name: 'Add New' }).click();
    await expect(page.getByRole('dialog', { name: 'Add New Customer' })).toBeVisible();
    await expectNoSeriousViolations(page, 'add customer');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.goto(SEARCH_LEDGER_PATH);
    await expect(page.getByTestId('ledger-row').nth(3)).toBeVisible();
    await page.getByTestId('ledger-row').nth(1).getByRole('checkbox').check();
    await expectNoSeriousViolations(page, 'search ledger');
    await page.getByRole('button', { name: 'Transfer Money' }).click();
    const transfer = page.getByRole('dialog', { name: 'Transfer Money' });
    await expect(transfer).toBeVisible();
    await transfer.getByRole('group', { name: 'From' }).getByLabel('Amount').fill('-1');
    await expectNoSeriousViolations(page, 'transfer money');
    await transfer.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Add Transaction' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Ledger Transaction' })).toBeVisible();
    await expectNoSeriousViolations(page, 'add transaction');
  });
});
