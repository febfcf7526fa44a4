import { signInAndOpen } from '../../fixtures/demo';
import { expect, test } from '../../fixtures/test';
import { OUTSTANDING_PATH } from './helpers';

const OUTSTANDING_API = '/api/rec/items/subledgers/outstanding';

test.describe('outstanding liabilities', () => {
  test.describe.configure({ timeout: 150_000 });

  test('groups with aging buckets, filters, server paging, a totals row and a bucket drill-down', async ({
    page,
  }) => {
    const firstRequest = page.waitForRequest(
      (r) => new URL(r.url()).pathname === OUTSTANDING_API && r.method() === 'POST',
    );
    await signInAndOpen(page, OUTSTANDING_PATH);
    expect((await firstRequest).postDataJSON()).toMatchObject({ page: 1, limit: 35 });
    await expect(page.getByRole('heading', { level: 1, name: 'Outstanding Liabilities' })).toBeVisible();
    const rows = page.getByTestId('outstanding-row');
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeLessThanOrEqual(35);
    for (const column of ['Customer', 'Tax type', 'Quarter', 'Count', 'Total', '0-30 days', '180+ days'])
      await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    await expect(page.getByTestId('outstanding-totals')).toContainText('Total, all groups');
    await expect(page.getByRole('navigation', { name: 'Pages of groups' })).toBeVisible();

    // Tax type filter: the request carries it and every row shows it.
    const form = page.getByRole('search', { name: 'Outstanding filters' });
    await form.getByRole('combobox', { name: 'Tax type' }).click();
    await page.getByRole('option', { name: 'Federal' }).click();
    const filtered = page.waitForRequest((r) => new URL(r.url()).pathname === OUTSTANDING_API);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === OUTSTANDING_API);
    await form.getByRole('button', { name: 'Search' }).click();
    expect((await filtered).postDataJSON()).toMatchObject({
      where: { taxType: 'Federal' },
      page: 1,
      limit: 35,
    });
    await expect(page).toHaveURL(/taxType=Federal/);
    // The unfiltered rows stay on screen until the filtered answer replaces them.
    await answered;
    await expect(rows.first()).toContainText('Federal');
    for (const type of await rows.locator('td:nth-child(2)').allTextContents()) expect(type).toBe('Federal');

    // Drill into the first amount of the first row: the bucket's items add up to the bucket's amount.
    const bucketLink = rows
      .first()
      .getByRole('button', { name: /days: .* Show the items$/ })
      .first();
    const label = (await bucketLink.getAttribute('aria-label')) ?? '';
    const [, bucket, amount] = /^(\S+) days: (-?[\d.]+),/.exec(label) ?? [];
    const drillRequest = page.waitForRequest(
      (r) => new URL(r.url()).pathname === OUTSTANDING_API && Boolean(r.postDataJSON()?.where?.bucket),
    );
    await bucketLink.click();
    const body = (await drillRequest).postDataJSON();
    expect(body.where).toMatchObject({ bucket, taxType: 'Federal' });
    expect(body.where.coId).toBeTruthy();
    const dialog = page.getByRole('dialog', { name: new RegExp(`· ${bucket?.replace('+', '\\+')} days$`) });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('drill-row').first()).toBeVisible();
    const totals = dialog.getByTestId('drill-totals');
    await expect(totals).not.toContainText('more to load', { timeout: 30_000 });
    const shownAmount = (amount ?? '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    await expect(totals).toContainText(`sum ${shownAmount}`);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('"As of" lists only what was open on that day', async ({ page }) => {
    await signInAndOpen(page, `${OUTSTANDING_PATH}?asOf=2020-01-01`);
    await expect(page).toHaveTitle('Outstanding Liabilities · Clearline');
    await expect(page.getByText('No open items match these filters.')).toBeVisible();
    await expect(page.getByText('0 groups · 0 open items')).toBeVisible();
    await expect(page.getByTestId('outstanding-row')).toHaveCount(0);
  });
});
