import { exportFileName, parseDecimalToMinor, printedText } from '@clearline/domain';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthsBack } from './calendar';
import { authed, createTestApp, DEMO_PASSWORD, json, type TestApp, tokenFor } from './harness';

/**
 * Every report's PDF on the demo data shows its figures whole: each total the preview gives (and each
 * heading figure) is in the PDF's text as a page prints it, and no digit stands next to an ellipsis.
 * The text is read back with pdf.js, as a reader's viewer would draw it.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const ACCOUNT = '4410029399';
const lastMonth = () => monthsBack(1);

beforeAll(async () => {
  t = await createTestApp();
  const { importDemoStatements } = await import('../src/db/seed/demo-statements-import');
  await importDemoStatements(t.ctx, t.services.imports, { wholeMonths: 1 });
  tokens['/api/bankRec'] = await tokenFor(t.app, 'bankrec@demo.test', DEMO_PASSWORD);
  tokens['/api/employeeFunds'] = await tokenFor(t.app, 'ewa@demo.test', DEMO_PASSWORD);
});
afterAll(async () => t?.close());

const post = (prefix: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `${prefix}${url}`, headers: authed(tokens[prefix] ?? ''), payload });
const get = (prefix: string, url: string) =>
  t.app.inject({ method: 'GET', url: `${prefix}${url}`, headers: authed(tokens[prefix] ?? '') });

interface Preview {
  reportName: string;
  parameters: Record<string, string>;
  columns: { key: string; type: string; total: boolean }[];
  summary: { key: string; type: string; value: string | number | null }[];
  totals: Record<string, string | number>;
  total: number;
}

/** Each page's text as pdf.js extracts it, runs of spaces made one. */
async function pdfPages(bytes: Buffer): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    const texts = content.items.map((item) => ('str' in item ? item.str : ''));
    pages.push(texts.join(' ').replace(/\s+/g, ' '));
  }
  await doc.destroy();
  return pages;
}

/** A preview's money (a 2-decimal string) as a printed page shows it. */
const printed = (value: string | number) => {
  const parsed = parseDecimalToMinor(String(value));
  if (!parsed.ok) throw new Error(`not an amount: ${value}`);
  return printedText(parsed.minor, 'money');
};

const REPORTS: { prefix: string; reportId: string; parameters: Record<string, string> }[] = [
  {
    prefix: '/api/bankRec',
    reportId: 'reconciliation-statement',
    parameters: { accountId: ACCOUNT, month: lastMonth() },
  },
  // One customer and one account's bank side: enough rows for several pages, few enough for a busy machine.
  { prefix: '/api/bankRec', reportId: 'outstanding-liabilities', parameters: { coId: 'B&J-01' } },
  { prefix: '/api/bankRec', reportId: 'matched-detail', parameters: { from: `${lastMonth()}-01` } },
  { prefix: '/api/bankRec', reportId: 'unmatched-items', parameters: { accountId: ACCOUNT, side: 'bank' } },
  { prefix: '/api/bankRec', reportId: 'import-history', parameters: { from: `${lastMonth()}-01` } },
  { prefix: '/api/bankRec', reportId: 'audit-trail', parameters: {} },
  { prefix: '/api/employeeFunds', reportId: 'funds-coverage', parameters: {} },
  { prefix: '/api/employeeFunds', reportId: 'partner-settlement-summary', parameters: {} },
];

describe('PDF exports show every figure whole', () => {
  it.each(REPORTS)('$reportId ($prefix)', async ({ prefix, reportId, parameters }) => {
    const previewed = await post(prefix, '/report/preview', { reportId, parameters, limit: 1 });
    expect(previewed.statusCode, previewed.body).toBe(200);
    const preview = json<{ data: Preview }>(previewed).data;
    const asked = await post(prefix, '/report/export', { reportId, parameters, format: 'pdf' });
    expect(asked.statusCode, asked.body).toBe(202);
    const { exportId } = json<{ data: { exportId: string } }>(asked).data;
    await t.ctx.jobs.drain();

    const file = await get(prefix, `/report/exports/${exportId}/download`);
    expect(file.statusCode, file.body).toBe(200);
    const listed = json<{ data: { rows: { id: string; fileName: string; createdAt: string }[] } }>(
      await get(prefix, '/report/exports'),
    ).data.rows.find((r) => r.id === exportId);
    const name = exportFileName({
      reportName: preview.reportName,
      parameters: preview.parameters,
      format: 'pdf',
      requestedAt: listed?.createdAt ?? '',
    });
    expect(listed?.fileName).toBe(name);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${name}"`);

    const pages = await pdfPages(file.rawPayload);
    const text = pages.join(' ');
    expect(text).not.toMatch(/\d\s?…|…\s?\d/);
    const totals = preview.columns.filter((c) => c.total && c.type === 'money');
    for (const c of totals) expect(text, c.key).toContain(printed(preview.totals[c.key] ?? 0));
    for (const s of preview.summary)
      if (s.type === 'money' && s.value !== null) expect(text, s.key).toContain(printed(s.value));
    pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
    });
  });
});
