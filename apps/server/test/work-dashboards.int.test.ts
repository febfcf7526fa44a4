import { AGING_BUCKETS, agingBucket, OPEN_ITEM_BUCKETS } from '@clearline/domain';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testToday } from './calendar';
import { authed, createTestApp, DEMO_PASSWORD, json, type TestApp, tokenFor } from './harness';

/**
 * Issue 15's clerk dashboards, Home and the client view through HTTP on the demo data (the bureau's
 * last two statements imported, an auto-match run queued by the clerk, one match undone and made again
 * by hand): every figure equals a direct query of the tables, and the refusals hold.
 */

let t: TestApp;
let bankrec: string;
let ewa: string;
let ops: string;
let bankrecId: string;
let bureauId: string;
let accountId: string;

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: authed(token) });
const post = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: authed(token), payload });
const rows = async <T>(query: SQL) => (await t.ctx.db.execute(query)) as unknown as { rows: T[] };
const one = async <T>(query: SQL) => (await rows<T>(query)).rows[0] as T;
const cents = (text: string) => Math.round(Number(text) * 100);

interface Dashboard {
  area: string;
  today: string;
  month: string;
  queue: Record<string, number>;
  aging: { bucket: string; count: number; amount: string }[];
  accounts: { accountId: string; openBankCount: number; suggestions: number; difference: string | null }[];
  importsToday: { fileName: string; status: string; imported: number; byMe: boolean }[];
  autoMatchToday: { accountId: string; runs: number; matchesToday: number }[];
  myWeek: { date: string; byHand: number; automatic: number }[];
}

beforeAll(async () => {
  t = await createTestApp();
  const { importDemoStatements } = await import('../src/db/seed/demo-statements-import');
  await importDemoStatements(t.ctx, t.services.imports, { wholeMonths: 1 });
  bankrec = await tokenFor(t.app, 'bankrec@demo.test', DEMO_PASSWORD);
  ewa = await tokenFor(t.app, 'ewa@demo.test', DEMO_PASSWORD);
  ops = await tokenFor(t.app, 'ops@demo.test', DEMO_PASSWORD);
  const caller = await t.ctx.auth.authenticateToken(bankrec);
  bankrecId = caller.userId;
  bureauId = caller.organizationId ?? '';
  accountId = (
    await one<{ account_id: string }>(
      sql`select account_id from bank_transactions where organization_id = ${bureauId}
           group by account_id order by count(*) desc limit 1`,
    )
  ).account_id;
  // The clerk runs auto-match on the busiest account, then undoes one match and makes it by hand.
  const queued = await post('/api/bankRec/items/autoMatch', bankrec, { accountId });
  expect(queued.statusCode).toBe(202);
  await t.ctx.jobs.drain();
  const match = await one<{ id: string }>(
    sql`select id from matches where organization_id = ${bureauId} and kind = 'auto' and status = 'confirmed'
         and difference_minor = 0 order by created_at limit 1`,
  );
  const items = (
    await rows<{ side: string; line: string }>(
      sql`select side, coalesce(bank_transaction_id, ledger_entry_id)::text as line from match_items where match_id = ${match.id}`,
    )
  ).rows;
  expect((await post(`/api/bankRec/items/unmatch/${match.id}`, bankrec, { reason: 'redo' })).statusCode).toBe(
    200,
  );
  const manual = await post('/api/bankRec/items/match', bankrec, {
    bankTransactionIds: items.filter((i) => i.side === 'bank').map((i) => i.line),
    ledgerEntryIds: items.filter((i) => i.side === 'ledger').map((i) => i.line),
  });
  expect(manual.statusCode).toBe(200);
});
afterAll(async () => t?.close());

describe('the bank-rec clerk dashboard', () => {
  let d: Dashboard;
  beforeAll(async () => {
    const res = await get('/api/bankRec/dashboard', bankrec);
    expect(res.statusCode).toBe(200);
    d = json<{ data: Dashboard }>(res).data;
  });

  it('counts the queue as the tables hold it: open bank lines, open and aged entries, suggestions', async () => {
    const accounts = sql`(select account_id from bank_rec_bank_accounts where organization_id = ${bureauId} and area = 'bankRec')`;
    const truth = await one<Record<string, number>>(sql`select
      (select count(*)::int from bank_transactions bt where bt.organization_id = ${bureauId} and bt.amount_minor <> 0
        and bt.account_id in ${accounts}
        and not exists (select 1 from match_items mi where mi.bank_transaction_id = bt.id and mi.live)) as bank,
      (select count(*)::int from bank_rec_ledger_entries where organization_id = ${bureauId} and area = 'bankRec' and status = 'open') as ledger,
      (select count(*)::int from bank_rec_ledger_entries where organization_id = ${bureauId} and area = 'bankRec' and status = 'open'
        and transaction_date < ${d.today}::date - 90) as aged,
      (select count(*)::int from match_suggestions where organization_id = ${bureauId} and status = 'pending' and account_id in ${accounts}) as pending`);
    expect(d.queue).toMatchObject({
      openBankLines: truth.bank,
      openLedgerItems: truth.ledger,
      agedItems: truth.aged,
      suggestions: truth.pending,
      agedDays: 90,
    });
    expect(truth.bank).toBeGreaterThan(0);
    expect(d.today).toBe(testToday());
  });

  it('ages the open entries into the bank-rec buckets with their counts and amounts', async () => {
    expect(d.aging.map((a) => a.bucket)).toEqual([...AGING_BUCKETS]);
    const open = (
      await rows<{ age: number; amount: string }>(
        sql`select (${d.today}::date - transaction_date)::int as age, amount_minor::text as amount
              from bank_rec_ledger_entries where organization_id = ${bureauId} and area = 'bankRec' and status = 'open'`,
      )
    ).rows;
    for (const figure of d.aging) {
      const inBucket = open.filter((o) => agingBucket(o.age) === figure.bucket);
      expect(figure.count).toBe(inBucket.length);
      expect(cents(figure.amount)).toBe(inBucket.reduce((s, o) => s + Number(o.amount), 0));
    }
  });

  it("gives each account the panel's difference and its suggestions; counts those with a difference", async () => {
    const panel = json<{
      data: { accounts: { accountId: string; difference: string | null; openBankCount: number }[] };
    }>(await get('/api/bankRec/items/panel', bankrec)).data.accounts;
    expect(d.accounts.map((a) => [a.accountId, a.difference, a.openBankCount])).toEqual(
      panel.map((a) => [a.accountId, a.difference, a.openBankCount]),
    );
    expect(d.queue.accountsWithDifference).toBe(
      panel.filter((a) => a.difference !== null && cents(a.difference) !== 0).length,
    );
    for (const a of d.accounts) {
      const { n } = await one<{ n: number }>(
        sql`select count(*)::int as n from match_suggestions where organization_id = ${bureauId} and account_id = ${a.accountId} and status = 'pending'`,
      );
      expect(a.suggestions).toBe(n);
    }
  });

  it("lists today's imports, and today's auto-match runs and matches per account", async () => {
    const imported = await one<{ n: number }>(
      sql`select count(*)::int as n from imports where organization_id = ${bureauId} and area = 'bankRec'`,
    );
    expect(d.importsToday).toHaveLength(imported.n);
    expect(d.importsToday.every((i) => i.status === 'Completed' && i.imported > 0 && !i.byMe)).toBe(true);
    for (const a of d.autoMatchToday) {
      const { n } = await one<{ n: number }>(
        sql`select count(*)::int as n from matches where organization_id = ${bureauId} and account_id = ${a.accountId} and kind = 'auto'`,
      );
      expect(a.matchesToday).toBe(n);
      expect(a.runs).toBe(a.accountId === accountId ? 1 : 0);
    }
    expect(d.autoMatchToday.find((a) => a.accountId === accountId)?.matchesToday).toBeGreaterThan(0);
  });

  it("shows what the clerk matched this week, by day: the run's matches and the one made by hand", async () => {
    expect(d.myWeek).toHaveLength(7);
    const today = d.myWeek[6];
    expect(today?.date).toBe(d.today);
    const mine = await one<{ manual: number; auto: number }>(
      sql`select (count(*) filter (where kind = 'manual'))::int as manual, (count(*) filter (where kind = 'auto'))::int as auto
            from matches where organization_id = ${bureauId} and created_by = ${bankrecId}`,
    );
    expect(mine.manual).toBe(1);
    expect(today).toMatchObject({ byHand: mine.manual, automatic: mine.auto });
    expect(d.myWeek.slice(0, 6).every((day) => day.byHand === 0 && day.automatic === 0)).toBe(true);
  });
});

describe('the employer-funds clerk dashboard', () => {
  it('answers the same figures over the employer-funds lines, aged in its own buckets', async () => {
    const res = await get('/api/employeeFunds/dashboard', ewa);
    expect(res.statusCode).toBe(200);
    const d = json<{ data: Dashboard }>(res).data;
    const wage = (await t.ctx.auth.authenticateToken(ewa)).organizationId;
    const truth = await one<{ n: number; total: string }>(
      sql`select count(*)::int as n, coalesce(sum(amount_minor), 0)::text as total from bank_rec_ledger_entries
           where organization_id = ${wage} and area = 'ewa' and status = 'open'`,
    );
    expect(d.area).toBe('ewa');
    expect(d.queue.openLedgerItems).toBe(truth.n);
    expect(d.aging.map((a) => a.bucket)).toEqual([...OPEN_ITEM_BUCKETS]);
    expect(d.aging.reduce((s, a) => s + a.count, 0)).toBe(truth.n);
    expect(d.aging.reduce((s, a) => s + cents(a.amount), 0)).toBe(Number(truth.total));
    const accounts = await one<{ n: number }>(
      sql`select count(*)::int as n from bank_rec_bank_accounts where organization_id = ${wage} and area = 'ewa'`,
    );
    expect(d.accounts).toHaveLength(accounts.n);
  });

  it("refuses another area's clerk on each dashboard", async () => {
    expect((await get('/api/employeeFunds/dashboard', bankrec)).statusCode).toBe(403);
    expect((await get('/api/bankRec/dashboard', ewa)).statusCode).toBe(403);
    expect((await get('/api/bankRec/dashboard', ops)).statusCode).toBe(200);
  });
});

describe('Home', () => {
  it("gives each member the areas their roles open, with the dashboard's counts", async () => {
    const mine = json<{ data: { areas: { area: string; openLedgerItems: number; suggestions: number }[] } }>(
      await get('/api/home', bankrec),
    ).data;
    const dashboard = json<{ data: Dashboard }>(await get('/api/bankRec/dashboard', bankrec)).data;
    expect(mine.areas).toEqual([
      {
        area: 'bankRec',
        openBankLines: dashboard.queue.openBankLines,
        openLedgerItems: dashboard.queue.openLedgerItems,
        suggestions: dashboard.queue.suggestions,
        agedItems: dashboard.queue.agedItems,
      },
    ]);
    const theirs = json<{ data: { areas: { area: string }[] } }>(await get('/api/home', ops)).data;
    expect(theirs.areas.map((a) => a.area)).toEqual(['bankRec', 'ewa']);
    const ewaHome = json<{ data: { areas: { area: string }[] } }>(await get('/api/home', ewa)).data;
    expect(ewaHome.areas.map((a) => a.area)).toEqual(['ewa']);
  });

  it("lists the member's own recent activity, newest first, without auto-match's rows", async () => {
    const { recent } = json<{ data: { recent: { action: string; summary: string; at: string }[] } }>(
      await get('/api/home', bankrec),
    ).data;
    // The match by hand, then the undo of the auto match it replaced; the run's own rows are not listed.
    expect(recent.slice(0, 2).map((r) => r.action)).toEqual(['match.created', 'match.undone']);
    expect(recent.filter((r) => r.action === 'match.created')).toHaveLength(1);
    const dates = recent.map((r) => r.at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(recent[0]?.summary).toMatch(/^\d+ bank \+ \d+ ledger lines$/);
    const opsRecent = json<{ data: { recent: { action: string; summary: string }[] } }>(
      await get('/api/home', ops),
    ).data.recent;
    const uploads = await one<{ n: number }>(
      sql`select count(*)::int as n from audit_log a join users u on u.id = a.actor_user_id
           where u.email = 'ops@demo.test' and a.organization_id = ${bureauId} and a.action = 'import.uploaded'`,
    );
    expect(opsRecent.filter((r) => r.action === 'import.uploaded')).toHaveLength(Math.min(uploads.n, 10));
    expect(opsRecent.every((r) => r.summary !== '')).toBe(true);
  });
});

describe('the client view', () => {
  let coId: string;
  beforeAll(async () => {
    coId = (
      await one<{ co_id: string }>(
        sql`select e.co_id from bank_rec_ledger_entries e
             join match_items mi on mi.ledger_entry_id = e.id and mi.live
            where e.organization_id = ${bureauId} and e.area = 'bankRec' and e.status = 'matched'
            group by e.co_id order by count(*) desc, e.co_id limit 1`,
      )
    ).co_id;
  });

  it("shows a customer's balance by account, open liabilities with age, entries, matches and files", async () => {
    const res = await get(`/api/clientView/${coId.toLowerCase()}`, bankrec);
    expect(res.statusCode).toBe(200);
    const v = json<{
      data: {
        client: { coId: string };
        asOf: string;
        balances: { account: string; entries: number; balance: string; openCount: number }[];
        aging: { count: number; amount: string }[];
        openItems: { age: number; date: string }[];
        recentEntries: { date: string }[];
        matches: { lines: number }[];
        files: { fileName: string; lines: number }[];
      };
    }>(res).data;
    expect(v.client.coId).toBe(coId);
    const balances = (
      await rows<{ account: string; n: number; total: string; open_n: number }>(
        sql`select account, count(*)::int as n, sum(amount_minor)::text as total,
                   (count(*) filter (where status = 'open'))::int as open_n
              from bank_rec_ledger_entries where organization_id = ${bureauId} and area = 'bankRec'
               and co_id = ${coId} and status <> 'void' group by account order by account`,
      )
    ).rows;
    expect(v.balances.map((b) => [b.account, b.entries, cents(b.balance), b.openCount])).toEqual(
      balances.map((b) => [b.account, b.n, Number(b.total), b.open_n]),
    );
    const open = balances.reduce((s, b) => s + b.open_n, 0);
    expect(v.aging.reduce((s, a) => s + a.count, 0)).toBe(open);
    expect(v.openItems).toHaveLength(Math.min(open, 100));
    for (const item of v.openItems)
      expect(item.age).toBe(Math.round((Date.parse(v.asOf) - Date.parse(item.date)) / 86_400_000));
    expect(v.recentEntries.length).toBeGreaterThan(0);
    const dates = v.recentEntries.map((e) => e.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const matched = await one<{ n: number }>(
      sql`select count(distinct mi.match_id)::int as n from bank_rec_ledger_entries e join match_items mi on mi.ledger_entry_id = e.id
           where e.organization_id = ${bureauId} and e.area = 'bankRec' and e.co_id = ${coId}`,
    );
    expect(v.matches).toHaveLength(Math.min(matched.n, 15));
    // The demo's ledger is seeded, not imported: its files are the statements whose lines cleared its entries.
    expect(v.files.length).toBeGreaterThan(0);
    expect(v.files.every((f) => f.lines > 0)).toBe(true);
  });

  it("refuses the employer-funds clerk and answers 404 for an unknown or another organisation's customer", async () => {
    expect((await get(`/api/clientView/${coId}`, ewa)).statusCode).toBe(403);
    expect((await get(`/api/clientView/${coId}`, ops)).statusCode).toBe(200);
    expect((await get('/api/clientView/NOSUCH', bankrec)).statusCode).toBe(404);
    const employer = await one<{ co_id: string }>(
      sql`select co_id from bank_rec_clients where area = 'ewa' and organization_id <> ${bureauId} limit 1`,
    );
    const res = await get(`/api/clientView/${encodeURIComponent(employer.co_id)}`, bankrec);
    expect(res.statusCode).toBe(404);
  });
});

describe('the reused queue counts (issue 15, dperf)', () => {
  it('follow a write: after an unmatch the dashboard and Home count its lines open again', async () => {
    const before = json<{ data: Dashboard }>(await get('/api/bankRec/dashboard', bankrec)).data;
    const match = await one<{ id: string; bank: number; ledger: number }>(
      sql`select m.id,
            (select count(*)::int from match_items i join bank_transactions bt on bt.id = i.bank_transaction_id
              where i.match_id = m.id and i.live and bt.amount_minor <> 0) as bank,
            (select count(*)::int from match_items i where i.match_id = m.id and i.live and i.side = 'ledger') as ledger
          from matches m where m.organization_id = ${bureauId} and m.account_id = ${accountId}
           and m.status = 'confirmed' order by m.created_at desc limit 1`,
    );
    expect(match.bank + match.ledger).toBeGreaterThan(0);
    const undone = await post(`/api/bankRec/items/unmatch/${match.id}`, bankrec, { reason: 'reused counts' });
    expect(undone.statusCode).toBe(200);
    const after = json<{ data: Dashboard }>(await get('/api/bankRec/dashboard', bankrec)).data;
    expect(after.queue.openBankLines).toBe((before.queue.openBankLines ?? 0) + match.bank);
    expect(after.queue.openLedgerItems).toBe((before.queue.openLedgerItems ?? 0) + match.ledger);
    const home = json<{
      data: { areas: { area: string; openLedgerItems: number; openBankLines: number }[] };
    }>(await get('/api/home', bankrec)).data.areas.find((a) => a.area === 'bankRec');
    expect(home).toMatchObject({
      openBankLines: after.queue.openBankLines,
      openLedgerItems: after.queue.openLedgerItems,
    });
  });
});
