import { MESSAGES } from '@clearline/contracts';
import { DUPLICATE_CUSTOMER_BANNER, duplicateCustomerMessage } from '@clearline/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bankRecClients, ewaPartners } from '../src/db/schema/index';

import { type Session, sessionFor, URLS } from './bank-rec-fixtures';
import { DEMO, EWA_URLS } from './ewa-fixtures';
import { createTestApp, type TestApp } from './harness';

/** Employers, partners and the type-ahead calls of the employer-funds area (issue 12), through HTTP. */

let t: TestApp;
let s: Session;
beforeAll(async () => {
  t = await createTestApp();
  s = await sessionFor(t, 'ewa@demo.test');
});
afterAll(async () => t?.close());

interface Employer {
  employer: string;
  employerName: string;
  fein: string;
  status: string;
  partnerId: string;
  partnerName: string;
  platform: string;
  achDescription: string;
  version: number;
}
const save = (record: Record<string, unknown>) => s.put(EWA_URLS.addUpdateClient, { pushInfo: { record } });
const savePartner = (record: Record<string, unknown>) =>
  s.put(EWA_URLS.addUpdatePartner, { pushInfo: { record } });
const auditCount = async (action: string, entityId: string) => {
  const [row] = await t.ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));
  return Number(row?.n ?? 0);
};
const employerCount = async () => {
  const [row] = await t.ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(bankRecClients)
    .where(eq(bankRecClients.area, 'ewa'));
  return Number(row?.n ?? 0);
};

describe('employer type-ahead (fetchEmpList) and partner type-ahead (fetchPartnerList)', () => {
  it('finds employers by id prefix or part of the name, with their partner and search text', async () => {
    const res = await s.post(EWA_URLS.fetchEmpList, { userClientInput: 'harb', limit: 10 });
    expect(res.statusCode).toBe(200);
    const { resJson } = (res.json() as { data: { data: { resJson: unknown[] } } }).data.data;
    expect(resJson).toContainEqual({
      employer: DEMO.harbor,
      employerName: 'Harbor Logistics',
      partner: DEMO.brightpay,
      partnerName: 'BrightPay Advance',
      empSearchText: `${DEMO.harbor} - Harbor Logistics`,
    });
    const byName = (
      await s.post(EWA_URLS.fetchEmpList, { userClientInput: 'home care', limit: 50 })
    ).json() as {
      data: { data: { resJson: { employerName: string }[] } };
    };
    expect(byName.data.data.resJson.length).toBeGreaterThan(0);
    expect(byName.data.data.resJson.every((e) => e.employerName.includes('Home Care'))).toBe(true);
  });

  it('resolves exactly one employer on mount, and filters by partner', async () => {
    const mount = (
      await s.post(EWA_URLS.fetchEmpList, {
        userClientInput: DEMO.harbor.toLowerCase(),
        limit: 10,
        mount: true,
      })
    ).json() as {
      data: { data: { resJson: { employer: string }[] } };
    };
    expect(mount.data.data.resJson.map((e) => e.employer)).toEqual([DEMO.harbor]);
    const ofPartner = (
      await s.post(EWA_URLS.fetchEmpList, { userClientInput: '', limit: 100, partner: DEMO.clearwage })
    ).json() as {
      data: { data: { resJson: { partner: string }[] } };
    };
    expect(ofPartner.data.data.resJson.length).toBeGreaterThan(5);
    expect(ofPartner.data.data.resJson.every((e) => e.partner === DEMO.clearwage)).toBe(true);
  });

  it('finds partners with their parent', async () => {
    const res = await s.post(EWA_URLS.fetchPartnerList, { ewaUserClientInput: 'clearwage', limit: 10 });
    expect(res.statusCode).toBe(200);
    const { resJson } = (res.json() as { data: { data: { resJson: unknown[] } } }).data.data;
    expect(resJson).toContainEqual({
      _id: DEMO.cwMidwest,
      partner: DEMO.cwMidwest,
      partnerName: 'ClearWage Midwest',
      partnerSearchText: `${DEMO.cwMidwest} - ClearWage Midwest`,
      parent: DEMO.clearwage,
    });
  });
});

describe('employers: addUpdateClient, list, removeClient', () => {
  it('adds an employer (id trimmed and upper-cased, default Active) under a partner, audited', async () => {
    const res = await save({
      employer: ' acme-ewa ',
      employerName: ' Acme Diner Group ',
      fein: '987654321',
      partnerId: 'brightpay',
      platform: 'BrightPay',
      achDescription: 'ACME DINER EWA',
    });
    expect(res.statusCode).toBe(200);
    const saved = (res.json() as { data: Employer[] }).data[0];
    expect(saved).toMatchObject({
      employer: 'ACME-EWA',
      employerName: 'Acme Diner Group',
      fein: '98-7654321',
      status: 'Active',
      partnerId: DEMO.brightpay,
      partnerName: 'BrightPay Advance',
      achDescription: 'ACME DINER EWA',
      version: 1,
    });
    expect(await auditCount('ewa.client.created', 'ACME-EWA')).toBe(1);
  });

  it("answers the bank-rec duplicate ('{id} already exist in the system') for an id or FEIN present", async () => {
    for (const record of [
      { employer: 'acme-ewa', employerName: 'Again', partnerId: DEMO.brightpay },
      { employer: 'ACME-EWA2', employerName: 'Again', fein: '98-7654321', partnerId: DEMO.brightpay },
    ]) {
      const res = await save(record);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: {},
        message: duplicateCustomerMessage(record.employer.toUpperCase()),
        banner: DUPLICATE_CUSTOMER_BANNER,
      });
    }
  });

  it('refuses a missing or unknown partner, a bad id and a missing name, writing nothing', async () => {
    const before = await employerCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ employer: 'NOPART', employerName: 'No partner' }, 'pushInfo.record.partnerId'],
      [{ employer: 'NOPART', employerName: 'Ghost', partnerId: 'GHOST' }, 'pushInfo.record.partnerId'],
      [{ employer: 'AB#1', employerName: 'Bad', partnerId: DEMO.brightpay }, 'pushInfo.record.employer'],
      [{ employer: 'NONAME', employerName: '', partnerId: DEMO.brightpay }, 'pushInfo.record.employerName'],
      [
        { employer: 'WAYTOOLONGID', employerName: 'Long', partnerId: DEMO.brightpay },
        'body.pushInfo.record.employer',
      ],
    ];
    for (const [record, path] of cases) {
      const res = await save(record);
      expect(res.statusCode, JSON.stringify(record)).toBe(400);
      const body = res.json() as { details: { path: string }[] };
      expect(
        body.details.map((d) => d.path),
        JSON.stringify(record),
      ).toContain(path);
    }
    expect(await employerCount()).toBe(before);
  });

  it('updates name, status, partner and ACH text; an old version gets the reload answer', async () => {
    const res = await save({
      employer: 'ACME-EWA',
      employerName: 'Acme Diner Group LLC',
      status: 'inactive',
      partnerId: DEMO.clearwage,
      achDescription: 'ACME EWA 2',
      edited: true,
      version: 1,
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: Employer[] }).data[0]).toMatchObject({
      status: 'Inactive',
      partnerId: DEMO.clearwage,
      partnerName: 'ClearWage Network',
      achDescription: 'ACME EWA 2',
      version: 2,
    });
    const stale = await save({
      employer: 'ACME-EWA',
      employerName: 'Old',
      edited: true,
      version: 1,
      partnerId: DEMO.clearwage,
    });
    expect(stale.json()).toMatchObject({ data: { reload: true, reason: 'changed' } });
    expect((stale.json() as { message: string }).message).toContain('Employer ACME-EWA');
  });

  it('lists employers paged, filtered by partner and status, sorted by name', async () => {
    const res = await s.get(`${EWA_URLS.clients}?partner=${DEMO.brightpay}&limit=5&sort=-employerName`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: { rows: Employer[]; total: number } };
    expect(body.data.rows).toHaveLength(5);
    expect(body.data.total).toBeGreaterThan(5);
    expect(body.data.rows.every((r) => r.partnerId === DEMO.brightpay)).toBe(true);
    const names = body.data.rows.map((r) => r.employerName.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
    const inactive = (await s.get(`${EWA_URLS.clients}?status=Inactive`)).json() as {
      data: { rows: Employer[] };
    };
    expect(inactive.data.rows.every((r) => r.status === 'Inactive')).toBe(true);
  });

  it('deletes an employer without entries, refuses one with entries (409)', async () => {
    const removed = await s.put(EWA_URLS.removeClient('acme-ewa'));
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ data: { coId: 'ACME-EWA', removed: true } });
    expect(await auditCount('ewa.client.deleted', 'ACME-EWA')).toBe(1);
    const inUse = await s.put(EWA_URLS.removeClient(DEMO.harbor));
    expect(inUse.statusCode).toBe(409);
    expect((await s.put(EWA_URLS.removeClient('NOSUCH'))).statusCode).toBe(404);
  });
});

describe('partners', () => {
  it('adds a partner under a parent, lists it with its employer count, updates and deletes it', async () => {
    const res = await savePartner({
      partner: ' cw-south ',
      partnerName: 'ClearWage South',
      parent: 'clearwage',
      platform: 'ClearWage',
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: unknown[] }).data[0]).toMatchObject({
      partner: 'CW-SOUTH',
      parent: DEMO.clearwage,
      employers: 0,
      version: 1,
    });
    const dup = await savePartner({ partner: 'CW-SOUTH', partnerName: 'Again' });
    expect((dup.json() as { message: string }).message).toBe('CW-SOUTH already exist in the system');
    const list = (await s.get(`${EWA_URLS.partners}?limit=10`)).json() as {
      data: { rows: { partner: string; employers: number }[] };
    };
    expect(list.data.rows.find((r) => r.partner === DEMO.brightpay)?.employers).toBeGreaterThan(5);
    const updated = await savePartner({
      partner: 'CW-SOUTH',
      partnerName: 'ClearWage Southeast',
      parent: '',
      edited: true,
      version: 1,
    });
    expect((updated.json() as { data: unknown[] }).data[0]).toMatchObject({
      partnerName: 'ClearWage Southeast',
      parent: '',
      version: 2,
    });
    expect(await auditCount('ewa.partner.updated', 'CW-SOUTH')).toBe(1);
    expect((await s.put(EWA_URLS.removePartner('cw-south'))).statusCode).toBe(200);
  });

  it('refuses an unknown parent, a loop of parents, and deleting a partner in use', async () => {
    const [before] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(ewaPartners);
    const unknown = await savePartner({ partner: 'NEWP', partnerName: 'New', parent: 'GHOST' });
    expect(unknown.statusCode).toBe(400);
    const loop = await savePartner({
      partner: DEMO.clearwage,
      partnerName: 'ClearWage Network',
      parent: DEMO.cwMidwest,
      edited: true,
    });
    expect(loop.statusCode).toBe(400);
    const [after] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(ewaPartners);
    expect(after?.n).toBe(before?.n);
    expect((await s.put(EWA_URLS.removePartner(DEMO.clearwage))).statusCode).toBe(409);
    expect((await s.put(EWA_URLS.removePartner(DEMO.brightpay))).statusCode).toBe(409);
  });
});

describe('who may call the employer-funds routes', () => {
  const calls: [string, (x: Session) => ReturnType<Session['get']>][] = [
    ['fetchEmpList', (x) => x.post(EWA_URLS.fetchEmpList, { userClientInput: 'a', limit: 5 })],
    ['fetchPartnerList', (x) => x.post(EWA_URLS.fetchPartnerList, { ewaUserClientInput: 'a', limit: 5 })],
    ['addUpdateClient', (x) => x.put(EWA_URLS.addUpdateClient, { pushInfo: { record: { employer: 'X1' } } })],
    ['removeClient', (x) => x.put(EWA_URLS.removeClient('X1'))],
    ['clients', (x) => x.get(EWA_URLS.clients)],
    ['partners', (x) => x.get(EWA_URLS.partners)],
    ['addUpdatePartner', (x) => x.put(EWA_URLS.addUpdatePartner, { pushInfo: { record: { partner: 'P' } } })],
    ['removePartner', (x) => x.put(EWA_URLS.removePartner('P'))],
    ['newBankLedger', (x) => x.post(EWA_URLS.newBankLedger, { data: {} })],
    ['ewaTransferMoney', (x) => x.post(EWA_URLS.ewaTransferMoney, { data: {} })],
    ['ledger', (x) => x.get(EWA_URLS.ledger)],
    ['entry', (x) => x.get(EWA_URLS.entry('00000000-0000-4000-8000-000000000000'))],
    ['void', (x) => x.post(EWA_URLS.voidEntry('00000000-0000-4000-8000-000000000000'), { reason: 'x' })],
    ['notification', (x) => x.get(EWA_URLS.notification)],
  ];

  it('refuses a bank-rec role (128) with 403 Unauthorized to perform operation', async () => {
    const bankRec = await sessionFor(t, 'bankrec@demo.test');
    for (const [name, call] of calls) {
      const res = await call(bankRec);
      expect(res.statusCode, name).toBe(403);
      expect(res.json(), name).toMatchObject({ code: 'forbidden', message: MESSAGES.unauthorized });
    }
  });

  it('lets the employer-funds role (135) use the tenant calls of its organisation', async () => {
    const config = (await s.get(URLS.ledgerConfig)).json() as { data: { bankAccounts: { name: string }[] } };
    expect(config.data.bankAccounts.map((b) => b.name)).toEqual(['EWA Funding', 'EWA Settlement']);
    const tenant = (await s.get(EWA_URLS.tenantConfig)).json() as { service: string; recType: string[] }[];
    expect(tenant[0]?.service).toBe('Employer Funds');
    expect(tenant[0]?.recType).toContain('Funding Shortfall');
    expect((await s.post(URLS.parseCode, { select: {} })).statusCode).toBe(200);
  });
});
