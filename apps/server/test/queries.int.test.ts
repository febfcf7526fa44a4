import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationIdOf, type Session, sessionFor } from './bank-rec-fixtures';
import { authed, createTestApp, json, type TestApp } from './harness';

/**
 * Issue 17, the ad-hoc query page (rPRQuery) through HTTP: a small world of ledger lines, bank lines and
 * matches on a bank account of its own, every subject and filter answered with exactly its rows, stable
 * paging and sorting, saved queries private to their owner and organisation, refusals that change
 * nothing, and the export job's file holding the query's rows.
 */
let t: TestApp;
let ops: Session;
let bankrec: Session;
let ewa: Session;
let bureau: string;
const ACCOUNT = 'QRY-0001';
const PARTY_A = { coId: '' };
const PARTY_B = { coId: '' };
let bankrecId = '';
const ids: Record<string, string> = {};

const select = async <T>(query: SQL) => ((await t.ctx.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  t = await createTestApp();
  bureau = await organizationIdOf(t, 'Demo Payroll Bureau');
  ops = await sessionFor(t, 'ops@demo.test');
  bankrec = await sessionFor(t, 'bankrec@demo.test');
  ewa = await sessionFor(t, 'ewa@demo.test');
  const [a, b] = await select<{ co_id: string }>(
    sql`select co_id from bank_rec_clients where organization_id = ${bureau} and area = 'bankRec' order by co_id limit 2`,
  );
  PARTY_A.coId = a?.co_id ?? '';
  PARTY_B.coId = b?.co_id ?? '';
  const [ledgerAccount] = await select<{ name: string }>(
    sql`select account_name as name from bank_rec_ledger_accounts where organization_id = ${bureau} limit 1`,
  );
  const [anImport] = await select<{ id: string }>(
    sql`insert into imports (organization_id, kind, file_name, sha256, size_bytes, status)
        values (${bureau}, 'statement', 'query-test.bai', 'query-test', 1, 'Completed') returning id`,
  );
  const [user] = await select<{ id: string }>(sql`select id from users where email = 'bankrec@demo.test'`);
  bankrecId = user?.id ?? '';
  await t.ctx.db.execute(
    sql`insert into bank_rec_bank_accounts (organization_id, name, account_id, area)
        values (${bureau}, 'Query test account', ${ACCOUNT}, 'bankRec')`,
  );
  const ledger = async (
    key: string,
    date: string,
    party: string,
    cents: number,
    code: string,
    details: string,
    checkNo: string,
    status: string,
  ) => {
    const [row] = await select<{ id: string }>(
      sql`insert into bank_rec_ledger_entries (organization_id, area, amount_minor, transaction_date, co_id, account,
            account_id, transaction_type, details, check_no, status, void_reason, voided_at)
          values (${bureau}, 'bankRec', ${cents}, ${date}, ${party}, ${ledgerAccount?.name}, ${ACCOUNT}, ${code},
            ${details}, ${checkNo}, ${status}, ${status === 'void' ? 'Entered twice' : null},
            ${status === 'void' ? '2026-01-16T12:00:00Z' : null}::timestamptz) returning id`,
    );
    ids[key] = row?.id ?? '';
  };
  await ledger('L1', '2026-01-05', PARTY_A.coId, 100000, 'DEP', 'Payroll funding Acme', '', 'open');
  await ledger('L2', '2026-01-10', PARTY_B.coId, -25050, 'CHK', 'Tax payment', '5001', 'matched');
  await ledger('L3', '2026-01-15', PARTY_A.coId, 7525, 'dep', 'Fee refund 100%_x', '', 'void');
  await ledger('L4', '2026-02-01', PARTY_B.coId, 50000, 'DEP', 'Quarter funding', '', 'reconciling');
  const bank = async (key: string, date: string, cents: number, code: string, text: string, ref: string) => {
    const [row] = await select<{ id: string }>(
      sql`insert into bank_transactions (organization_id, account_id, import_id, row_key, value_date, amount_minor,
            currency, type_code, text, bank_reference, line)
          values (${bureau}, ${ACCOUNT}, ${anImport?.id}, ${key}, ${date}, ${cents}, 'USD', ${code}, ${text}, ${ref}, 1)
          returning id`,
    );
    ids[key] = row?.id ?? '';
  };
  await bank('B1', '2026-01-06', 100000, 'DEP', 'ACH CREDIT ACME', 'R1');
  await bank('B2', '2026-01-11', -25050, 'CHK', 'CHECK 5001', 'R2');
  await bank('B3', '2026-02-02', 30000, 'FEE', 'Service fee', 'R3');
  const match = async (
    key: string,
    kind: string,
    rule: string,
    status: string,
    at: string,
    by: string | null,
    bankLine: string,
    ledgerLine: string,
    cents: number,
  ) => {
    const live = status === 'confirmed';
    const [row] = await select<{ id: string }>(
      sql`insert into matches (organization_id, account_id, kind, status, rule_id, bank_total_minor,
            ledger_total_minor, created_by, created_at, undone_at)
          values (${bureau}, ${ACCOUNT}, ${kind}, ${status}, ${rule}, ${cents}, ${cents}, ${by}, ${at}::timestamptz,
            ${live ? null : at}::timestamptz) returning id`,
    );
    ids[key] = row?.id ?? '';
    await t.ctx.db.execute(
      sql`insert into match_items (match_id, organization_id, side, bank_transaction_id, amount_minor, live)
          values (${ids[key]}, ${bureau}, 'bank', ${ids[bankLine]}, ${cents}, ${live})`,
    );
    await t.ctx.db.execute(
      sql`insert into match_items (match_id, organization_id, side, ledger_entry_id, amount_minor, live)
          values (${ids[key]}, ${bureau}, 'ledger', ${ids[ledgerLine]}, ${cents}, ${live})`,
    );
  };
  await match('M1', 'manual', '', 'confirmed', '2026-01-12T15:00:00Z', bankrecId, 'B2', 'L2', -25050);
  await match('M2', 'auto', 'amount-date', 'undone', '2026-01-07T10:00:00Z', null, 'B1', 'L1', 100000);
});
afterAll(async () => t?.close());

interface Result {
  columns: { key: string; type: string }[];
  rows: Record<string, string | number | null>[];
  total: number;
  amount: string;
  page: number;
}

const run = async (spec: object, page = 1, limit = 50, who = ops) => {
  const res = await who.post('/api/rec/query/run', { spec, page, limit });
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: Result }>(res).data;
};
const ledgerQuery = (filters: object = {}, sort = { key: 'date', dir: 'asc' }) => ({
  subject: 'ledger',
  area: 'bankRec',
  filters: { accountId: ACCOUNT, ...filters },
  sort,
});
const keysOf = (result: Result, column: string) => result.rows.map((r) => r[column]);

describe('ledger lines', () => {
  const dates = async (filters: object) => keysOf(await run(ledgerQuery(filters)), 'date');

  it('returns the account lines with their count and amount', async () => {
    const result = await run(ledgerQuery());
    expect(keysOf(result, 'date')).toEqual(['2026-01-05', '2026-01-10', '2026-01-15', '2026-02-01']);
    expect(result.total).toBe(4);
    expect(result.amount).toBe('1324.75');
    expect(result.rows[1]).toMatchObject({
      party: PARTY_B.coId,
      amount: '-250.50',
      status: 'matched',
      reference: '5001',
    });
  });

  it('answers each filter with exactly its rows', async () => {
    expect(await dates({ dateFrom: '2026-01-10', dateTo: '2026-01-15' })).toEqual([
      '2026-01-10',
      '2026-01-15',
    ]);
    expect(await dates({ amountMin: '-250.5', amountMax: '75.25' })).toEqual(['2026-01-10', '2026-01-15']);
    expect(await dates({ amountMin: '500' })).toEqual(['2026-01-05', '2026-02-01']);
    expect(await dates({ status: 'void' })).toEqual(['2026-01-15']);
    expect(await dates({ status: 'reconciling' })).toEqual(['2026-02-01']);
    expect(await dates({ party: PARTY_B.coId.toLowerCase() })).toEqual(['2026-01-10', '2026-02-01']);
    expect(await dates({ code: 'dep' })).toEqual(['2026-01-05', '2026-01-15', '2026-02-01']);
    // LIKE's wildcards are the person's text, not patterns.
    expect(await dates({ text: '100%_' })).toEqual(['2026-01-15']);
    expect(await dates({ text: 'FUNDING' })).toEqual(['2026-01-05', '2026-02-01']);
    expect(await dates({ text: '5001' })).toEqual(['2026-01-10']);
    expect(await dates({ text: 'a%' })).toEqual([]);
    expect(await dates({ code: 'DEP', party: PARTY_A.coId, status: 'open' })).toEqual(['2026-01-05']);
  });

  it('sorts on the server, each way, and pages without losing or repeating a row', async () => {
    const byAmount = await run(ledgerQuery({}, { key: 'amount', dir: 'desc' }));
    expect(keysOf(byAmount, 'amount')).toEqual(['1000.00', '500.00', '75.25', '-250.50']);
    const byParty = await run(ledgerQuery({}, { key: 'party', dir: 'asc' }));
    expect(keysOf(byParty, 'party')).toEqual([PARTY_A.coId, PARTY_A.coId, PARTY_B.coId, PARTY_B.coId]);
    const pages = [await run(ledgerQuery(), 1, 3), await run(ledgerQuery(), 2, 3)];
    expect(pages.map((p) => p.total)).toEqual([4, 4]);
    expect(pages.flatMap((p) => keysOf(p, 'date'))).toEqual(keysOf(await run(ledgerQuery()), 'date'));
  });

  it('counts the whole area when no account is named', async () => {
    const result = await run({ subject: 'ledger', area: 'bankRec' }, 1, 5);
    const [expected] = await select<{ n: number; s: string }>(
      sql`select count(*)::int as n, sum(amount_minor)::text as s from bank_rec_ledger_entries
           where organization_id = ${bureau} and area = 'bankRec'`,
    );
    expect(result.total).toBe(expected?.n);
    expect(result.rows).toHaveLength(5);
  });
});

describe('bank lines and matches', () => {
  const bank = (filters: object = {}) => ({
    subject: 'bank',
    area: 'bankRec',
    filters: { accountId: ACCOUNT, ...filters },
    sort: { key: 'date', dir: 'asc' },
  });
  const matches = (filters: object = {}) => ({
    subject: 'matches',
    area: 'bankRec',
    filters: { accountId: ACCOUNT, ...filters },
    sort: { key: 'matchedAt', dir: 'asc' },
  });

  it('answers bank lines by status, code, text, dates and amounts', async () => {
    const all = await run(bank());
    expect(keysOf(all, 'reference')).toEqual(['R1', 'R2', 'R3']);
    expect(keysOf(all, 'status')).toEqual(['open', 'matched', 'open']);
    expect(all.amount).toBe('1049.50');
    expect(keysOf(await run(bank({ status: 'open' })), 'reference')).toEqual(['R1', 'R3']);
    expect(keysOf(await run(bank({ status: 'matched' })), 'reference')).toEqual(['R2']);
    expect(keysOf(await run(bank({ code: 'fee' })), 'reference')).toEqual(['R3']);
    expect(keysOf(await run(bank({ text: 'acme' })), 'reference')).toEqual(['R1']);
    expect(keysOf(await run(bank({ dateFrom: '2026-01-07', amountMax: '0' })), 'reference')).toEqual(['R2']);
  });

  it('answers matches by rule, person, origin, status, party and day matched', async () => {
    const all = await run(matches());
    expect(keysOf(all, 'matchId')).toEqual([ids.M2, ids.M1]);
    expect(all.rows[1]).toMatchObject({
      origin: 'manual',
      status: 'confirmed',
      matchedBy: 'Ben Reyes',
      lines: 2,
    });
    expect(keysOf(await run(matches({ rule: 'amount-date' })), 'matchId')).toEqual([ids.M2]);
    expect(keysOf(await run(matches({ matchedBy: bankrecId })), 'matchId')).toEqual([ids.M1]);
    expect(keysOf(await run(matches({ origin: 'auto' })), 'matchId')).toEqual([ids.M2]);
    expect(keysOf(await run(matches({ status: 'void' })), 'matchId')).toEqual([ids.M2]);
    expect(keysOf(await run(matches({ status: 'matched' })), 'matchId')).toEqual([ids.M1]);
    expect(keysOf(await run(matches({ party: PARTY_B.coId })), 'matchId')).toEqual([ids.M1]);
    expect(
      keysOf(await run(matches({ matchedFrom: '2026-01-08', matchedTo: '2026-01-12' })), 'matchId'),
    ).toEqual([ids.M1]);
    expect((await run(matches({ amountMin: '0' }))).amount).toBe('1000.00');
  });
});

describe('refusals', () => {
  const refused = async (spec: object, status: number, who = ops, page = 1) => {
    const res = await who.post('/api/rec/query/run', { spec, page, limit: 50 });
    expect(res.statusCode, res.body).toBe(status);
    return json<{ message: string; details?: { path: string }[] }>(res);
  };

  it('refuses bad filters with a 400 that names them', async () => {
    const paths = async (spec: object) => (await refused(spec, 400)).details?.map((d) => d.path) ?? [];
    expect(await paths(ledgerQuery({ dateFrom: '2026-02-30' }))).toContain('body.spec.filters.dateFrom');
    expect(await paths(ledgerQuery({ amountMin: '12.345' }))).toContain('body.spec.filters.amountMin');
    expect(await paths(ledgerQuery({ amountMin: '1e3' }))).toContain('body.spec.filters.amountMin');
    expect(await paths(ledgerQuery({ amountMin: '10', amountMax: '9.99' }))).toContain(
      'body.spec.filters.amountMax',
    );
    expect(await paths(ledgerQuery({ rule: 'amount-date' }))).toContain('body.spec.filters.rule');
    expect(await paths(ledgerQuery({ sql: '1=1; drop table matches' }))).not.toEqual([]);
    expect(await paths({ subject: 'bank', area: 'bankRec', filters: { status: 'void' } })).toContain(
      'body.spec.filters.status',
    );
    expect(await paths({ subject: 'bank', area: 'bankRec', sort: { key: 'party', dir: 'asc' } })).toContain(
      'body.spec.sort.key',
    );
    expect(await paths({ subject: 'people', area: 'bankRec' })).toContain('body.spec.subject');
    expect((await refused(ledgerQuery({ accountId: 'NOT-OURS' }), 400)).message).toMatch(/^accountId:/);
    expect((await refused(ledgerQuery(), 400, ops, 1000)).message).toMatch(/^page:/);
  });

  it("keeps each role to its area's data: 403 otherwise", async () => {
    expect((await refused({ subject: 'ledger', area: 'ewa' }, 403, bankrec)).message).toBe(
      'Unauthorized to perform operation',
    );
    expect((await refused({ subject: 'bank', area: 'bankRec' }, 403, ewa)).message).toBe(
      'Unauthorized to perform operation',
    );
    expect((await run(ledgerQuery(), 1, 50, bankrec)).total).toBe(4);
    await t.ctx.db.execute(
      sql`update memberships set role_ids = '{999}'
           where organization_id = ${bureau} and user_id = (select id from users where email = 'viewer@demo.test')`,
    );
    const viewer = await sessionFor(t, 'viewer@demo.test');
    expect((await viewer.get('/api/rec/query/saved')).statusCode).toBe(403);
    expect((await viewer.post('/api/rec/query/saved', { name: 'x', spec: ledgerQuery() })).statusCode).toBe(
      403,
    );
    expect((await refused(ledgerQuery(), 403, viewer)).message).toBe('Unauthorized to perform operation');
  });
});

describe('saved queries', () => {
  const audited = async (id: string) =>
    select<{ action: string; details: { before?: { name: string }; after?: { name: string } } }>(
      sql`select action, details from audit_log where entity_type = 'savedQuery' and entity_id = ${id} order by id`,
    );
  const del = (who: Session, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/rec/query/saved/${id}`, headers: authed(who.token) });

  it('saves, lists, renames, overwrites and deletes, each audited', async () => {
    const created = await ops.post('/api/rec/query/saved', {
      name: 'January voids',
      spec: ledgerQuery({ status: 'void' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const saved = json<{ data: { id: string; name: string; spec: { filters: object } } }>(created).data;
    expect(saved.spec.filters).toEqual({ accountId: ACCOUNT, status: 'void' });
    const again = await ops.post('/api/rec/query/saved', { name: 'january VOIDS', spec: ledgerQuery() });
    expect(again.statusCode).toBe(409);
    const list = json<{ data: { id: string; name: string }[] }>(await ops.get('/api/rec/query/saved')).data;
    expect(list.map((q) => q.name)).toEqual(['January voids']);

    const renamed = await ops.put(`/api/rec/query/saved/${saved.id}`, { name: 'Voided lines' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const overwritten = await ops.put(`/api/rec/query/saved/${saved.id}`, {
      spec: ledgerQuery({ status: 'open' }),
    });
    const reopened = json<{ data: { name: string; spec: object } }>(overwritten).data;
    expect(reopened.name).toBe('Voided lines');
    expect((await run(reopened.spec)).total).toBe(1);

    expect((await del(ops, saved.id)).statusCode).toBe(200);
    expect((await del(ops, saved.id)).statusCode).toBe(404);
    expect((await audited(saved.id)).map((a) => a.action)).toEqual([
      'query.saved',
      'query.renamed',
      'query.overwritten',
      'query.deleted',
    ]);
    const [, rename] = await audited(saved.id);
    expect(rename?.details.before?.name).toBe('January voids');
    expect(rename?.details.after?.name).toBe('Voided lines');
  });

  it("hides a person's queries from everyone else and from their other organisation", async () => {
    const mine = json<{ data: { id: string } }>(
      await ops.post('/api/rec/query/saved', { name: 'Mine', spec: ledgerQuery() }),
    ).data;
    expect(json<{ data: unknown[] }>(await bankrec.get('/api/rec/query/saved')).data).toEqual([]);
    expect((await bankrec.put(`/api/rec/query/saved/${mine.id}`, { name: 'Taken' })).statusCode).toBe(404);
    expect((await del(bankrec, mine.id)).statusCode).toBe(404);
    const wage = await organizationIdOf(t, 'Demo Wage Access');
    const inWage = await sessionFor(t, 'ops@demo.test');
    expect((await inWage.get(`/api/users/updateOrganization/${wage}`)).statusCode).toBe(200);
    expect(json<{ data: unknown[] }>(await inWage.get('/api/rec/query/saved')).data).toEqual([]);
    expect((await del(inWage, mine.id)).statusCode).toBe(404);
    await inWage.get(`/api/users/updateOrganization/${bureau}`);
    const still = json<{ data: { id: string; name: string }[] }>(await ops.get('/api/rec/query/saved')).data;
    expect(still.map((q) => q.name)).toEqual(['Mine']);
  });

  it('changes nothing on a bad request', async () => {
    const before = json<{ data: unknown[] }>(await ops.get('/api/rec/query/saved')).data;
    const [{ n: audits } = { n: 0 }] = await select<{ n: number }>(
      sql`select count(*)::int as n from audit_log`,
    );
    expect((await ops.post('/api/rec/query/saved', { name: '', spec: ledgerQuery() })).statusCode).toBe(400);
    expect(
      (await ops.post('/api/rec/query/saved', { name: 'Bad', spec: ledgerQuery({ amountMax: 'ten' }) }))
        .statusCode,
    ).toBe(400);
    expect((await ops.put('/api/rec/query/saved/not-a-uuid', { name: 'x' })).statusCode).toBe(400);
    expect(json<{ data: unknown[] }>(await ops.get('/api/rec/query/saved')).data).toEqual(before);
    const [{ n: after } = { n: 0 }] = await select<{ n: number }>(
      sql`select count(*)::int as n from audit_log`,
    );
    expect(after).toBe(audits);
  });
});

describe('export', () => {
  it("runs the query as an export job whose CSV holds exactly the query's rows", async () => {
    const parameters = { accountId: ACCOUNT, code: 'DEP', sort: 'amount', dir: 'desc' };
    const res = await ops.post('/api/bankRec/report/export', {
      reportId: 'query-ledger',
      parameters,
      format: 'csv',
    });
    expect(res.statusCode, res.body).toBe(202);
    const body = json<{ message: string; data: { exportId: string } }>(res);
    expect(body.message).toBe(
      'Export has been successfully initiated ... You will be notified when the report is ready.',
    );
    await t.ctx.jobs.drain();
    const file = await ops.get(`/api/bankRec/report/exports/${body.data.exportId}/download`);
    expect(file.statusCode, file.body).toBe(200);
    const records = file.body
      .slice(1)
      .split('\r\n')
      .filter((line) => line !== '')
      .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1] ?? ''));
    expect(records[0]?.[0]).toBe('Date');
    const page = await run(ledgerQuery({ code: 'DEP' }, { key: 'amount', dir: 'desc' }));
    expect(records.slice(1).map((r) => r[0])).toEqual(keysOf(page, 'date'));
    expect(records.slice(1).map((r) => r[r.length - 1])).toEqual(['1000.00', '500.00', '75.25']);
  });

  it('refuses a bad query before any job exists, and is not on the Reports page', async () => {
    const res = await ops.post('/api/bankRec/report/export', {
      reportId: 'query-bank',
      parameters: { status: 'void' },
      format: 'csv',
    });
    expect(res.statusCode).toBe(400);
    expect(json<{ message: string }>(res).message).toMatch(/^status:/);
    const catalogue = json<{ data: { reports: { id: string }[] } }>(
      await ops.get('/api/bankRec/report/catalogue'),
    );
    expect(catalogue.data.reports.map((r) => r.id)).not.toContain('query-ledger');
  });
});
