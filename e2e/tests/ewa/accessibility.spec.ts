import { expectNoSeriousViolations } from '../../fixtures/axe';
import { signInAndOpen, USERS } from '../../fixtures/demo';
import { expect, test } from '../../fixtures/test';

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

test.describe('accessibility of the employer-funds reconciliation screens', () => {
  test.describe.configure({ timeout: 150_000 });

  test('sub-ledger rec with its lines, ledger rec, the activity log with the settlement profile and the panel pass axe', async ({
    page,
  }) => {
    await signInAndOpen(page, '/app/ewa/subledgerRec', USERS.ewa);
    await expect(page.getByTestId('coverage-row').nth(3)).toBeVisible();
    await expectNoSeriousViolations(page, 'sub-ledger rec');
    await page.getByTestId('coverage-row').first().getByRole('button').first().click();
    await expect(page.getByRole('dialog').getByTestId('coverage-line').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'sub-ledger lines');
    await page.keyboard.press('Escape');

    await page.goto('/app/ewa/ledgerRec');
    await expect(page.getByTestId('ledger-rec-line').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'ledger rec');
    await page.getByRole('tab', { name: 'By partner' }).click();
    await expectNoSeriousViolations(page, 'ledger rec by partner');

    await page.goto('/app/ewa/FileImportActivity');
    await page.getByRole('button', { name: 'Partner settlement file' }).click();
    const partnerBox = page.getByRole('combobox', { name: /Search Partner/ });
    await partnerBox.click();
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await expect(page.getByRole('button', { name: 'Save profile' })).toBeVisible();
    await expectNoSeriousViolations(page, 'employer-funds uploader with the settlement profile');

    await page.goto('/app/ewa/panel');
    await expect(page.getByTestId('panel-row').first()).toBeVisible({ timeout: 20_000 });
    await expectNoSeriousViolations(page, 'employer-funds panel');
  });
});
