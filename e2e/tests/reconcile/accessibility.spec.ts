import { expectNoSeriousViolations } from '../../fixtures/axe';
import { inDarkTheme, signInAndOpen } from '../../fixtures/demo';
import { expect, test } from '../../fixtures/test';
import { ledgerPane, OUTSTANDING_PATH, PANEL_LOAD_MS, PANEL_PATH, REMATCH_PATH } from './helpers';

test.describe('accessibility of the matching screens', () => {
  test.describe.configure({ timeout: 300_000 });

  test('re-match (three tabs), outstanding liabilities with a drill-down and the panel pass axe', async ({
    page,
  }) => {
    await signInAndOpen(page, REMATCH_PATH);
    await expect(ledgerPane(page).getByRole('option').first()).toContainText(/\d\d\/\d\d\/\d{4}/);
    await ledgerPane(page).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('option', { selected: true })).toHaveCount(1);
    await expectNoSeriousViolations(page, 're-match open items');
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Control+Enter');
    const adjustment = page.getByRole('dialog', { name: 'Record the difference' });
    await expect(adjustment.getByRole('combobox', { name: /Reconciling type/ })).toBeEnabled();
    await expectNoSeriousViolations(page, 're-match adjustment dialog');
    await adjustment.getByRole('button', { name: 'Cancel' }).click();
    await expect(adjustment).toBeHidden();
    await page.getByRole('tab', { name: 'Suggestions' }).click();
    await expect(page.getByText(/pending suggestions?$|No suggestions/).first()).toBeVisible();
    await expectNoSeriousViolations(page, 're-match suggestions');
    await page.getByRole('tab', { name: 'Matched' }).click();
    await expect(page.getByText(/^\d[\d,]* match(es)?$/)).toBeVisible();
    await expectNoSeriousViolations(page, 're-match matched');
    await page
      .getByRole('list', { name: 'Matches' })
      .getByRole('button', { name: 'Unmatch' })
      .first()
      .click();
    const unmatch = page.getByRole('dialog', { name: 'Unmatch' });
    await expect(unmatch).toBeVisible();
    await expectNoSeriousViolations(page, 're-match unmatch dialog');
    await unmatch.getByRole('button', { name: 'Cancel' }).click();
    await expect(unmatch).toBeHidden();

    await page.goto(OUTSTANDING_PATH);
    await expect(page.getByTestId('outstanding-row').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'outstanding liabilities');
    await page.getByTestId('outstanding-row').first().getByRole('button').first().click();
    await expect(page.getByRole('dialog').getByTestId('drill-row').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'outstanding drill-down');
    await page.keyboard.press('Escape');

    await page.goto(PANEL_PATH);
    await expect(page.getByTestId('panel-row').first()).toBeVisible({ timeout: PANEL_LOAD_MS });
    await expectNoSeriousViolations(page, 'reconciliation panel');
  });

  test('the three screens pass axe on the Default dark theme too (primary buttons stay visible)', async ({
    page,
  }) => {
    await signInAndOpen(page, `${REMATCH_PATH}?tab=matched`);
    await inDarkTheme(page, async () => {
      await page.getByRole('tab', { name: 'Open items' }).click();
      await expect(ledgerPane(page).getByRole('option').first()).toContainText(/\d\d\/\d\d\/\d{4}/);
      await ledgerPane(page).focus();
      await page.keyboard.press('Space');
      await expectNoSeriousViolations(page, 'dark re-match');
      // A contained button must stand out from the paper it sits on (WCAG 1.4.11: 3:1), which the
      // default palette's #3C4252 on dark paper does not.
      for (const button of [
        page.getByRole('button', { name: 'Auto-match' }),
        page.getByRole('region', { name: 'Selection' }).getByRole('button', { name: /^Match/ }),
      ]) {
        await expect(button).toBeVisible();
        const ratio = await button.evaluate((element) => {
          const rgb = (css: string) => (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
          const luminance = (css: string) => {
            const [r = 0, g = 0, b = 0] = rgb(css).map((v) => {
              const c = v / 255;
              return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
            });
            return 0.2126 * r + 0.7152 * g + 0.0722 * b;
          };
          let paper = element.parentElement;
          while (paper && getComputedStyle(paper).backgroundColor === 'rgba(0, 0, 0, 0)')
            paper = paper.parentElement;
          const a = luminance(getComputedStyle(element).backgroundColor);
          const b = luminance(paper ? getComputedStyle(paper).backgroundColor : 'rgb(0, 0, 0)');
          return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
        });
        expect(ratio).toBeGreaterThanOrEqual(3);
      }
      await page.goto(OUTSTANDING_PATH);
      await expect(page.getByTestId('outstanding-row').first()).toBeVisible();
      await expectNoSeriousViolations(page, 'dark outstanding liabilities');
      await page.goto(PANEL_PATH);
      await expect(page.getByTestId('panel-row').first()).toBeVisible({ timeout: PANEL_LOAD_MS });
      await expectNoSeriousViolations(page, 'dark reconciliation panel');
    });
  });
});
