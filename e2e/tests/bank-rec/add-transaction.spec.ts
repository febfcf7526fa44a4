import { signInAndOpen } from '../../fixtures/demo';
import { expect, test } from '../../fixtures/test';
import {
  AMOUNT_DECIMALS_MESSAGE,
  apiAnswer,
  chooseOption,
  customerBox,
  pickCustomer,
  REQUIRED_FIELDS_HINT,
  SEARCH_LEDGER_PATH,
  selectNamed,
  uniqueCustomerId,
  uniqueWord,
} from './helpers';

test.describe('add ledger transaction', () => {
  // Long flows through a real server; a loaded machine needs more than the default minute.
  test.describe.configure({ timeout: 150_000 });

  test('a Tax account shows the tax code, a non-Tax account clears it; Save posts and the grid refreshes', async ({
    page,
  }) => {
    await signInAndOpen(page, SEARCH_LEDGER_PATH);
    await page.getByRole('button', { name: 'Add Transaction' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Ledger Transaction' });
    const save = dialog.getByRole('button', { name: 'Save', exact: true });
    await expect(save).toBeDisabled();
    await dialog.getByTestId('save-hint').hover();
    await expect(page.getByRole('tooltip')).toHaveText(REQUIRED_FIELDS_HINT);

    await pickCustomer(page, dialog, 'B&J', 'B&J-01');
    await expect(customerBox(dialog)).toHaveAccessibleName(/^Customer/);
    await chooseOption(page, dialog, 'Account', 'Federal Tax');
    await expect(dialog.getByText('Ledger Tax · TAX')).toBeVisible();
    const taxCode = dialog.getByLabel('Tax Code');
    await expect(taxCode).toBeVisible();
    await taxCode.fill('941');
    await chooseOption(page, dialog, 'Tax Type', 'Federal');

    // A non-Tax account: the tax fields go, and their values with them.
    await chooseOption(page, dialog, 'Account', 'Net Pay');
    await expect(dialog.getByLabel('Tax Code')).toHaveCount(0);
    await chooseOption(page, dialog, 'Account', 'Federal Tax');
    await expect(dialog.getByLabel('Tax Code')).toHaveValue('');
    await expect(selectNamed(dialog, 'Tax Type')).not.toContainText('Federal');
    await dialog.getByLabel('Tax Code').fill('941');

    // The amount takes only digits, one point and a leading minus; a third decimal is refused with the message.
    const amount = dialog.getByLabel('Amount');
    await amount.pressSequentially('-12a5.505');
    await expect(amount).toHaveValue('-125.505');
    await expect(dialog.getByText(AMOUNT_DECIMALS_MESSAGE)).toBeVisible();
    await amount.fill('-125.50');
    await expect(dialog.getByText(AMOUNT_DECIMALS_MESSAGE)).toHaveCount(0);

    const word = uniqueWord('taxadj');
    await dialog.getByRole('textbox', { name: 'Details' }).fill(`Manual tax adjustment ${word}`);
    await chooseOption(page, dialog, 'Transaction Type', '455');
    await chooseOption(page, dialog, 'Quarter', 'Current Quarter');
    // The reconciling types hide the reserved ones.
    await dialog.getByRole('checkbox', { name: 'Reconciling Item?' }).check();
    await selectNamed(dialog, 'Reconciling Type').click();
    await expect(page.getByRole('option', { name: 'Timing Difference' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Aged Uncleared' })).toHaveCount(0);
    await expect(page.getByRole('option', { name: 'Negative Liabilities' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await dialog.getByRole('checkbox', { name: 'Reconciling Item?' }).uncheck();

    await expect(save).toBeEnabled();
    const posted = apiAnswer(page, '/api/bankRec/items/bankRecLedger/newBankLedger', 'POST');
    const refreshed = apiAnswer(page, '/api/bankRec/items/ledger');
    await save.click();
    const answer = await posted;
    expect(answer.ok()).toBe(true);
    const entry = (await answer.json()).data;
    expect(entry).toMatchObject({
      amount: '-125.50',
      coName: 'B&J-01',
      account: 'Federal Tax',
      ledger: 'Tax',
      taxCode: '941',
      transactionType: 'Preauthorized ACH Debit',
      status: 'open',
      source: 'manual',
    });
    expect(entry.quarter).toMatch(/^Q[1-4] \d{4}$/);
    await expect(dialog).toBeHidden();
    await refreshed;

    // The new entry is in the ledger.
    await page.getByLabel('Details or check no.').fill(word);
    await page.getByRole('button', { name: 'Search' }).click();
    const rows = page.getByTestId('ledger-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('B&J-01');
    await expect(rows.first().getByTestId('entry-amount')).toHaveText('-125.50');

    // Reopened, the dialog starts empty.
    await page.getByRole('button', { name: 'Add Transaction' }).click();
    await expect(customerBox(dialog)).toHaveValue('');
    await expect(dialog.getByLabel('Amount')).toHaveValue('');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test("the customer box's Add New opens the add-customer dialog and selects the new customer", async ({
    page,
  }) => {
    await signInAndOpen(page, SEARCH_LEDGER_PATH);
    await page.getByRole('button', { name: 'Add Transaction' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Ledger Transaction' });
    const box = customerBox(dialog);
    await expect(box).toHaveAccessibleName('Search Customer');
    const id = uniqueCustomerId('NEW');
    await box.click();
    await box.fill(`${id} - Lakeside Dental`);
    // 'Add New' is the first row; arrow keys reach it and Enter chooses it.
    await expect(page.getByRole('option').first()).toHaveText('Add New');
    await box.press('ArrowDown');
    await box.press('Enter');
    const add = page.getByRole('dialog', { name: 'Add New Customer' });
    await expect(add.getByLabel('Customer Id')).toHaveValue(id);
    await add.getByLabel('Customer Name').fill('Lakeside Dental');
    await add.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(add).toBeHidden();
    await expect(box).toHaveValue(`${id} - Lakeside Dental`);

    // Clearing the box resets the selection.
    await box.hover();
    await dialog.getByRole('button', { name: 'Clear' }).click();
    await expect(box).toHaveValue('');
    await expect(box).toHaveAccessibleName('Search Customer');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
});
