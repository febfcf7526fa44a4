import { expect, type Locator, type Page } from '@playwright/test';

/** The employer-funds reconciliation pages (issue 13) and what the tests need to drive them. */
export const EWA_ACTIVITY_PATH = '/app/ewa/FileImportActivity';
export const EWA_IMPORT_LOGS_PATH = '/app/ewa/importLogs';
export const EWA_REMATCH_PATH = '/app/ewa/RematchTrans';
export const EWA_PANEL_PATH = '/app/ewa/panel';
export const SUBLEDGER_PATH = '/app/ewa/subledgerRec';
export const LEDGER_REC_PATH = '/app/ewa/ledgerRec';

/** The demo's employer-funds settlement account (advances and fees post to it) and one of its partners. */
export const SETTLEMENT_ACCOUNT = '5520047724';
export const PARTNER = 'BRIGHTPAY';
/** An employer of that partner. */
export const EMPLOYER = 'HARBORLOG';

/** A settlement file in the default profile's layout (date, employer, worker, amount, type). */
export const settlementFile = (...lines: string[]) =>
  `date,employer,worker,amount,type\r\n${lines.join('\r\n')}\r\n`;
/** A bank CSV that names its account on every line. */
export const bankCsv = (...lines: string[]) => `Date,Description,Amount,Account\r\n${lines.join('\r\n')}\r\n`;

/** Picks a file with the upload area's 'Choose file' button. */
/** Opens the partner settlement file form and picks the partner with the type-ahead. */
export async function openSettlementForm(page: Page, partner: string): Promise<void> {
  await page.getByRole('button', { name: 'Partner settlement file' }).click();
  const partnerBox = page.getByRole('combobox', { name: /Search Partner/ });
  await partnerBox.click();
  await partnerBox.fill(partner);
  await page
    .getByRole('option')
    .filter({ hasText: new RegExp(`^${partner}`) })
    .first()
    .click();
}

export async function chooseFile(page: Page, name: string, content: string): Promise<void> {
  await page.getByTestId('file-input').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(content),
  });
  await expect(page.getByTestId('staged-file')).toContainText(name);
}

/** Sends the chosen file to the employer-funds upload and answers the import id (202). */
export async function sendFile(page: Page): Promise<string> {
  const answered = page.waitForResponse(
    (r) =>
      new URL(r.url()).pathname === '/api/employeeFunds/items/fileImport' && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Import file' }).click();
  const response = await answered;
  expect(response.status(), await response.text()).toBe(202);
  return ((await response.json()) as { data: { importId: string } }).data.importId;
}

/** The upload area's progress region of a file. */
export const progressOf = (page: Page, fileName: string) =>
  page.getByRole('region', { name: `Import of ${fileName}` });

/** The activity log's row (or phone card) of a file. */
export const activityRow = (page: Page, fileName: string): Locator =>
  page.getByTestId('activity-row').filter({ hasText: fileName });

/** Cents of an amount as the screens show it ('-1,234.56'). */
export const centsOf = (text: string) => {
  const negative = text.trim().startsWith('-');
  const digits = text.replace(/[^\d]/g, '');
  return (negative ? -1 : 1) * Number(digits);
};

/** Cents as the screens show them ('-1,234.56'). */
export function shownCents(cents: number): string {
  const whole = Math.trunc(Math.abs(cents) / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = String(Math.abs(cents) % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${whole}.${fraction}`;
}

/** The sub-ledger's row of an employer, searched by its id. */
export async function coverageRow(page: Page, employer: string): Promise<Locator> {
  const answered = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/employeeFunds/items/subledgerRec' && r.ok(),
  );
  await page.goto(`${SUBLEDGER_PATH}?search=${employer}`);
  await answered;
  const row = page.getByTestId('coverage-row').filter({ hasText: employer }).first();
  await expect(row).toBeVisible();
  return row;
}
