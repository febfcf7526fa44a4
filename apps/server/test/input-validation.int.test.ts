import { sql } from 'drizzle-orm';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandler } from '../src/platform/error-handler';
import { type Session, sessionFor, URLS } from './bank-rec-fixtures';
import { createTestApp, type TestApp } from './harness';

/**
 * Issue 10 item 3: dates of the right shape that do not exist, and text carrying NUL or other control
 * characters, are refused by the contracts with a 400 naming the field, never a 500 (or a 202 whose job
 * then fails on the database).
 */

let t: TestApp;
let s: Session;
beforeAll(async () => {
  t = await createTestApp();
  s = await sessionFor(t, 'bankrec@demo.test');
});
afterAll(async () => t?.close());

const ACCOUNT = '4410029399';
const BAD_DATES = ['0000-00-00', '2026-02-30', '9999-99-99', '1899-12-31', '2101-01-01'];
const NUL = 'a\u0000b';

type Call = (value: string) => Promise<LightMyRequestResponse>;
const q = encodeURIComponent;

/** Each route taking a date: how to send a value, and the field path the answer must name. */
const dateRoutes: [string, Call, string][] = [
  ['bankTransactions', (v) => s.get(`/api/bankRec/items/bankTransactions?from=${q(v)}`), 'from'],
  ['matches', (v) => s.get(`/api/bankRec/items/matches?to=${q(v)}`), 'to'],
  [
    'outstanding',
    (v) => s.post('/api/rec/items/subledgers/outstanding', { where: { asOf: v } }),
    'where.asOf',
  ],
  ['autoMatch', (v) => s.post('/api/bankRec/items/autoMatch', { accountId: ACCOUNT, from: v }), 'from'],
  ['openLines', (v) => s.get(`/api/bankRec/items/open?side=bank&accountId=${ACCOUNT}&from=${q(v)}`), 'from'],
  ['searchLedger', (v) => s.get(`${URLS.ledger}?dateFrom=${q(v)}`), 'dateFrom'],
];

/** Each route taking text: how to send a value, and the field path the answer must name. */
const textRoutes: [string, Call, string][] = [
  ['searchLedger q', (v) => s.get(`${URLS.ledger}?q=${q(v)}`), 'q'],
  ['searchLedger customer', (v) => s.get(`${URLS.ledger}?customer=${q(v)}`), 'customer'],
  ['clients search', (v) => s.get(`${URLS.clients}?search=${q(v)}`), 'search'],
  [
    'addUpdateClient',
    (v) => s.put(URLS.addUpdateClient, { pushInfo: { record: { coId: 'NUL1', coName: v } } }),
    'pushInfo.record.coName',
  ],
  [
    'newBankLedger',
    (v) =>
      s.post(URLS.newBankLedger, {
        data: {
          details: v,
          amount: '1.00',
          transactionDate: '2026-11-02',
          coName: 'B&J-01',
          account: 'Net Pay',
        },
      }),
    'data.details',
  ],
  ['openLines q', (v) => s.get(`/api/bankRec/items/open?side=ledger&accountId=${ACCOUNT}&q=${q(v)}`), 'q'],
  [
    'bankTransactions accountId',
    (v) => s.get(`/api/bankRec/items/bankTransactions?accountId=${q(v)}`),
    'accountId',
  ],
  ['matches accountId', (v) => s.get(`/api/bankRec/items/matches?accountId=${q(v)}`), 'accountId'],
  [
    'outstanding coId',
    (v) => s.post('/api/rec/items/subledgers/outstanding', { where: { coId: v } }),
    'where.coId',
  ],
  ['autoMatch accountId', (v) => s.post('/api/bankRec/items/autoMatch', { accountId: v }), 'accountId'],
  ['removeClient', (v) => s.put(URLS.removeClient(v)), 'coId'],
];

function expectRefused(res: LightMyRequestResponse, field: string) {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json() as { code: string; details: { path: string }[] };
  expect(body.code).toBe('validation_failed');
  expect(body.details.map((d) => d.path.replace(/^[a-z]+\./, ''))).toContain(field);
}

describe('dates that do not exist', () => {
  for (const [name, call, field] of dateRoutes) {
    it(`${name} refuses them with 400 naming ${field}`, async () => {
      for (const bad of BAD_DATES) expectRefused(await call(bad), field);
    });
  }

  it('still takes a real date', async () => {
    expect((await s.get('/api/bankRec/items/bankTransactions?from=2024-02-29')).statusCode).toBe(200);
  });
});

describe('text with control characters', () => {
  for (const [name, call, field] of textRoutes) {
    it(`${name} refuses NUL and other control characters with 400 naming ${field}`, async () => {
      expectRefused(await call(NUL), field);
      expectRefused(await call('a\u0007b'), field);
    });
  }

  it('keeps newlines and tabs where they are legitimate (a reason)', async () => {
    const res = await s.post('/api/bankRec/items/unmatch/00000000-0000-4000-8000-000000000000', {
      reason: 'line one\n\tline two',
    });
    expect(res.statusCode).toBe(404);
    expectRefused(
      await s.post('/api/bankRec/items/unmatch/00000000-0000-4000-8000-000000000000', { reason: NUL }),
      'reason',
    );
  });
});

describe('a value the database refuses', () => {
  it('is a 400 without the database text; any other database error stays a 500', async () => {
    const app = Fastify({ logger: false });
    installErrorHandler(app);
    app.get('/bad-date', async () => t.ctx.db.execute(sql`select ${'2026-02-30'}::date`));
    app.get('/nul', async () => t.ctx.db.execute(sql`select ${NUL}::text`));
    app.get('/bug', async () => t.ctx.db.execute(sql`select 1 / 0`));
    for (const url of ['/bad-date', '/nul']) {
      const res = await app.inject({ url });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'bad_request' });
      expect(res.body).not.toMatch(/date\/time|syntax|0x00/i);
    }
    expect((await app.inject({ url: '/bug' })).statusCode).toBe(500);
    await app.close();
  });
});
