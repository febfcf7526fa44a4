import type {
  AutoMatchMonth,
  Conversion,
  ManagementDashboard,
  OrganizationState,
} from '@clearline/contracts';
import { addDays, agingBucketOf, minorToDecimalString } from '@clearline/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BUREAU, DEMO_WAGE_ACCESS } from '../src/db/seed/demo';
import { queryRows } from '../src/platform/db';
import { authed, createTestApp, DEMO_PASSWORD, json, type TestApp, tokenFor } from './harness';
import { summaryDifferences } from './simulation/summaries';

/**
 * The management dashboards (issue 15) on the demo data, statements imported and auto-matched as at
 * first start (the last three months): every figure against a direct query of the live rows or the
 * reconciliation panel, the refusals, and the summaries against a full recount.
 */
let t: TestApp;
let ops: string;
/** ops@demo.test in a second session switched to Demo Wage Access, where the employer-funds accounts are. */
let opsEwa: string;
let bankrec: string;
let bureau: string;
let wageAccess: string;
beforeAll(async () => {
  t = await createTestApp();
  const { importDemoStatements } = await import('../src/db/seed/demo-statements-import');
  const { importDemoEwaFiles } = await import('../src/db/seed/demo-ewa-import');
  const autoMatch = t.services.autoMatch;
  await importDemoStatements(t.ctx, t.services.imports, { wholeMonths: 2, autoMatch });
  await importDemoEwaFiles(t.ctx, t.services.imports, { lastMonths: 2, autoMatch });
  ops = await tokenFor(t.app, 'ops@demo.test', DEMO_PASSWORD);
  bankrec = await tokenFor(t.app, 'bankrec@demo.test', DEMO_PASSWORD);
  const orgs = await queryRows<{ id: string; name: string }>(
    t.ctx.db,
    sql`select id, name from organizations`,
  );
  bureau = orgs.find((o) => o.name === DEMO_BUREAU)?.id ?? '';
  wageAccess = orgs.find((o) => o.name === DEMO_WAGE_ACCESS)?.id ?? '';
  opsEwa = await tokenFor(t.app, 'ops@demo.test', DEMO_PASSWORD);
  const switched = await get(`/api/users/updateOrganization/${wageAccess}`, opsEwa);
  expect(switched.statusCode).toBe(200);
}, 600_000);
afterAll(async () => t?.close());

const get = (url: string, token = ops) => t.app.inject({ method: 'GET', url, headers: authed(token) });
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.ctx.db, query);
const money = (minor: number | string) => minorToDecimalString(Number(minor));
const areaAccounts = (org: string, area: string) =>
  sql`(select account_id from bank_rec_bank_accounts where organization_id = ${org} and area = ${area})`;

async function management(area: 'bankRec' | 'ewa', token = area === 'ewa' ? opsEwa : ops) {
  const res = await get(`/api/dashboards/management?area=${area}`, token);
  expect(res.statusCode).toBe(200);
  return json<{ data: ManagementDashboard }>(res).data;
}

describe('management dashboard', () => {
  for (const area of ['bankRec', 'ewa'] as const) {
    it(`gives each ${area} account the panel's state this month and last month`, async () => {
      const data = await management(area);
      const org = area === 'bankRec' ? bureau : wageAccess;
      const expected = await rows<{ account_id: string }>(
        sql`select account_id from bank_rec_bank_accounts where organization_id = ${org} and area = ${area} order by 1`,
      );
      expect(data.accounts.map((a) => a.accountId)).toEqual(expected.map((r) => r.account_id));
      const prefix = area === 'bankRec' ? '/api/bankRec' : '/api/employeeFunds';
      let compared = 0;
      for (const month of [data.month, data.lastMonth]) {
        const panel = json<{
          data: {
            accounts: {
              accountId: string;
              bankClosing: string | null;
              bookBalance: string;
              difference: string | null;
            }[];
          };
        }>(await get(`${prefix}/items/panel?month=${month}`, area === 'ewa' ? opsEwa : ops)).data.accounts;
        for (const account of data.accounts) {
          const state = account.months.find((m) => m.month === month);
          const p = panel.find((a) => a.accountId === account.accountId);
          expect(state).toMatchObject({
            bankClosing: p?.bankClosing,
            bookBalance: p?.bookBalance,
            difference: p?.difference,
            reconciled: p?.difference === null ? null : p?.difference === '0.00',
          });
          if (p?.bankClosing !== null) compared += 1;
        }
      }
      // The demo has statements for last month at least: the comparison is not of empty states.
      expect(compared).toBeGreaterThan(0);
    });

    it(`counts ${area}'s open lines by age bucket, the auto-match months, suggestions and imports as the live rows do`, async () => {
      const data = await management(area);
      const org = area === 'bankRec' ? bureau : wageAccess;
      const scope = (column: string) =>
        sql`${sql.raw(column)} >= coalesce((select min(b.date) from bank_statement_balances b
              where b.organization_id = ${org} and b.account_id = x.account_id and b.kind = 'opening'), '1900-01-01')
            and ${sql.raw(column)} <= ${data.asOf}::date`;
      const open = await rows<{ side: string; day: string; n: number; amount: string }>(
        sql`select 'bank' as side, x.value_date::text as day, count(*)::int as n, sum(x.amount_minor)::text as amount
              from bank_transactions x
             where x.organization_id = ${org} and x.account_id in ${areaAccounts(org, area)} and ${scope('x.value_date')}
               and not exists (select 1 from match_items mi where mi.bank_transaction_id = x.id and mi.live)
             group by 1, 2
            union all
            select 'ledger', x.transaction_date::text, count(*)::int, sum(x.amount_minor)::text
              from bank_rec_ledger_entries x
             where x.organization_id = ${org} and x.area = ${area} and x.status = 'open'
               and x.account_id in ${areaAccounts(org, area)} and ${scope('x.transaction_date')}
             group by 1, 2`,
      );
      const buckets = new Map<
        string,
        { bankCount: number; bank: number; ledgerCount: number; ledger: number }
      >();
      for (const r of open) {
        const b = agingBucketOf(r.day, data.asOf);
        const f = buckets.get(b) ?? { bankCount: 0, bank: 0, ledgerCount: 0, ledger: 0 };
        if (r.side === 'bank') {
          f.bankCount += r.n;
          f.bank += Number(r.amount);
        } else {
          f.ledgerCount += r.n;
          f.ledger += Number(r.amount);
        }
        buckets.set(b, f);
      }
      for (const row of data.aging) {
        const f = buckets.get(row.bucket) ?? { bankCount: 0, bank: 0, ledgerCount: 0, ledger: 0 };
        expect(row).toEqual({
          bucket: row.bucket,
          bankCount: f.bankCount,
          bankAmount: money(f.bank),
          ledgerCount: f.ledgerCount,
          ledgerAmount: money(f.ledger),
        });
      }
      expect(data.aging.reduce((s, r) => s + r.bankCount + r.ledgerCount, 0)).toBeGreaterThan(0);

      const byMonth = await rows<{ month: string; kind: string; n: number }>(
        sql`select to_char(bt.value_date, 'YYYY-MM') as month,
                   case when m.id is null then 'open' when m.kind = 'auto' then 'auto'
                        when m.rule_id = 'manual' then 'manual' else 'suggested' end as kind, count(*)::int as n
              from bank_transactions bt
              left join match_items mi on mi.bank_transaction_id = bt.id and mi.live
              left join matches m on m.id = mi.match_id
             where bt.organization_id = ${org} and bt.account_id in ${areaAccounts(org, area)}
             group by 1, 2`,
      );
      expect(data.autoMatch).toHaveLength(12);
      for (const m of data.autoMatch) {
        const of = (kind: string) => byMonth.find((r) => r.month === m.month && r.kind === kind)?.n ?? 0;
        const lines = of('auto') + of('suggested') + of('manual') + of('open');
        const expected: AutoMatchMonth = {
          month: m.month,
          lines,
          auto: of('auto'),
          suggested: of('suggested'),
          manual: of('manual'),
          open: of('open'),
          rate: lines === 0 ? 0 : Math.round((of('auto') / lines) * 10_000) / 10_000,
        };
        expect(m).toEqual(expected);
      }
      expect(data.autoMatch.some((m) => m.auto > 0)).toBe(true);

      const [pending] = await rows<{ n: number }>(
        sql`select count(*)::int as n from match_suggestions
             where organization_id = ${org} and status = 'pending' and account_id in ${areaAccounts(org, area)}`,
      );
      expect(data.suggestionsWaiting).toBe(pending?.n);
      const [imports] = await rows<{ files: number; errors: number }>(
        sql`select count(*)::int as files, coalesce(sum((counts->>'errors')::int), 0)::int as errors from imports
             where organization_id = ${org} and area = ${area} and created_at >= ${addDays(data.asOf, -30)}::timestamptz`,
      );
      expect(data.imports).toMatchObject({ files: imports?.files, errors: imports?.errors });
      expect(data.imports.files).toBeGreaterThan(0);

      const people = await rows<{ created_by: string | null; n: number }>(
        sql`select created_by, count(*)::int as n from matches
             where organization_id = ${org} and status = 'confirmed' and account_id in ${areaAccounts(org, area)}
               and created_at >= (${addDays(data.asOf, -30)}::date::timestamp at time zone 'UTC')
             group by 1`,
      );
      expect(data.matchesByPerson.map((p) => [p.userId, p.total]).sort()).toEqual(
        people.map((p) => [p.created_by, p.n]).sort(),
      );
    });
  }

  it("shows employer funds' short employers as the coverage queue counts them", async () => {
    const data = await management('ewa');
    const ewa = await tokenFor(t.app, 'ewa@demo.test', DEMO_PASSWORD);
    const counts = json<{ data: { ewaSubledgerRec: number }[] }>(
      await get('/api/employeeFunds/items/notification', ewa),
    ).data[0];
    expect(data.coverage?.shortEmployers).toBe(counts?.ewaSubledgerRec);
    expect(data.coverage?.shortEmployers).toBeGreaterThan(0);
    expect((await management('bankRec')).coverage).toBeNull();
    // The bureau has no employer-funds accounts: its employer-funds dashboard is empty, not another org's.
    expect((await management('ewa', ops)).accounts).toEqual([]);
  });

  it('refuses a role without management figures, and every call without a session', async () => {
    for (const url of [
      '/api/dashboards/management',
      '/api/dashboards/conversion',
      '/api/dashboards/organizations',
    ]) {
      const res = await get(url, bankrec);
      expect(res.statusCode).toBe(403);
      expect(json<{ message: string }>(res).message).toBe('Unauthorized to perform operation');
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    expect((await get('/api/dashboards/management?area=other')).statusCode).toBe(400);
    expect((await get('/api/dashboards/conversion?month=2026-13')).statusCode).toBe(400);
  });
});

describe('conversion', () => {
  it("splits a month's bank lines into auto-confirmed, suggested, by hand and open, by account and rule", async () => {
    const month = (await management('bankRec')).lastMonth;
    const res = await get(`/api/dashboards/conversion?area=bankRec&month=${month}`);
    expect(res.statusCode).toBe(200);
    const data = json<{ data: Conversion }>(res).data;
    const lines = await rows<{
      account_id: string;
      kind: string;
      rule_id: string;
      n: number;
      amount: string;
    }>(
      sql`select bt.account_id, case when m.id is null then 'open' when m.kind = 'auto' then 'auto'
                 when m.rule_id = 'manual' then 'manual' else 'suggested' end as kind,
                 coalesce(m.rule_id, '') as rule_id, count(*)::int as n, sum(bt.amount_minor)::text as amount
            from bank_transactions bt
            left join match_items mi on mi.bank_transaction_id = bt.id and mi.live
            left join matches m on m.id = mi.match_id
           where bt.organization_id = ${bureau} and bt.account_id in ${areaAccounts(bureau, 'bankRec')}
             and to_char(bt.value_date, 'YYYY-MM') = ${month}
           group by 1, 2, 3`,
    );
    const sum = (f: (r: (typeof lines)[number]) => boolean) => lines.filter(f).reduce((s, r) => s + r.n, 0);
    expect(data.total).toMatchObject({
      lines: sum(() => true),
      auto: sum((r) => r.kind === 'auto'),
      suggested: sum((r) => r.kind === 'suggested'),
      manual: sum((r) => r.kind === 'manual'),
      open: sum((r) => r.kind === 'open'),
      amount: money(lines.reduce((s, r) => s + Number(r.amount), 0)),
    });
    expect(data.total.lines).toBe(
      data.total.auto + data.total.suggested + data.total.manual + data.total.open,
    );
    expect(data.total.auto).toBeGreaterThan(0);
    for (const account of data.accounts) {
      expect(account.lines).toBe(sum((r) => r.account_id === account.accountId));
      expect(account.auto).toBe(sum((r) => r.account_id === account.accountId && r.kind === 'auto'));
    }
    for (const rule of data.rules) {
      expect(rule.auto).toBe(sum((r) => r.rule_id === rule.ruleId && r.kind === 'auto'));
    }
    const pending = await rows<{ rule_id: string; n: number }>(
      sql`select rule_id, count(*)::int as n from match_suggestions
           where organization_id = ${bureau} and status = 'pending' and account_id in ${areaAccounts(bureau, 'bankRec')}
           group by 1`,
    );
    for (const p of pending) expect(data.rules.find((r) => r.ruleId === p.rule_id)?.pending).toBe(p.n);
  });
});

describe('organizations side by side', () => {
  it("lists exactly the caller's organisations, each with its own figures", async () => {
    // An organisation ops is not a member of, with an account: it must not appear anywhere.
    const [other] = await rows<{ id: string }>(
      sql`insert into organizations (name, settings) values ('Someone Else Payroll', '{}') returning id`,
    );
    await t.ctx.db.execute(
      sql`insert into bank_rec_bank_accounts (organization_id, name, account_id, area)
          values (${other?.id}, 'Not yours', '9990001111', 'bankRec')`,
    );
    const res = await get('/api/dashboards/organizations');
    expect(res.statusCode).toBe(200);
    const data = json<{ data: { month: string; organizations: OrganizationState[] } }>(res).data;
    expect(data.organizations.map((o) => o.name).sort()).toEqual([DEMO_BUREAU, DEMO_WAGE_ACCESS]);
    expect(data.organizations.find((o) => o.current)?.name).toBe(DEMO_BUREAU);
    for (const o of data.organizations) {
      const dashboard = await rows<{ n: number }>(
        sql`select count(*)::int as n from bank_rec_bank_accounts where organization_id = ${o.organizationId}`,
      );
      expect(o.areas.reduce((s, a) => s + a.accounts, 0)).toBe(dashboard[0]?.n);
      for (const a of o.areas) {
        expect(a.reconciled + a.withDifference + a.withoutStatement).toBe(a.accounts);
        const [pending] = await rows<{ n: number }>(
          sql`select count(*)::int as n from match_suggestions where organization_id = ${o.organizationId}
               and status = 'pending' and account_id in ${areaAccounts(o.organizationId, a.area)}`,
        );
        expect(a.suggestionsWaiting).toBe(pending?.n);
      }
    }
    // The bureau's own dashboard does not see the other organisation's account.
    expect((await management('bankRec')).accounts.some((a) => a.accountId === '9990001111')).toBe(false);
  });
});

describe('what the dashboards keep between views', () => {
  it('is recomputed as soon as a write commits: an open entry one cent more shows at once', async () => {
    const before = await management('bankRec');
    const openCents = (d: ManagementDashboard) =>
      d.accounts.reduce((s, a) => s + Math.round(Number(a.openLedgerAmount) * 100), 0);
    expect((await management('bankRec')).accounts).toEqual(before.accounts);
    const [entry] = await rows<{ id: string; account_id: string }>(
      sql`select e.id, e.account_id from bank_rec_ledger_entries e
           where e.organization_id = ${bureau} and e.area = 'bankRec' and e.status = 'open'
             and e.transaction_date >= (select min(b.date) from bank_statement_balances b
                                         where b.organization_id = e.organization_id and b.account_id = e.account_id
                                           and b.kind = 'opening')
           order by e.transaction_date desc limit 1`,
    );
    await t.ctx.db.execute(
      sql`update bank_rec_ledger_entries set amount_minor = amount_minor + 1 where id = ${entry?.id}`,
    );
    expect(openCents(await management('bankRec'))).toBe(openCents(before) + 1);
    await t.ctx.db.execute(
      sql`update bank_rec_ledger_entries set amount_minor = amount_minor - 1 where id = ${entry?.id}`,
    );
    expect((await management('bankRec')).accounts).toEqual(before.accounts);
  });
});

describe('summaries', () => {
  it('equal a full recount after the imports and auto-match runs, and a tampered row shows', async () => {
    expect(await summaryDifferences(t, bureau)).toEqual([]);
    expect(await summaryDifferences(t, wageAccess)).toEqual([]);
    await t.ctx.db.execute(
      sql`update rec_line_months set line_count = line_count + 1
           where ctid = (select ctid from rec_line_months where organization_id = ${bureau} limit 1)`,
    );
    expect(await summaryDifferences(t, bureau)).toHaveLength(1);
    await t.ctx.db.execute(sql`select rec_summaries_rebuild()`);
    expect(await summaryDifferences(t, bureau)).toEqual([]);
  });
});
