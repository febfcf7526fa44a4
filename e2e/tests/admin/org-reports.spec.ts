import { expectNoSeriousViolations } from '../../fixtures/axe';
import { authHeader, DEMO_BUREAU, inDarkTheme, mainNavigation, signIn, USERS } from '../../fixtures/demo';
import { expect, type Page, test } from '../../fixtures/test';

// Issue 17 item 3: the organisation report and the access matrix, as ops@demo.test (management in both
// demo organisations).
const REPORT_PAGE = '/app/organization/orgReport';
const ACCESS_PAGE = '/app/rPRec/ROUsers';
const WAGE_ACCESS = 'Demo Wage Access';

const memberRow = (page: Page, email: string) =>
  page.locator(`[data-testid="member-row"][data-email="${email}"]`);
const accessRow = (page: Page, email: string) =>
  page.locator(`[data-testid="access-row"][data-email="${email}"]`);
const tile = (page: Page, title: string) =>
  page.locator(`[data-testid="report-figure"][aria-label="${title}"]`);
const figure = (n: number) => n.toLocaleString('en-US');

interface ReportAnswer {
  data: {
    members: { email: string; signIns: number }[];
    volumes: { area: string; bankLines: number; ledgerEntries: number }[];
  };
}

test.describe('reports on people and data (issue 17)', () => {
  test('ops opens the organisation report from the navigation, sees its figures and changes the period', async ({
    page,
  }) => {
    await signIn(page, USERS.ops);
    await mainNavigation(page).getByRole('link', { name: 'Organization Report', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${REPORT_PAGE}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Organization report');
    await expect(page.getByText(`${DEMO_BUREAU}: members and their activity`)).toBeVisible();

    // The members, with role names; ops has just signed in this month.
    await expect(memberRow(page, USERS.bankrec)).toContainText('Bank reconciliation · 128');
    await expect(memberRow(page, USERS.mfa)).toContainText('Authenticator app');
    const opsSignIns = memberRow(page, USERS.ops).getByRole('cell').nth(4);
    await expect(opsSignIns).not.toHaveText('0');

    // The figures are the server's: the demo's imported statements and its ledger, as the API counts them.
    const answer = (await (
      await page.request.get('/api/admin/orgReport', { headers: await authHeader(page) })
    ).json()) as ReportAnswer;
    const bankRec = answer.data.volumes.find((v) => v.area === 'bankRec');
    expect(bankRec?.bankLines).toBeGreaterThan(0);
    const bankRecCard = page.getByRole('region', { name: 'Bank reconciliation', exact: true });
    await expect(bankRecCard.getByTestId('volume-row').filter({ hasText: 'Bank lines' })).toContainText(
      figure(bankRec?.bankLines ?? -1),
    );
    await expect(bankRecCard.getByTestId('volume-row').filter({ hasText: 'Ledger entries' })).toContainText(
      figure(bankRec?.ledgerEntries ?? -1),
    );
    await expect(tile(page, 'Members')).toContainText(figure(answer.data.members.length));

    // Last 90 days: kept in the address.
    await page.getByRole('button', { name: 'Last 90 days' }).click();
    await expect(page).toHaveURL(/period=90d/);
    await expect(opsSignIns).not.toHaveText('0');

    // A custom range long before the demo: nobody signed in or did anything then.
    await page.getByRole('button', { name: 'Custom range' }).click();
    await page.getByLabel('First day').fill('2020-01-01');
    await page.getByLabel('Last day').fill('2020-01-31');
    await expect(page).toHaveURL(/period=custom&from=2020-01-01&to=2020-01-31/);
    await expect(page.getByText('from 01/01/2020 to 01/31/2020 (31 days, UTC)')).toBeVisible();
    await expect(opsSignIns).toHaveText('0');
    await expect(tile(page, 'Files imported')).toContainText('0 lines');
    // A range the wrong way round is refused, under the field it names.
    await page.getByLabel('First day').fill('2020-02-15');
    await expect(page.getByText('The last day comes before the first.')).toBeVisible();

    // A figure drills to the page that lists it.
    await page.getByLabel('First day').fill('2020-01-01');
    await bankRecCard.getByRole('link', { name: 'Bank lines' }).click();
    await expect(page).toHaveURL(/\/app\/bankRec\/panel$/);
  });

  test('ops sees who has access to what across both organisations, filters it, and opens a users panel', async ({
    page,
  }) => {
    await signIn(page, USERS.ops);
    await mainNavigation(page)
      .getByRole('link', { name: 'Access Across Organizations', exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${ACCESS_PAGE}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access across organizations');
    const grid = page.getByRole('table', { name: 'Access by person and organization' });
    await expect(grid.getByRole('columnheader', { name: new RegExp(DEMO_BUREAU) })).toBeVisible();
    await expect(grid.getByRole('columnheader', { name: new RegExp(WAGE_ACCESS) })).toBeVisible();
    await expect(accessRow(page, USERS.ops)).toContainText('Management · 110');
    await expect(accessRow(page, USERS.bankrec)).toContainText('Bank reconciliation · 128');
    await expect(accessRow(page, USERS.bankrec)).toContainText('No access');
    await expect(accessRow(page, USERS.ewa)).toContainText('Employer funds · 135');

    // Filter by organisation, then role, then a name.
    await page.getByRole('combobox', { name: 'Organization' }).click();
    await page.getByRole('option', { name: WAGE_ACCESS }).click();
    await expect(accessRow(page, USERS.bankrec)).toHaveCount(0);
    await expect(accessRow(page, USERS.ewa)).toBeVisible();
    await expect(grid.getByRole('columnheader', { name: new RegExp(DEMO_BUREAU) })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Organization' }).click();
    await page.getByRole('option', { name: 'All organizations' }).click();
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Employer funds · 135' }).click();
    await expect(accessRow(page, USERS.ewa)).toBeVisible();
    await expect(accessRow(page, USERS.ops)).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Any role' }).click();
    await page.getByLabel('Search name or e-mail').fill('reyes');
    await expect(page.getByTestId('access-row')).toHaveCount(1);
    await expect(accessRow(page, USERS.bankrec)).toBeVisible();
    await page.getByLabel('Search name or e-mail').fill('');

    // Another organisation's users panel: the session switches there first.
    await page.getByRole('button', { name: `Users panel of ${WAGE_ACCESS}` }).click();
    await expect(page).toHaveURL(/\/app\/usersPanel\/userUserPanelChild$/);
    await expect(page.locator(`[data-testid="user-row"][data-email="${USERS.ewa}"]`)).toBeVisible();
    // Back to the bureau (the switch also made Wage Access ops's default organisation).
    await page.goto(ACCESS_PAGE);
    await page.getByRole('button', { name: `Users panel of ${DEMO_BUREAU}` }).click({ timeout: 30_000 });
    await expect(page.locator(`[data-testid="user-row"][data-email="${USERS.bankrec}"]`)).toBeVisible();
  });

  test('screenshots at 1440 and 390, light and dark', async ({ page }) => {
    // Eight full-page screenshots, two theme changes per width and axe scans.
    test.slow();
    await signIn(page, USERS.ops);
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      for (const [name, path, ready] of [
        ['org-report', REPORT_PAGE, () => memberRow(page, USERS.bankrec)],
        ['ro-users', ACCESS_PAGE, () => accessRow(page, USERS.bankrec)],
      ] as const) {
        await page.goto(path);
        // A fresh load of the app and the page's chunk: slow on a busy machine.
        await expect(ready()).toBeVisible({ timeout: 30_000 });
        await page.screenshot({ path: `.artifacts/screens/${name}-${width}-light.png`, fullPage: true });
        await expectNoSeriousViolations(page, `${name} ${width} light`);
        await inDarkTheme(page, async () => {
          await expect(ready()).toBeVisible();
          // The pointer left over a row after closing the settings would scan a hovered row.
          await page.mouse.move(0, 0);
          await page.screenshot({ path: `.artifacts/screens/${name}-${width}-dark.png`, fullPage: true });
          await expectNoSeriousViolations(page, `${name} ${width} dark`);
        });
      }
    }
  });
});
