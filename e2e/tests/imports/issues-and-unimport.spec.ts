import { bai2Today } from '../../fixtures/clock';
import { BANK_ACCOUNTS, bai2Statement, signIn, USERS, uniqueRunId } from '../../fixtures/demo';
import { expect, type Locator, type Page, test } from '../../fixtures/test';
import {
  ACTIVITY_PATH,
  activityRow,
  ISSUES_MESSAGE,
  openActivity,
  openImportLogs,
  operatingStatement,
  progressOf,
  uploadAndSettle,
} from './import-page';

/** True when a computed CSS colour is clearly red. */
async function isRed(selector: Locator): Promise<boolean> {
  const color = await selector
    .locator('p, span')
    .first()
    .evaluate((el) => getComputedStyle(el).color);
  const [r = 0, g = 0, b = 0] = (color.match(/\d+/g) ?? []).map(Number);
  return r > 120 && r > g * 1.8 && r > b * 1.8;
}

async function unimport(page: Page, fileName: string) {
  await openImportLogs(page);
  await activityRow(page, fileName)
    .getByRole('button', { name: `Un-import ${fileName}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Un-import this file?' });
  await expect(dialog).toContainText(fileName);
  return dialog;
}

test.describe('file imports: warnings, un-import and re-import', () => {
  test('a file with warnings links to its issues; un-imported it can come back; the same bytes again are already imported', async ({
    page,
  }) => {
    test.slow(); // four uploads and three pages
    await signIn(page, USERS.bankrec);
    await openActivity(page);
    const file = operatingStatement({ lines: 2, wrongControlTotal: true });

    await uploadAndSettle(page, file.fileName, file.content);
    const progress = progressOf(page, file.fileName);
    await expect(progress).toHaveAttribute('data-status', 'Completed');
    await expect(progress.getByTestId('import-result')).toHaveAttribute('data-tone', 'warning');
    await expect(progress.getByRole('link', { name: 'Warnings / Errors' })).toBeVisible();

    // The activity row: success with the warning icon and the link.
    const row = activityRow(page, file.fileName);
    await expect(row.getByTestId('import-message')).toHaveAttribute('data-tone', 'warning');
    await expect(row.getByRole('img', { name: 'With warnings' })).toBeVisible();
    await row.getByRole('link', { name: `Warnings / Errors of ${file.fileName}` }).click();

    // The issues page: file name, creation time, the spec message, every line issue.
    await expect(page).toHaveURL(/\/app\/bankRec\/ErrorMessage\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: file.fileName })).toBeVisible();
    await expect(page.getByText(/^Imported \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM) \S+$/)).toBeVisible();
    await expect(page.getByTestId('issues-summary')).toContainText(ISSUES_MESSAGE);
    const issue = page.getByTestId('issue-row').filter({ hasText: 'BAI2_CONTROL_TOTAL' });
    await expect(issue).toHaveCount(1);
    await expect(issue).toContainText('Warning');
    // Line 6: 01, 02, 03, two 16s, then the 49 with the wrong total.
    await expect(issue.getByRole('cell').first()).toHaveText('6');
    await expect(issue).toContainText('49,');

    // Un-import it: confirmation, success message, the list shows it un-imported.
    const dialog = await unimport(page, file.fileName);
    await dialog.getByRole('button', { name: 'Un-import' }).click();
    await expect(page.getByText(`${file.fileName} was un-imported.`)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const logRow = activityRow(page, file.fileName);
    await expect(logRow.getByTestId('import-status')).toHaveText('Un-imported');
    await expect(logRow.getByRole('button', { name: /Un-import/ })).toHaveCount(0);

    // The same file can be imported again, with the same result.
    await openActivity(page);
    await uploadAndSettle(page, file.fileName, file.content);
    const again = progressOf(page, file.fileName).getByTestId('import-result');
    await expect(again).toContainText('2 records imported');
    await expect(again).toHaveAttribute('data-tone', 'warning');

    // The same bytes once more: 'already imported', in red, here and in the log.
    await uploadAndSettle(page, file.fileName, file.content);
    const result = progressOf(page, file.fileName).getByTestId('import-result');
    await expect(result).toHaveText(`${file.fileName} already imported`);
    await expect(result).toHaveAttribute('data-tone', 'error');
    const duplicate = page.getByTestId('activity-row').first();
    await expect(duplicate.getByTestId('import-message')).toHaveText(`${file.fileName} already imported`);
    await expect(duplicate.getByTestId('import-message')).toHaveAttribute('data-tone', 'error');
    await expect(duplicate.getByTestId('import-status')).toHaveText('Failed');
    expect(await isRed(duplicate.getByTestId('import-message'))).toBe(true);
  });

  test("un-importing a file a later file updated is refused with the server's message", async ({ page }) => {
    test.slow(); // two uploads, three un-imports
    await signIn(page, USERS.bankrec);
    await openActivity(page);
    const id = uniqueRunId();
    const line = (cents: number, text: string) => ({
      typeCode: '165',
      cents,
      bankReference: `E2EFIX${id}`,
      text,
    });
    const original = `original-${id.toLowerCase()}.bai2`;
    const corrected = `corrected-${id.toLowerCase()}.bai2`;
    const statement = (cents: number, text: string, fileId: string) =>
      bai2Statement({
        account: BANK_ACCOUNTS.operating,
        asOf: bai2Today(),
        fileId,
        lines: [line(cents, text)],
      });

    await uploadAndSettle(page, original, statement(50_000, 'ACH CREDIT', `${id}A`));
    await expect(progressOf(page, original).getByTestId('import-result')).toHaveText('1 records imported');
    await uploadAndSettle(page, corrected, statement(50_500, 'ACH CREDIT CORRECTED', `${id}B`));
    await expect(progressOf(page, corrected).getByTestId('import-result')).toHaveText('1 records updated');
    await expect(progressOf(page, corrected).getByTestId('import-result')).toHaveAttribute(
      'data-tone',
      'success',
    );

    const dialog = await unimport(page, original);
    await dialog.getByRole('button', { name: 'Un-import' }).click();
    await expect(dialog.getByTestId('unimport-error')).toHaveText(
      `'${corrected}' updated rows of this file. Un-import that file first.`,
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(activityRow(page, original).getByTestId('import-status')).toHaveText('Completed');

    // In the right order both go.
    for (const name of [corrected, original]) {
      const confirm = await unimport(page, name);
      await confirm.getByRole('button', { name: 'Un-import' }).click();
      await expect(confirm).toHaveCount(0);
      await expect(activityRow(page, name).getByTestId('import-status')).toHaveText('Un-imported');
    }
    await page.goto(ACTIVITY_PATH);
  });
});
