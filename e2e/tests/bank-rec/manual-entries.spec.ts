import { isoDay } from '../../fixtures/clock';
import { authHeader, signInAndOpen } from '../../fixtures/demo';
import { expect, type Page, test } from '../../fixtures/test';
import { apiAnswer, chooseOption, pickCustomer, SEARCH_LEDGER_PATH, uniqueWord } from './helpers';

/** Issue 10 item 13: bounds of a manual entry's amount, a pasted amount, and voiding an entry. */

const ZERO_MESSAGE = 'Amount must not be 0.00';
const TOO_LARGE_MESSAGE = 'Amount must be at most 999,999,999.99';

/** Posts a manual entry through the API, as the dialog would, and returns its id. */
async function postEntry(page: Page, details: string): Promise<string> {
  const res = await page.request.post('/api/bankRec/items/bankRecLedger/newBankLedger', {
    headers: await authHeader(page),
    data: {
      data: {
        details,
        amount: '-42.17',
        // Today: the demo certifies past months, and a certified month refuses new entries.
        transactionDate: isoDay(),
        coName: 'B&J-01',
        account: 'Net Pay',
        addNew: true,
        autoMatch: true,
      },
    },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()).data.id;
}

async function searchFor(page: Page, word: string) {
  const searched = apiAnswer(page, '/api/bankRec/items/ledger');
  await page.getByLabel('Details or check no.').fill(word);
  await page.getByRole('button', { name: 'Search' }).click();
  await searched;
}

test.describe('manual ledger entries', () => {
  test.describe.configure({ timeout: 150_000 });

  test('0.00 and an amount past 999,999,999.99 say why; a pasted 1,000.00 is kept and saved', async ({
    page,
  }) => {
    await signInAndOpen(page, SEARCH_LEDGER_PATH);
    await page.getByRole('button', { name: 'Add Transaction' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Ledger Transaction' });
    const save = dialog.getByRole('button', { name: 'Save', exact: true });
    await pickCustomer(page, dialog, 'B&J', 'B&J-01');
    await chooseOption(page, dialog, 'Account', 'Net Pay');
    const word = uniqueWord('paste');
    await dialog.getByRole('textbox', { name: 'Details' }).fill(`Pasted amount ${word}`);

    const amount = dialog.getByLabel('Amount');
    await amount.fill('0.00');
    await expect(dialog.getByText(ZERO_MESSAGE)).toBeVisible();
    await expect(save).toBeDisabled();

    // 17 digits: the message is about its size, not about decimals.
    await amount.fill('12345678901234567');
    await expect(dialog.getByText(TOO_LARGE_MESSAGE)).toBeVisible();
    await expect(dialog.getByText('Only two digits after decimal Point!')).toHaveCount(0);
    await expect(save).toBeDisabled();

    await amount.fill('1,000.00');
    await expect(amount).toHaveValue('1,000.00');
    await expect(dialog.getByText(TOO_LARGE_MESSAGE)).toHaveCount(0);
    await expect(save).toBeEnabled();
    const posted = apiAnswer(page, '/api/bankRec/items/bankRecLedger/newBankLedger', 'POST');
    await save.click();
    const answer = await posted;
    expect(answer.ok()).toBe(true);
    expect((await answer.json()).data.amount).toBe('1000.00');
    await expect(dialog).toBeHidden();
  });

  test('an entry is voided with a reason and stays listed, marked Voided; a matched one must be unmatched first', async ({
    page,
  }) => {
    await signInAndOpen(page, SEARCH_LEDGER_PATH);
    const word = uniqueWord('voidme');
    await postEntry(page, `Keyed twice ${word}`);
    await searchFor(page, word);
    const row = page.getByTestId('ledger-row');
    await expect(row).toHaveCount(1);
    await row.getByRole('checkbox').check();

    await page.getByRole('button', { name: 'Void', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Void entry' });
    await expect(dialog.getByTestId('void-entry-summary')).toContainText('B&J-01');
    await expect(dialog).toContainText('to correct it, add a new entry');
    await dialog.getByRole('button', { name: 'Void entry' }).click();
    await expect(dialog.getByText('Say why the entry is voided')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Keyed twice from the payroll register');
    await dialog.getByRole('button', { name: 'Void entry' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('The entry was voided. Add a new entry to correct it.')).toBeVisible();

    // Still listed, marked Voided, with the reason on hover; no Void button for it any more.
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('entry-status')).toHaveText('Voided');
    await expect(row.getByTestId('entry-status')).toHaveAttribute(
      'title',
      'Voided: Keyed twice from the payroll register',
    );
    await row.getByRole('checkbox').check();
    await expect(page.getByRole('button', { name: 'Void', exact: true })).toHaveCount(0);

    // A matched entry: the server's message says to unmatch it first; nothing changes.
    await page.goto(`${SEARCH_LEDGER_PATH}?status=matched`);
    const matched = page.getByTestId('ledger-row').first();
    await matched.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Void', exact: true }).click();
    await dialog.getByLabel('Reason').fill('Trying a matched one');
    await dialog.getByRole('button', { name: 'Void entry' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(/is matched to the bank: unmatch it before voiding/);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(matched.getByTestId('entry-status')).toHaveText('Matched');
  });
});
