import type { AccessMatrix, OrgReport } from '@clearline/contracts';
import { addDays, todayIso } from '@clearline/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bai2File } from '../../../packages/domain/src/statements/bai2/builder.test-util';
import { memberships, organizations, users } from '../src/db/schema/index';
import { DEMO_BUREAU, DEMO_WAGE_ACCESS } from '../src/db/seed/demo';
import { queryRows } from '../src/platform/db';
import {
  bankingDraft,
  browserConfig,
  organizationIdOf,
  type Session,
  sessionFor,
  transferBody,
  URLS,
} from './bank-rec-fixtures';
import { authed, createTestApp, json, type TestApp } from './harness';

/**
 * Issue 17 item 3: the reports on people and data. bankrec@demo.test imports a file, adds an entry, posts
 * a transfer, matches and unmatches by hand; the report counts exactly that, for that person, in that
 * period, and nothing of it reaches another organisation's report.
 */
let t: TestApp;
let ops: Session;
let opsWage: Session;
let bankrec: Session;
let bureau: string;
let wage: string;
const ids: Record<string, string> = {};
const ACCOUNT = '4410029399';
let fileBytes = 0;

/** One BAI2 file with one outgoing wire of `cents` on the demo's operating account. */
const statement = (cents: number) =>
  bai2File({
    sender: '121000248',
    created: '261015',
    fileId: '41',
    groups: [
      {
        asOfDate: '261014',
        accounts: [
          {
            number: ACCOUNT,
            summaries: [
              ['010', 5_000_000],
              ['015', 5_000_000 - cents],
            ],
            details: [{ type: '495', amount: cents, bankRef: 'ORGREP-1', text: 'Federal tax payment' }],
          },
        ],
      },
    ],
  });

function multipart(token: string, fileName: string, bytes: string) {
  const boundary = '----clearline-org-report';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.from(bytes),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { ...authed(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function importSettled(importId: string) {
  for (let i = 0; i < 400; i++) {
    const res = await bankrec.get(`/api/bankRec/items/fileImport/${importId}`);
    const data = json<{ data: { status: string } }>(res).data;
    if (data.status !== 'In Progress') return data.status;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('import did not finish in 20 s');
}

beforeAll(async () => {
  t = await createTestApp();
  await t.ctx.jobs.start();
  bureau = await organizationIdOf(t, DEMO_BUREAU);
  wage = await organizationIdOf(t, DEMO_WAGE_ACCESS);
  for (const row of await t.ctx.db.select({ id: users.id, email: users.email }).from(users))
    ids[row.email] = row.id;
  ops = await sessionFor(t, 'ops@demo.test');
  opsWage = await sessionFor(t, 'ops@demo.test');
  expect((await opsWage.get(`/api/users/updateOrganization/${wage}`)).statusCode).toBe(200);
  bankrec = await sessionFor(t, 'bankrec@demo.test');
  // A sign-in into the other organisation, which the bureau's report must not count.
  await sessionFor(t, 'ewa@demo.test');

  // What bankrec@demo.test does today: one entry by hand, one transfer, one file, one match, one unmatch.
  const entry = await bankrec.post(URLS.newBankLedger, {
    data: {
      checkNo: '',
      details: 'Org report tax payment',
      amount: '-125.50',
      transactionDate: '2026-11-02',
      coName: 'B&J-01',
      account: 'Federal Tax',
      transactionType: 'preauthorized ach debit',
      taxType: 'Federal',
      taxCode: '941',
      taxConfirmation: '270712345678901',
      quarter: 'Current Quarter',
      addNew: true,
      autoMatch: false,
    },
  });
  expect(entry.statusCode).toBe(200);
  const ledgerId = json<{ data: { id: string } }>(entry).data.id;
  const transfer = await bankrec.post(
    URLS.transferMoney,
    transferBody(await browserConfig(bankrec), bankingDraft()),
  );
  expect(transfer.statusCode).toBe(200);

  const file = statement(12_550);
  fileBytes = Buffer.byteLength(file);
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/bankRec/items/fileImport',
    ...multipart(bankrec.token, 'org-report.bai', file),
  });
  expect(upload.statusCode).toBe(202);
  const importId = json<{ data: { importId: string } }>(upload).data.importId;
  expect(await importSettled(importId)).toBe('Completed');
  const [line] = await queryRows<{ id: string }>(
    t.ctx.db,
    sql`select id from bank_transactions where import_id = ${importId}`,
  );
  const matched = await bankrec.post('/api/bankRec/items/match', {
    bankTransactionIds: [line?.id],
    ledgerEntryIds: [ledgerId],
  });
  expect(matched.statusCode).toBe(200);
  const matchId = json<{ data: { id: string } }>(matched).data.id;
  expect(
    (await bankrec.post(`/api/bankRec/items/unmatch/${matchId}`, { reason: 'Wrong entry' })).statusCode,
  ).toBe(200);
}, 120_000);
afterAll(async () => t?.close());

async function report(s: Session, query = '') {
  const res = await s.get(`/api/admin/orgReport${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: OrgReport }>(res).data;
}

const today = () => todayIso(t.ctx.now());
const personIn = (r: OrgReport, email: string) => r.activity.find((a) => a.userId === ids[email]);

describe('orgReport', () => {
  it("counts exactly what a person did in the period, as that person's activity", async () => {
    const r = await report(ops);
    expect(r.organization).toEqual({ id: bureau, name: DEMO_BUREAU });
    expect(r.period).toMatchObject({ period: 'month', from: `${today().slice(0, 8)}01`, to: today() });
    expect(personIn(r, 'bankrec@demo.test')).toEqual({
      userId: ids['bankrec@demo.test'],
      name: 'Ben Reyes',
      member: true,
      filesImported: 1,
      linesImported: 1,
      matchesByHand: 1,
      autoMatchRuns: 0,
      unmatches: 1,
      transfers: 1,
      ledgerEntries: 1,
      exports: 0,
    });
    // The totals are the people's sums; ops did none of it.
    expect(r.activityTotals).toMatchObject({
      filesImported: 1,
      matchesByHand: 1,
      transfers: 1,
      unmatches: 1,
    });
    expect(personIn(r, 'ops@demo.test')).toMatchObject({ filesImported: 0, matchesByHand: 0, transfers: 0 });
    expect(personIn(r, 'ewa@demo.test')).toBeUndefined();
  });

  it('lists the members with role names, status, MFA and their sign-ins in the period', async () => {
    const r = await report(ops);
    const ben = r.members.find((m) => m.email === 'bankrec@demo.test');
    expect(ben).toMatchObject({ name: 'Ben Reyes', status: 'active', mfa: 'none', signIns: 1 });
    expect(ben?.roles).toEqual([{ id: 128, name: expect.any(String) }]);
    expect(ben?.lastSignInAt).not.toBeNull();
    // ops signed in twice (two sessions); the wage-access switch is not a sign-in into the bureau twice.
    expect(r.members.find((m) => m.email === 'ops@demo.test')?.signIns).toBe(2);
    expect(r.members.find((m) => m.email === 'mfa@demo.test')?.mfa).toBe('TOTP');
    const memberIds = await queryRows<{ user_id: string }>(
      t.ctx.db,
      sql`select user_id from memberships where organization_id = ${bureau}`,
    );
    expect(r.members.map((m) => m.userId).sort()).toEqual(memberIds.map((m) => m.user_id).sort());
  });

  it('gives the data volumes and stored files as the live rows are', async () => {
    const r = await report(ops);
    const [live] = await queryRows<{
      ledger: number;
      bank: number;
      matches: number;
      files: number;
      bytes: string;
    }>(
      t.ctx.db,
      sql`select
            (select count(*)::int from bank_rec_ledger_entries where organization_id = ${bureau} and area = 'bankRec' and status <> 'voided') as ledger,
            (select count(*)::int from bank_transactions where organization_id = ${bureau}) as bank,
            (select count(*)::int from matches where organization_id = ${bureau} and status = 'confirmed') as matches,
            (select count(*)::int from imports where organization_id = ${bureau}) as files,
            (select coalesce(sum(size_bytes), 0)::text from imports where organization_id = ${bureau}) as bytes`,
    );
    const bankRec = r.volumes.find((v) => v.area === 'bankRec');
    expect(bankRec).toMatchObject({
      ledgerEntries: live?.ledger,
      bankLines: live?.bank,
      matches: live?.matches,
      importFiles: live?.files,
      importBytes: Number(live?.bytes),
    });
    expect(live?.bank).toBe(1);
    expect(live?.files).toBe(1);
    // The match was undone: the line is open again.
    expect(bankRec?.bankByState.open).toBe(1);
    expect(r.storage).toMatchObject({
      importFiles: 1,
      importBytes: fileBytes,
      totalFiles: 1,
      totalBytes: fileBytes,
    });
  });

  it('keeps to the period: a range that ends yesterday holds none of today', async () => {
    const yesterday = addDays(today(), -1);
    const r = await report(ops, `?period=custom&from=${addDays(today(), -40)}&to=${yesterday}`);
    expect(r.period).toMatchObject({ from: addDays(today(), -40), to: yesterday, days: 40 });
    expect(r.activityTotals).toEqual({
      filesImported: 0,
      linesImported: 0,
      matchesByHand: 0,
      autoMatchRuns: 0,
      unmatches: 0,
      transfers: 0,
      ledgerEntries: 0,
      exports: 0,
    });
    expect(r.members.every((m) => m.signIns === 0)).toBe(true);
    const todayOnly = await report(ops, `?period=custom&from=${today()}&to=${today()}`);
    expect(personIn(todayOnly, 'bankrec@demo.test')?.filesImported).toBe(1);
    const last30 = await report(ops, '?period=30d');
    expect(last30.period).toMatchObject({ from: addDays(today(), -29), to: today(), days: 30 });
  });

  it('refuses a period that is not one, changing nothing', async () => {
    for (const [query, path] of [
      ['?period=custom', 'from'],
      [`?period=custom&from=${today()}&to=${addDays(today(), -1)}`, 'to'],
      ['?period=custom&from=2024-01-01&to=2025-06-01', 'to'],
    ] as const) {
      const res = await ops.get(`/api/admin/orgReport${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(json<{ details: { path: string }[] }>(res).details[0]?.path).toBe(path);
    }
    for (const query of ['?period=week', '?period=custom&from=2026-02-30&to=2026-03-01']) {
      expect((await ops.get(`/api/admin/orgReport${query}`)).statusCode, query).toBe(400);
    }
  });

  it("never shows another organisation's members or activity", async () => {
    const r = await report(opsWage);
    expect(r.organization.id).toBe(wage);
    const emails = r.members.map((m) => m.email);
    expect(emails).toContain('ewa@demo.test');
    expect(emails).not.toContain('bankrec@demo.test');
    expect(r.members.find((m) => m.email === 'ewa@demo.test')?.signIns).toBe(1);
    expect(personIn(r, 'bankrec@demo.test')).toBeUndefined();
    // The demo's own employer-funds files (imported at start) are the only files counted there.
    const [own] = await queryRows<{ files: number; lines: number; bytes: string }>(
      t.ctx.db,
      sql`select count(*)::int as files,
            coalesce(sum((counts->>'imported')::int + (counts->>'updated')::int), 0)::int as lines,
            (select coalesce(sum(size_bytes), 0)::text from imports where organization_id = ${wage}) as bytes
            from imports where organization_id = ${wage} and status <> 'Failed' and created_by is not null
             and created_at >= ${`${r.period.from}T00:00:00Z`}::timestamptz`,
    );
    expect(r.activityTotals).toMatchObject({
      filesImported: own?.files,
      linesImported: own?.lines,
      matchesByHand: 0,
      transfers: 0,
      unmatches: 0,
    });
    expect(r.volumes.find((v) => v.area === 'bankRec')?.bankLines).toBe(0);
    expect(r.volumes.reduce((n, v) => n + v.importBytes, 0)).toBe(Number(own?.bytes));
  });

  it('is refused to a member without a management role', async () => {
    for (const url of ['/api/admin/orgReport', '/api/admin/accessMatrix']) {
      const res = await bankrec.get(url);
      expect(res.statusCode).toBe(403);
      expect(json(res).message).toBe('Unauthorized to perform operation');
    }
  });
});

describe('accessMatrix (ROUsers)', () => {
  it("shows people x organisations over the caller's managed organisations only", async () => {
    // ops also belongs to a third organisation, without a management role there: it must not show.
    const [elsewhere] = await t.ctx.db
      .insert(organizations)
      .values({
        name: 'Elsewhere Payroll',
        settings: {
          features: { bankRec: true },
          idle: { idleLogOut: 10, remainingTime: 2 },
          customerIdPattern: '^[A-Za-z0-9_&\\- ]+$',
          allowDelete: false,
        },
      })
      .returning({ id: organizations.id });
    const [stranger] = await t.ctx.db
      .insert(users)
      .values({ email: 'stranger@elsewhere.test', passwordHash: 'x', displayName: 'Stranger' })
      .returning({ id: users.id });
    await t.ctx.db.insert(memberships).values([
      { userId: ids['ops@demo.test'] ?? '', organizationId: elsewhere?.id ?? '', roleIds: [128] },
      { userId: stranger?.id ?? '', organizationId: elsewhere?.id ?? '', roleIds: [110] },
    ]);

    const res = await ops.get('/api/admin/accessMatrix');
    expect(res.statusCode).toBe(200);
    const m = json<{ data: AccessMatrix }>(res).data;
    expect(m.organizations.map((o) => o.name).sort()).toEqual([DEMO_BUREAU, DEMO_WAGE_ACCESS].sort());
    expect(m.organizations.find((o) => o.current)?.id).toBe(bureau);
    expect(JSON.stringify(m)).not.toContain('stranger@elsewhere.test');
    expect(JSON.stringify(m)).not.toContain(elsewhere?.id);

    const person = (email: string) => m.people.find((p) => p.email === email);
    expect(
      person('ops@demo.test')
        ?.access.map((a) => a.organizationId)
        .sort(),
    ).toEqual([bureau, wage].sort());
    expect(person('bankrec@demo.test')).toMatchObject({
      name: 'Ben Reyes',
      locked: false,
      mfa: 'none',
      access: [{ organizationId: bureau, roles: [{ id: 128, name: expect.any(String) }] }],
    });
    expect(person('ewa@demo.test')?.access).toEqual([
      { organizationId: wage, roles: [{ id: 135, name: expect.any(String) }] },
    ]);
    expect(m.roles.map((r) => r.id)).toEqual(expect.arrayContaining([110, 128, 135]));

    // The same caller working in the wage-access organisation sees the same two.
    const fromWage = json<{ data: AccessMatrix }>(await opsWage.get('/api/admin/accessMatrix')).data;
    expect(fromWage.organizations.map((o) => o.id).sort()).toEqual([bureau, wage].sort());
    expect(fromWage.organizations.find((o) => o.current)?.id).toBe(wage);
  });
});
