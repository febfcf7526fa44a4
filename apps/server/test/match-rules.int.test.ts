import { DEFAULT_MATCH_RULES, EWA_DEFAULT_MATCH_RULES } from '@clearline/domain/matching';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db';
import { organizationIdOf } from './bank-rec-fixtures';
import { authed, createTestApp, DEMO_PASSWORD, json, type TestApp, tokenFor } from './harness';

/**
 * Issue 17: the matching rules editor. Reads, saves and resets an area's rules (audited, admin only,
 * one organisation), refuses lists the engine would not run, and dry-runs proposed rules on last month:
 * the figures it shows are what auto-match then really does.
 */
let t: TestApp;
let ops: string;
let bankrec: string;
let orgId: string;
let otherOrgId: string;

beforeAll(async () => {
  t = await createTestApp();
  ops = await tokenFor(t.app, 'ops@demo.test', DEMO_PASSWORD);
  bankrec = await tokenFor(t.app, 'bankrec@demo.test', DEMO_PASSWORD);
  orgId = await organizationIdOf(t, 'Demo Payroll Bureau');
  otherOrgId = await organizationIdOf(t, 'Demo Wage Access');
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, token = ops, payload?: unknown) =>
  t.app.inject({ method, url, headers: authed(token), ...(payload ? { payload: payload as object } : {}) });

interface State {
  rules: { id: string; autoConfirmThreshold: number }[];
  isDefault: boolean;
  savedAt: string | null;
  savedBy: string | null;
}
interface Figures {
  perRule: { ruleId: string; confirmed: number; confirmedLines: number; suggested: number }[];
  totals: { confirmed: number; confirmedLines: number; suggested: number };
}
interface DryRun {
  month: string;
  from: string;
  to: string;
  accounts: { accountId: string; bankLines: number }[];
  current: Figures;
  proposed: Figures;
  gained: { count: number; sample: { bank: { date: string; amountMinor: number }[] }[] };
  lost: { count: number };
}

const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value));
const defaults = () => plain(DEFAULT_MATCH_RULES) as unknown as Record<string, unknown>[];

/** What a refused request must leave alone: every tenant configuration and the audit log's length. */
async function snapshot() {
  const configs = await queryRows<{ organization_id: string; service: string; match_rules: unknown }>(
    t.ctx.db,
    sql`select organization_id, service, match_rules from rec_tenant_configs order by 1, 2`,
  );
  const [audit] = await queryRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from audit_log`);
  return { configs, audit: audit?.n };
}

async function writes() {
  const [row] = await queryRows<{ matches: number; suggestions: number; audit: number }>(
    t.ctx.db,
    sql`select (select count(*)::int from matches) as matches,
               (select count(*)::int from match_suggestions) as suggestions,
               (select count(*)::int from audit_log) as audit`,
  );
  return row;
}

describe('matching rules', () => {
  it("reads each area's defaults while nothing is stored", async () => {
    const bank = json<State>(await call('GET', '/api/admin/matchRules/bankRec'));
    expect(bank.isDefault).toBe(true);
    expect(bank.rules.map((r) => r.id)).toEqual(DEFAULT_MATCH_RULES.map((r) => r.id));
    expect(bank.savedAt).toBeNull();
    const ewa = json<State>(await call('GET', '/api/admin/matchRules/ewa'));
    expect(ewa.rules.map((r) => r.id)).toEqual(EWA_DEFAULT_MATCH_RULES.map((r) => r.id));
    expect((await call('GET', '/api/admin/matchRules/payroll')).statusCode).toBe(400);
  });

  it('refuses a list that does not validate with the field and its message, and changes nothing', async () => {
    const before = await snapshot();
    const unknownField = defaults();
    unknownField[0] = { ...unknownField[0], colour: 'red' };
    const negative = defaults();
    negative[8] = { ...negative[8], toleranceMinor: -100 };
    const twice = defaults();
    twice[4] = { ...twice[4], id: 'check-number' };
    const cases: [unknown, string, string][] = [
      [[], 'body.rules', 'needs at least one rule'],
      [unknownField, 'body.rules.0', 'Unrecognized key: "colour"'],
      [negative, 'body.rules.8.toleranceMinor', 'must be from $0.00 to $1,000.00'],
      [twice, 'body.rules.4.id', 'is already the name of rule 1'],
    ];
    for (const [rules, path, message] of cases) {
      for (const url of ['/api/admin/matchRules/bankRec', '/api/admin/matchRules/bankRec/dryRun']) {
        const res = await call(url.endsWith('dryRun') ? 'POST' : 'PUT', url, ops, { rules });
        expect(res.statusCode).toBe(400);
        expect(json<{ details: unknown[] }>(res).details).toEqual([{ path, message }]);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers 403 to a member who is not an administrator, and changes nothing', async () => {
    const before = await snapshot();
    const body = { rules: defaults() };
    for (const [method, url] of [
      ['GET', '/api/admin/matchRules/bankRec'],
      ['PUT', '/api/admin/matchRules/bankRec'],
      ['DELETE', '/api/admin/matchRules/ewa'],
      ['POST', '/api/admin/matchRules/bankRec/dryRun'],
    ] as const) {
      const res = await call(method, url, bankrec, method === 'PUT' || method === 'POST' ? body : undefined);
      expect(res.statusCode).toBe(403);
      expect(json(res).message).toBe('Unauthorized to perform operation');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('saves with who and when, audits before and after, resets to the defaults; another organisation is untouched', async () => {
    const other = async () =>
      queryRows(
        t.ctx.db,
        sql`select * from rec_tenant_configs where organization_id = ${otherOrgId} order by service`,
      );
    const otherBefore = await other();
    const rules = defaults().filter((r) => r.id !== 'subset-sum');
    rules[4] = { ...rules[4], autoConfirmThreshold: 75 };
    const saved = await call('PUT', '/api/admin/matchRules/bankRec', ops, { rules });
    expect(saved.statusCode).toBe(200);
    const state = json<State>(saved);
    expect(state).toMatchObject({ isDefault: false, savedBy: 'Olivia Parker' });
    expect(state.rules).toEqual(rules);
    expect(Date.parse(state.savedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    // The next auto-match reads them.
    expect(json<State>(await call('GET', '/api/admin/matchRules/bankRec')).rules).toEqual(rules);

    const reset = json<State>(await call('DELETE', '/api/admin/matchRules/bankRec'));
    expect(reset.isDefault).toBe(true);
    expect(reset.rules.map((r) => r.id)).toEqual(DEFAULT_MATCH_RULES.map((r) => r.id));

    const entries = await queryRows<{ action: string; details: Record<string, unknown> }>(
      t.ctx.db,
      sql`select action, details from audit_log where organization_id = ${orgId} and entity_type = 'match_rules'
           order by id`,
    );
    expect(entries.map((e) => e.action)).toEqual(['config.match_rules_saved', 'config.match_rules_reset']);
    expect(entries[0]?.details).toMatchObject({ area: 'bankRec', beforeWasDefault: true, after: rules });
    expect(entries[0]?.details.before).toEqual(defaults());
    expect(entries[1]?.details).toMatchObject({ before: rules, afterIsDefault: true });
    expect(await other()).toEqual(otherBefore);
  });

  it('dry-runs last month without writing, and auto-match then does exactly what it showed', async () => {
    // Rules that confirm nothing while the demo's statements come in (imports queue auto-match), so last
    // month's lines stay open for the comparison.
    const hold = [
      {
        id: 'hold',
        kind: 'one-to-one',
        reference: 'scored',
        dateWindowDays: 0,
        autoConfirmThreshold: 101,
        suggestThreshold: 100,
        suggestOnly: true,
      },
    ];
    expect((await call('PUT', '/api/admin/matchRules/bankRec', ops, { rules: hold })).statusCode).toBe(200);
    const { importDemoStatements } = await import('../src/db/seed/demo-statements-import');
    await importDemoStatements(t.ctx, t.services.imports, { wholeMonths: 2 });
    const [live] = await queryRows<{ n: number }>(
      t.ctx.db,
      sql`select count(*)::int as n from matches where organization_id = ${orgId} and status = 'confirmed'`,
    );
    expect(live?.n).toBe(0);

    const proposed = defaults();
    proposed[8] = { ...proposed[8], dateWindowDays: 3 };
    const before = await writes();
    const res = await call('POST', '/api/admin/matchRules/bankRec/dryRun', ops, { rules: proposed });
    expect(res.statusCode).toBe(200);
    const dry = json<DryRun>(res);
    expect(await writes()).toEqual(before);
    expect(dry.accounts.reduce((n, a) => n + a.bankLines, 0)).toBeGreaterThan(50);
    expect(dry.current.totals.confirmed).toBe(0);
    expect(dry.proposed.totals.confirmed).toBeGreaterThan(20);
    expect(dry.gained.count).toBe(dry.proposed.totals.confirmed);
    expect(dry.lost.count).toBe(0);
    expect(dry.gained.sample.length).toBe(10);
    for (const pair of dry.gained.sample) {
      const date = pair.bank[0]?.date ?? '';
      expect(date >= dry.from && date <= dry.to).toBe(true);
      expect(Number.isInteger(pair.bank[0]?.amountMinor)).toBe(true);
    }

    expect((await call('PUT', '/api/admin/matchRules/bankRec', ops, { rules: proposed })).statusCode).toBe(
      200,
    );
    const done = { confirmed: 0, suggested: 0 };
    for (const { accountId } of dry.accounts) {
      const queued = await call('POST', '/api/bankRec/items/autoMatch', ops, {
        accountId,
        from: dry.from,
        to: dry.to,
      });
      expect(queued.statusCode).toBe(202);
      const { jobId } = json<{ data: { jobId: string } }>(queued).data;
      await t.ctx.jobs.drain();
      const status = json<{ data: { summary: { confirmed: number; suggested: number } } }>(
        await call('GET', `/api/bankRec/items/autoMatch/${jobId}`),
      ).data;
      done.confirmed += status.summary.confirmed;
      done.suggested += status.summary.suggested;
    }
    expect(done).toEqual({
      confirmed: dry.proposed.totals.confirmed,
      suggested: dry.proposed.totals.suggested,
    });
    const byRule = await queryRows<{ rule_id: string; n: number }>(
      t.ctx.db,
      sql`select rule_id, count(*)::int as n from matches where organization_id = ${orgId} and kind = 'auto'
           group by rule_id order by rule_id`,
    );
    expect(byRule).toEqual(
      dry.proposed.perRule
        .filter((r) => r.confirmed > 0)
        .map((r) => ({ rule_id: r.ruleId, n: r.confirmed }))
        .sort((a, b) => a.rule_id.localeCompare(b.rule_id)),
    );

    // A later change of rules leaves the matches made before as they are, and a dry run of the current
    // rules replays the reconciled month as it stood: nothing gained, nothing lost.
    const again = json<DryRun>(
      await call('POST', '/api/admin/matchRules/bankRec/dryRun', ops, { rules: proposed }),
    );
    expect(again.proposed.totals).toEqual(again.current.totals);
    expect(again.current.totals.confirmed).toBe(dry.proposed.totals.confirmed);
    expect(again.gained.count + again.lost.count).toBe(0);
    expect((await call('DELETE', '/api/admin/matchRules/bankRec')).statusCode).toBe(200);
    const after = await queryRows<{ rule_id: string; n: number }>(
      t.ctx.db,
      sql`select rule_id, count(*)::int as n from matches where organization_id = ${orgId} and kind = 'auto'
           and status = 'confirmed' group by rule_id order by rule_id`,
    );
    expect(after).toEqual(byRule);
  });

  it('dry-runs the employer-funds area with its own rules', async () => {
    const res = await call('POST', '/api/admin/matchRules/ewa/dryRun', ops, {
      rules: plain(EWA_DEFAULT_MATCH_RULES),
    });
    expect(res.statusCode).toBe(200);
    const dry = json<DryRun>(res);
    expect(dry.proposed.perRule.map((r) => r.ruleId)).toEqual(EWA_DEFAULT_MATCH_RULES.map((r) => r.id));
    expect(dry.proposed.totals).toEqual(dry.current.totals);
  });
});
