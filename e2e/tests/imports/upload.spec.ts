import { isoDay } from '../../fixtures/clock';
import { signIn, USERS } from '../../fixtures/demo';
import { expect, test } from '../../fixtures/test';
import {
  activityRow,
  chooseFile,
  openActivity,
  operatingStatement,
  progressOf,
  sendFile,
} from './import-page';

test.describe('file imports: upload', () => {
  test('a BAI2 statement uploads, its progress reaches Completed over the socket, and the log lists it', async ({
    page,
  }) => {
    // The socket.io frames the page receives: the import's showStatus events.
    const frames: string[] = [];
    page.on('websocket', (ws) => {
      ws.on('framereceived', (frame) => {
        if (typeof frame.payload === 'string' && frame.payload.includes('showStatus'))
          frames.push(frame.payload);
      });
    });
    await signIn(page, USERS.bankrec);
    // The quick panel's Activity Log task opens the page once its route exists.
    await page.getByRole('button', { name: 'Quick panel' }).click();
    await page
      .getByRole('dialog', { name: 'Quick panel' })
      .getByRole('link', { name: 'Activity Log' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'File import activity' })).toBeVisible();

    const file = operatingStatement({ lines: 3 });
    await chooseFile(page, file.fileName, file.content);
    await expect(page.getByTestId('staged-file')).toContainText('Detected: BAI2');
    const importId = await sendFile(page);

    const progress = progressOf(page, file.fileName);
    await expect(progress).toBeVisible();
    const bar = progress.getByRole('progressbar', { name: `Progress of ${file.fileName}` });
    await expect(bar).toBeVisible();
    await expect(progress).toHaveAttribute('data-status', 'Completed', { timeout: 30_000 });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    const result = progress.getByTestId('import-result');
    await expect(result).toHaveText('3 records imported');
    await expect(result).toHaveAttribute('data-tone', 'success');
    await expect(result.getByRole('link', { name: 'Warnings / Errors' })).toHaveCount(0);

    // The server told this tab over the socket.
    await expect
      .poll(() => frames.some((f) => f.includes(importId) && f.includes('"Completed"')), {
        message: 'a showStatus Completed event for the import',
      })
      .toBe(true);

    // The activity log: file, message, status, counts, who, when (MM/DD/YYYY hh:mm A zone).
    const row = activityRow(page, file.fileName);
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('import-message')).toHaveAttribute('data-tone', 'success');
    await expect(row.getByTestId('import-message')).toHaveText('3 records imported');
    await expect(row.getByTestId('import-status')).toHaveText('Completed');
    await expect(row.getByTestId('import-counts')).toHaveText('3 imported');
    await expect(row).toContainText('You');
    await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM) \S+/);
    // Newest first: the file heads the log.
    await expect(page.getByTestId('activity-row').first()).toContainText(file.fileName);
  });

  test('files over the size limits are refused before sending; a dropped file is staged', async ({
    page,
  }) => {
    await signIn(page, USERS.bankrec);
    await openActivity(page);
    let sent = 0;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/bankRec/items/fileImport') sent += 1;
    });

    // 'Choose file': 15485760 bytes at most (the file is made in the page: 15 MB need not cross over).
    await page.getByTestId('file-input').evaluate((input: HTMLInputElement) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(15_485_761)], 'huge.bai2'));
      input.files = data.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await expect(page.getByTestId('staged-file')).toContainText('huge.bai2');
    await expect(page.getByTestId('upload-problem')).toHaveText(
      'This file is 14.8 MB. Imported files may be at most 14.8 MB (15,485,760 bytes).',
    );
    await expect(page.getByRole('button', { name: 'Import file' })).toBeDisabled();
    await page.getByRole('button', { name: 'Remove huge.bai2' }).click();
    await expect(page.getByTestId('upload-problem')).toHaveCount(0);

    // The drop area: 10485760 bytes at most.
    const drop = async (name: string, size: number, body = '') => {
      const transfer = await page.evaluateHandle(
        ({ name, size, body }) => {
          const data = new DataTransfer();
          const bytes = body ? new TextEncoder().encode(body) : new Uint8Array(size);
          data.items.add(new File([bytes], name, { type: 'application/octet-stream' }));
          return data;
        },
        { name, size, body },
      );
      await page.getByTestId('drop-area').dispatchEvent('dragenter', { dataTransfer: transfer });
      await page.getByTestId('drop-area').dispatchEvent('drop', { dataTransfer: transfer });
    };
    await drop('dropped-big.bai2', 10_485_761);
    await expect(page.getByTestId('staged-file')).toContainText('dropped-big.bai2');
    await expect(page.getByTestId('upload-problem')).toContainText(
      "Files dropped here may be at most 10 MB (10,485,760 bytes). Use 'Choose file' for files up to 14.8 MB.",
    );
    await expect(page.getByRole('button', { name: 'Import file' })).toBeDisabled();

    const small = operatingStatement({ lines: 1 });
    await drop(small.fileName, 0, small.content);
    await expect(page.getByTestId('staged-file')).toContainText(small.fileName);
    await expect(page.getByTestId('staged-file')).toContainText('dropped');
    await expect(page.getByTestId('upload-problem')).toHaveCount(0);
    expect(sent).toBe(0);
    await page.getByRole('button', { name: 'Import file' }).click();
    await expect(progressOf(page, small.fileName)).toHaveAttribute('data-status', 'Completed', {
      timeout: 30_000,
    });
    expect(sent).toBe(1);

    // Should the server refuse the size after all (413), its message is shown as it says it.
    const refusal = 'The file is larger than the 10 MB allowed here (10,485,760 bytes).';
    await page.route('**/api/bankRec/items/fileImport?*', (route) =>
      route.fulfill({ status: 413, json: { status: 413, code: 'payload_too_large', message: refusal } }),
    );
    const other = operatingStatement({ lines: 1 });
    await chooseFile(page, other.fileName, other.content);
    await page.getByRole('button', { name: 'Import file' }).click();
    await expect(page.getByTestId('upload-problem')).toHaveText(refusal);
  });

  test('a CSV without an account column asks for the bank account; the templates download', async ({
    page,
  }) => {
    await signIn(page, USERS.bankrec);
    await openActivity(page);
    const id = Date.now().toString(36).toUpperCase();
    const name = `fees-${id.toLowerCase()}.csv`;
    await chooseFile(
      page,
      name,
      `Date,Description,Amount,Reference\n${isoDay()},SERVICE FEE ${id},-25.00,F${id}\n`,
    );
    await expect(page.getByTestId('staged-file')).toContainText('Detected: CSV');
    const account = page.getByRole('combobox', { name: /Bank account/ });
    await expect(account).toBeVisible();
    await page.getByRole('button', { name: 'Import file' }).click();
    await expect(page.getByTestId('upload-problem')).toHaveText(
      'This CSV file has no account column: choose the bank account it belongs to.',
    );
    await account.click();
    await page.getByRole('option', { name: 'Operating · 4410029381' }).click();
    await expect(page.getByTestId('upload-problem')).toHaveCount(0);
    await page.getByRole('button', { name: 'Import file' }).click();
    const progress = progressOf(page, name);
    await expect(progress).toHaveAttribute('data-status', 'Completed', { timeout: 30_000 });
    await expect(progress.getByTestId('import-result')).toHaveText('1 records imported');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download templates' }).click();
    expect((await download).suggestedFilename()).toBe('clearline-import-templates.zip');
  });
});
