import { bai2Today } from '../../fixtures/clock';
import { bai2Statement, signInAndOpen, uniqueRunId } from '../../fixtures/demo';
import { expect, test } from '../../fixtures/test';
import { ACTIVITY_PATH, activityRow, chooseFile, progressOf, sendFile } from './import-page';

/** Issue 10 items 11 and 17: a failed file says why, links its page, and its card ends at Failed. */
test.describe('failed imports', () => {
  test('a failed file shows its first reason, links to its page, and its card shows Failed', async ({
    page,
  }) => {
    await signInAndOpen(page, ACTIVITY_PATH);
    await expect(page).toHaveTitle('Activity Log · Clearline');
    const id = uniqueRunId();
    const fileName = `elsewhere-${id.toLowerCase()}.bai2`;
    const content = bai2Statement({
      account: '3333333333',
      asOf: bai2Today(),
      fileId: id,
      lines: [{ typeCode: '475', cents: 4_321, bankReference: `E2E${id}`, text: `E2E ELSEWHERE ${id}` }],
    });
    await chooseFile(page, fileName, content);
    await sendFile(page);
    const card = progressOf(page, fileName);
    await expect(card).toHaveAttribute('data-status', 'Failed', { timeout: 30_000 });
    await expect(card).not.toContainText('In Progress');
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

    const row = activityRow(page, fileName);
    await expect(row.getByTestId('first-reason')).toHaveText(
      "Line 4: Account '3333333333' is not a bank account of this organisation; the line was not imported.",
    );
    await expect(row.getByTestId('import-message')).toContainText('(1 error)');
    await row.getByRole('link', { name: `Why it failed of ${fileName}` }).click();
    await expect(page).toHaveURL(/\/app\/bankRec\/ErrorMessage\//);
    await expect(page).toHaveTitle('Import Errors · Clearline');
    await expect(page.getByTestId('issues-summary')).toContainText('The file was not imported');
    await expect(
      page.getByText("Account '3333333333' is not a bank account of this organisation"),
    ).toBeVisible();
  });

  test('a picture renamed .bai2 is not called BAI2', async ({ page }) => {
    await signInAndOpen(page, ACTIVITY_PATH);
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d4948445200000100000001000806000000' +
        '5c72a8660000000473424954080808087c086488',
      'hex',
    );
    await chooseFile(page, 'march.bai2', png);
    await expect(page.getByTestId('staged-file')).toContainText('Not a recognised bank file');
    await expect(page.getByTestId('staged-file')).not.toContainText('Detected: BAI2');
  });
});
