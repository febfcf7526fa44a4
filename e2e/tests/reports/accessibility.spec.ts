import { expectNoSeriousViolations } from '../../fixtures/axe';
import { closePanel, inDarkTheme, signInAndOpen, USERS } from '../../fixtures/demo';
import { expect, test } from '../../fixtures/test';
import { EXPORTS_PATH, previewStatement, REPORTS_PATH, reportForm } from './helpers';

test.describe('accessibility of the reports screens', () => {
  test.describe.configure({ timeout: 180_000 });

  test('Reports (catalogue, parameters, preview), Exports and the drawer pass axe, light and dark', async ({
    page,
  }) => {
    await signInAndOpen(page, REPORTS_PATH);
    await previewStatement(page);
    await expectNoSeriousViolations(page, 'reports with a preview');
    await page.goto(EXPORTS_PATH);
    await expect(page.getByRole('table', { name: 'Report exports' })).toBeVisible();
    await expectNoSeriousViolations(page, 'exports');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(
      page.getByRole('dialog', { name: 'Notifications' }).getByRole('heading', { name: 'Exports' }),
    ).toBeVisible();
    await expectNoSeriousViolations(page, 'notifications drawer with exports');
    await closePanel(page);

    await inDarkTheme(page, async () => {
      await page.goto(REPORTS_PATH);
      await previewStatement(page);
      await expectNoSeriousViolations(page, 'dark reports with a preview');
      await page.goto(EXPORTS_PATH);
      await expect(page.getByRole('table', { name: 'Report exports' })).toBeVisible();
      await expectNoSeriousViolations(page, 'dark exports');
    });
  });

  test('employer funds: a wide preview scrolls from the keyboard; Reports and Exports pass axe on a phone', async ({
    page,
  }) => {
    await signInAndOpen(page, '/app/ewa/Reports', USERS.ewa);
    const form = reportForm(page, 'Funds coverage by employer');
    await form.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByTestId('preview-row').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'employer-funds funds coverage preview');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Report' })).toBeVisible();
    await expectNoSeriousViolations(page, 'employer-funds reports on a phone');
    await page.goto('/app/ewa/ReportsComponent');
    await expect(page.getByRole('heading', { name: 'Exports', level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, 'employer-funds exports on a phone');
  });
});
