import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, DEMO_PASSWORD, json, type TestApp, tokenFor } from './harness';

/**
 * The CSV export COPYed by PostgreSQL (writers/csv-copy.ts) against the batch writer (csv.writer.ts):
 * the same report on the same data gives the same bytes. COPY is PostgreSQL's, so this file runs on
 * PostgreSQL in every run (TEST_DATABASE_URL's server, else the local one); the batch writer, which
 * PGlite uses, is the reference.
 */
const POSTGRES = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const ACCOUNT = '4410029399';
let t: TestApp;
let bankrec: string;

beforeAll(async () => {
  t = await createTestApp({}, undefined, POSTGRES);
  const { importDemoStatements } = await import('../src/db/seed/demo-statements-import');
  await importDemoStatements(t.ctx, t.services.imports, { wholeMonths: 1 });
  bankrec = await tokenFor(t.app, 'bankrec@demo.test', DEMO_PASSWORD);
  // Book lines that test the formatting: formula-like references and descriptions, quotes, a comma and
  // a line break inside a field, a negative amount under a dollar, an empty reference.
  await t.ctx.db.execute(sql`
    insert into bank_rec_ledger_entries
      (organization_id, area, co_id, account, amount_minor, transaction_date, details, check_no, account_id, status, source)
    select e.organization_id, 'bankRec', e.co_id, e.account, v.amount, current_date - 3, v.details, v.ref, ${ACCOUNT}, 'open', 'manual'
      from (select organization_id, co_id, account from bank_rec_ledger_entries where account_id = ${ACCOUNT} limit 1) e,
           (values ('=SUM(A1)', -5::bigint, ${'Payroll "March", part 2\nsecond line'}),
                   ('-77', 123456789::bigint, '@home, -tab'),
                   ('', 0::bigint, '+1 555')) v(ref, amount, details)`);
});
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: authed(bankrec) });

async function exportCsv(parameters: Record<string, string>): Promise<Buffer> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/bankRec/report/export',
    headers: authed(bankrec),
    payload: { reportId: 'unmatched-items', parameters, format: 'csv' },
  });
  expect(res.statusCode, res.body).toBe(202);
  const id = json<{ data: { exportId: string } }>(res).data.exportId;
  await t.ctx.jobs.drain();
  const file = await get(`/api/bankRec/report/exports/${id}/download`);
  expect(file.statusCode, file.body).toBe(200);
  const listed = json<{ data: { rows: { id: string; rows: number }[] } }>(
    await get('/api/bankRec/report/exports'),
  );
  const rows = listed.data.rows.find((r) => r.id === id)?.rows;
  expect(rows).toBeGreaterThan(0);
  return file.rawPayload;
}

/** The same export with the database's COPY taken away: the batch writer's file. */
async function exportCsvInBatches(parameters: Record<string, string>): Promise<Buffer> {
  const copyOut = t.ctx.database.copyOut;
  t.ctx.database.copyOut = undefined;
  try {
    return await exportCsv(parameters);
  } finally {
    t.ctx.database.copyOut = copyOut;
  }
}

describe('the CSV export on PostgreSQL', () => {
  it('COPYs the same bytes as the batch writer writes, on the demo data', async () => {
    expect(t.ctx.database.kind).toBe('postgres');
    const cases: Record<string, string>[] = [{ accountId: ACCOUNT }, { side: 'ledger' }, { side: 'bank' }];
    for (const parameters of cases) {
      const copied = await exportCsv(parameters);
      const batched = await exportCsvInBatches(parameters);
      expect(copied.length).toBeGreaterThan(1000);
      expect(copied.equals(batched), JSON.stringify(parameters)).toBe(true);
    }
    const text = (await exportCsv({ accountId: ACCOUNT })).toString('utf8');
    expect(text).toContain(`"'=SUM(A1)"`);
    expect(text).toContain('"-0.05"');
    expect(text).toContain('"1234567.89"');
    expect(text).toContain('"Payroll ""March"", part 2\nsecond line"');
    expect(text).toContain(`"'-77"`);
    expect(text).toContain(`"'@home, -tab"`);
  });
});
