import { expectNoSeriousViolations } from '../../fixtures/axe';
import { signIn, USERS } from '../../fixtures/demo';
import { expect, test } from '../../fixtures/test';
import {
  activityRow,
  openActivity,
  openImportLogs,
  operatingStatement,
  progressOf,
  uploadAndSettle,
} from './import-page';

test.describe('accessibility of the import screens', () => {
  test('the activity log with every tone, the issues page, importLogs with its dialog and the drawer pass axe', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await signIn(page, USERS.bankrec);
    await openActivity(page);
    const file = operatingStatement({ lines: 2, wrongControlTotal: true });
    await uploadAndSettle(page, file.fileName, file.content);
    await uploadAndSettle(page, file.fileName, file.content); // already imported: red
    await expect(progressOf(page, file.fileName).getByTestId('import-result')).toHaveAttribute(
      'data-tone',
      'error',
    );
    await expectNoSeriousViolations(page, 'activity log');

    await activityRow(page, file.fileName)
      .filter({ has: page.getByRole('link', { name: /Warnings \/ Errors/ }) })
      .getByRole('link', { name: /Warnings \/ Errors/ })
      .click();
    await expect(page.getByTestId('issue-row').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'issues page');

    await openImportLogs(page);
    await expectNoSeriousViolations(page, 'importLogs');
    await activityRow(page, file.fileName)
      .getByRole('button', { name: `Un-import ${file.fileName}` })
      .click();
    await expect(page.getByRole('dialog', { name: 'Un-import this file?' })).toBeVisible();
    await expectNoSeriousViolations(page, 'un-import dialog');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByRole('list', { name: 'File imports' })).toBeVisible();
    await page.mouse.move(600, 450);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await expectNoSeriousViolations(page, 'notifications drawer');
  });
});
