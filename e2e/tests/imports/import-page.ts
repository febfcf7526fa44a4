import { expect, type Locator, type Page } from '@playwright/test';
import { bai2Today } from '../../fixtures/clock';
import { BANK_ACCOUNTS, bai2Statement, uniqueRunId } from '../../fixtures/demo';

/** The bank-rec import screens (issue 5) and what the tests need to drive them. */
export const ACTIVITY_PATH = '/app/bankRec/FileImportActivity';
export const IMPORT_LOGS_PATH = '/app/bankRec/importLogs';
export const ISSUES_MESSAGE = 'File Imported completed with transaction warnings / errors';

export async function openActivity(page: Page): Promise<void> {
  await page.goto(ACTIVITY_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'File import activity' })).toBeVisible();
}

export async function openImportLogs(page: Page): Promise<void> {
  await page.goto(IMPORT_LOGS_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Un-import files' })).toBeVisible();
}

/** Picks a file with the upload area's 'Choose file' button (the 15 MB limit applies). */
export async function chooseFile(page: Page, name: string, content: string | Buffer): Promise<void> {
  await page.getByTestId('file-input').setInputFiles({
    name,
    mimeType: 'application/octet-stream',
    buffer: Buffer.isBuffer(content) ? content : Buffer.from(content),
  });
  await expect(page.getByTestId('staged-file')).toContainText(name);
}

/** Sends the chosen file and answers the import id the server gave it (202). */
export async function sendFile(page: Page): Promise<string> {
  const answered = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/bankRec/items/fileImport' && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Import file' }).click();
  const response = await answered;
  expect(response.status()).toBe(202);
  const body = (await response.json()) as { data: { importId: string } };
  return body.data.importId;
}

/** The upload area's progress region of a file, and its result once done. */
export const progressOf = (page: Page, fileName: string) =>
  page.getByRole('region', { name: `Import of ${fileName}` });

export async function uploadAndSettle(
  page: Page,
  name: string,
  content: string,
): Promise<{ importId: string }> {
  await chooseFile(page, name, content);
  const importId = await sendFile(page);
  await expect(progressOf(page, name)).not.toHaveAttribute('data-status', 'In Progress', { timeout: 30_000 });
  return { importId };
}

/** The activity log's row (or phone card) of a file. */
export const activityRow = (page: Page, fileName: string): Locator =>
  page.getByTestId('activity-row').filter({ hasText: fileName });

/** A unique, valid BAI2 statement for the Operating account: `n` lines, or a broken 49 total. */
export function operatingStatement(options: { lines?: number; wrongControlTotal?: boolean } = {}) {
  const id = uniqueRunId();
  const count = options.lines ?? 3;
  const lines = Array.from({ length: count }, (_, i) => ({
    typeCode: i % 2 === 0 ? '165' : '475',
    cents: 12_345 + i * 1_001,
    bankReference: `E2E${id}${i + 1}`,
    text: `E2E IMPORT ${id} LINE ${i + 1}`,
  }));
  const content = bai2Statement({
    account: BANK_ACCOUNTS.operating,
    asOf: bai2Today(),
    fileId: id,
    lines,
    ...(options.wrongControlTotal ? { accountControlTotalDelta: 100 } : {}),
  });
  return { id, content, lines, fileName: `operating-${id.toLowerCase()}.bai2` };
}
