import { expectNoSeriousViolations } from '../../fixtures/axe';
import { inDarkTheme, mainNavigation, signIn, USERS } from '../../fixtures/demo';
import { expect, type Locator, type Page, test } from '../../fixtures/test';
import { apiAnswer, chooseOption, pickCustomer, SEARCH_LEDGER_PATH } from '../bank-rec/helpers';

const LEDGER_TAB = '/app/organization/manageOrganization?tab=ledger';

/** A suffix no other run uses: digits for account numbers, letters and digits for names and codes. */
const stamp = `${Date.now()}`.slice(-7);

/** A full page load on a busy machine: the workspace and its navigation load before the tab's rows. */
const PAGE_LOAD = { timeout: 60_000 };

const section = (page: Page, title: string) => page.getByRole('region', { name: title });
const rowOf = (scope: Locator, kind: string, name: string) =>
  scope.locator(`[data-testid="${kind}-row"][data-name="${name}"]`);

async function openLedgerTab(page: Page) {
  await mainNavigation(page).getByRole('link', { name: 'Organizations', exact: true }).click();
  await page.getByRole('tab', { name: 'Ledger configuration' }).click();
  await expect(page).toHaveURL(/\/app\/organization\/manageOrganization\?tab=ledger$/);
  await expect(section(page, 'Bank accounts').getByTestId('bankAccounts-row').first()).toBeVisible(PAGE_LOAD);
}

test.describe('ledger configuration editor (issue 17)', () => {
  // A long flow through a real server on a shared, loaded machine (3 minutes were not always enough).
  test.describe.configure({ timeout: 360_000 });

  test('ops adds a bank account, an account on it and a transaction code, posts with them, and cannot remove the used bank account', async ({
    page,
  }) => {
    const bankName = `Reserve ${stamp}`;
    const number = `88${stamp}`;
    const accountName = `Reserve Holding ${stamp}`;
    const code = `R${stamp}`;
    const codeDesc = `Reserve Sweep ${stamp}`;
    await signIn(page, USERS.ops);
    await openLedgerTab(page);

    // A bank account: a number the form checks before the server does.
    const banks = section(page, 'Bank accounts');
    await banks.getByRole('button', { name: 'Add bank account' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add bank account' });
    await dialog.getByLabel('Name').fill(bankName);
    await dialog.getByLabel('Account number').fill('88 12');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(
      dialog.getByText('Use 4 to 34 letters and digits, as bank files carry the number'),
    ).toBeVisible();
    await dialog.getByLabel('Account number').fill(number);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(rowOf(banks, 'bankAccounts', `${bankName} (${number})`)).toContainText(
      'Bank reconciliation',
    );

    // A duplicate number is the server's refusal, shown in the dialog.
    await banks.getByRole('button', { name: 'Add bank account' }).click();
    dialog = page.getByRole('dialog', { name: 'Add bank account' });
    await dialog.getByLabel('Name').fill(`Other ${stamp}`);
    await dialog.getByLabel('Account number').fill(number);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByTestId('config-error')).toHaveText(
      `Account number ${number} is already bank account ${bankName}.`,
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The ledger account people choose in Add Transaction, on the new bank account.
    const accounts = section(page, 'Ledger accounts');
    await accounts.getByRole('button', { name: 'Add ledger account' }).click();
    dialog = page.getByRole('dialog', { name: 'Add ledger account' });
    await dialog.getByLabel('Account name').fill(accountName);
    await dialog.getByLabel('Ledger kind').fill('Reserve');
    await chooseOption(page, dialog, 'Ledger', 'Operating (OPER)');
    await chooseOption(page, dialog, 'Bank account', bankName);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(rowOf(accounts, 'ledgerAccounts', accountName)).toContainText(number);

    const codes = section(page, 'Transaction codes');
    await codes.getByRole('button', { name: 'Add transaction code' }).click();
    dialog = page.getByRole('dialog', { name: 'Add transaction code' });
    await dialog.getByLabel('Code').fill(code);
    await dialog.getByLabel('Description').fill(codeDesc);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(rowOf(codes, 'transactionCodes', `${code} ${codeDesc}`)).toBeVisible();

    // Add Transaction offers them at once (the browser's configuration was read again).
    await page.goto(SEARCH_LEDGER_PATH);
    await page.getByRole('button', { name: 'Add Transaction' }).click();
    const add = page.getByRole('dialog', { name: 'Add Ledger Transaction' });
    await pickCustomer(page, add, 'B&J', 'B&J-01');
    await chooseOption(page, add, 'Account', accountName);
    await expect(add.getByText(`Ledger Reserve · OPER`)).toBeVisible();
    await add.getByLabel('Amount').fill('-42.10');
    await add.getByRole('textbox', { name: 'Details' }).fill(`Reserve sweep ${stamp}`);
    await chooseOption(page, add, 'Transaction Type', code);
    const posted = apiAnswer(page, '/api/bankRec/items/bankRecLedger/newBankLedger', 'POST');
    await add.getByRole('button', { name: 'Save', exact: true }).click();
    const answer = await posted;
    expect(answer.ok()).toBe(true);
    expect((await answer.json()).data).toMatchObject({
      account: accountName,
      accountId: number,
      ledger: 'Reserve',
      ledgerId: 'OPER',
      amount: '-42.10',
    });
    expect([code, codeDesc]).toContain((await answer.json()).data.transactionType);
    await expect(add).toBeHidden();

    // The used bank account cannot go: the refusal says what uses it.
    await page.goto(LEDGER_TAB);
    await rowOf(section(page, 'Bank accounts'), 'bankAccounts', `${bankName} (${number})`)
      .getByRole('button', { name: `Remove bank account ${bankName} (${number})` })
      .click();
    const remove = page.getByRole('dialog', { name: 'Remove this bank account?' });
    await remove.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(remove.getByTestId('config-error')).toHaveText(
      `Bank account ${bankName} (${number}) is used by 1 ledger entry and 1 ledger account; it cannot be removed.`,
    );
    await remove.getByRole('button', { name: 'Cancel' }).click();
    await expect(
      rowOf(section(page, 'Bank accounts'), 'bankAccounts', `${bankName} (${number})`),
    ).toBeVisible();

    // A code nothing uses goes after the question.
    await codes.getByRole('button', { name: 'Add transaction code' }).click();
    dialog = page.getByRole('dialog', { name: 'Add transaction code' });
    await dialog.getByLabel('Code').fill(`S${stamp}`);
    await dialog.getByLabel('Description').fill(`Spare ${stamp}`);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    const spare = rowOf(section(page, 'Transaction codes'), 'transactionCodes', `S${stamp} Spare ${stamp}`);
    await spare.getByRole('button', { name: /^Remove transaction code/ }).click();
    await page
      .getByRole('dialog', { name: 'Remove this transaction code?' })
      .getByRole('button', { name: 'Remove', exact: true })
      .click();
    await expect(spare).toHaveCount(0);
  });

  test('screenshots at 1440 and 390, light and dark', async ({ page }) => {
    test.slow();
    await signIn(page, USERS.ops);
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(LEDGER_TAB);
      const first = section(page, 'Bank accounts').getByTestId('bankAccounts-row').first();
      await expect(first).toBeVisible(PAGE_LOAD);
      await page.screenshot({ path: `.artifacts/screens/ledger-config-${width}-light.png`, fullPage: true });
      await expectNoSeriousViolations(page, `ledger config ${width} light`);
      await inDarkTheme(page, async () => {
        await expect(first).toBeVisible(PAGE_LOAD);
        await page.screenshot({ path: `.artifacts/screens/ledger-config-${width}-dark.png`, fullPage: true });
        await expectNoSeriousViolations(page, `ledger config ${width} dark`);
      });
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await section(page, 'Ledger accounts').getByRole('button', { name: 'Add ledger account' }).click();
    await expectNoSeriousViolations(page, 'ledger account dialog');
    await page.screenshot({ path: '.artifacts/screens/ledger-config-account-dialog-1440-light.png' });
  });
});
