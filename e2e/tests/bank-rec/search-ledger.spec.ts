import { isoDay } from '../../fixtures/clock';
import { authHeader, signInAndOpen } from '../../fixtures/demo';
import { expect, type Page, test } from '../../fixtures/test';
import { apiAnswer, cents, pickCustomer, SEARCH_LEDGER_PATH, selectNamed } from './helpers';

const LEDGER_API = '/api/bankRec/items/ledger';

const amounts = async (page: Page) => (await page.getByTestId('entry-amount').allTextContents()).map(cents);
const filters = (page: Page) => page.getByRole('search', { name: 'Ledger filters' });

test.describe('search ledger', () => {
  // Long flows through a real server; a loaded machine needs more than the default minute.
  test.describe.configure({ timeout: 150_000 });

  test('filters narrow the grid, and the totals follow the filtered set', async ({ page }) => {
    await signInAndOpen(page, SEARCH_LEDGER_PATH);
    // The demo's open entries of B&J-01 may all be matched by the auto-match runs that follow the demo's
    // imports; one of the test's own keeps the filtered set below from being empty whenever it runs.
    const posted = await page.request.post('/api/bankRec/items/bankRecLedger/newBankLedger', {
      headers: await authHeader(page),
      data: {
        data: {
          details: 'search ledger filters',
          amount: '-123.45',
          transactionDate: isoDay(),
          coName: 'B&J-01',
          account: 'Net Pay',
          addNew: true,
          autoMatch: false,
        },
      },
    });
    expect(posted.ok()).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Search Ledger' })).toBeVisible();
    await expect(page.getByTestId('ledger-row')).toHaveCount(50);
    await expect(page.getByTestId('ledger-totals')).toContainText('10,000+ entries');

    // Customer (the type-ahead, without Add New here).
    await pickCustomer(page, filters(page), 'B&J', 'B&J-01');
    let answered = apiAnswer(page, LEDGER_API);
    await filters(page).getByRole('button', { name: 'Search' }).click();
    await answered;
    await expect(page).toHaveURL(/customer=B%26J-01/);
    const customers = await page.getByTestId('entry-customer').allTextContents();
    expect(customers.length).toBeGreaterThan(0);
    expect(new Set(customers)).toEqual(new Set(['B&J-01']));
    await expect(page.getByTestId('ledger-totals')).toContainText(/^[\d,]+ entries/);
    await expect(page.getByTestId('ledger-totals')).toContainText(/Net -?\$[\d,]+\.\d\d/);

    // Status, amount range and date range together.
    // Status is a multiple choice: its list stays open until Escape.
    await selectNamed(filters(page), 'Status').click();
    await page.getByRole('option', { name: 'Open' }).click();
    await page.keyboard.press('Escape');
    await expect(selectNamed(filters(page), 'Status')).toHaveText('Open');
    await filters(page).getByLabel('Min amount').fill('-50000');
    await filters(page).getByLabel('Max amount').fill('-100.5');
    await filters(page).getByLabel('From date').fill(isoDay(-700));
    await filters(page).getByLabel('To date').fill(isoDay());
    answered = apiAnswer(page, LEDGER_API);
    await filters(page).getByRole('button', { name: 'Search' }).click();
    const response = await answered;
    const request = new URL(response.url());
    expect(request.searchParams.get('amountMax')).toBe('-100.50');
    expect(request.searchParams.get('status')).toBe('open');
    const rows = page.getByTestId('ledger-row');
    // The grid draws the answer a moment after it arrives (until then it shows the customer's rows).
    const answer = (await response.json()) as { data: { rows: { amount: string }[] } };
    await expect.poll(() => amounts(page)).toEqual(answer.data.rows.map((r) => cents(r.amount)));
    expect(await rows.count()).toBeGreaterThan(0);
    for (const value of await amounts(page)) {
      expect(value).toBeGreaterThanOrEqual(-5_000_000);
      expect(value).toBeLessThanOrEqual(-10_050);
    }
    for (const chip of await rows.locator('.MuiChip-label').allTextContents()) expect(chip).toBe('Open');
    await expect(page.getByRole('button', { name: /Filters/ })).toContainText('6');

    // A bad range is caught before anything is sent.
    await filters(page).getByLabel('From date').fill(isoDay(1));
    await expect(filters(page).getByText('Must be on or after the From date')).toBeVisible();
    await expect(filters(page).getByRole('button', { name: 'Search' })).toBeDisabled();

    // Reset clears everything (the unfiltered page may come from the cache: no request to wait for).
    await filters(page).getByRole('button', { name: 'Reset' }).click();
    await expect(page).toHaveURL(new RegExp(`${SEARCH_LEDGER_PATH}$`));
    await expect(page.getByTestId('ledger-totals')).toContainText('10,000+ entries');
  });

  test('pages and sorts on the server; the selection shows its count and exact sum', async ({ page }) => {
    await signInAndOpen(page, SEARCH_LEDGER_PATH);
    const label = page.getByTestId('page-label');
    await expect(label).toHaveText('1–50 of 10,000+');
    const firstPage = await page.getByTestId('entry-amount').allTextContents();

    let answered = apiAnswer(page, LEDGER_API);
    await page.getByRole('button', { name: 'Next page' }).click();
    await answered;
    await expect(label).toHaveText('51–100 of 10,000+');
    await expect(page).toHaveURL(/page=2/);
    expect(await page.getByTestId('entry-amount').allTextContents()).not.toEqual(firstPage);
    await expect(page.getByRole('button', { name: 'Previous page' })).toBeEnabled();

    answered = apiAnswer(page, LEDGER_API);
    await page.getByLabel('Rows per page').selectOption('25');
    await answered;
    await expect(label).toHaveText('1–25 of 10,000+');
    await expect(page.getByTestId('ledger-row')).toHaveCount(25);

    // Amount, largest first, then smallest first.
    answered = apiAnswer(page, LEDGER_API);
    await page.getByRole('columnheader', { name: 'Amount' }).getByRole('button').click();
    await answered;
    await expect(page).toHaveURL(/sort=-amount/);
    // The answer is in; the grid shows it on its next render: poll what the user sees.
    const sorted = (list: number[], order: 1 | -1) =>
      list.every((value, i) => i === 0 || order * (value - (list[i - 1] ?? value)) >= 0);
    await expect.poll(async () => sorted(await amounts(page), -1)).toBe(true);
    answered = apiAnswer(page, LEDGER_API);
    await page.getByRole('columnheader', { name: 'Amount' }).getByRole('button').click();
    await answered;
    await expect.poll(async () => sorted(await amounts(page), 1)).toBe(true);
    const ascending = await amounts(page);
    expect(ascending[0]).toBeLessThan(0);

    // Select three rows: count and the sum to the cent.
    const rows = page.getByTestId('ledger-row');
    for (const index of [0, 1, 4]) await rows.nth(index).getByRole('checkbox').check();
    const picked = (await amounts(page)).filter((_, i) => [0, 1, 4].includes(i));
    const sum = picked.reduce((a, b) => a + b, 0);
    const selection = page.getByTestId('selection-totals');
    await expect(selection).toContainText('3 selected');
    const abs = Math.abs(sum);
    const text = `${sum < 0 ? '-' : ''}$${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
    await expect(selection).toContainText(`Sum ${text}`);
    // The page checkbox selects the rest of the page; Clear empties the selection.
    await page.getByRole('checkbox', { name: 'Select every entry on this page' }).check();
    await expect(selection).toContainText('25 selected');
    await selection.getByRole('button', { name: 'Clear' }).click();
    await expect(selection).toHaveCount(0);
  });
});
