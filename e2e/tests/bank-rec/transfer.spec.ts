import { signInAndOpen } from '../../fixtures/demo';
import { expect, test } from '../../fixtures/test';
import {
  AMOUNT_DECIMALS_MESSAGE,
  apiAnswer,
  browserToday,
  chooseOption,
  customerBox,
  NEGATIVE_AMOUNT_MESSAGE,
  pickCustomer,
  SEARCH_LEDGER_PATH,
  selectNamed,
  uniqueWord,
} from './helpers';

const TRANSFER_API = '/api/bankRec/items/bankRecLedger/transferMoney';

test.describe('transfer money', () => {
  // Long flows through a real server; a loaded machine needs more than the default minute.
  test.describe.configure({ timeout: 150_000 });

  test('one from-row and two to-rows: Transfer waits for the balance, then Transfering..., then closes', async ({
    page,
  }) => {
    await signInAndOpen(page, SEARCH_LEDGER_PATH);
    await page.getByRole('button', { name: 'Transfer Money' }).click();
    const dialog = page.getByRole('dialog', { name: 'Transfer Money' });
    await expect(dialog.getByTestId('dialog-header')).toHaveCSS('background-color', 'rgb(45, 184, 194)');

    // Modal: neither Escape nor the backdrop closes it.
    await page.keyboard.press('Escape');
    await page.mouse.click(8, 450);
    await expect(dialog).toBeVisible();

    await expect(dialog.getByRole('radio', { name: 'Banking Transfer', exact: true })).toBeChecked();
    await expect(dialog.getByLabel('Transaction Date')).toHaveValue(await browserToday(page));
    const transfer = dialog.getByRole('button', { name: 'Transfer', exact: true });
    await expect(transfer).toBeDisabled();

    const word = uniqueWord('reclass');
    await dialog.getByLabel('Details').fill(`Reclass funding overage ${word}`);
    const from = dialog.getByRole('group', { name: 'From' });
    await chooseOption(page, from, 'Account', 'Client Funding');
    await pickCustomer(page, from, 'B&J', 'B&J-01');
    await from.getByLabel('Amount').fill('1500');

    const to1 = dialog.getByRole('group', { name: 'To row 1' });
    await expect(to1.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
    await chooseOption(page, to1, 'Account', 'Federal Tax');
    await pickCustomer(page, to1, 'st m', 'ST MARKS');
    await to1.getByLabel('Amount').fill('1000.10');
    await to1.getByLabel('Tax Code').fill('941');
    await expect(transfer).toBeDisabled();

    // The add icon sits on the last row only; a new row can be removed, the first cannot.
    await to1.getByRole('button', { name: 'Add a to row' }).click();
    const to2 = dialog.getByRole('group', { name: 'To row 2' });
    await expect(to1.getByRole('button', { name: 'Add a to row' })).toHaveCount(0);
    await expect(to2.getByRole('button', { name: 'Add a to row' })).toBeVisible();
    await expect(to2.getByRole('button', { name: 'Remove to row 2' })).toBeVisible();
    await chooseOption(page, to2, 'Account', 'Net Pay');
    await expect(to2.getByLabel('Tax Code')).toHaveCount(0);
    await pickCustomer(page, to2, 'B&J', 'B&J-01');

    // Unbalanced by a cent, then a negative amount, then three decimals: still disabled.
    await to2.getByLabel('Amount').fill('499.89');
    await expect(dialog.getByRole('status', { name: 'Transfer totals' })).toContainText('$0.01');
    await expect(transfer).toBeDisabled();
    await to2.getByLabel('Amount').fill('-499.90');
    await expect(dialog.getByText(NEGATIVE_AMOUNT_MESSAGE)).toBeVisible();
    await expect(transfer).toBeDisabled();
    await to2.getByLabel('Amount').fill('499.901');
    await expect(dialog.getByText(AMOUNT_DECIMALS_MESSAGE)).toBeVisible();
    await expect(dialog.getByText(NEGATIVE_AMOUNT_MESSAGE)).toHaveCount(0);
    await expect(transfer).toBeDisabled();
    await to2.getByLabel('Amount').fill('499.90');
    await expect(dialog.getByText(AMOUNT_DECIMALS_MESSAGE)).toHaveCount(0);
    await expect(transfer).toBeEnabled();

    // Hold the answer to see the sending state.
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**${TRANSFER_API}`, async (route) => {
      await gate;
      await route.continue();
    });
    const posted = apiAnswer(page, TRANSFER_API, 'POST');
    await transfer.click();
    await expect(dialog.getByRole('button', { name: 'Transfering...' })).toBeDisabled();
    release();
    const answer = await posted;
    expect(answer.ok()).toBe(true);
    const body = (await answer.json()).data;
    expect(body.replayed).toBe(false);
    expect(body.entries.map((e: { amount: string; coName: string }) => [e.coName, e.amount])).toEqual([
      ['B&J-01', '-1500.00'],
      ['ST MARKS', '1000.10'],
      ['B&J-01', '499.90'],
    ]);
    const sent = answer.request().postDataJSON();
    expect(sent.data.transferHash).toMatch(/^[0-9a-f]{64}$/);
    expect(sent.data.nonBnkTransfer).toBe(false);
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Transfer of $1,500.00 posted.')).toBeVisible();

    // The grid shows the three linked lines; they sum to zero.
    await page.getByLabel('Details or check no.').fill(word);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByTestId('ledger-row')).toHaveCount(3);
    await expect(page.getByTestId('ledger-totals')).toContainText('3 entries');
    await expect(page.getByTestId('ledger-totals')).toContainText('Net $0.00');

    // Reopened: today's date and empty rows again.
    await page.getByRole('button', { name: 'Transfer Money' }).click();
    await expect(dialog.getByLabel('Transaction Date')).toHaveValue(await browserToday(page));
    await expect(dialog.getByRole('group', { name: /^To row/ })).toHaveCount(1);
    await expect(customerBox(dialog.getByRole('group', { name: 'From' }))).toHaveValue('');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('non-banking mode asks no to account, and switching mode resets the rows', async ({ page }) => {
    await signInAndOpen(page, SEARCH_LEDGER_PATH);
    await page.getByRole('button', { name: 'Transfer Money' }).click();
    const dialog = page.getByRole('dialog', { name: 'Transfer Money' });
    await dialog.getByLabel('Details').fill('Mode switch');
    const from = dialog.getByRole('group', { name: 'From' });
    await from.getByLabel('Amount').fill('10');
    await dialog.getByRole('radio', { name: 'Non-Banking Transfer' }).check();
    await expect(from.getByLabel('Amount')).toHaveValue('');
    await expect(dialog.getByLabel('Details')).toHaveValue('');
    const to1 = dialog.getByRole('group', { name: 'To row 1' });
    await expect(selectNamed(to1, 'Account')).toHaveCount(0);
    await expect(dialog.getByText('Non-banking: every line posts to the from account.')).toBeVisible();
    // The close icon closes it.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the quick panel opens Transfer Money and Add Transaction', async ({ page }) => {
    await signInAndOpen(page, SEARCH_LEDGER_PATH);
    for (const [task, title] of [
      ['Transfer Money', 'Transfer Money'],
      ['Add Transaction', 'Add Ledger Transaction'],
    ] as const) {
      await page.getByRole('button', { name: 'Quick panel', exact: true }).click();
      const panel = page.getByRole('dialog', { name: 'Quick panel' });
      await panel.getByRole('button', { name: task }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
    }
  });
});
