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
    const res = await query({ where: { asOf: '2026-11-01' } });
    expect(res.statusCode).toBe(200);
    const { data } = json<Body>(res);
    expect(data).toMatchObject({ page: 1, limit: 35, asOf: '2026-11-01' });
    expect(data.rows.length).toBe(35);
    const result = await t.ctx.db.execute(
      sql`select count(*)::int as n, coalesce(sum(amount_minor), 0)::text as total from bank_rec_ledger_entries where status = 'open'`,
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

  it('refuses a bad request with field details', async () => {
    const res = await query({ where: { taxType: 'County' }, limit: 10_000 });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ code: 'validation_failed' });
  });
});
