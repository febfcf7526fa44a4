import { expectNoSeriousViolations } from '../../fixtures/axe';
import { authHeader, inDarkTheme, LANDING_PATH, signIn, USERS } from '../../fixtures/demo';
import { expect, type Page, test } from '../../fixtures/test';

/**
 * The management dashboards (issue 15) on the demo data, as ops@demo.test (role 110): the landing shows
 * the overview with real figures (the same the API answers), a tile drills down to the page where a person
 * acts, and /RPConversion and /RPReconciliation render theirs. Screenshots at 1440 and 390 px, light and
 * dark, go to .artifacts/screenshots/dashboards/ for a person to look at.
 */
const SHOTS = '.artifacts/screenshots/dashboards';
/** The first start imports the demo's statements: the figures can take a moment on a busy machine. */
const LOAD_MS = 30_000;

async function shoot(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function api<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path, { headers: await authHeader(page) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

test('ops lands on the management dashboard, sees the real figures and drills down to act on them', async ({
  page,
}) => {
  await signIn(page, USERS.ops);
  await expect(page).toHaveURL(new RegExp(`${LANDING_PATH}$`));
  await expect(page.getByRole('heading', { name: 'Reconciliation overview' })).toBeVisible();
  const data = await api<{
    accounts: { months: { reconciled: boolean | null }[] }[];
    suggestionsWaiting: number;
    imports: { files: number };
  }>(page, '/api/dashboards/management?area=bankRec');
  const reconciled = data.accounts.filter((a) => a.months[0]?.reconciled === true).length;
  await expect(page.getByTestId('tile-reconciled')).toContainText(
    `${reconciled} of ${data.accounts.length}`,
    {
      timeout: LOAD_MS,
    },
  );
  await expect(page.getByTestId('tile-suggestions')).toContainText(String(data.suggestionsWaiting));
  await expect(page.getByTestId('tile-imports')).toContainText(`${data.imports.files} files`);
  expect(data.imports.files).toBeGreaterThan(0);
  await expect(page.getByRole('region', { name: 'Auto-match rate', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Accounts' }).getByRole('row')).toHaveCount(
    data.accounts.length + 1,
  );
  await expectNoSeriousViolations(page, 'management dashboard');
  await shoot(page, 'management-light');
  await inDarkTheme(page, async () => {
    await shoot(page, 'management-dark');
  });

  // The suggestions tile opens Re-match on its suggestions, where a person decides them.
  await page.getByTestId('tile-suggestions').getByRole('link', { name: 'Review in Re-match' }).click();
  // Re-match then names the account it chose in the address (when its accounts have loaded).
  await expect(page).toHaveURL(/\/app\/bankRec\/RematchTrans\?tab=suggestions(&account=\d+)?$/);
  await expect(page.getByRole('tab', { name: /Suggestions/ })).toHaveAttribute('aria-selected', 'true');
});

test('a member without a management role lands elsewhere and the dashboards refuse them', async ({
  page,
}) => {
  await signIn(page, USERS.ewa);
  // ewa@demo.test has no management role: the landing is not the overview, and the API refuses it.
  await expect(page.getByRole('heading', { name: 'Reconciliation overview' })).toHaveCount(0);
  const refused = await page.request.get('/api/dashboards/management?area=ewa', {
    headers: await authHeader(page),
  });
  expect(refused.status()).toBe(403);
});

test('Conversion and Reconciliation by organisation render real figures', async ({ page }) => {
  await signIn(page, USERS.ops);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Conversion' })
    .click();
  await expect(page).toHaveURL(/\/RPConversion$/);
  const funnel = await api<{ total: { lines: number; auto: number } }>(
    page,
    '/api/dashboards/conversion?area=bankRec',
  );
  await expect(page.getByTestId('stage-imported')).toContainText(funnel.total.lines.toLocaleString('en-US'), {
    timeout: LOAD_MS,
  });
  await expect(page.getByTestId('stage-auto')).toContainText(funnel.total.auto.toLocaleString('en-US'));
  await shoot(page, 'conversion-light');

  await page.goto('/RPReconciliation');
  await expect(page.getByTestId('organization-card')).toHaveCount(2, { timeout: LOAD_MS });
  await expect(page.getByRole('region', { name: 'Demo Payroll Bureau' })).toContainText('Reconciled');
  await expect(page.getByRole('region', { name: 'Demo Wage Access' })).toContainText('Employer funds');
  await shoot(page, 'organizations-light');
  await inDarkTheme(page, async () => {
    await page.goto('/RPConversion');
    await expect(page.getByTestId('stage-imported')).toContainText(
      funnel.total.lines.toLocaleString('en-US'),
      {
        timeout: LOAD_MS,
      },
    );
    await shoot(page, 'conversion-dark');
  });
});
