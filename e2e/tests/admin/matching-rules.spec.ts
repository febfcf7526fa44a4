import { expectNoSeriousViolations } from '../../fixtures/axe';
import { authHeader, inDarkTheme, mainNavigation, signIn, USERS } from '../../fixtures/demo';
import { expect, type Page, test } from '../../fixtures/test';

const RULES_PAGE = '/app/organization/manageOrganization?tab=rules';

/** A page opened afresh loads its chunks and the rules: on a shared 2-core machine under load, slowly. */
const LOADED = 60_000;

const rule = (page: Page, id: string) => page.locator(`[data-testid="rule-row"][data-rule="${id}"]`);

/** Back to the defaults through the API, so a run that stopped midway does not leave its rules behind. */
async function resetThroughApi(page: Page) {
  const res = await page.request.delete('/api/admin/matchRules/bankRec', { headers: await authHeader(page) });
  expect(res.ok()).toBe(true);
}

test.describe('matching rules (issue 17)', () => {
  test('ops changes a rule, dry-runs it on last month, saves, then resets to the defaults', async ({
    page,
  }) => {
    // A dry run replays a month of three accounts under two rule sets; the demo server is busy seeding.
    test.slow();
    await signIn(page, USERS.ops);
    await resetThroughApi(page);
    await mainNavigation(page).getByRole('link', { name: 'Organizations', exact: true }).click();
    await page.getByRole('tab', { name: 'Matching rules' }).click();
    await expect(page).toHaveURL(/tab=rules$/);
    await expect(page.getByTestId('rule-row')).toHaveCount(10);
    await expect(rule(page, 'check-number')).toContainText('Same check number and amount');
    await expect(rule(page, 'check-number')).toContainText('Within 180 days');
    await expect(rule(page, 'amount-tolerance')).toContainText('± $1.00');
    await expect(page.getByTestId('rules-status')).toContainText('Defaults');

    // The browser refuses what the server would, with the same words, before anything is sent.
    await page.getByRole('button', { name: 'Edit amount-date' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit rule 5' });
    await dialog.getByLabel('Tolerance ($)').fill('-1');
    await expect(dialog.getByText('must be from $0.00 to $1,000.00')).toBeVisible();
    await dialog.getByLabel('Name').fill('reference');
    await expect(dialog.getByText('is already the name of rule 2')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Apply to the draft' })).toBeDisabled();
    await dialog.getByLabel('Name').fill('amount-date-strict');
    await dialog.getByLabel('Tolerance ($)').fill('');
    await dialog.getByLabel('Confirm from score').fill('90');
    await dialog.getByRole('button', { name: 'Apply to the draft' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(rule(page, 'amount-date-strict')).toContainText('Confirms at 90');
    await expect(page.getByTestId('rules-status')).toContainText('Unsaved changes');
    // Reorder: the subset-sum pass one place up.
    await page.getByRole('button', { name: 'Move subset-sum up' }).click();
    await expect(page.getByTestId('rule-row').nth(8)).toHaveAttribute('data-rule', 'subset-sum');

    const answered = page.waitForResponse((r) => r.url().endsWith('/api/admin/matchRules/bankRec/dryRun'));
    await page.getByRole('button', { name: 'Dry run on last month' }).click();
    const dry = (await (await answered).json()) as {
      current: { totals: { confirmed: number; suggested: number } };
      proposed: { totals: { confirmed: number; suggested: number } };
      lost: { count: number };
    };
    const result = page.getByTestId('dry-run-result');
    await expect(result.getByRole('heading', { name: /^Dry run on / })).toBeVisible();
    const n = (v: number) => v.toLocaleString('en-US');
    await expect(result.getByTestId('total-confirmed')).toContainText(n(dry.proposed.totals.confirmed));
    await expect(result.getByTestId('total-confirmed')).toContainText(
      `now ${n(dry.current.totals.confirmed)}`,
    );
    await expect(result.getByTestId('total-suggested')).toContainText(n(dry.proposed.totals.suggested));
    // The month was reconciled by the defaults; a stricter amount-and-date pass confirms fewer of its pairs.
    expect(dry.current.totals.confirmed).toBeGreaterThan(0);
    expect(dry.lost.count).toBeGreaterThan(0);
    await expect(result.getByTestId('dry-run-lost')).toContainText(
      `No longer confirmed: ${n(dry.lost.count)}`,
    );
    await expect(
      result.locator('[data-testid="dry-run-rule"][data-rule="amount-date-strict"]'),
    ).toContainText('(new)');
    await expect(result.locator('[data-testid="dry-run-rule"][data-rule="amount-date"]')).toContainText(
      '(removed)',
    );

    await page.getByRole('button', { name: 'Save rules' }).click();
    await expect(page.getByText('Matching rules saved: the next auto-match uses them.')).toBeVisible();
    await expect(page.getByTestId('rules-status')).toContainText('Saved by Olivia Parker');
    await page.reload();
    // A full reload boots the app again: on a loaded 2-core machine that alone can take 10 s.
    await expect(rule(page, 'amount-date-strict')).toBeVisible({ timeout: LOADED });

    await page.getByRole('button', { name: 'Reset to defaults' }).click();
    const confirm = page.getByRole('dialog', { name: 'Reset to the default rules?' });
    await confirm.getByRole('button', { name: 'Reset to defaults' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(page.getByTestId('rules-status')).toContainText('Reset to the defaults by Olivia Parker');
    await expect(rule(page, 'amount-date')).toContainText('Confirms at 70');
    await expect(rule(page, 'amount-date-strict')).toHaveCount(0);
  });

  test('a bank-rec user cannot open the rules', async ({ page }) => {
    await signIn(page, USERS.bankrec);
    await page.goto(RULES_PAGE);
    await expect(page.getByText('Your roles in this organisation do not open this page.')).toBeVisible();
  });

  test('screenshots at 1440 and 390, light and dark', async ({ page }) => {
    // Four page loads, four dry runs, two theme changes and axe scans.
    test.setTimeout(600_000);
    await signIn(page, USERS.ops);
    await resetThroughApi(page);
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(RULES_PAGE);
      await expect(rule(page, 'check-number')).toBeVisible({ timeout: LOADED });
      await page.getByRole('button', { name: 'Edit amount-tolerance' }).click();
      await page.getByRole('dialog').getByLabel('Tolerance ($)').fill('2.50');
      await page.getByRole('button', { name: 'Apply to the draft' }).click();
      await page.getByRole('button', { name: 'Dry run on last month' }).click();
      await expect(page.getByTestId('dry-run-result')).toBeVisible({ timeout: LOADED });
      await page.screenshot({ path: `.artifacts/screens/matching-rules-${width}-light.png`, fullPage: true });
      await page
        .getByTestId('dry-run-result')
        .screenshot({ path: `.artifacts/screens/matching-rules-result-${width}-light.png` });
      await expectNoSeriousViolations(page, `matching rules ${width} light`);
      await inDarkTheme(page, async () => {
        await page.goto(RULES_PAGE);
        await expect(rule(page, 'check-number')).toBeVisible({ timeout: LOADED });
        await page.getByRole('button', { name: 'Edit amount-tolerance' }).click();
        await page.screenshot({ path: `.artifacts/screens/matching-rules-edit-${width}-dark.png` });
        await page.getByRole('dialog').getByLabel('Tolerance ($)').fill('2.50');
        await page.getByRole('button', { name: 'Apply to the draft' }).click();
        await page.getByRole('button', { name: 'Dry run on last month' }).click();
        await expect(page.getByTestId('dry-run-result')).toBeVisible({ timeout: LOADED });
        await page.screenshot({
          path: `.artifacts/screens/matching-rules-${width}-dark.png`,
          fullPage: true,
        });
        await expectNoSeriousViolations(page, `matching rules ${width} dark`);
      });
    }
  });
});
