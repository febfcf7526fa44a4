import { inflateSync } from 'node:zlib';
import { expect, type Locator, type Page } from '@playwright/test';

/** Reports and exports (issue 14). */
export const REPORTS_PATH = '/app/bankRec/Reports';
export const EXPORTS_PATH = '/app/bankRec/ReportsComponent';
export const STATEMENT = 'Bank reconciliation statement';
/** The notification drawer lists at most this many finished exports (the web app's DRAWER_EXPORT_LIMIT). */
export const DRAWER_EXPORT_LIMIT = 5;
/** Spec §8, exactly. */
export const EXPORT_INITIATED =
  'Export has been successfully initiated ... You will be notified when the report is ready.';
export const readyToast = (page: Page, report: string) => page.getByText(`Your report ${report} is ready`);
/** An export job runs on the server's job runner; a busy 2-core machine gets some slack. */
export const EXPORT_READY_MS = 60_000;

export const catalogue = (page: Page) => page.getByRole('navigation', { name: 'Report catalogue' });
export const reportForm = (page: Page, report: string) => page.getByRole('form', { name: report });

/** Chooses the reconciliation statement of the Operating account (this month) and previews it. */
export async function previewStatement(page: Page): Promise<Locator> {
  await catalogue(page)
    .getByRole('button', { name: new RegExp(`^${STATEMENT}`) })
    .click();
  const form = reportForm(page, STATEMENT);
  await form.getByRole('combobox', { name: /Bank account/ }).click();
  await page.getByRole('option', { name: 'Operating', exact: true }).click();
  await form.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByTestId('preview-row').first()).toBeVisible();
  return form;
}

/** Cents of a shown amount ('-1,234.50'), exactly. */
export function centsOf(text: string): number {
  const match = /^(-)?([\d,]+)\.(\d{2})$/.exec(text.trim());
  if (!match) throw new Error(`not an amount: ${text}`);
  const cents = Number((match[2] ?? '').replaceAll(',', '')) * 100 + Number(match[3]);
  return match[1] ? -cents : cents;
}

/** Records of a CSV whose fields are all quoted ("" inside a field is one quote). */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else if (c !== '\r') field += c;
  }
  if (field !== '' || record.length > 0) records.push([...record, field]);
  return records;
}

/**
 * The text a PDF draws (pdfkit's standard fonts: hex strings in TJ arrays inside Flate streams), one
 * line per TJ, so a test can read the figures a printed page shows.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a Flate stream (an image, a font)
    }
    for (const tj of content.matchAll(/\[(.*?)\]\s*TJ/g))
      lines.push(
        [...(tj[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)]
          .map((hex) => Buffer.from(hex[1] ?? '', 'hex').toString('latin1'))
          .join(''),
      );
  }
  return lines.join('\n');
}
