import type { LedgerConfig } from '@clearline/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bankRecClients,
  bankRecLedgerEntries,
  memberships,
  organizations,
  users,
} from '../src/db/schema/index';
import { seedBankRecConfig } from '../src/db/seed/bank-rec-demo';
import { accounts } from '../src/modules/auth/index';
import {
  bankingDraft,
  browserConfig,
  type Session,
  sessionFor,
  transferBody,
  URLS,
} from './bank-rec-fixtures';
import { createTestApp, type TestApp } from './harness';

/** Organisation A is the demo bureau; organisation B is made here, with its own configuration and user. */
let t: TestApp;
let a: Session;
let b: Session;
let orgB: string;
let entryOfA: { id: string; coId: string; status: string };
let configA: LedgerConfig;
const PASSWORD = 'Other-bureau-1';

beforeAll(async () => {
  t = await createTestApp();
  const [org] = await t.ctx.db
    .insert(organizations)
    .values({
      name: 'Other Bureau',
      settings: {
        features: { bankRec: true },
        idle: { idleLogOut: 10, remainingTime: 2 },
        customerIdPattern: '^[A-Za-z0-9_&\\- ]+$',
        allowDelete: true,
      },
    })
    .returning({ id: organizations.id });
  orgB = org?.id ?? '';
  const [user] = await t.ctx.db
    .insert(users)
    .values({
      email: 'rec@other.test',
      passwordHash: await accounts.hashPassword(PASSWORD),
      displayName: 'Other Rec',
    })
    .returning({ id: users.id });
  await t.ctx.db
    .insert(memberships)
    .values({ userId: user?.id ?? '', organizationId: orgB, roleIds: [128], isDefault: true });
  await seedBankRecConfig(t.ctx.db, orgB);
  a = await sessionFor(t, 'bankrec@demo.test');
  b = await sessionFor(t, 'rec@other.test', PASSWORD);
  configA = await browserConfig(a);
  const [row] = await t.ctx.db
    .select({
      id: bankRecLedgerEntries.id,
      coId: bankRecLedgerEntries.coId,
      status: bankRecLedgerEntries.status,
    })
    .from(bankRecLedgerEntries)
    .where(eq(bankRecLedgerEntries.status, 'open'))
    .limit(1);
  if (!row) throw new Error('demo data has no open entry');
  entryOfA = row;
});
afterAll(async () => t?.close());

describe('organisation isolation', () => {
  it("shows B none of A's customers or entries", async () => {
    const names = (await b.get(URLS.companyNames)).json() as { clients: unknown[] }[];
    expect(names[0]?.clients).toEqual([]);
    const list = (await b.get(URLS.clients)).json() as { data: { total: number } };
    expect(list.data.total).toBe(0);
    const ledger = (await b.get(URLS.ledger)).json() as { data: { rows: unknown[]; total: number } };
    expect(ledger.data).toMatchObject({ rows: [], total: 0 });
    const byCustomer = (
      await b.get(`${URLS.ledger}?customer=${encodeURIComponent(entryOfA.coId)}`)
    ).json() as {
      data: { total: number };
    };
    expect(byCustomer.data.total).toBe(0);
    expect((await b.get(URLS.entry(entryOfA.id))).statusCode).toBe(404);
  });

  it("lets B change nothing of A's: void, delete, edit", async () => {
    expect((await b.post(URLS.voidEntry(entryOfA.id), { reason: 'not mine' })).statusCode).toBe(404);
    expect((await b.put(URLS.removeClient(entryOfA.coId))).statusCode).toBe(404);
    const edit = await b.put(URLS.addUpdateClient, {
      pushInfo: { record: { coId: entryOfA.coId, coName: 'Hijacked', edited: true } },
    });
    expect(edit.json()).toMatchObject({ data: { reload: true, reason: 'notFound' } });
    const [still] = await t.ctx.db
      .select({ status: bankRecLedgerEntries.status })
      .from(bankRecLedgerEntries)
      .where(eq(bankRecLedgerEntries.id, entryOfA.id));
    expect(still?.status).toBe(entryOfA.status);
    const [client] = await t.ctx.db
      .select({ coName: bankRecClients.coName })
      .from(bankRecClients)
      .where(eq(bankRecClients.coId, entryOfA.coId));
    expect(client?.coName).not.toBe('Hijacked');
  });

  it("refuses B a ledger entry or transfer naming A's customers", async () => {
    const entry = await b.post(URLS.newBankLedger, {
      data: {
        amount: '10.00',
        details: 'x',
        transactionDate: '2026-11-02',
        coName: 'B&J-01',
        account: 'Net Pay',
      },
    });
    expect(entry.statusCode).toBe(400);
    expect(entry.json()).toMatchObject({ details: [{ path: 'data.coName' }] });
    const configB = await browserConfig(b);
    const res = await b.post(
      URLS.transferMoney,
      transferBody(configB, bankingDraft({ details: 'Cross tenant' })),
    );
    expect(res.statusCode).toBe(400);
  });

  it('keeps customer ids and transfer hashes per organisation', async () => {
    for (const [coId, coName] of [
      ['B&J-01', 'Other B&J'],
      ['ST MARKS', 'Other St Marks'],
    ]) {
      const saved = await b.put(URLS.addUpdateClient, { pushInfo: { record: { coId, coName } } });
      expect(Array.isArray((saved.json() as { data: unknown }).data)).toBe(true);
    }
    const draft = bankingDraft({ details: 'Same hash in two bureaus' });
    const bodyA = transferBody(configA, draft);
    const bodyB = transferBody(await browserConfig(b), draft);
    expect(bodyB.data.transferHash).toBe(bodyA.data.transferHash);
    const postedA = (await a.post(URLS.transferMoney, bodyA)).json() as { data: { replayed: boolean } };
    const postedB = (await b.post(URLS.transferMoney, bodyB)).json() as { data: { replayed: boolean } };
    expect([postedA.data.replayed, postedB.data.replayed]).toEqual([false, false]);
    const [countB] = await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(bankRecLedgerEntries)
      .where(and(eq(bankRecLedgerEntries.organizationId, orgB)));
    expect(Number(countB?.n)).toBe(3);
    const seenByA = (await a.get(`${URLS.clients}?search=Other`)).json() as { data: { total: number } };
    expect(seenByA.data.total).toBe(0);
  });
});
