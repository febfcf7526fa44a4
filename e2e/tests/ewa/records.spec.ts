import { authHeader, signInAndOpen, USERS } from '../../fixtures/demo';
import { expect, type Locator, type Page, test } from '../../fixtures/test';
import { apiAnswer, selectNamed, uniqueCustomerId, uniqueWord } from '../bank-rec/helpers';

/** Employer funds records (issue 12): the employer list, the type-ahead, Add Transaction, Transfer Money. */
const ORG_LIST_PATH = '/app/ewa/orgList';
const SEARCH_LEDGER_PATH = '/app/ewa/searchLedger';

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The employer type-ahead of `scope` ('Search Employer', then 'Employer'). */
const employerBox = (scope: Locator | Page) => scope.getByRole('combobox', { name: /^(Search )?Employer/ });

/** Types into the employer box of `scope` and picks the employer whose id is `employer`. */
async function pickEmployer(page: Page, scope: Locator, text: string, employer: string) {
  const box = employerBox(scope);
  await box.click();
  await box.fill(text);
  await page
    .getByRole('option')
    .filter({ hasText: new RegExp(`^${escapeRegex(employer)}`) })
    .first()
    .click();
  await expect(box).toHaveValue(new RegExp(`^${escapeRegex(employer)} - `));
}

/** Picks the organisation's first employer-funds account in the Account select of `scope`. */
async function chooseFirstAccount(page: Page, scope: Locator) {
  await selectNamed(scope, 'Account').click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** A seeded employer (through the type-ahead's own call) and a word of its name to type. */
async function someEmployer(page: Page): Promise<{ employer: string; employerName: string; word: string }> {
  const answer = await page.request.post('/api/employeeFunds/fetchEmpList', {
    headers: await authHeader(page),
    data: { userClientInput: '', limit: 20 },
  });
  expect(answer.ok()).toBe(true);
  const rows: { employer: string; employerName: string }[] = (await answer.json()).data.data.resJson;
  expect(rows.length).toBeGreaterThan(1);
  const chosen = rows[rows.length - 1] as { employer: string; employerName: string };
  // Part of its name, not its start: the box finds any part of the name.
  const longest = chosen.employerName.split(/\s+/).sort((a, b) => b.length - a.length)[0] ?? '';
  return { ...chosen, word: longest.slice(1, 6) };
}

/** Filters the search ledger by a word of the details and returns its rows. */
async function findInLedger(page: Page, word: string, phone: boolean) {
  await page.goto(SEARCH_LEDGER_PATH);
  if (phone) await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.getByRole('search', { name: 'Ledger filters' });
  await filters.getByLabel('Details or check no.').fill(word);
  const answered = apiAnswer(page, '/api/employeeFunds/items/ledger');
  await filters.getByRole('button', { name: 'Search' }).click();
  await answered;
  return page.getByTestId('ledger-row');
}

for (const [width, height, phone] of [
  [1440, 900, false],
  [390, 844, true],
] as const) {
  test.describe(`employer funds records at ${width} px`, () => {
    test.describe.configure({ timeout: 180_000 });
    test.use({ viewport: { width, height } });

    test('find an employer, add one from Add New, post a transaction, transfer between employers, find both', async ({
      page,
    }) => {
      await signInAndOpen(page, ORG_LIST_PATH, USERS.ewa);
      await expect(page.getByRole('heading', { level: 1, name: 'Organization List' })).toBeVisible();
      const seeded = await someEmployer(page);

      // The employer list finds it by part of its name.
      await page.getByLabel('Search employers').fill(seeded.word);
      await expect(page.getByText(seeded.employer, { exact: true }).first()).toBeVisible();

      // Add Transaction: the employer box finds it by part of its name.
      await page.goto(SEARCH_LEDGER_PATH);
      await page.getByRole('button', { name: 'Add Transaction' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Ledger Transaction' });
      const save = dialog.getByRole('button', { name: 'Save', exact: true });
      await expect(save).toBeDisabled();
      await expect(employerBox(dialog)).toHaveAccessibleName(/^Search Employer/);
      await pickEmployer(page, dialog, seeded.word, seeded.employer);
      await expect(employerBox(dialog)).toHaveAccessibleName(/^Employer/);
      await employerBox(dialog).hover();
      await dialog.getByRole('button', { name: 'Clear' }).first().click();
      await expect(employerBox(dialog)).toHaveValue('');

      // 'Add New' is first: it opens the employer dialog with the typed text cut at the first hyphen.
      const id = uniqueCustomerId('EMP');
      const box = employerBox(dialog);
      await box.click();
      await box.fill(`${id} - Harbor Logistics`);
      await expect(page.getByRole('option').first()).toHaveText('Add New');
      await box.press('ArrowDown');
      await box.press('Enter');
      const add = page.getByRole('dialog', { name: 'Add New Employer' });
      await expect(add.getByLabel('Employer Id')).toHaveValue(id);
      await add.getByLabel('Employer Name').fill('Harbor Logistics');
      const partnerBox = add.getByRole('combobox', { name: /^Search Partner/ });
      await partnerBox.click();
      await page.getByRole('option').first().click();
      await add.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(add).toBeHidden();
      await expect(box).toHaveValue(`${id} - Harbor Logistics`);
      // Focus comes back to the box, which opens its list again: move on.
      await dialog.getByLabel('Notes').click();
      // The employer's partner came with it.
      await expect(dialog.getByRole('combobox', { name: /^Search Partner/ })).not.toHaveValue('');

      // Post a transaction for the new employer.
      const word = uniqueWord('ewafund');
      await chooseFirstAccount(page, dialog);
      await dialog.getByLabel('Amount').fill('480.25');
      await dialog.getByRole('textbox', { name: 'Details' }).fill(`Pre-funding ${word}`);
      await expect(save).toBeEnabled();
      const posted = apiAnswer(page, '/api/employeeFunds/items/bankRecLedger/newBankLedger', 'POST');
      await save.click();
      const entry = (await (await posted).json()).data;
      expect(entry).toMatchObject({ employer: id, amount: '480.25', sourceFile: 'ADDED', lineNo: -1 });
      await expect(dialog).toBeHidden();

      // Transfer from the new employer to the seeded one.
      const moved = uniqueWord('ewamove');
      await page.getByRole('button', { name: 'Transfer Money' }).click();
      const transfer = page.getByRole('dialog', { name: 'Transfer Money' });
      await transfer.getByLabel('Details').fill(`Reallocate ${moved}`);
      const from = transfer.getByRole('group', { name: 'From' });
      await chooseFirstAccount(page, from);
      await pickEmployer(page, from, id, id);
      await from.getByLabel('Amount').fill('80.25');
      const to = transfer.getByRole('group', { name: 'To row 1' });
      await chooseFirstAccount(page, to);
      await pickEmployer(page, to, seeded.word, seeded.employer);
      await to.getByLabel('Customer').fill('PAYROLL-7');
      await to.getByLabel('Amount').fill('80.25');
      const send = transfer.getByRole('button', { name: 'Transfer', exact: true });
      await expect(send).toBeEnabled();
      const sent = apiAnswer(page, '/api/employeeFunds/items/bankRecLedger/ewaTransferMoney', 'POST');
      await send.click();
      const lines = (await (await sent).json()).data.entries;
      expect(lines.map((l: { employer: string; amount: string }) => [l.employer, l.amount])).toEqual([
        [id, '-80.25'],
        [seeded.employer, '80.25'],
      ]);
      await expect(transfer).toBeHidden();

      // Both are in the search ledger.
      const posts = await findInLedger(page, word, phone);
      await expect(posts).toHaveCount(1);
      await expect(posts.first()).toContainText(id);
      const transfers = await findInLedger(page, moved, phone);
      await expect(transfers).toHaveCount(2);
      await expect(transfers.filter({ hasText: seeded.employer })).toHaveCount(1);
    });

    test('add a partner in the Partners tab, then find it with the ledger filters', async ({ page }) => {
      await signInAndOpen(page, ORG_LIST_PATH, USERS.ewa);
      await page.getByRole('tab', { name: 'Partners' }).click();
      const grid = page.getByRole('table', { name: 'Partners' });
      await expect(grid.getByRole('row').nth(1)).toBeVisible();
      // On a phone the grid keeps to the screen: no sideways scrolling.
      if (phone) {
        const overflow = await grid.evaluate((table) => {
          const scroller = table.parentElement as HTMLElement;
          return scroller.scrollWidth - scroller.clientWidth;
        });
        expect(overflow).toBeLessThanOrEqual(0);
      }

      const id = uniqueCustomerId('P');
      const name = `Partner ${uniqueWord('pw')}`;
      await page.getByRole('button', { name: 'Add Partner' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Partner' });
      await dialog.getByLabel('Partner Id').fill(id);
      await dialog.getByLabel('Partner Name').fill(name);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(`Partner ${id} was added.`)).toBeVisible();

      // The ledger filters' partner box finds it by its name, and the search asks for its lines.
      await page.goto(SEARCH_LEDGER_PATH);
      if (phone) await page.getByRole('button', { name: 'Filters' }).click();
      const filters = page.getByRole('search', { name: 'Ledger filters' });
      const partnerBox = filters.getByRole('combobox', { name: /^Search Partner/ });
      await partnerBox.click();
      await partnerBox.fill(name.slice(8));
      await page.getByRole('option').filter({ hasText: id }).first().click();
      const answered = page.waitForResponse(
        (r) =>
          new URL(r.url()).pathname === '/api/employeeFunds/items/ledger' &&
          r.url().includes(`partner=${id}`),
      );
      await filters.getByRole('button', { name: 'Search' }).click();
      expect((await answered).ok()).toBe(true);
      await expect(page).toHaveURL(new RegExp(`partner=${id}`));
    });
  });
}

test.describe('employer funds quick panel', () => {
  test.describe.configure({ timeout: 120_000 });

  test('Reconciliation Tasks link the pages and open the employer-funds dialogs', async ({ page }) => {
    await signInAndOpen(page, ORG_LIST_PATH, USERS.ewa);
    const openPanel = async () => {
      await page.getByRole('button', { name: 'Quick panel', exact: true }).click();
      const panel = page.getByRole('dialog', { name: 'Quick panel' });
      await expect(panel.getByText('Reconciliation Tasks')).toBeVisible();
      return panel;
    };
    await (await openPanel()).getByRole('link', { name: 'Search Ledger' }).click();
    await expect(page).toHaveURL(new RegExp(`${SEARCH_LEDGER_PATH}$`));

    await (await openPanel()).getByRole('button', { name: 'Add Transaction' }).click();
    const add = page.getByRole('dialog', { name: 'Add Ledger Transaction' });
    await expect(employerBox(add)).toHaveAccessibleName(/^Search Employer/);
    await expect(add.getByRole('combobox', { name: /^Search Partner/ })).toBeVisible();
    await add.getByRole('button', { name: 'Cancel' }).click();
    await expect(add).toBeHidden();

    await (await openPanel()).getByRole('button', { name: 'Transfer Money' }).click();
    const transfer = page.getByRole('dialog', { name: 'Transfer Money' });
    await expect(employerBox(transfer.getByRole('group', { name: 'From' }))).toBeVisible();
    await expect(transfer.getByLabel('Tax Code')).toHaveCount(0);
    await transfer.getByRole('button', { name: 'Cancel' }).click();
    await expect(transfer).toBeHidden();
  });
});
