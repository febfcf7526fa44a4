import { readFile } from 'node:fs/promises';
import { BANK_ACCOUNTS, mainNavigation, signIn, USERS } from '../../fixtures/demo';
import { expect, type Page, test } from '../../fixtures/test';
import { PANEL_LOAD_MS, PANEL_PATH } from '../reconcile/helpers';
import {
  centsOf,
  DRAWER_EXPORT_LIMIT,
  EXPORT_INITIATED,
  EXPORT_READY_MS,
  EXPORTS_PATH,
  parseCsv,
  pdfText,
  previewStatement,
  REPORTS_PATH,
  readyToast,
  STATEMENT,
} from './helpers';
import { renderPdfPage1 } from './pdf-render';

/** Downloads the newest ready export of a format from the Exports page; the file's bytes. */
async function downloadNewest(page: Page, format: 'CSV' | 'PDF'): Promise<Buffer> {
  const row = page.getByTestId('export-row').filter({ hasText: format }).first();
  await expect(row.getByTestId('export-status')).toHaveText('Ready');
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download ${STATEMENT} (${format})` }).click();
  const file = await download;
  // Named by what it covers: the report, the Operating account and the month.
  expect(file.suggestedFilename()).toMatch(
    new RegExp(
      `^bank-reconciliation-statement-${BANK_ACCOUNTS.operating}-\\d{4}-\\d{2}\\.${format.toLowerCase()}$`,
    ),
  );
  return readFile((await file.path()) ?? '');
}

test.describe('reports and exports', () => {
  test.describe.configure({ timeout: 180_000 });

  test('preview the reconciliation statement, export it as PDF and CSV, be told when ready, download both', async ({
    page,
  }) => {
    await signIn(page, USERS.bankrec);
    // Earlier specs may have exported as this user: the drawer's finished exports before this test's two.
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    const finished = drawer.getByRole('list', { name: 'Finished exports' }).getByTestId('drawer-export');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(drawer.getByRole('list', { name: 'Finished exports' })).toBeVisible();
    await expect(drawer.getByRole('progressbar', { name: 'Loading exports' })).toHaveCount(0);
    const finishedBefore = await finished.count();
    await page.keyboard.press('Escape');
    // The panel's figures of the Operating account this month: what the printed statement must show.
    await page.goto(PANEL_PATH);
    const panelRow = page
      .getByTestId('panel-row')
      .filter({ hasText: `···${BANK_ACCOUNTS.operating.slice(-4)}` });
    await expect(panelRow).toBeVisible({ timeout: PANEL_LOAD_MS });
    // Cells after the account: bank opening, bank closing, book balance, ..., the difference last.
    const panelCells = (await panelRow.locator('td').allTextContents()).map((t) => t.trim());
    const panelClosing = panelCells[1] ?? '';
    const panelBook = panelCells[2] ?? '';
    const panelDifference = (panelCells[panelCells.length - 1] ?? '').replace(/^TO EXPLAIN/, '');
    expect(panelBook).toMatch(/^-?[\d,]+\.\d\d$/);
    await mainNavigation(page).getByRole('link', { name: 'Reports', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${REPORTS_PATH}`));
    const form = await previewStatement(page);

    // The statement's figures and the totals of every open item, as the screen shows them.
    const summary = page.getByTestId('preview-summary');
    await expect(summary).toContainText('Adjusted bank balance');
    await expect(summary).toContainText('Operating (4410029381)');
    const totalText =
      (await page.getByTestId('preview-totals').locator('[data-key="amount"] dd').textContent()) ?? '';
    const screenTotal = centsOf(totalText);
    const adjusted =
      (await summary.locator('[data-key="adjustedBankBalance"] dd').textContent())?.trim() ?? '';
    const book = (await summary.locator('[data-key="bookBalance"] dd').textContent())?.trim() ?? '';
    const rowsText = (await page.getByText(/^Totals of all [\d,]+ rows$/).textContent()) ?? '';
    const screenRows = Number(/of all ([\d,]+) rows/.exec(rowsText)?.[1]?.replaceAll(',', ''));
    expect(screenRows).toBeGreaterThan(0);

    // PDF: the request answers at once; the toast says when the file is ready.
    await form.getByRole('button', { name: 'Export as PDF' }).click();
    await expect(page.getByText(EXPORT_INITIATED)).toBeVisible();
    await expect(readyToast(page, STATEMENT)).toBeVisible({ timeout: EXPORT_READY_MS });
    await expect(readyToast(page, STATEMENT)).toBeHidden({ timeout: 20_000 });

    await form.getByRole('button', { name: 'Export as CSV' }).click();
    await expect(page.getByText(EXPORT_INITIATED).first()).toBeVisible();
    await expect(readyToast(page, STATEMENT)).toBeVisible({ timeout: EXPORT_READY_MS });

    // The drawer lists both finished exports, newest first.
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(finished).toHaveCount(Math.min(finishedBefore + 2, DRAWER_EXPORT_LIMIT));
    await expect(finished.nth(0)).toContainText(STATEMENT);
    await expect(finished.nth(1)).toContainText(STATEMENT);
    await page.keyboard.press('Escape');

    // Both download from the Exports page, through the authorised route.
    await mainNavigation(page).getByRole('link', { name: 'Exports', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(EXPORTS_PATH));
    await expect(page.getByTestId('export-row').first()).toContainText('Bank account: Operating');

    const csv = (await downloadNewest(page, 'CSV')).toString('utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    // The statement's figures come first (label, value), then an empty record, then the table.
    const all = parseCsv(csv.slice(1));
    const blankAt = all.findIndex((record) => record.every((field) => field === ''));
    expect(blankAt).toBeGreaterThan(0);
    const figure = (label: string) => all.slice(0, blankAt).find((record) => record[0] === label)?.[1] ?? '';
    expect(centsOf(figure('Adjusted bank balance'))).toBe(centsOf(adjusted));
    expect(centsOf(figure('Book balance'))).toBe(centsOf(book));
    const [header = [], ...records] = all.slice(blankAt + 1);
    const amount = header.indexOf('Amount');
    expect(amount).toBeGreaterThanOrEqual(0);
    expect(records).toHaveLength(screenRows);
    const csvTotal = records.reduce((sum, record) => sum + centsOf(record[amount] ?? ''), 0);
    expect(csvTotal).toBe(screenTotal);

    const pdf = await downloadNewest(page, 'PDF');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(4_000);
    // The printed statement shows the screen's figures and the total of its open items.
    const printed = pdfText(pdf);
    expect(printed).toContain(STATEMENT);
    for (const figure of [totalText.trim(), adjusted, book]) expect(printed).toContain(figure);

    // Drawn by pdf.js in Chromium, page 1 shows the panel's figures (and a PNG of it to look at).
    const lines = await renderPdfPage1(page, pdf, test.info().outputPath('statement-page-1.png'));
    expect(lines).toContain(STATEMENT);
    expect(lines).toContain(`Bank closing balance ${panelClosing}`);
    expect(lines).toContain(`Book balance ${panelBook}`);
    expect(lines).toContain(`Adjusted bank balance ${adjusted}`);
    expect(lines).toContain(`Difference ${panelDifference}`);
    expect(book).toBe(panelBook);
  });
});
