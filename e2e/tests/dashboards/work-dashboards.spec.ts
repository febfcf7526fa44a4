import { expectNoSeriousViolations } from '../../fixtures/axe';
import { inDarkTheme, signIn, signInAndOpen, USERS } from '../../fixtures/demo';
import { expect, type Page, test } from '../../fixtures/test';

const SHOTS = '.artifacts/screenshots/dashboards';
const DASHBOARD = '/app/bankRec/dashboard';
const CLIENT_VIEW = '/app/clientViewPanel/clientViewDashboard';

const figure = (page: Page, id: string) => page.getByTestId(id);
/** The client view reads seven lists of a customer; on a loaded machine's embedded database that takes seconds. */
const SLOW_READ = { timeout: 30_000 };
const count = async (page: Page, id: string) =>
  Number(((await figure(page, id).locator('span').first().textContent()) ?? '').replaceAll(',', ''));

/** Screenshots of the page at 1440 and 390 px in the current theme (looked at by a person), each checked by axe. */
async function shoot(page: Page, name: string, ready: () => Promise<void>) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await ready();
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    await expectNoSeriousViolations(page, `${name} at ${width} px`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test.describe('clerk dashboards, Home and the client view', () => {
  test.describe.configure({ timeout: 240_000 });

  test("bankrec's dashboard shows the queue, and a figure opens the page to act on it", async ({ page }) => {
    await signIn(page, USERS.bankrec);
    await expect(page).toHaveURL(new RegExp(`${DASHBOARD}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const dashboard = await page.request.get('/api/bankRec/dashboard', {
      headers: {
        Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('jwt_access_token'))}`,
      },
    });
    const { data } = (await dashboard.json()) as {
      data: { queue: { openBankLines: number; suggestions: number; agedItems: number } };
    };
    await expect(figure(page, 'figure-open-bank')).toContainText(
      data.queue.openBankLines.toLocaleString('en-US'),
    );
    expect(await count(page, 'figure-open-bank')).toBe(data.queue.openBankLines);
    expect(await count(page, 'figure-suggestions')).toBe(data.queue.suggestions);
    expect(await count(page, 'figure-aged')).toBe(data.queue.agedItems);
    expect(data.queue.openBankLines).toBeGreaterThan(0);
    await expect(page.getByRole('region', { name: 'Open items by age' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'What I matched this week' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Accounts' }).getByRole('row')).toHaveCount(4);

    // The chart's figures as a table, one click away.
    const aging = page.getByRole('region', { name: 'Open items by age' });
    await aging.getByRole('button', { name: 'Table' }).click();
    await expect(
      aging.getByRole('table', { name: 'Open items by age: figures' }).getByRole('row'),
    ).toHaveCount(6);
    await aging.getByRole('button', { name: 'Chart' }).click();

    await figure(page, 'figure-suggestions').click();
    // Re-match then names the account it chose in the address (when its accounts have loaded).
    await expect(page).toHaveURL(/\/app\/bankRec\/RematchTrans\?tab=suggestions(&account=\d+)?$/);
    await expect(page.getByRole('tab', { name: 'Suggestions' })).toHaveAttribute('aria-selected', 'true');
  });

  test('screenshots of the dashboard, Home and the client view, light and dark', async ({ page }) => {
    await signIn(page, USERS.bankrec);
    const dashboardReady = async () => {
      await page.goto(DASHBOARD);
      await expect(figure(page, 'figure-open-bank')).toContainText(/\d/);
      await expect(page.locator('.MuiChartsSurface-root').first()).toBeVisible();
    };
    const homeReady = async () => {
      await page.goto('/apps/Home');
      await expect(page.getByTestId('home-area-bankRec')).toContainText('Open bank lines');
    };
    const clientReady = async () => {
      await page.goto(`${CLIENT_VIEW}?coId=B%26J-01`);
      await expect(page.getByTestId('client-summary')).toContainText('B&J Bakery', SLOW_READ);
    };
    await shoot(page, 'bankrec-dashboard-light', dashboardReady);
    await shoot(page, 'home-light', homeReady);
    await shoot(page, 'client-view-light', clientReady);
    await inDarkTheme(page, async () => {
      await shoot(page, 'bankrec-dashboard-dark', dashboardReady);
      await shoot(page, 'home-dark', homeReady);
      await shoot(page, 'client-view-dark', clientReady);
    });
  });

  test('the employer-funds dashboard shows its queue in its own buckets', async ({ page }) => {
    await signIn(page, USERS.ewa);
    await expect(page).toHaveURL(/\/app\/ewa\/dashboard$/);
    await expect(figure(page, 'figure-open-ledger')).toContainText(/[1-9]/);
    const aging = page.getByRole('region', { name: 'Open items by age' });
    await aging.getByRole('button', { name: 'Table' }).click();
    await expect(aging.getByRole('cell', { name: '0-7', exact: true })).toBeVisible();
    await shoot(page, 'ewa-dashboard-light', async () => {
      await page.goto('/app/ewa/dashboard');
      await expect(figure(page, 'figure-open-ledger')).toContainText(/\d/);
    });
  });

  test('the client view shows a demo customer picked with the type-ahead', async ({ page }) => {
    await signInAndOpen(page, CLIENT_VIEW, USERS.ops);
    await expect(page.getByText('Choose a customer')).toBeVisible();
    const box = page.getByRole('combobox', { name: /Customer/ });
    await box.click();
    await box.fill('B&J');
    await page
      .getByRole('option')
      .filter({ hasText: /^B&J-01/ })
      .first()
      .click();
    await expect(page).toHaveURL(/coId=B%26J-01/);
    const summary = page.getByTestId('client-summary');
    await expect(summary).toContainText('B&J Bakery & Cafe', SLOW_READ);
    await expect(
      page.getByRole('table', { name: 'Ledger balance by account' }).getByRole('row').nth(1),
    ).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Recent transactions' }).getByRole('row').nth(1),
    ).toBeVisible();
    // The demo's statements cleared B&J-01's entries: its matches and the statement files are listed.
    await expect(page.getByRole('table', { name: 'Matches' }).getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Files' }).getByRole('row').nth(1)).toContainText('.bai2');
  });
});
