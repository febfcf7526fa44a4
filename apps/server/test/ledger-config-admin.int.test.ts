import { resolveAccount } from '@clearline/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bai2File } from '../../../packages/domain/src/statements/bai2/builder.test-util';
import {
  auditLog,
  bankRecBankAccounts,
  bankRecTransactionCodes,
  recReconcilingTypes,
} from '../src/db/schema/index';
import { DEMO_WAGE_ACCESS } from '../src/db/seed/demo';
import { browserConfig, organizationIdOf, type Session, sessionFor, URLS } from './bank-rec-fixtures';
import { authed, createTestApp, json, type TestApp } from './harness';

// Issue 17: the ledger configuration editor's calls and refusals.
let t: TestApp;
let ops: Session;
let bankrec: Session;
const BASE = '/api/admin/ledgerConfig';

beforeAll(async () => {
  t = await createTestApp();
  await t.ctx.jobs.start();
  ops = await sessionFor(t, 'ops@demo.test');
  bankrec = await sessionFor(t, 'bankrec@demo.test');
});
afterAll(async () => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (s: Session, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: authed(s.token), ...(payload ? { payload } : {}) });

interface Config {
  bankAccounts: { id: string; name: string; accountId: string; area: string }[];
  ledgers: { id: string; ledgerId: string; name: string; area: string | null }[];
  ledgerAccounts: {
    id: string;
    accountName: string;
    ledger: string;
    tax: boolean;
    ledgerId: string;
    accountId: string;
  }[];
  transactionCodes: { id: string; transCode: string; transDesc: string }[];
  recTypes: { id: string; area: string; name: string; systemAssigned: boolean }[];
}
const config = async () => json<Config>(await call(ops, 'GET', BASE));

/** Adds a row and answers its id (the call must succeed). */
async function add(kind: string, body: object): Promise<string> {
  const res = await call(ops, 'POST', `${BASE}/${kind}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return json<{ id: string }>(res).id;
}

const postEntry = (data: Record<string, unknown>) =>
  ops.post(URLS.newBankLedger, {
    data: {
      checkNo: '',
      details: 'Ledger config test',
      amount: '-10.00',
      transactionDate: '2026-11-02',
      coName: 'B&J-01',
      addNew: true,
      autoMatch: false,
      ...data,
    },
  });

/** Uploads a bank file as a clerk would and waits for its import to settle. */
async function importStatement(fileName: string, text: string) {
  const boundary = '----clearline-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/bankRec/items/fileImport',
    payload: Buffer.concat([Buffer.from(head), Buffer.from(text), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { ...authed(bankrec.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  const importId = json<{ data: { importId: string } }>(uploaded).data.importId;
  for (let i = 0; i < 400; i++) {
    const res = await bankrec.get(`/api/bankRec/items/fileImport/${importId}`);
    const body = json<{ data: { status: string; msg: string; errorFlag: boolean } }>(res).data;
    if (body.status !== 'In Progress') return body;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('import did not finish in 20 s');
}

const auditOf = (action: string, entityId: string) =>
  t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

describe('who may edit the ledger configuration', () => {
  it('refuses a member without a management role on every call, and changes nothing', async () => {
    const before = await config();
    const id = before.bankAccounts[0]?.id ?? '';
    const calls: [Method, string, object?][] = [['GET', BASE]];
    for (const kind of ['bankAccounts', 'ledgers', 'ledgerAccounts', 'transactionCodes', 'recTypes']) {
      calls.push(['POST', `${BASE}/${kind}`, { name: 'X' }]);
      calls.push(['PUT', `${BASE}/${kind}/${id}`, { name: 'X' }]);
      calls.push(['DELETE', `${BASE}/${kind}/${id}`]);
    }
    for (const [method, url, body] of calls) {
      const res = await call(bankrec, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(json(res).message).toBe('Unauthorized to perform operation');
    }
    expect(await config()).toEqual(before);
  });

  it("answers another organisation's rows as not there, and leaves them as they were", async () => {
    const wage = await organizationIdOf(t, DEMO_WAGE_ACCESS);
    const [theirs] = await t.ctx.db
      .select()
      .from(bankRecBankAccounts)
      .where(eq(bankRecBankAccounts.organizationId, wage));
    const [theirCode] = await t.ctx.db
      .select()
      .from(bankRecTransactionCodes)
      .where(eq(bankRecTransactionCodes.organizationId, wage));
    const id = theirs?.id ?? '';
    const put = await call(ops, 'PUT', `${BASE}/bankAccounts/${id}`, {
      name: 'Taken',
      accountId: '77770000',
      area: 'ewa',
    });
    expect(put.statusCode).toBe(404);
    expect((await call(ops, 'DELETE', `${BASE}/bankAccounts/${id}`)).statusCode).toBe(404);
    expect((await call(ops, 'DELETE', `${BASE}/transactionCodes/${theirCode?.id}`)).statusCode).toBe(404);
    const [after] = await t.ctx.db.select().from(bankRecBankAccounts).where(eq(bankRecBankAccounts.id, id));
    expect(after).toEqual(theirs);
    const own = await config();
    expect(own.bankAccounts.map((b) => b.accountId)).not.toContain(theirs?.accountId);
    expect(own.transactionCodes.map((c) => c.id)).not.toContain(theirCode?.id);
  });
});

describe('reading the configuration', () => {
  it('lists every kind with ids, the Tax marker, each ledger’s area and the system-assigned types', async () => {
    const c = await config();
    expect(c.bankAccounts.map((b) => b.name)).toEqual(['Operating', 'Payroll Clearing', 'Tax Impound']);
    expect(c.ledgers.find((l) => l.ledgerId === 'TAX')).toMatchObject({
      name: 'Tax Liabilities',
      area: 'bankRec',
    });
    expect(c.ledgerAccounts.find((a) => a.accountName === 'Federal Tax')).toMatchObject({
      tax: true,
      ledgerId: 'TAX',
      accountId: '4410029399',
    });
    expect(c.ledgerAccounts.find((a) => a.accountName === 'Net Pay')?.tax).toBe(false);
    expect(c.transactionCodes).toContainEqual(expect.objectContaining({ transCode: '455' }));
    expect(c.recTypes).toContainEqual(
      expect.objectContaining({ area: 'bankRec', name: 'Aged Uncleared', systemAssigned: true }),
    );
  });
});

describe('bank accounts', () => {
  it('adds one that every reader sees at once, audited with what was added', async () => {
    const id = await add('bankAccounts', { name: ' Reserve ', accountId: '88001234', area: 'bankRec' });
    const readers = json<{ data: { bankAccounts: { name: string; accountId: string; area: string }[] } }>(
      await ops.get(URLS.ledgerConfig),
    );
    expect(readers.data.bankAccounts).toContainEqual({
      name: 'Reserve',
      accountId: '88001234',
      area: 'bankRec',
    });
    const [entry] = await auditOf('ledger_config.bank_account_added', id);
    expect(entry?.details).toEqual({
      before: null,
      after: { name: 'Reserve', accountId: '88001234', area: 'bankRec' },
    });
  });

  it('refuses a duplicate number or name (409) and a malformed one (400), changing nothing', async () => {
    const before = await config();
    const dupNumber = await call(ops, 'POST', `${BASE}/bankAccounts`, {
      name: 'Other',
      accountId: '4410029381',
      area: 'bankRec',
    });
    expect(dupNumber.statusCode).toBe(409);
    expect(json(dupNumber).message).toBe('Account number 4410029381 is already bank account Operating.');
    const dupName = await call(ops, 'POST', `${BASE}/bankAccounts`, {
      name: 'operating',
      accountId: '99990000',
      area: 'bankRec',
    });
    expect(dupName.statusCode).toBe(409);
    expect(json(dupName).message).toBe('There is already a bank account named operating.');
    for (const bad of [
      { name: 'X', accountId: '12 34', area: 'bankRec' },
      { name: 'X', accountId: '12345', area: 'other' },
      { name: '=HYPERLINK()', accountId: '12345', area: 'bankRec' },
      { name: 'a\u0000b', accountId: '12345', area: 'bankRec' },
      { name: 'x'.repeat(61), accountId: '12345', area: 'bankRec' },
      { name: '', accountId: '12345', area: 'bankRec' },
    ]) {
      const res = await call(ops, 'POST', `${BASE}/bankAccounts`, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await config()).toEqual(before);
  });

  it("lets an import resolve a statement's account added a moment ago; then refuses its removal, counted", async () => {
    const id = await add('bankAccounts', { name: 'Lockbox', accountId: '88002468', area: 'bankRec' });
    const file = bai2File({
      sender: '121000248',
      created: '261015',
      fileId: '7',
      groups: [
        {
          asOfDate: '261014',
          accounts: [
            {
              number: '88002468',
              summaries: [['015', 500000]],
              details: [
                { type: '475', amount: 2000, bankRef: 'LB1', text: 'LOCKBOX ONE' },
                { type: '475', amount: 3000, bankRef: 'LB2', text: 'LOCKBOX TWO' },
              ],
            },
          ],
        },
      ],
    });
    const done = await importStatement('lockbox.bai2', file);
    expect(done).toMatchObject({ status: 'Completed', msg: '2 records imported', errorFlag: false });
    const res = await call(ops, 'DELETE', `${BASE}/bankAccounts/${id}`);
    expect(json(res)).toMatchObject({
      status: 409,
      message:
        'Bank account Lockbox (88002468) is used by 2 bank lines and 1 statement balance; it cannot be removed.',
      uses: { 'bank lines': 2, 'statement balances': 1, 'ledger entries': 0 },
    });
    expect((await config()).bankAccounts.some((b) => b.id === id)).toBe(true);
  });
});

describe('ledgers and ledger accounts', () => {
  let bankId = '';
  let ledgerId = '';
  let accountId = '';
  let entryId = '';

  it('adds a ledger and an account on a new bank account; the dialogs resolve it at once', async () => {
    bankId = await add('bankAccounts', { name: 'Escrow', accountId: '88005555', area: 'bankRec' });
    ledgerId = await add('ledgers', { ledgerId: 'escrow', name: 'Escrow Ledger' });
    accountId = await add('ledgerAccounts', {
      accountName: 'Escrow Holding',
      ledger: 'Escrow',
      ledgerId: 'ESCROW',
      accountId: '88005555',
    });
    const c = await config();
    expect(c.ledgers.find((l) => l.id === ledgerId)).toMatchObject({ ledgerId: 'ESCROW', area: 'bankRec' });
    expect(resolveAccount(await browserConfig(ops), 'Escrow Holding')).toEqual({
      accountName: 'Escrow Holding',
      accountId: '88005555',
      ledger: 'Escrow',
      ledgerId: 'ESCROW',
    });
  });

  it('stores any spelling of the Tax marker as Tax', async () => {
    const id = await add('ledgerAccounts', {
      accountName: 'County Tax',
      ledger: 'TAX',
      ledgerId: 'TAX',
      accountId: '4410029399',
    });
    expect((await config()).ledgerAccounts.find((a) => a.id === id)).toMatchObject({
      ledger: 'Tax',
      tax: true,
    });
    expect((await call(ops, 'DELETE', `${BASE}/ledgerAccounts/${id}`)).statusCode).toBe(200);
  });

  it('refuses references that do not exist and an account of another area in a ledger', async () => {
    const before = await config();
    const ewaBank = await add('bankAccounts', { name: 'EWA Side', accountId: '99007777', area: 'ewa' });
    const cases: [object, string, string][] = [
      [
        { ledgerId: 'NOPE', accountId: '88005555' },
        'ledgerId',
        'There is no ledger NOPE in this organisation.',
      ],
      [
        { ledgerId: 'ESCROW', accountId: '5520047716' },
        'accountId',
        'There is no bank account with number 5520047716 in this organisation.',
      ],
      [
        { ledgerId: 'ESCROW', accountId: '99007777' },
        'accountId',
        'Ledger Escrow Ledger (ESCROW) holds Bank Rec accounts; bank account EWA Side (99007777) belongs to Employer Funds.',
      ],
    ];
    for (const [refs, path, message] of cases) {
      const res = await call(ops, 'POST', `${BASE}/ledgerAccounts`, {
        accountName: 'Stray',
        ledger: 'Misc',
        ...refs,
      });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({ message, details: [{ path, message }] });
    }
    const dup = await call(ops, 'POST', `${BASE}/ledgerAccounts`, {
      accountName: 'net pay',
      ledger: 'Net Pay',
      ledgerId: 'NETPAY',
      accountId: '4410029402',
    });
    expect(dup.statusCode).toBe(409);
    const dupLedger = await call(ops, 'POST', `${BASE}/ledgers`, { ledgerId: 'tax', name: 'Second Tax' });
    expect(json(dupLedger)).toMatchObject({
      status: 409,
      message: 'There is already a ledger TAX (Tax Liabilities).',
    });
    expect((await call(ops, 'DELETE', `${BASE}/bankAccounts/${ewaBank}`)).statusCode).toBe(200);
    expect(await config()).toEqual(before);
  });

  it('posts an entry with the new account; then its keys cannot change or go, and the refusals count the uses', async () => {
    const posted = await postEntry({ account: 'Escrow Holding', transactionType: '455' });
    expect(posted.statusCode, posted.body).toBe(200);
    const entry = json<{ data: { id: string; accountId: string; ledgerId: string; ledger: string } }>(
      posted,
    ).data;
    expect(entry).toMatchObject({ accountId: '88005555', ledgerId: 'ESCROW', ledger: 'Escrow' });
    entryId = entry.id;

    const removeBank = await call(ops, 'DELETE', `${BASE}/bankAccounts/${bankId}`);
    expect(json(removeBank)).toMatchObject({
      status: 409,
      message:
        'Bank account Escrow (88005555) is used by 1 ledger entry and 1 ledger account; it cannot be removed.',
      uses: { 'ledger entries': 1, 'ledger accounts': 1, 'bank lines': 0 },
    });
    const renumber = await call(ops, 'PUT', `${BASE}/bankAccounts/${bankId}`, {
      name: 'Escrow',
      accountId: '88006666',
      area: 'bankRec',
    });
    expect(json(renumber).message).toBe(
      'Bank account Escrow (88005555) is used by 1 ledger entry and 1 ledger account; its account number cannot change.',
    );
    const moveArea = await call(ops, 'PUT', `${BASE}/bankAccounts/${bankId}`, {
      name: 'Escrow',
      accountId: '88005555',
      area: 'ewa',
    });
    expect(moveArea.statusCode).toBe(409);
    const removeLedger = await call(ops, 'DELETE', `${BASE}/ledgers/${ledgerId}`);
    expect(json(removeLedger).message).toBe(
      'Ledger Escrow Ledger (ESCROW) is used by 1 ledger account and 1 ledger entry; it cannot be removed.',
    );
    const removeAccount = await call(ops, 'DELETE', `${BASE}/ledgerAccounts/${accountId}`);
    expect(json(removeAccount)).toMatchObject({
      status: 409,
      message: 'Ledger account Escrow Holding is used by 1 ledger entry; it cannot be removed.',
    });
    const rename = await call(ops, 'PUT', `${BASE}/ledgerAccounts/${accountId}`, {
      accountName: 'Escrow Held',
      ledger: 'Escrow',
      ledgerId: 'ESCROW',
      accountId: '88005555',
    });
    expect(rename.statusCode).toBe(409);
  });

  it('lets names and the ledger kind change; the posted entry keeps what it was posted with', async () => {
    const renamed = await call(ops, 'PUT', `${BASE}/bankAccounts/${bankId}`, {
      name: 'Escrow Trust',
      accountId: '88005555',
      area: 'bankRec',
    });
    expect(renamed.statusCode).toBe(200);
    const kind = await call(ops, 'PUT', `${BASE}/ledgerAccounts/${accountId}`, {
      accountName: 'Escrow Holding',
      ledger: 'Trust',
      ledgerId: 'ESCROW',
      accountId: '88005555',
    });
    expect(kind.statusCode).toBe(200);
    const [audit] = await auditOf('ledger_config.ledger_account_changed', accountId);
    expect(audit?.details).toMatchObject({ before: { ledger: 'Escrow' }, after: { ledger: 'Trust' } });
    const entry = json<{ data: { ledger: string; accountId: string } }>(
      await ops.get(URLS.entry(entryId)),
    ).data;
    expect(entry).toMatchObject({ ledger: 'Escrow', accountId: '88005555' });
    expect((await config()).bankAccounts.find((b) => b.id === bankId)?.name).toBe('Escrow Trust');
  });

  it('moves an unused account freely and removes what nothing uses', async () => {
    const spare = await add('bankAccounts', { name: 'Spare', accountId: '88009999', area: 'bankRec' });
    expect(
      (
        await call(ops, 'PUT', `${BASE}/bankAccounts/${spare}`, {
          name: 'Spare',
          accountId: '88009998',
          area: 'ewa',
        })
      ).statusCode,
    ).toBe(200);
    const removed = await call(ops, 'DELETE', `${BASE}/bankAccounts/${spare}`);
    expect(json(removed)).toEqual({ id: spare, removed: true });
    const [audit] = await auditOf('ledger_config.bank_account_removed', spare);
    expect(audit?.details).toMatchObject({ before: { accountId: '88009998', area: 'ewa' }, after: null });
    expect((await call(ops, 'DELETE', `${BASE}/bankAccounts/${spare}`)).statusCode).toBe(404);
  });
});

describe('transaction codes', () => {
  it('adds a code that parseCode lists at once; a duplicate code or description is refused', async () => {
    const id = await add('transactionCodes', { transCode: '277', transDesc: 'ZBA Credit' });
    const parse = json<{ data: [{ transactionCodes: { transCode: string; transDesc: string }[] }] }>(
      await ops.post(URLS.parseCode, { select: { transactionCodes: 1 } }),
    );
    expect(parse.data[0].transactionCodes).toContainEqual({ transCode: '277', transDesc: 'ZBA Credit' });
    const dup = await call(ops, 'POST', `${BASE}/transactionCodes`, { transCode: '455', transDesc: 'Other' });
    expect(json(dup)).toMatchObject({
      status: 409,
      message: 'Transaction code 455 already exists (Preauthorized ACH Debit).',
    });
    const dupDesc = await call(ops, 'POST', `${BASE}/transactionCodes`, {
      transCode: '999',
      transDesc: 'zba credit',
    });
    expect(dupDesc.statusCode).toBe(409);
    expect(
      (await call(ops, 'POST', `${BASE}/transactionCodes`, { transCode: '4 5', transDesc: 'X' })).statusCode,
    ).toBe(400);
    expect(
      (
        await call(ops, 'PUT', `${BASE}/transactionCodes/${id}`, {
          transCode: '278',
          transDesc: 'ZBA Credit',
        })
      ).statusCode,
    ).toBe(200);
    expect((await call(ops, 'DELETE', `${BASE}/transactionCodes/${id}`)).statusCode).toBe(200);
  });

  it('refuses renaming or removing a code entries carry; its description may change', async () => {
    const code = (await config()).transactionCodes.find((c) => c.transCode === '455');
    const removed = await call(ops, 'DELETE', `${BASE}/transactionCodes/${code?.id}`);
    expect(removed.statusCode).toBe(409);
    expect(json(removed).message).toMatch(
      /^Transaction code 455 \(Preauthorized ACH Debit\) is used by [\d,]+ ledger entr(y|ies); it cannot be removed\.$/,
    );
    const recoded = await call(ops, 'PUT', `${BASE}/transactionCodes/${code?.id}`, {
      transCode: '456',
      transDesc: 'Preauthorized ACH Debit',
    });
    expect(json(recoded).message).toMatch(/its code cannot change\.$/);
    const described = await call(ops, 'PUT', `${BASE}/transactionCodes/${code?.id}`, {
      transCode: '455',
      transDesc: 'ACH Debit (preauthorized)',
    });
    expect(described.statusCode).toBe(200);
    const [audit] = await auditOf('ledger_config.transaction_code_changed', code?.id ?? '');
    expect(audit?.details).toMatchObject({
      before: { transDesc: 'Preauthorized ACH Debit' },
      after: { transDesc: 'ACH Debit (preauthorized)' },
    });
  });
});

describe('reconciling types', () => {
  it('adds a type per area that tenantConfig of that service lists at once', async () => {
    await add('recTypes', { area: 'ewa', name: 'Partner Dispute' });
    await add('recTypes', { area: 'bankRec', name: 'Partner Dispute' });
    const ewa = json<{ recType: string[] }[]>(
      await ops.get('/api/rec/items/agent/tenantConfig?service=Employer%20Funds'),
    );
    expect(ewa[0]?.recType).toContain('Partner Dispute');
    const dup = await call(ops, 'POST', `${BASE}/recTypes`, { area: 'ewa', name: 'partner dispute' });
    expect(json(dup)).toMatchObject({
      status: 409,
      message: 'Employer Funds already has the reconciling type partner dispute.',
    });
  });

  it('keeps system-assigned types as they are and refuses their names', async () => {
    const aged = (await config()).recTypes.find((r) => r.name === 'Aged Uncleared' && r.area === 'bankRec');
    for (const res of [
      await call(ops, 'PUT', `${BASE}/recTypes/${aged?.id}`, { area: 'bankRec', name: 'Old' }),
      await call(ops, 'DELETE', `${BASE}/recTypes/${aged?.id}`),
      await call(ops, 'POST', `${BASE}/recTypes`, { area: 'bankRec', name: 'negative liabilities' }),
    ])
      expect(res.statusCode).toBe(409);
    const [row] = await t.ctx.db
      .select()
      .from(recReconcilingTypes)
      .where(eq(recReconcilingTypes.id, aged?.id ?? ''));
    expect(row?.name).toBe('Aged Uncleared');
  });

  it('refuses removing or renaming a type an entry carries', async () => {
    const id = await add('recTypes', { area: 'bankRec', name: 'Escheatment' });
    const posted = await postEntry({
      account: 'Net Pay',
      transactionType: '455',
      manualCheck: true,
      recType: 'Escheatment',
    });
    expect(posted.statusCode, posted.body).toBe(200);
    const removed = await call(ops, 'DELETE', `${BASE}/recTypes/${id}`);
    expect(json(removed).message).toBe(
      'Reconciling type Escheatment (Bank Rec) is used by 1 ledger entry; it cannot be removed.',
    );
    const renamed = await call(ops, 'PUT', `${BASE}/recTypes/${id}`, { area: 'bankRec', name: 'Unclaimed' });
    expect(renamed.statusCode).toBe(409);
  });
});
