import { expectNoSeriousViolations } from '../../fixtures/axe';
import { authHeader, inDarkTheme, mainNavigation, signIn, USERS } from '../../fixtures/demo';
import { expect, type Page, test } from '../../fixtures/test';
import { centsOf, EXPORT_INITIATED, EXPORT_READY_MS, readyToast } from '../reports/helpers';

const QUERY_PAGE = '/app/rPRec/rPRQuery';
const NAME = `Open lines from 100 ${Date.now()}`;

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** What the server answers for the query the page runs (the figures the page must show). */
async function serverFigures(page: Page) {
  const res = await page.request.post('/api/rec/query/run', {
    headers: await authHeader(page),
    data: {
      spec: { subject: 'ledger', area: 'bankRec', filters: { status: 'open', amountMin: '100' } },
      page: 1,
      limit: 25,
    },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { total: number; amount: string } }).data;
}

test.describe('ad-hoc query page (issue 17)', () => {
  test('ops builds a query, sees its rows and totals, saves it, reopens it and exports it to CSV', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, USERS.ops);
    await mainNavigation(page).getByRole('link', { name: 'Query', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${QUERY_PAGE}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Query');

    // Open ledger lines of 100.00 and more.
    await page.getByRole('button', { name: 'Ledger lines' }).click();
    await choose(page, 'Status', 'Open');
    await page.getByLabel('Amount from').fill('100');
    await page.getByRole('button', { name: 'Run query' }).click();
    const rows = page.getByTestId('query-row');
    await expect(rows.first()).toBeVisible();
    const expected = await serverFigures(page);
    expect(expected.total).toBeGreaterThan(0);
    await expect(page.getByTestId('query-count')).toHaveText(expected.total.toLocaleString('en-US'));
    const [whole = '0', cents = '00'] = expected.amount.replace('-', '').split('.');
    await expect(page.getByTestId('query-sum')).toContainText(
      `${Number(whole).toLocaleString('en-US')}.${cents}`,
    );
    await expect(rows).toHaveCount(Math.min(expected.total, 50));
    for (const status of await rows.locator('td:nth-child(9)').allTextContents()) expect(status).toBe('open');

    // Sorted by amount on the server, largest first.
    await page.getByRole('button', { name: 'Amount', exact: true }).click();
    await expect(page.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect
      .poll(async () => {
        const amounts = (await rows.locator('td:last-child').allTextContents()).map(centsOf);
        return amounts.every((a, i) => i === 0 || (amounts[i - 1] ?? a) >= a);
      })
      .toBe(true);

    // Saved, cleared, reopened.
    await page.getByRole('button', { name: 'Save query…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save query' });
    await dialog.getByLabel('Name').fill(NAME);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Query '${NAME}' saved.`)).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByLabel('Amount from')).toHaveValue('');
    await choose(page, 'Saved queries', 'A new query');
    await choose(page, 'Saved queries', NAME);
    await expect(page.getByLabel('Amount from')).toHaveValue('100');
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Open');
    await expect(page.getByTestId('query-count')).toHaveText(expected.total.toLocaleString('en-US'));

    // Exported as CSV: the initiated message, then the notification that the file is ready.
    await page.getByRole('button', { name: 'Export as CSV' }).click();
    await expect(page.getByText(EXPORT_INITIATED)).toBeVisible();
    await expect(readyToast(page, 'Query: ledger lines')).toBeVisible({ timeout: EXPORT_READY_MS });
  });

  test('screenshots at 1440 and 390, light and dark', async ({ page }) => {
    // Four full-page screenshots, four theme changes and axe scans of a wide grid on a shared machine.
    test.setTimeout(480_000);
    await signIn(page, USERS.ops);
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(QUERY_PAGE);
      await page.getByRole('button', { name: 'Matches' }).click();
      await page.getByRole('button', { name: 'Run query' }).click();
      await expect(page.getByTestId('query-row').first()).toBeVisible();
      await page.screenshot({ path: `.artifacts/screens/query-${width}-light.png`, fullPage: true });
      await expectNoSeriousViolations(page, `query ${width} light`);
      await inDarkTheme(page, async () => {
        await expect(page.getByTestId('query-row').first()).toBeVisible();
        await page.screenshot({ path: `.artifacts/screens/query-${width}-dark.png`, fullPage: true });
        await expectNoSeriousViolations(page, `query ${width} dark`);
      });
    }
  });
});
