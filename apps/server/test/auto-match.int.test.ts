import { addDays } from '@clearline/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, matches } from '../src/db/schema/index';
import { queryRows } from '../src/platform/db';
import { organizationIdOf } from './bank-rec-fixtures';
import { authed, createTestApp, DEMO_PASSWORD, json, type TestApp, tokenFor } from './harness';

/**
 * Auto-match, suggestions, open lines, the panel and the counts against the demo bureau: its statements
 * are generated from its ledger, so most bank lines have a true book counterpart.
 */
let t: TestApp;
let token: string;
let orgId: string;
const ACCOUNT = '4410029399';

beforeAll(async () => {
  t = await createTestApp();
  const { importDemoStatements } = await import('../src/db/seed/demo-statements-import');
  token = await tokenFor(t.app, 'bankrec@demo.test', DEMO_PASSWORD);
  orgId = await organizationIdOf(t, 'Demo Payroll Bureau');
  // Three months, not two: the demo's statement lines differ a little from one seeding to the next (ledger
  // ids order the lines of a day), and two months sometimes left fewer than the two suggestions used below.
  await importDemoStatements(t.ctx, t.services.imports, { wholeMonths: 2 });
});
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: authed(token) });
const post = (url: string, payload: unknown = {}) =>
  t.app.inject({ method: 'POST', url, headers: authed(token), payload: payload as object });

interface Summary {
  confirmed: number;
  suggested: number;
  bankLines: number;
  leftOpenBank: number;
  leftOpenLedger: number;
}

async function autoMatch(body: Record<string, unknown>) {
  const queued = await post('/api/bankRec/items/autoMatch', body);
  expect(queued.statusCode).toBe(202);
  const { jobId } = json<{ data: { jobId: string } }>(queued).data;
  await t.ctx.jobs.drain();
  const status = json<{ data: { status: string; progress: number; summary: Summary } }>(
    await get(`/api/bankRec/items/autoMatch/${jobId}`),
  ).data;
  expect(status).toMatchObject({ status: 'succeeded', progress: 100 });
  return status.summary;
}

async function invariants() {
  // No line in two live matches (the unique indexes would refuse it; this checks the view too).
  const [dupes] = await queryRows<{ n: number }>(
    t.ctx.db,
    sql`select count(*)::int as n from (
          select coalesce(bank_transaction_id, ledger_entry_id) from match_items where live
          group by 1 having count(*) > 1) d`,
  );
  expect(dupes?.n).toBe(0);
  // Every live match balances, or its difference carries an adjustment.
  const [unbalanced] = await queryRows<{ n: number }>(
    t.ctx.db,
    sql`select count(*)::int as n from matches m
         where m.status = 'confirmed' and (
           m.bank_total_minor <> (select coalesce(sum(amount_minor), 0) from match_items where match_id = m.id and side = 'bank')
           or m.ledger_total_minor <> (select coalesce(sum(amount_minor), 0) from match_items where match_id = m.id and side = 'ledger')
           or (m.difference_minor <> 0 and m.adjustment_rec_type is null))`,
  );
  expect(unbalanced?.n).toBe(0);
  // A ledger entry is 'matched' exactly when it sits in a live match.
  const [status] = await queryRows<{ n: number }>(
    t.ctx.db,
    sql`select count(*)::int as n from bank_rec_ledger_entries e
         where (e.status = 'matched') <> exists (select 1 from match_items mi where mi.ledger_entry_id = e.id and mi.live)`,
  );
  expect(status?.n).toBe(0);
}

describe('auto-match', () => {
  it('confirms the unambiguous pairs of an account, writes an audit row each, and a rerun changes nothing', async () => {
    const first = await autoMatch({ accountId: ACCOUNT });
    expect(first.bankLines).toBeGreaterThan(100);
    expect(first.confirmed).toBeGreaterThan(first.bankLines / 2);
    expect(first.leftOpenBank).toBeLessThan(first.bankLines);
    await invariants();
    const [auto] = await t.ctx.db
      .select({ n: count() })
      .from(matches)
      .where(and(eq(matches.organizationId, orgId), eq(matches.kind, 'auto')));
    const [audited] = await t.ctx.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, orgId), eq(auditLog.action, 'match.created')));
    expect(Number(auto?.n)).toBe(first.confirmed);
    expect(Number(audited?.n)).toBe(first.confirmed);

    const again = await autoMatch({ accountId: ACCOUNT });
    expect(again.confirmed).toBe(0);
    expect(again.bankLines).toBe(first.leftOpenBank);
    await invariants();
  });

  it('refuses an unknown account, a reversed range and another organisation’s job', async () => {
    expect((await post('/api/bankRec/items/autoMatch', { accountId: '999' })).statusCode).toBe(404);
    const reversed = await post('/api/bankRec/items/autoMatch', {
      accountId: ACCOUNT,
      from: '2026-05-02',
      to: '2026-05-01',
    });
    expect(reversed.statusCode).toBe(400);
    const unknown = await get('/api/bankRec/items/autoMatch/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });

  it('lists suggestions; accepting one makes a match, a second accept is refused, a rejected set is not suggested again', async () => {
    // The bank's monthly analysis fee has no book entry: two entries near it make two suggestions on any
    // day (the demo's own suggestions depend on which months today's statements cover).
    const [fee] = await queryRows<{ id: string; amount: number; date: string }>(
      t.ctx.db,
      sql`select id, amount_minor::int as amount, value_date::text as date from bank_transactions
           where account_id = '4410029381' and type_code = '698' order by value_date desc limit 1`,
    );
    expect(fee).toBeDefined();
    for (const [days, cents] of [
      [-4, 0],
      [-1, 37],
    ] as const) {
      await t.ctx.db.execute(sql`
        insert into bank_rec_ledger_entries (organization_id, area, amount_minor, transaction_date, co_id, account,
               account_id, transaction_type, details, status)
        select b.organization_id, 'bankRec', ${(fee?.amount ?? 0) - cents}, ${addDays(fee?.date ?? '', days)},
               (select min(c.co_id) from bank_rec_clients c where c.organization_id = b.organization_id),
               'Service Fees', '4410029381', 'Preauthorized ACH Debit', 'Account analysis fee', 'open'
          from bank_transactions b where b.id = ${fee?.id ?? ''}`);
    }
    for (const accountId of ['4410029381', '4410029402']) await autoMatch({ accountId });
    const list = json<{
      data: { rows: { id: string; score: number; items: { side: string }[]; difference: string }[] };
    }>(await get('/api/bankRec/items/suggestions?limit=500')).data.rows;
    expect(list.length).toBeGreaterThan(1);
    expect(list[0]?.items.some((i) => i.side === 'bank')).toBe(true);
    // Scores come best first.
    expect(list.map((s) => s.score)).toEqual([...list.map((s) => s.score)].sort((a, b) => b - a));

    const balanced = list.find((s) => s.difference === '0.00');
    expect(balanced).toBeDefined();
    const accepted = await post(`/api/bankRec/items/suggestions/${balanced?.id}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(json<{ data: { status: string; kind: string } }>(accepted).data).toMatchObject({
      status: 'confirmed',
      kind: 'manual',
    });
    expect((await post(`/api/bankRec/items/suggestions/${balanced?.id}/accept`)).statusCode).toBe(409);
    await invariants();

    const others = json<{ data: { rows: { id: string; accountId: string; items: { id: string }[] }[] } }>(
      await get('/api/bankRec/items/suggestions?limit=500'),
    ).data.rows;
    const victim = others[0];
    expect(victim).toBeDefined();
    const rejected = await post(`/api/bankRec/items/suggestions/${victim?.id}/reject`, {
      reason: 'different payee',
    });
    expect(rejected.statusCode).toBe(200);
    expect(json<{ data: { status: string } }>(rejected).data.status).toBe('rejected');

    await autoMatch({ accountId: victim?.accountId });
    const after = json<{ data: { rows: { items: { id: string }[] }[] } }>(
      await get('/api/bankRec/items/suggestions?limit=500'),
    ).data.rows;
    const key = (items: { id: string }[]) =>
      items
        .map((i) => i.id)
        .sort()
        .join(',');
    expect(after.map((s) => key(s.items))).not.toContain(key(victim?.items ?? []));
  });
});

describe('open lines, panel and counts', () => {
  it('windows the open lines of an account and finds them by amount', async () => {
    const page = json<{
      data: { rows: { id: string; amount: string; date: string }[]; total: number; totalAmount: string };
    }>(await get(`/api/bankRec/items/open?side=ledger&accountId=${ACCOUNT}&limit=5`)).data;
    expect(page.rows.length).toBeGreaterThan(0);
    expect(page.total).toBeGreaterThanOrEqual(page.rows.length);
    const dates = page.rows.map((r) => r.date);
    expect(dates).toEqual([...dates].sort());
    const amount = page.rows[0]?.amount.replace('-', '') ?? '';
    const found = json<{ data: { rows: { amount: string }[] } }>(
      await get(`/api/bankRec/items/open?side=ledger&accountId=${ACCOUNT}&q=${amount}`),
    ).data.rows;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((r) => r.amount.replace('-', '') === amount)).toBe(true);
    const bank = await get(`/api/bankRec/items/open?side=bank&accountId=${ACCOUNT}&limit=2000`);
    expect(bank.statusCode).toBe(400);
  });

  it('the panel balances each account: bank closing = book + open bank − open ledger + adjustments', async () => {
    const [last] = await queryRows<{ month: string }>(
      t.ctx.db,
      sql`select to_char(max(date), 'YYYY-MM') as month from bank_statement_balances where organization_id = ${orgId}`,
    );
    const panel = json<{
      data: {
        month: string;
        accounts: {
          accountId: string;
          bankClosing: string | null;
          difference: string | null;
          matchedCount: number;
        }[];
      };
    }>(await get(`/api/bankRec/items/panel?month=${last?.month}`)).data;
    expect(panel.month).toBe(last?.month);
    expect(panel.accounts.map((a) => a.accountId)).toEqual(['4410029381', '4410029399', '4410029402']);
    for (const account of panel.accounts) {
      expect(account.bankClosing).not.toBeNull();
      expect(account.difference).toBe('0.00');
    }
    expect(panel.accounts.find((a) => a.accountId === ACCOUNT)?.matchedCount).toBeGreaterThan(0);
    expect((await get('/api/bankRec/items/panel?month=2026-13')).statusCode).toBe(400);
  });

  it('the panel says how many open ledger items are reconciling items: the rest is what Re-match lists', async () => {
    const [last] = await queryRows<{ month: string; end: string }>(
      t.ctx.db,
      sql`select to_char(max(date), 'YYYY-MM') as month,
                 (date_trunc('month', max(date)) + interval '1 month - 1 day')::date::text as end
            from bank_statement_balances where organization_id = ${orgId}`,
    );
    const panel = json<{
      data: { accounts: { accountId: string; openLedgerCount: number; reconcilingCount: number }[] };
    }>(await get(`/api/bankRec/items/panel?month=${last?.month}`)).data;
    let reconciling = 0;
    for (const account of panel.accounts) {
      reconciling += account.reconcilingCount;
      // The panel reconciles from the account's first statement on; Re-match over the same dates.
      const [start] = await queryRows<{ date: string }>(
        t.ctx.db,
        sql`select min(date)::text as date from bank_statement_balances
             where organization_id = ${orgId} and account_id = ${account.accountId} and kind = 'opening'`,
      );
      const open = json<{ data: { total: number } }>(
        await get(
          `/api/bankRec/items/open?side=ledger&accountId=${account.accountId}&from=${start?.date}&to=${last?.end}&limit=5`,
        ),
      ).data;
      expect(account.openLedgerCount - account.reconcilingCount).toBe(open.total);
    }
    expect(reconciling).toBeGreaterThan(0);
  });

  it('counts come from the live state', async () => {
    const counts = json<{
      data: { otherAccounts: number; subledgerRec: number; pendingResolve: number; ledger: number }[];
    }>(await get('/api/bankRec/items/notification')).data;
    const [pending] = await queryRows<{ n: number }>(
      t.ctx.db,
      sql`select count(*)::int as n from match_suggestions where organization_id = ${orgId} and status = 'pending'`,
    );
    expect(counts).toHaveLength(1);
    expect(counts[0]?.pendingResolve).toBe(pending?.n);
    expect(counts[0]?.ledger).toBeGreaterThan(0);
    const rec = json<{ data: unknown[] }>(await get('/api/rec/items/notification')).data;
    expect(rec).toEqual(counts);
  });
});
