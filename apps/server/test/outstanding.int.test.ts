import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, DEMO_PASSWORD, json, type TestApp, tokenFor } from './harness';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await tokenFor(t.app, 'bankrec@demo.test', DEMO_PASSWORD);
});
afterAll(async () => t?.close());

interface Body {
  data: {
    rows: {
      coId: string;
      taxType: string;
      quarter: string;
      count: number;
      total: string;
      buckets: Record<string, string>;
      oldestDate: string;
      systemRecTypes: string[];
    }[];
    total: number;
    page: number;
    limit: number;
    asOf: string;
    totals: { count: number; total: string; buckets: Record<string, string> };
  };
}
const query = async (payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/rec/items/subledgers/outstanding',
    headers: authed(token),
    payload: payload as object,
  });
const cents = (text: string) => Math.round(Number(text) * 100);

describe('outstanding liabilities', () => {
  it('pages with the spec defaults (page 1, limit 35) and ages every open item into one bucket', async () => {
    // Past every demo date: nothing was open then that is not open now.
    const res = await query({ where: { asOf: '2030-01-01' } });
    expect(res.statusCode).toBe(200);
    const { data } = json<Body>(res);
    expect(data).toMatchObject({ page: 1, limit: 35, asOf: '2030-01-01' });
    expect(data.rows.length).toBe(35);
    const result = await t.ctx.db.execute(
      sql`select count(*)::int as n, coalesce(sum(amount_minor), 0)::text as total from bank_rec_ledger_entries where status = 'open' and area = 'bankRec'`,
    );
    const truth = (result as unknown as { rows: { n: number; total: string }[] }).rows[0];
    expect(data.totals.count).toBe(truth?.n);
    expect(cents(data.totals.total)).toBe(Number(truth?.total));
    const bucketSum = Object.values(data.totals.buckets).reduce((s, v) => s + cents(v), 0);
    expect(bucketSum).toBe(cents(data.totals.total));
    for (const row of data.rows) {
      expect(Object.values(row.buckets).reduce((s, v) => s + cents(v), 0)).toBe(cents(row.total));
    }
  });

  it('filters by customer, tax type and bucket', async () => {
    const first = json<Body>(await query({ where: { taxType: 'Federal', asOf: '2026-11-01' }, limit: 5 }))
      .data.rows[0];
    expect(first?.taxType).toBe('Federal');
    const one = json<Body>(
      await query({ where: { coId: first?.coId, taxType: 'Federal', asOf: '2026-11-01' } }),
    ).data;
    expect(one.rows.every((r) => r.coId === first?.coId && r.taxType === 'Federal')).toBe(true);
    const old = json<Body>(await query({ where: { bucket: '180+', asOf: '2026-11-01' } })).data;
    expect(old.rows.every((r) => r.buckets['180+'] !== '0.00')).toBe(true);
  });

  it('assigns the system reconciling types: aged past 90 days, negative balance per customer and tax type', async () => {
    const { rows } = json<Body>(await query({ where: { asOf: '2026-11-01' }, limit: 500 })).data;
    expect(rows.some((r) => r.systemRecTypes.includes('Aged Uncleared'))).toBe(true);
    for (const row of rows) {
      expect(row.systemRecTypes.includes('Aged Uncleared')).toBe(row.oldestDate < '2026-08-03');
    }
    const negative = rows.find((r) => r.systemRecTypes.includes('Negative Liabilities'));
    const positive = rows.find((r) => !r.systemRecTypes.includes('Negative Liabilities'));
    for (const [row, below] of [
      [negative, true],
      [positive, false],
    ] as const) {
      if (!row) continue;
      const result = await t.ctx.db.execute(
        sql`select sum(amount_minor)::text as total from bank_rec_ledger_entries
             where status = 'open' and co_id = ${row.coId} and tax_type = ${row.taxType}`,
      );
      const total = Number((result as unknown as { rows: { total: string }[] }).rows[0]?.total);
      expect(total < 0).toBe(below);
    }
    expect(negative ?? positive).toBeDefined();
  });

  it('"As of" lists only items dated on or before it that were open on that day', async () => {
    const before = json<Body>(await query({ where: { asOf: '2020-01-01' } })).data;
    expect(before.rows).toEqual([]);
    expect(before.totals).toMatchObject({ count: 0, total: '0.00' });

    // A ledger entry matched to a bank line that cleared later was still outstanding in between.
    const { importDemoStatements } = await import('../src/db/seed/demo-statements-import');
    await importDemoStatements(t.ctx, t.services.imports, { wholeMonths: 1 });
    const found = await t.ctx.db.execute(sql`
      select e.id as ledger_id, b.id as bank_id, e.co_id, e.account, e.quarter,
             e.transaction_date::text as dated, b.value_date::text as cleared
        from bank_transactions b
        join bank_rec_ledger_entries e on e.organization_id = b.organization_id
         and e.account_id = b.account_id and e.amount_minor = b.amount_minor and e.status = 'open'
       where b.value_date > e.transaction_date and e.co_id <> ''
         and not exists (select 1 from match_items i where i.live and i.bank_transaction_id = b.id)
       order by b.value_date desc limit 1`);
    const item = (
      found as unknown as {
        rows: {
          ledger_id: string;
          bank_id: string;
          co_id: string;
          account: string;
          quarter: string;
          dated: string;
          cleared: string;
        }[];
      }
    ).rows[0];
    expect(item).toBeDefined();
    if (!item) return;
    const matched = await t.app.inject({
      method: 'POST',
      url: '/api/bankRec/items/match',
      headers: authed(token),
      payload: { bankTransactionIds: [item.bank_id], ledgerEntryIds: [item.ledger_id] },
    });
    expect(matched.statusCode).toBe(200);
    const where = { coId: item.co_id, account: item.account, quarter: item.quarter };
    const cut = json<Body>(await query({ where: { ...where, asOf: item.dated }, limit: 500 })).data;
    expect(cut.rows.every((r) => r.oldestDate <= item.dated)).toBe(true);
    const openThen = await t.ctx.db.execute(
      sql`select count(*)::int as n from bank_rec_ledger_entries
           where status = 'open' and co_id = ${item.co_id} and account = ${item.account}
             and quarter = ${item.quarter} and transaction_date <= ${item.dated}::date`,
    );
    // On its own date the matched entry still counts, with the entries open today.
    expect(cut.totals.count).toBe(((openThen as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0) + 1);
    const whenCleared = json<Body>(await query({ where: { ...where, asOf: item.cleared }, limit: 500 })).data;
    const open = await t.ctx.db.execute(
      sql`select count(*)::int as n from bank_rec_ledger_entries
           where status = 'open' and co_id = ${item.co_id} and account = ${item.account}
             and quarter = ${item.quarter} and transaction_date <= ${item.cleared}::date`,
    );
    // On the clearing day the matched entry is no longer outstanding: only the still-open ones remain.
    expect(whenCleared.totals.count).toBe((open as unknown as { rows: { n: number }[] }).rows[0]?.n);
  });

  it('refuses a bad request with field details', async () => {
    const res = await query({ where: { taxType: 'County' }, limit: 10_000 });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ code: 'validation_failed' });
  });
});
