import { signInAndOpen } from '../../fixtures/demo';
import { expect, type Page, test } from '../../fixtures/test';
import { api, PANEL_LOAD_MS, PANEL_PATH, REMATCH_PATH } from './helpers';

/** Issue 10 items 15 and 17: counts that agree and refresh, and a panel that fits a 1440 px screen. */

/** The element's box lies inside the viewport and nothing (the settings button) is drawn over its middle. */
async function expectFullyVisible(page: Page, selector: string) {
  const seen = await page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    let scroller: Element | null = element.parentElement;
    while (scroller && getComputedStyle(scroller).overflowX !== 'auto') scroller = scroller.parentElement;
    return {
      right: box.right,
      width: window.innerWidth,
      covered: !(top && element.contains(top)),
      clippedBy: scroller ? Math.max(0, scroller.scrollWidth - scroller.clientWidth) : 0,
    };
  });
  expect(seen.right).toBeLessThanOrEqual(seen.width);
  expect(seen.covered, `${selector} is covered by another element`).toBe(false);
  expect(seen.clippedBy, `${selector}'s table scrolls sideways`).toBe(0);
}

test.describe('counts and columns', () => {
  test('the panel fits at 1440 px and says how many open ledger items are reconciling items', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAndOpen(page, PANEL_PATH);
    await expect(page).toHaveTitle('Reconciliation Panel · Clearline');
    await expect(page.getByTestId('panel-row').first()).toBeVisible({ timeout: PANEL_LOAD_MS });
    await expectFullyVisible(page, 'th:has-text("Difference")');
    await expectFullyVisible(page, '[data-testid="panel-difference"] >> nth=0');
    const note = page.getByTestId('panel-note').first();
    await expect(note).toHaveText(/^of which [\d,]+ reconciling items?; [\d,]+ to match$/);
    // The 'to match' figure is what Re-match lists for the account over the panel's dates.
    const row = page.getByTestId('panel-row').filter({ has: note });
    const [, toMatch] = /; ([\d,]+) to match/.exec((await note.textContent()) ?? '') ?? [];
    await row.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(REMATCH_PATH));
    await expect(page).toHaveTitle('Re-match · Clearline');
    await expect(page.getByTestId('ledger-totals')).toContainText(`${toMatch} entr`);
  });

  test('the Un-Import action column is fully visible at 1440 px', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAndOpen(page, '/app/bankRec/importLogs');
    await expect(page).toHaveTitle('Un-Import Files · Clearline');
    await expect(page.getByTestId('activity-row').first()).toBeVisible();
    await expectFullyVisible(page, 'table th >> nth=-1');
    await expectFullyVisible(page, '[data-testid="activity-row"] >> nth=0 >> td >> nth=-1');
  });

  test('the Re-match badge follows each decision at once', async ({ page }) => {
    await signInAndOpen(page, '/app/bankRec/clientList');
    const pending = await api<{ data: { rows: { accountId: string }[]; total: number } }>(
      page,
      'GET',
      '/api/bankRec/items/suggestions?status=pending&limit=1',
    );
    const [first] = pending.data.rows;
    expect(first, 'the demo data leaves suggestions to decide').toBeTruthy();
    if (!first) return;
    await page.goto(`${REMATCH_PATH}?account=${first.accountId}&tab=suggestions`);
    const badge = page.getByTestId('nav-count-rematch');
    await expect(badge).toHaveText(String(Math.min(pending.data.total, 99)));
    for (let n = 1; n <= 2 && n <= pending.data.total; n += 1) {
      const card = page.getByRole('list', { name: 'Suggestions' }).getByRole('listitem').first();
      await card.focus();
      await page.keyboard.press('r');
      const dialog = page.getByRole('dialog', { name: 'Reject suggestion' });
      await dialog.getByRole('button', { name: 'Reject' }).click();
      await expect(dialog).toBeHidden();
      // The navigation reads the counts again after the decision, not a minute later.
      if (pending.data.total - n > 0)
        await expect(badge).toHaveText(String(Math.min(pending.data.total - n, 99)));
      else await expect(badge).toHaveCount(0);
    }
  });
});
