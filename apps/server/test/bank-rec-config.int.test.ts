import { MESSAGES } from '@clearline/contracts';
import { isTaxAccount, RESERVED_REC_TYPES, resolveAccount, selectableRecTypes } from '@clearline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserConfig, type Session, sessionFor, URLS } from './bank-rec-fixtures';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let bankRec: Session;
beforeAll(async () => {
  t = await createTestApp();
  bankRec = await sessionFor(t, 'bankrec@demo.test');
});
afterAll(async () => t?.close());

describe('configuration calls (spec §7 shapes)', () => {
  it('ledgerConfig answers data.data.configDetails with bank accounts and ledgers', async () => {
    const res = await bankRec.get(URLS.ledgerConfig);
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      data: {
        configDetails: {
          bankAccounts: { name: string; accountId: string }[];
          ledgers: { ledgerId: string }[];
        }[];
        bankAccounts: { name: string; accountId: string }[];
      };
    };
    expect(body.data.configDetails.length).toBeGreaterThan(0);
    for (const detail of body.data.configDetails) {
      expect(detail.ledgers).toHaveLength(1);
      for (const account of detail.bankAccounts)
        expect(Object.keys(account).sort()).toEqual(['accountId', 'name']);
    }
    expect(body.data.bankAccounts.map((b) => b.name)).toEqual([
      'Operating',
      'Payroll Clearing',
      'Tax Impound',
    ]);
  });

  it('gives the domain what resolveAccount needs: account id, ledger id and the Tax ledger kind', async () => {
    const config = await browserConfig(bankRec);
    const federal = resolveAccount(config, 'Federal Tax');
    expect(federal).toEqual({
      accountName: 'Federal Tax',
      accountId: '4410029399',
      ledger: 'Tax',
      ledgerId: 'TAX',
    });
    expect(isTaxAccount(federal)).toBe(true);
    for (const name of ['State Withholding', 'State Unemployment', 'Local Tax']) {
      expect(isTaxAccount(resolveAccount(config, name))).toBe(true);
    }
    expect(isTaxAccount(resolveAccount(config, 'Net Pay'))).toBe(false);
  });

  it('ledgerParseCode answers data.data[0].accounts and transactionCodes, with 506 and 206', async () => {
    const res = await bankRec.post(URLS.parseCode, { select: { accounts: 1, transactionCodes: 1 } });
    expect(res.statusCode).toBe(200);
    const [first] = (res.json() as { data: [{ accounts: unknown[]; transactionCodes: unknown[] }] }).data;
    expect(first.accounts).toContainEqual({ accountName: 'Federal Tax', ledger: 'Tax' });
    expect(first.transactionCodes).toContainEqual({ transCode: '506', transDesc: 'Book Transfer Debit' });
    expect(first.transactionCodes).toContainEqual({ transCode: '206', transDesc: 'Book Transfer Credit' });
  });

  it('ledgerParseCode leaves out a list whose select flag is off', async () => {
    const res = await bankRec.post(URLS.parseCode, { select: { accounts: 0, transactionCodes: true } });
    const [first] = (res.json() as { data: [{ accounts: unknown[]; transactionCodes: unknown[] }] }).data;
    expect(first.accounts).toEqual([]);
    expect(first.transactionCodes.length).toBeGreaterThan(2);
  });

  it('tenantConfig answers an array whose first entry holds recType, reserved types included', async () => {
    const res = await bankRec.get(URLS.tenantConfig);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { recType: string[] }[];
    expect(Array.isArray(body)).toBe(true);
    const recTypes = body[0]?.recType ?? [];
    for (const reserved of RESERVED_REC_TYPES) expect(recTypes).toContain(reserved);
    expect(selectableRecTypes(recTypes)).toContain('Timing Difference');
    expect(selectableRecTypes(recTypes)).not.toContain('Aged Uncleared');
  });

  it('tenantConfig of a service with no configuration is an empty list; no service is a 400', async () => {
    const other = await bankRec.get('/api/rec/items/agent/tenantConfig?service=Other');
    expect((other.json() as { recType: string[] }[])[0]?.recType).toEqual([]);
    const missing = await bankRec.get('/api/rec/items/agent/tenantConfig');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'validation_failed',
      details: [{ path: 'querystring.service' }],
    });
  });

  it('getCompanyName answers data[].clients with every customer id and name', async () => {
    const res = await bankRec.get(URLS.companyNames);
    const body = res.json() as { clients: { coId: string; coName: string }[] }[];
    expect(body[0]?.clients.length).toBeGreaterThanOrEqual(60);
    expect(body[0]?.clients).toContainEqual({ coId: 'B&J-01', coName: 'B&J Bakery & Cafe' });
    const ids = body[0]?.clients.map((c) => c.coId) ?? [];
    expect([...ids].sort()).toEqual(ids);
  });
});

describe('who may call the bank-rec routes', () => {
  const line = {
    accountName: 'Net Pay',
    co: 'B&J-01',
    amount: '-1.00',
    details: 'x',
    transactionDate: '2026-01-02',
    transactionType: '506',
    nonbanking: false,
  };
  const calls: [string, (s: Session) => ReturnType<Session['get']>][] = [
    ['ledgerConfig', (s) => s.get(URLS.ledgerConfig)],
    ['ledgerParseCode', (s) => s.post(URLS.parseCode, { select: {} })],
    ['tenantConfig', (s) => s.get(URLS.tenantConfig)],
    ['getCompanyName', (s) => s.get(URLS.companyNames)],
    [
      'addUpdateClient',
      (s) => s.put(URLS.addUpdateClient, { pushInfo: { record: { coId: 'X1', coName: 'X' } } }),
    ],
    ['removeClient', (s) => s.put(URLS.removeClient('B&J-01'))],
    ['clients', (s) => s.get(URLS.clients)],
    ['newBankLedger', (s) => s.post(URLS.newBankLedger, { data: {} })],
    [
      'transferMoney',
      (s) =>
        s.post(URLS.transferMoney, {
          data: { payload: [line], transferHash: 'a'.repeat(64), nonBnkTransfer: false },
        }),
    ],
    ['search ledger', (s) => s.get(URLS.ledger)],
    ['ledger entry', (s) => s.get(URLS.entry('00000000-0000-4000-8000-000000000000'))],
    ['void', (s) => s.post(URLS.voidEntry('00000000-0000-4000-8000-000000000000'), { reason: 'x' })],
  ];

  /** The tenant calls serve both ledger areas (issue 12); every other bank-rec call is refused. */
  const tenantCalls = ['ledgerConfig', 'ledgerParseCode', 'tenantConfig'];

  it('refuses an employer-funds role (135) with 403 Unauthorized to perform operation', async () => {
    const ewa = await sessionFor(t, 'ewa@demo.test');
    for (const [name, call] of calls.filter(([name]) => !tenantCalls.includes(name))) {
      const res = await call(ewa);
      expect(res.statusCode, name).toBe(403);
      expect(res.json(), name).toMatchObject({ code: 'forbidden', message: MESSAGES.unauthorized });
    }
  });

  it('answers the tenant calls for an employer-funds role (135) too', async () => {
    const ewa = await sessionFor(t, 'ewa@demo.test');
    for (const [name, call] of calls.filter(([name]) => tenantCalls.includes(name))) {
      expect((await call(ewa)).statusCode, name).toBe(200);
    }
  });

  it('lets a bank-rec role (128) and a management role (110) in', async () => {
    const ops = await sessionFor(t, 'ops@demo.test');
    for (const s of [bankRec, ops]) {
      expect((await s.get(URLS.ledgerConfig)).statusCode).toBe(200);
      expect((await s.get(`${URLS.ledger}?limit=1`)).statusCode).toBe(200);
    }
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: URLS.ledgerConfig });
    expect(res.statusCode).toBe(401);
  });
});
