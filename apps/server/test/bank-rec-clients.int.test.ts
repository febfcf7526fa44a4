import {
  CUSTOMER_ID_PATTERN_MESSAGE,
  CUSTOMER_ID_TOO_LONG_MESSAGE,
  DUPLICATE_CUSTOMER_BANNER,
  duplicateCustomerMessage,
} from '@clearline/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, organizations } from '../src/db/schema/index';
import { type Session, sessionFor, URLS } from './bank-rec-fixtures';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let s: Session;
beforeAll(async () => {
  t = await createTestApp();
  s = await sessionFor(t, 'bankrec@demo.test');
});
afterAll(async () => t?.close());

interface Saved {
  data: {
    id: string;
    coId: string;
    coName: string;
    coFein: string;
    coStatus: string;
    edited: boolean;
    coType: string;
    version: number;
  }[];
}
const save = (record: Record<string, unknown>) => s.put(URLS.addUpdateClient, { pushInfo: { record } });
const auditCount = async (action: string, entityId: string) => {
  const rows = await t.ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));
  return Number(rows[0]?.n ?? 0);
};

describe('addUpdateClient: add', () => {
  it('saves a new customer (id trimmed and upper-cased) and answers an array', async () => {
    const res = await save({ coId: '  acme-01 ', coName: ' Acme Payroll ', coFein: '123456789' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Saved;
    expect(Array.isArray(body.data)).toBe(true);
    expect(body.data[0]).toMatchObject({
      coId: 'ACME-01',
      coName: 'Acme Payroll',
      coFein: '12-3456789',
      coStatus: 'Active',
      edited: false,
      coType: 'Client',
      version: 1,
    });
    const names = (await s.get(URLS.companyNames)).json() as { clients: { coId: string }[] }[];
    expect(names[0]?.clients.map((c) => c.coId)).toContain('ACME-01');
    expect(await auditCount('bankRec.client.created', 'ACME-01')).toBe(1);
  });

  it('answers the spec duplicate for an id or an FEIN already present', async () => {
    for (const record of [
      { coId: 'acme-01', coName: 'Another' },
      { coId: 'ACME-02', coName: 'Another', coFein: '12-3456789' },
    ]) {
      const res = await save(record);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: {},
        message: duplicateCustomerMessage(record.coId.toUpperCase()),
        banner: DUPLICATE_CUSTOMER_BANNER,
      });
    }
    expect(duplicateCustomerMessage('ACME-01')).toBe('ACME-01 already exist in the system');
  });

  it('refuses an id outside the pattern, too long, or without a name, with field details', async () => {
    const pattern = await save({ coId: 'AB#1', coName: 'Bad' });
    expect(pattern.statusCode).toBe(400);
    expect(pattern.json()).toMatchObject({
      code: 'validation_failed',
      details: [{ path: 'pushInfo.record.coId', message: CUSTOMER_ID_PATTERN_MESSAGE }],
    });
    const long = await save({ coId: 'ABCDEFGHIJK', coName: 'Long' });
    expect(long.json()).toMatchObject({
      details: [{ path: 'body.pushInfo.record.coId', message: CUSTOMER_ID_TOO_LONG_MESSAGE }],
    });
    // A pasted 300-character id is refused with the size message (issue 10 item 16), never cut to 10.
    const pasted = await save({ coId: 'A'.repeat(300), coName: 'Pasted' });
    expect(pasted.statusCode).toBe(400);
    expect(pasted.json()).toMatchObject({
      details: [{ path: 'body.pushInfo.record.coId', message: CUSTOMER_ID_TOO_LONG_MESSAGE }],
    });
    const listed = (await s.get(`${URLS.clients}?search=AAAAAAAAAA`)).json() as { data: { total: number } };
    expect(listed.data.total).toBe(0);
    // Surrounding spaces do not count: ids are trimmed.
    expect((await save({ coId: ' LONGTRIM01 ', coName: 'Trimmed' })).statusCode).toBe(200);
    const noName = await save({ coId: 'NONAME', coName: '  ' });
    expect(noName.json()).toMatchObject({
      details: [{ path: 'pushInfo.record.coName', message: 'is required' }],
    });
    const badFein = await save({ coId: 'FEIN1', coName: 'x', coFein: '12-34' });
    expect(badFein.statusCode).toBe(400);
    const badStatus = await save({ coId: 'STAT1', coName: 'x', coStatus: 'Gone' });
    expect(badStatus.statusCode).toBe(400);
  });

  it('refuses malformed bodies with 400, never 500', async () => {
    for (const payload of [
      {},
      { pushInfo: {} },
      { pushInfo: { record: { coId: 5 } } },
      { pushInfo: { record: { coId: 'x'.repeat(41) } } },
    ]) {
      const res = await s.put(URLS.addUpdateClient, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('addUpdateClient: edit', () => {
  it('updates name, FEIN and status, never the id, and bumps the version', async () => {
    const res = await save({
      coId: 'ACME-01',
      coName: 'Acme Payroll Inc',
      coFein: '98-7654321',
      coStatus: 'inactive',
      edited: true,
      version: 1,
    });
    const body = res.json() as Saved;
    expect(body.data[0]).toMatchObject({
      coId: 'ACME-01',
      coName: 'Acme Payroll Inc',
      coFein: '98-7654321',
      coStatus: 'Inactive',
      edited: true,
      version: 2,
    });
    expect(await auditCount('bankRec.client.updated', 'ACME-01')).toBe(1);
  });

  it('asks for a reload when the record changed since it was read, or is gone', async () => {
    const stale = await save({ coId: 'ACME-01', coName: 'Old view', edited: true, version: 1 });
    expect(stale.json()).toMatchObject({
      data: { reload: true, reason: 'changed', current: { coName: 'Acme Payroll Inc', version: 2 } },
    });
    const gone = await save({ coId: 'NOSUCH', coName: 'x', edited: true });
    expect(gone.json()).toMatchObject({ data: { reload: true, reason: 'notFound' } });
    const unchanged = (await s.get(`${URLS.clients}?search=ACME-01`)).json() as Saved & {
      data: { rows: { coName: string }[] };
    };
    expect(unchanged.data.rows[0]?.coName).toBe('Acme Payroll Inc');
  });

  it("answers the duplicate when the new FEIN is another customer's", async () => {
    await save({ coId: 'ACME-03', coName: 'Acme Three', coFein: '11-1111111' });
    const res = await save({
      coId: 'ACME-01',
      coName: 'Acme Payroll Inc',
      coFein: '11-1111111',
      edited: true,
    });
    expect(res.json()).toMatchObject({ data: {}, banner: DUPLICATE_CUSTOMER_BANNER });
  });
});

describe('paged customer list', () => {
  it('searches by id prefix or name, pages and sorts', async () => {
    const all = (await s.get(`${URLS.clients}?limit=200`)).json() as {
      data: { rows: { coId: string }[]; total: number };
    };
    expect(all.data.total).toBe(all.data.rows.length);
    const pageOne = (await s.get(`${URLS.clients}?limit=10&page=1&sort=-coId`)).json() as {
      data: { rows: { coId: string }[] };
    };
    const pageTwo = (await s.get(`${URLS.clients}?limit=10&page=2&sort=-coId`)).json() as {
      data: { rows: { coId: string }[] };
    };
    const ids = [...pageOne.data.rows, ...pageTwo.data.rows].map((r) => r.coId);
    expect(new Set(ids).size).toBe(20);
    expect(ids).toEqual([...ids].sort().reverse());
    const byName = (await s.get(`${URLS.clients}?search=bakery`)).json() as {
      data: { rows: { coName: string }[] };
    };
    expect(byName.data.rows.length).toBeGreaterThan(0);
    for (const row of byName.data.rows) expect(row.coName.toLowerCase()).toContain('bakery');
    const literal = (await s.get(`${URLS.clients}?search=${encodeURIComponent('%')}`)).json() as {
      data: { total: number };
    };
    expect(literal.data.total).toBe(0);
  });

  it('refuses a sort it does not know and a limit out of range', async () => {
    expect((await s.get(`${URLS.clients}?sort=coFein`)).statusCode).toBe(400);
    expect((await s.get(`${URLS.clients}?limit=0`)).statusCode).toBe(400);
    expect((await s.get(`${URLS.clients}?limit=1000`)).statusCode).toBe(400);
  });
});

describe('removeClient', () => {
  it('refuses, with a clear 409, while ledger entries reference the customer', async () => {
    const res = await s.put(URLS.removeClient('B&J-01'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'conflict',
      message: expect.stringContaining('ledger entries reference it'),
    });
  });

  it("needs the organisation's allowDelete setting", async () => {
    const setAllow = (value: boolean) =>
      t.ctx.db
        .update(organizations)
        .set({
          settings: sql`jsonb_set(${organizations.settings}, '{allowDelete}', ${JSON.stringify(value)}::jsonb)`,
        })
        .where(eq(organizations.name, 'Demo Payroll Bureau'));
    await setAllow(false);
    const refused = await s.put(URLS.removeClient('ACME-03'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: 'Deleting customers is turned off for this organisation.',
    });
    await setAllow(true);
  });

  it('deletes an unreferenced customer (audited with what it was), then answers 404', async () => {
    const res = await s.put(URLS.removeClient('acme-03'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { coId: 'ACME-03', removed: true } });
    expect(await auditCount('bankRec.client.deleted', 'ACME-03')).toBe(1);
    expect((await s.put(URLS.removeClient('ACME-03'))).statusCode).toBe(404);
    expect((await s.put(URLS.removeClient('x'.repeat(41)))).statusCode).toBe(400);
  });
});
