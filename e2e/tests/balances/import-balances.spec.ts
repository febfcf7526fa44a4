import { expectNoSeriousViolations } from '../../fixtures/axe';
import { monthsBack } from '../../fixtures/clock';
import { authHeader, BANK_ACCOUNTS, inDarkTheme, mainNavigation, signIn, USERS } from '../../fixtures/demo';
import { expect, type Page, test } from '../../fixtures/test';

const PAGE = '/app/agentPanel/importBalances';

/** Last month on the servers' clock: the demo statements cover it whole. */
const MONTH = monthsBack(1);

interface Day {
  accountId: string;
  date: string;
  closing: string | null;
  lineCount: number;
  flagged: boolean;
}

/** The server's days of the tax impound account last month (what the page must show). */
async function serverDays(page: Page): Promise<Day[]> {
  const res = await page.request.get(
    `/api/rec/balances?month=${MONTH}&accountId=${BANK_ACCOUNTS.taxImpound}`,
    {
      headers: await authHeader(page),
    },
  );
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { days: Day[] } }).data.days;
}

/**
 * The role-based landing has moved the user to `url` and the page shows: the user reaches for the menu
 * once the dashboard is drawn. (A menu click in the first seconds after sign-in is still lost now and
 * then in CI, with no navigation after it; the cause is not known.)
 */
async function landedOn(page: Page, url: RegExp) {
  await expect(page).toHaveURL(url, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
}

async function chooseFile(page: Page, name: string, text: string) {
  await page
    .getByTestId('balance-file-input')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
}

test.describe('account balances (issue 19)', () => {
  test("an employer-funds clerk opens the page from the area's Imports menu and sees only the area's accounts", async ({
    page,
  }) => {
    await signIn(page, USERS.ewa);
    // The landing moves the clerk to the area's dashboard; a menu click made before that move completes
    // was overtaken by it on a slow first load (the page ended on the dashboard).
    await landedOn(page, /\/app\/ewa\/dashboard$/);
    const nav = mainNavigation(page);
    await nav.getByRole('button', { name: 'Imports' }).click();
    await nav.getByRole('link', { name: 'Import Balances' }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Import Balances', { timeout: 30_000 });
    await expect(page.getByText('Employer funds', { exact: true })).toBeVisible();
    // The funding account's statement days are listed; no bank-rec account is.
    await page.goto(`${PAGE}?month=${MONTH}`);
    const grid = page.getByRole('table', { name: 'Balances by account and day' });
    await expect(grid.getByRole('row').filter({ hasText: '(5520047716)' }).first()).toBeVisible({
      timeout: 30_000,
    });
    for (const account of Object.values(BANK_ACCOUNTS)) {
      await expect(grid.getByRole('row').filter({ hasText: `(${account})` })).toHaveCount(0);
    }
  });

  test('a clerk finds the page, imports a balance file, sees the day that disagrees flagged, also on the panel', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, USERS.bankrec);
    // As above: the landing (role 128: the bank-rec dashboard) first, then the menu.
    await landedOn(page, /\/app\/bankRec\/dashboard$/);
    const nav = mainNavigation(page);
    await nav.getByRole('button', { name: 'Imports' }).click();
    await nav.getByRole('link', { name: 'Import Balances' }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    // The machine these run on is slow to draw a page's first data: the first wait is a long one.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Import Balances', { timeout: 30_000 });

    await page.goto(`${PAGE}?month=${MONTH}&account=${BANK_ACCOUNTS.taxImpound}`);
    await expect(page.getByTestId('balance-flag-count')).toHaveText(
      'Every day agrees with its statement lines.',
      { timeout: 30_000 },
    );
    const day = (await serverDays(page)).find((d) => d.lineCount > 0 && d.closing !== null);
    if (!day?.closing) throw new Error('no statement day with lines last month');
    const row = page.getByTestId(`balance-row-${BANK_ACCOUNTS.taxImpound}-${day.date}`);
    await expect(row).toContainText('Agrees');

    // A balance file whose closing is 10.00 above what the statement lines add up to.
    const wrong = (Number(day.closing) + 10).toFixed(2);
    await chooseFile(
      page,
      `balances-${Date.now()}.csv`,
      `account,date,closing\n${BANK_ACCOUNTS.taxImpound},${day.date},${wrong}\n`,
    );
    await expect(page.getByTestId('balance-import-outcome')).toContainText(
      '1 balance imported for 4410029399; 1 day disagrees',
    );
    await expect(row).toContainText('Off by 10.00');
    await expect(row).toContainText('Balance file');
    await expect(page.getByTestId('balance-flag-count')).toHaveText(
      '1 day disagrees with the statement lines.',
    );
    await expect(page.getByRole('table', { name: 'Balance files imported' })).toContainText('balances-');

    // A file naming an account the bureau does not have: every bad line listed, nothing imported.
    await chooseFile(
      page,
      'unknown.csv',
      `account,date,closing\n${BANK_ACCOUNTS.taxImpound},${day.date},1.00\n9999999999,${day.date},1.00\n`,
    );
    const outcome = page.getByTestId('balance-import-outcome');
    await expect(outcome).toContainText('The balance file has 1 error; nothing was imported.');
    await expect(outcome).toContainText(
      'line 3: Account 9999999999 is not a bank account of this organisation.',
    );
    await expect(row).toContainText('Off by 10.00');

    // The reconciliation panel points at the day.
    await page.goto(`/app/bankRec/panel?month=${MONTH}`);
    // This account's flag: the demo's other accounts may have days of their own that disagree.
    const flag = page
      .getByTestId('panel-balance-flag')
      .and(page.locator(`[href$="account=${BANK_ACCOUNTS.taxImpound}"]`));
    await expect(flag).toHaveText('Balances off on 1 day (10.00)', { timeout: 30_000 });
    await flag.click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}\\?month=${MONTH}&account=${BANK_ACCOUNTS.taxImpound}$`));
    await expect(page.getByTestId('balance-flag-count')).toHaveText(
      '1 day disagrees with the statement lines.',
    );
  });

  test('the CSV column profile is saved and read back', async ({ page }) => {
    await signIn(page, USERS.bankrec);
    await page.goto(`${PAGE}?month=${MONTH}`);
    // The page settled (its month chosen, its days listed) before the profile is edited. In CI, with
    // both servers busy, the refusal once took longer than the default 15 s to show.
    await expect(
      page.getByRole('table', { name: 'Balances by account and day' }).getByRole('row').nth(1),
    ).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'CSV column profile' }).click({ timeout: 30_000 });
    const form = page.getByRole('form', { name: 'Balance file profile' });
    await form.getByLabel('Date format').fill('nonsense');
    await expect(form.getByLabel('Date format')).toHaveValue('nonsense');
    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect(form.getByRole('alert')).toContainText('The balance file profile is not valid.', {
      timeout: 30_000,
    });
    await form.getByLabel('Date format').fill('MM/DD/YYYY');
    await form.getByLabel('Closing column').fill('Ledger Close');
    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('The balance file profile is saved.')).toBeVisible();
    await page.reload();
    await page.getByRole('button', { name: 'CSV column profile' }).click({ timeout: 30_000 });
    await expect(
      page.getByRole('form', { name: 'Balance file profile' }).getByLabel('Closing column'),
    ).toHaveValue('Ledger Close');
  });

  test('screenshots at 1440 and 390, light and dark', async ({ page }) => {
    test.slow();
    await signIn(page, USERS.bankrec);
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(`${PAGE}?month=${MONTH}`);
      const table = page.getByRole('table', { name: 'Balances by account and day' });
      await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
      await page.screenshot({
        path: `.artifacts/screens/balances-${width}-light.png`,
        fullPage: width < 1000,
      });
      await expectNoSeriousViolations(page, `balances ${width} light`);
      await inDarkTheme(page, async () => {
        await expect(table).toBeVisible();
        await page.screenshot({
          path: `.artifacts/screens/balances-${width}-dark.png`,
          fullPage: width < 1000,
        });
      });
    }
  });
});
