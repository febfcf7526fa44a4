import { randomUUID } from 'node:crypto';
import { readdir, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { EXPORT_EXPIRED_MESSAGE } from '@clearline/contracts';
import { parseDecimalToMinor } from '@clearline/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthsBack } from './calendar';
import { authed, createTestApp, DEMO_PASSWORD, json, type TestApp, tokenFor } from './harness';

/**
 * Reports and exports through HTTP on the demo data (statements imported as at first start): the
 * statement agrees with the panel, the CSV with the preview, and exports are jobs whose files only the
 * organisation's members can download.
 */
let t: TestApp;
let bankrec: string;
let ewa: string;
const ACCOUNT = '4410029399';

beforeAll(async () => {
  t = await createTestApp();
  const { importDemoStatements } = await import('../src/db/seed/demo-statements-import');
  await importDemoStatements(t.ctx, t.services.imports, { wholeMonths: 1 });
  bankrec = await tokenFor(t.app, 'bankrec@demo.test', DEMO_PASSWORD);
  ewa = await tokenFor(t.app, 'ewa@demo.test', DEMO_PASSWORD);
});
afterAll(async () => t?.close());

const get = (url: string, token = bankrec) => t.app.inject({ method: 'GET', url, headers: authed(token) });
const post = (url: string, payload: unknown, token = bankrec) =>
  t.app.inject({ method: 'POST', url, headers: authed(token), payload: payload as object });
const cents = (text: string | null | undefined) => {
  const parsed = parseDecimalToMinor(String(text));
  if (!parsed.ok) throw new Error(`not an amount: ${text}`);
  return parsed.minor;
};

interface Preview {
  summary: { key: string; label: string; type: string; value: string | number | null }[];
  rows: Record<string, string | number | null>[];
  total: number;
  totals: Record<string, string | number>;
  parameters: Record<string, string>;
}
const preview = async (
  reportId: string,
  parameters: Record<string, string>,
  limit = 500,
  token = bankrec,
) => {
  const res = await post('/api/bankRec/report/preview', { reportId, parameters, limit }, token);
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: Preview }>(res).data;
};

/** The month before the current one: the demo statements cover it whole. */
const lastMonth = () => monthsBack(1);

async function exportAndRun(reportId: string, parameters: Record<string, string>, format: string) {
  const res = await post('/api/bankRec/report/export', { reportId, parameters, format });
  expect(res.statusCode, res.body).toBe(202);
  const body = json<{ message: string; data: { exportId: string } }>(res);
  expect(body.message).toBe(
    'Export has been successfully initiated ... You will be notified when the report is ready.',
  );
  return body.data.exportId;
}

/** A CSV's records (RFC 4180, every field quoted). */
function parseCsv(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  return text
    .slice(1)
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => (m[1] ?? '').replaceAll('""', '"')));
}

describe('the report catalogue', () => {
  it('lists each area its reports with parameters and columns', async () => {
    const bank = json<{ data: { reports: { id: string; parameters: { name: string }[] }[] } }>(
      await get('/api/bankRec/report/catalogue'),
    ).data.reports;
    expect(bank.map((r) => r.id)).toEqual([
      'reconciliation-statement',
      'outstanding-liabilities',
      'matched-detail',
      'unmatched-items',
      'import-history',
      'audit-trail',
    ]);
    expect(bank[0]?.parameters.map((p) => p.name)).toEqual(['accountId', 'month']);
    const funds = json<{ data: { reports: { id: string }[] } }>(
      await get('/api/employeeFunds/report/catalogue', ewa),
    ).data.reports;
    expect(funds.map((r) => r.id)).not.toContain('outstanding-liabilities');
  });

  it('keeps a bank-rec user out of the employer-funds reports and the reverse', async () => {
    expect((await get('/api/employeeFunds/report/catalogue')).statusCode).toBe(403);
    expect((await get('/api/employeeFunds/report/exportNotification')).statusCode).toBe(403);
    expect((await get('/api/bankRec/report/exports', ewa)).statusCode).toBe(403);
  });
});

describe('the bank reconciliation statement', () => {
  it("has the panel's figures for the same account and month, and lists every open item", async () => {
    const month = lastMonth();
    const panel = json<{ data: { accounts: Record<string, string | number | null>[] } }>(
      await get(`/api/bankRec/items/panel?month=${month}&accountId=${ACCOUNT}`),
    ).data.accounts[0];
    expect(panel).toBeDefined();
    const report = await preview('reconciliation-statement', { accountId: ACCOUNT, month });
    const figure = (key: string) => report.summary.find((s) => s.key === key)?.value as string | null;
    expect(figure('bankClosing')).toBe(panel?.bankClosing);
    expect(figure('bookBalance')).toBe(panel?.bookBalance);
    expect(figure('difference')).toBe(panel?.difference);
    // Open items: as many as the panel counts, adding up to its open amounts.
    expect(report.total).toBe(Number(panel?.openBankCount) + Number(panel?.openLedgerCount));
    const sideSum = (side: string) =>
      report.rows.filter((r) => r.side === side).reduce((sum, r) => sum + cents(r.amount as string), 0);
    expect(report.rows).toHaveLength(Math.min(report.total, 500));
    if (report.total <= 500) {
      expect(sideSum('Bank')).toBe(cents(panel?.openBankAmount as string));
      expect(sideSum('Book')).toBe(cents(panel?.openLedgerAmount as string));
      expect(cents(figure('depositsInTransit')) + cents(figure('outstandingChecks'))).toBe(
        cents(panel?.openLedgerAmount as string),
      );
    }
    // adjusted bank − book = difference, to the cent.
    if (figure('adjustedBankBalance') !== null)
      expect(cents(figure('adjustedBankBalance')) - cents(figure('bookBalance'))).toBe(
        cents(figure('difference')),
      );
    expect(report.summary.find((s) => s.key === 'preparedBy')?.value).toBe('Ben Reyes');
  });

  it('refuses a month in the future, an unknown account and another area’s account with 400', async () => {
    const future = await post('/api/bankRec/report/preview', {
      reportId: 'reconciliation-statement',
      parameters: { accountId: ACCOUNT, month: `${Number(monthsBack(0).slice(0, 4)) + 1}-01` },
    });
    expect(future.statusCode).toBe(400);
    expect(json<{ message: string }>(future).message).toMatch(/month: must not be in the future/);
    const unknown = await post('/api/bankRec/report/preview', {
      reportId: 'reconciliation-statement',
      parameters: { accountId: '000000' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(json<{ message: string }>(unknown).message).toMatch(/unknown bank account 000000/);
    // Another organisation's (employer-funds) account is as unknown here as a made-up one.
    const [foreign] = (
      (await t.ctx.db.execute(
        sql`select a.account_id from bank_rec_bank_accounts a join organizations o on o.id = a.organization_id
             where o.name = 'Demo Wage Access' limit 1`,
      )) as unknown as { rows: { account_id: string }[] }
    ).rows;
    expect(foreign).toBeDefined();
    const theirs = await post('/api/bankRec/report/preview', {
      reportId: 'unmatched-items',
      parameters: { accountId: foreign?.account_id },
    });
    expect(theirs.statusCode).toBe(400);
    const missing = await post('/api/bankRec/report/export', {
      reportId: 'reconciliation-statement',
      parameters: {},
      format: 'csv',
    });
    expect(missing.statusCode).toBe(400);
    const noReport = await post('/api/bankRec/report/preview', { reportId: 'nope', parameters: {} });
    expect(noReport.statusCode).toBe(404);
    const badFormat = await post('/api/bankRec/report/export', {
      reportId: 'unmatched-items',
      parameters: {},
      format: 'docx',
    });
    expect(badFormat.statusCode).toBe(400);
  });
});

describe('exports', () => {
  it('runs as a job, is listed, notified and downloaded by the organisation only; its CSV sums to the preview', async () => {
    const parameters = { accountId: ACCOUNT };
    const shown = await preview('unmatched-items', parameters);
    const id = await exportAndRun('unmatched-items', parameters, 'csv');

    // Queued: listed with its progress, and not downloadable yet.
    const queued = json<{ data: { rows: { id: string; status: string; requestedBy: { name: string } }[] } }>(
      await get('/api/bankRec/report/exports'),
    ).data.rows.find((r) => r.id === id);
    expect(queued).toMatchObject({ status: 'queued', requestedBy: { name: 'Ben Reyes' } });
    expect((await get(`/api/bankRec/report/exports/${id}/download`)).statusCode).toBe(409);

    await t.ctx.jobs.drain();
    const done = json<{ data: { rows: Record<string, unknown>[] } }>(
      await get('/api/bankRec/report/exports'),
    ).data.rows.find((r) => r.id === id);
    expect(done).toMatchObject({ status: 'succeeded', progress: 100, rows: shown.total, error: null });
    // The name says what the file covers: the report, the account and the as-of date.
    const fileName = `unmatched-items-${ACCOUNT}-${shown.parameters.asOf}.csv`;
    expect(done?.fileName).toBe(fileName);
    const notes = json<{
      data: { _id: string; blobStorageURL: string; reportName: string; createdAt: string }[];
    }>(await get('/api/bankRec/report/exportNotification')).data;
    expect(notes[0]).toMatchObject({
      _id: id,
      reportName: 'Unmatched items',
      blobStorageURL: `/api/bankRec/report/exports/${id}/download`,
    });

    const file = await get(notes[0]?.blobStorageURL as string);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/text\/csv/);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
    const records = parseCsv(file.body);
    const header = records[0] as string[];
    const amountAt = header.indexOf('Amount');
    expect(records).toHaveLength(shown.total + 1);
    const sum = records.slice(1).reduce((s, r) => s + cents(r[amountAt]), 0);
    expect(sum).toBe(cents(shown.totals.amount as string));

    // Another organisation's member: not found. Signed out: 401.
    const ops = await tokenFor(t.app, 'ops@demo.test', DEMO_PASSWORD);
    const orgs = json<{ data: { _id: string; coName: string }[] }>(
      await get('/api/users/organizations', ops),
    ).data;
    const wage = orgs.find((o) => o.coName === 'Demo Wage Access');
    expect((await get(`/api/users/updateOrganization/${wage?._id}`, ops)).statusCode).toBe(200);
    expect((await get(`/api/bankRec/report/exports/${id}/download`, ops)).statusCode).toBe(404);
    const bureau = orgs.find((o) => o.coName === 'Demo Payroll Bureau');
    await get(`/api/users/updateOrganization/${bureau?._id}`, ops);

    const other = await tokenFor(t.app, 'bankrec@demo.test', DEMO_PASSWORD);
    expect((await get(`/api/bankRec/report/exports/${id}/download`, other)).statusCode).toBe(200);
    expect((await post('/api/auth/logout', {}, other)).statusCode).toBeLessThan(300);
    expect((await get(`/api/bankRec/report/exports/${id}/download`, other)).statusCode).toBe(401);
  });

  it('writes the statement as PDF and xlsx with the same rows', async () => {
    const parameters = { accountId: ACCOUNT, month: lastMonth() };
    const pdfId = await exportAndRun('reconciliation-statement', parameters, 'pdf');
    const xlsxId = await exportAndRun('reconciliation-statement', parameters, 'xlsx');
    await t.ctx.jobs.drain();
    const pdf = await get(`/api/bankRec/report/exports/${pdfId}/download`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const xlsx = await get(`/api/bankRec/report/exports/${xlsxId}/download`);
    expect(xlsx.statusCode).toBe(200);
    const { unzipSync, strFromU8 } = await import('fflate');
    const parts = unzipSync(new Uint8Array(xlsx.rawPayload));
    const sheet = strFromU8(parts['xl/worksheets/sheet1.xml'] as Uint8Array);
    expect(sheet).toContain('state="frozen"');
    expect(sheet).toContain('Bank reconciliation statement');
    expect(sheet).toContain('>Total<');
  });

  it("writes the statement's figures first in its CSV, then its table, named by account and month", async () => {
    const parameters = { accountId: ACCOUNT, month: lastMonth() };
    const shown = await preview('reconciliation-statement', parameters);
    const id = await exportAndRun('reconciliation-statement', parameters, 'csv');
    await t.ctx.jobs.drain();
    const file = await get(`/api/bankRec/report/exports/${id}/download`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="bank-reconciliation-statement-${ACCOUNT}-${lastMonth()}.csv"`,
    );
    const records = parseCsv(file.body);
    // One label/value record per heading figure, as the .xlsx heading has them, then an empty record.
    const figures = records.slice(0, shown.summary.length);
    expect(figures.map((r) => r[0])).toEqual(shown.summary.map((s) => s.label));
    const figureOf = (label: string) => figures.find((r) => r[0] === label)?.[1];
    const [blank, header, ...rows] = records.slice(shown.summary.length);
    expect(blank?.every((f) => f === '')).toBe(true);
    expect(header).toEqual(['Side', 'Item', 'Date', 'Reference', 'Description', 'Age (days)', 'Amount']);
    expect(rows).toHaveLength(shown.total);
    const sum = rows.reduce((total, r) => total + cents(r[6]), 0);
    expect(sum).toBe(cents(shown.totals.amount as string));
    // The money figures as the preview has them (the 'prepared at' is the export's own moment).
    for (const s of shown.summary.filter((f) => f.type === 'money'))
      expect(figureOf(s.label), s.key).toBe(s.value ?? '');
  });

  it('lets a failed export be retried, with the spec message meanwhile', async () => {
    const id = await exportAndRun('import-history', {}, 'csv');
    // The report's source disappears while queued: the job fails as an export would on a broken database.
    await t.ctx.db.execute(
      sql`update jobs set payload = jsonb_set(payload, '{reportId}', '"gone"') where id = ${id}`,
    );
    await t.ctx.jobs.drain();
    const failed = json<{ data: { rows: Record<string, unknown>[] } }>(
      await get('/api/bankRec/report/exports'),
    ).data.rows.find((r) => r.id === id);
    expect(failed).toMatchObject({
      status: 'failed',
      error: 'Export has not been generated, Please try again',
    });
    const download = await get(`/api/bankRec/report/exports/${id}/download`);
    expect(download.statusCode).toBe(409);
    expect(json<{ message: string }>(download).message).toBe(
      'Export has not been generated, Please try again',
    );
    await t.ctx.db.execute(
      sql`update jobs set payload = jsonb_set(payload, '{reportId}', '"import-history"') where id = ${id}`,
    );
    const retry = await post(`/api/bankRec/report/exports/${id}/retry`, {});
    expect(retry.statusCode).toBe(202);
    await t.ctx.jobs.drain();
    expect((await get(`/api/bankRec/report/exports/${id}/download`)).statusCode).toBe(200);
    expect((await post(`/api/bankRec/report/exports/${id}/retry`, {})).statusCode).toBe(409);
  });

  it('gives a report template as csv or pdf', async () => {
    const csv = await post('/api/bankRec/report/downloadTemplateFile', {
      uri: 'templates/reconciliation-statement',
      extn: 'csv',
    });
    expect(csv.statusCode).toBe(200);
    expect(parseCsv(csv.body)[0]).toEqual([
      'Side',
      'Item',
      'Date',
      'Reference',
      'Description',
      'Age (days)',
      'Amount',
    ]);
    const pdf = await post('/api/bankRec/report/downloadTemplateFile', {
      uri: 'reconciliation-statement',
      extn: 'pdf',
    });
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('the other reports', () => {
  it('previews outstanding liabilities with the outstanding call’s totals', async () => {
    const report = await preview('outstanding-liabilities', {});
    const res = await post('/api/rec/items/subledgers/outstanding', { where: {}, page: 1, limit: 1 });
    const totals = json<{ data: { total: number; totals: { total: string; count: number } } }>(res).data;
    expect(report.total).toBe(totals.total);
    expect(report.totals.total).toBe(totals.totals.total);
    expect(report.totals.count).toBe(totals.totals.count);
  });

  it('previews matched detail, import history and the audit trail of the month', async () => {
    const from = `${lastMonth()}-01`;
    const history = await preview('import-history', { from });
    expect(history.total).toBeGreaterThan(0);
    const audit = await preview('audit-trail', { from });
    expect(audit.total).toBeGreaterThan(0);
    // The exports of this file are on the trail (newest last), with who asked.
    const lastPage = Math.ceil(audit.total / 100);
    const tail = json<{ data: Preview }>(
      await post('/api/bankRec/report/preview', {
        reportId: 'audit-trail',
        parameters: { from },
        page: lastPage,
        limit: 100,
      }),
    ).data;
    expect(tail.rows.some((r) => r.action === 'report.exported' && r.actor === 'Ben Reyes')).toBe(true);
    const matched = await preview('matched-detail', { from });
    expect(matched.totals.bankAmount).toBeDefined();
    const bad = await post('/api/bankRec/report/preview', {
      reportId: 'matched-detail',
      parameters: { from: '2026-02-30' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('export retention (issue 14)', () => {
  const retentionJobs = async () =>
    (
      (await t.ctx.db.execute(
        sql`select id::text, status, extract(epoch from run_after - now())::int as "inSeconds"
              from jobs where kind = 'export-retention' order by created_at`,
      )) as unknown as { rows: { id: string; status: string; inSeconds: number }[] }
    ).rows;

  it('removes files older than the retention period, keeps their exports listed as expired, and runs daily', async () => {
    const old = await exportAndRun('import-history', {}, 'csv');
    const fresh = await exportAndRun('import-history', {}, 'pdf');
    await t.ctx.jobs.drain();
    // An export schedules the rule: one run waiting, a day from now (not once per export).
    const waiting = (await retentionJobs()).filter((j) => j.status === 'queued');
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.inSeconds).toBeGreaterThan(23 * 3600);

    // The first export finished 31 days ago (30 is the default); the rule's day comes.
    const [{ file } = { file: '' }] = (
      (await t.ctx.db.execute(
        sql`update jobs set finished_at = now() - interval '31 days' where id = ${old} returning result->>'file' as file`,
      )) as unknown as { rows: { file: string }[] }
    ).rows;
    const orgDir = path.join(t.ctx.config.dataDir, 'exports');
    const [orgFolder] = await readdir(orgDir);
    const oldPath = path.join(orgDir, orgFolder as string, file);
    await expect(stat(oldPath)).resolves.toBeDefined();
    // Files no export names: a finished file and a temporary one left two days ago by killed processes
    // (the sweep removes them), and one from a minute ago (too recent to judge: kept).
    const strayPath = (name: string) => path.join(orgDir, orgFolder as string, name);
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    const strays = [`${'ab'.repeat(16)}.csv`, `${randomUUID()}.0badf00d.tmp`];
    for (const name of strays) {
      await writeFile(strayPath(name), 'left behind');
      await utimes(strayPath(name), twoDaysAgo, twoDaysAgo);
    }
    const recent = `${'cd'.repeat(16)}.pdf`;
    await writeFile(strayPath(recent), 'just written');
    await t.ctx.db.execute(sql`update jobs set run_after = now() where id = ${waiting[0]?.id}`);
    await t.ctx.jobs.drain();

    await expect(stat(oldPath)).rejects.toThrow();
    for (const name of strays) await expect(stat(strayPath(name))).rejects.toThrow();
    await expect(stat(strayPath(recent))).resolves.toBeDefined();
    const rows = json<{ data: { rows: Record<string, unknown>[] } }>(
      await get('/api/bankRec/report/exports?limit=200'),
    ).data.rows;
    expect(rows.find((r) => r.id === old)).toMatchObject({ status: 'succeeded', downloadUrl: null });
    expect(rows.find((r) => r.id === old)?.expiredAt).toEqual(expect.any(String));
    expect(rows.find((r) => r.id === fresh)).toMatchObject({
      expiredAt: null,
      downloadUrl: expect.any(String),
    });
    const refused = await get(`/api/bankRec/report/exports/${old}/download`);
    expect(refused.statusCode).toBe(410);
    expect(json<{ message: string }>(refused).message).toBe(EXPORT_EXPIRED_MESSAGE);
    expect((await get(`/api/bankRec/report/exports/${fresh}/download`)).statusCode).toBe(200);
    const notes = json<{ data: { _id: string }[] }>(await get('/api/bankRec/report/exportNotification')).data;
    expect(notes.some((n) => n._id === old)).toBe(false);
    expect(notes.some((n) => n._id === fresh)).toBe(true);

    // The run says what it did and schedules the next one a day later.
    const runs = await retentionJobs();
    const done = runs.find((j) => j.id === waiting[0]?.id);
    expect(done?.status).toBe('succeeded');
    const [result] = (
      (await t.ctx.db.execute(sql`select result from jobs where id = ${done?.id}`)) as unknown as {
        rows: { result: { expired: number; strayFilesRemoved: number } }[];
      }
    ).rows;
    expect(result?.result.expired).toBe(1);
    expect(result?.result.strayFilesRemoved).toBe(strays.length);
    const next = runs.filter((j) => j.status === 'queued');
    expect(next).toHaveLength(1);
    expect(next[0]?.inSeconds).toBeGreaterThan(23 * 3600);
  });
});

describe('the audit trail by area (issue 14)', () => {
  /** Every row of a report's preview, page by page. */
  async function allRows(
    prefix: string,
    reportId: string,
    parameters: Record<string, string>,
    token: string,
  ) {
    const rows: Record<string, string | number | null>[] = [];
    for (let page = 1; ; page += 1) {
      const res = await post(`${prefix}/report/preview`, { reportId, parameters, page, limit: 500 }, token);
      expect(res.statusCode, res.body).toBe(200);
      const data = json<{ data: Preview }>(res).data;
      rows.push(...data.rows);
      if (rows.length >= data.total) return rows;
    }
  }

  /** Each record's area, read here independently of the report's SQL. */
  async function areasOfRecords(): Promise<Map<string, string>> {
    const rows = await t.ctx.db.execute(sql`
      select 'import:' || id::text as key, area from imports
      union all select 'export:' || id::text, payload->>'area' from jobs where kind = 'report-export'
      union all select 'match:' || m.id::text, ba.area from matches m join bank_rec_bank_accounts ba
        on ba.organization_id = m.organization_id and ba.account_id = m.account_id
      union all select 'match_suggestion:' || s.id::text, ba.area from match_suggestions s join bank_rec_bank_accounts ba
        on ba.organization_id = s.organization_id and ba.account_id = s.account_id`);
    return new Map(
      (rows as unknown as { rows: { key: string; area: string }[] }).rows.map((r) => [r.key, r.area]),
    );
  }
  const areaOf = (areas: Map<string, string>, row: Record<string, string | number | null>) => {
    const type = String(row.entityType);
    const prefixed = /^(bankRec|ewa)\./.exec(type);
    return prefixed ? prefixed[1] : (areas.get(`${type}:${row.entityId}`) ?? null);
  };

  it("shows each area its own records' entries and the organisation's, never the other area's", async () => {
    // Olivia (management) works in both areas of the bureau: an export in each.
    const ops = await tokenFor(t.app, 'ops@demo.test', DEMO_PASSWORD);
    const from = `${lastMonth()}-01`;
    const asked = async (prefix: string) => {
      const res = await post(
        `${prefix}/report/export`,
        { reportId: 'import-history', parameters: { from }, format: 'csv' },
        ops,
      );
      expect(res.statusCode, res.body).toBe(202);
      return json<{ data: { exportId: string } }>(res).data.exportId;
    };
    // A bank-rec match made and undone by hand (the lines are open again afterwards).
    const [pair] = (
      (await t.ctx.db.execute(sql`
        select b.id::text as "bankId", e.id::text as "ledgerId"
          from bank_transactions b join bank_rec_ledger_entries e
            on e.organization_id = b.organization_id and e.account_id = b.account_id
           and e.amount_minor = b.amount_minor and e.status = 'open'
         where b.account_id = ${ACCOUNT}
           and not exists (select 1 from match_items i where i.live and (i.bank_transaction_id = b.id or i.ledger_entry_id = e.id))
         limit 1`)) as unknown as { rows: { bankId: string; ledgerId: string }[] }
    ).rows;
    const made = await post(
      '/api/bankRec/items/match',
      { bankTransactionIds: [pair?.bankId], ledgerEntryIds: [pair?.ledgerId] },
      ops,
    );
    expect(made.statusCode, made.body).toBe(200);
    const match = json<{ data: { id: string } }>(made).data;
    const undone = await post(`/api/bankRec/items/unmatch/${match.id}`, { reason: 'Audit by area' }, ops);
    expect(undone.statusCode, undone.body).toBe(200);
    const bankExport = await asked('/api/bankRec');
    const ewaExport = await asked('/api/employeeFunds');
    await t.ctx.jobs.drain();

    const bankTrail = await allRows('/api/bankRec', 'audit-trail', { from }, ops);
    const ewaTrail = await allRows('/api/employeeFunds', 'audit-trail', { from }, ops);
    const areas = await areasOfRecords();
    const bankAreas = new Set(bankTrail.map((r) => areaOf(areas, r)));
    const ewaAreas = new Set(ewaTrail.map((r) => areaOf(areas, r)));
    expect([...bankAreas].filter((a) => a !== null)).toEqual(['bankRec']);
    expect(ewaAreas.has('bankRec')).toBe(false);
    // The demo statements' imports and matches are bank-rec's; each export is on its own area's trail.
    expect(bankTrail.some((r) => r.entityType === 'import')).toBe(true);
    expect(bankTrail.some((r) => r.entityType === 'match' && r.entityId === match.id)).toBe(true);
    expect(bankTrail.some((r) => r.entityId === bankExport)).toBe(true);
    expect(bankTrail.some((r) => r.entityId === ewaExport)).toBe(false);
    expect(ewaTrail.some((r) => r.entityId === ewaExport)).toBe(true);
    expect(ewaTrail.some((r) => r.entityId === bankExport || r.entityId === match.id)).toBe(false);
    // What concerns the organisation as a whole (Olivia's sign-in) is on both.
    const signIn = (r: Record<string, string | number | null>) =>
      r.entityType === 'user' || r.entityType === 'session';
    expect(bankTrail.some(signIn)).toBe(true);
    expect(ewaTrail.some(signIn)).toBe(true);
  });
});

describe('employer-funds reports', () => {
  it("previews funds coverage and the partner summary with the sub-ledger Rec's totals", async () => {
    const ewaPreview = async (reportId: string) => {
      const res = await post(
        '/api/employeeFunds/report/preview',
        { reportId, parameters: {}, limit: 500 },
        ewa,
      );
      expect(res.statusCode, res.body).toBe(200);
      return json<{ data: Preview }>(res).data;
    };
    const sub = json<{ data: { total: number; totals: Record<string, string | number> } }>(
      await get('/api/employeeFunds/items/subledgerRec?limit=1', ewa),
    ).data;
    const coverage = await ewaPreview('funds-coverage');
    expect(coverage.total).toBe(sub.total);
    expect(coverage.totals.balance).toBe(sub.totals.balance);
    expect(coverage.totals.shortfall).toBe(sub.totals.shortfall);
    const partners = await ewaPreview('partner-settlement-summary');
    expect(partners.totals.employers).toBe(sub.totals.employers);
    expect(partners.totals.shortEmployers).toBe(sub.totals.shortEmployers);
    expect(partners.totals.funded).toBe(sub.totals.funded);
    const balances = partners.rows.reduce((s, r) => s + cents(r.balance as string), 0);
    expect(balances).toBe(cents(sub.totals.balance as string));
  });

  it('exports in the employer-funds area under its own prefix', async () => {
    const res = await post(
      '/api/employeeFunds/report/export',
      { reportId: 'funds-coverage', parameters: {}, format: 'xlsx' },
      ewa,
    );
    expect(res.statusCode, res.body).toBe(202);
    const { exportId } = json<{ data: { exportId: string } }>(res).data;
    await t.ctx.jobs.drain();
    const notes = json<{ data: { _id: string; blobStorageURL: string }[] }>(
      await get('/api/employeeFunds/report/exportNotification', ewa),
    ).data;
    expect(notes[0]).toMatchObject({
      _id: exportId,
      blobStorageURL: `/api/employeeFunds/report/exports/${exportId}/download`,
    });
    const file = await get(notes[0]?.blobStorageURL as string, ewa);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // An employer-funds user cannot reach the bank-rec routes at all.
    expect((await get(`/api/bankRec/report/exports/${exportId}/download`, ewa)).statusCode).toBe(403);
  });
});
