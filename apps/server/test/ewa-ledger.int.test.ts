import type { LedgerConfig } from '@clearline/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  bankRecClients,
  bankRecLedgerEntries,
  bankRecTransfers,
  ewaPartners,
  memberships,
  organizations,
  users,
} from '../src/db/schema/index';
import { seedBankRecConfig } from '../src/db/seed/bank-rec-demo';
import { EWA_DEMO_CONFIG } from '../src/db/seed/ewa-demo-data';
import { accounts } from '../src/modules/auth/index';
import { type Session, sessionFor } from './bank-rec-fixtures';
import { DEMO, EWA_URLS, ewaConfig, ewaDraft, ewaTransferBody } from './ewa-fixtures';
import { createTestApp, type TestApp } from './harness';

/**
 * The employer-funds ledger through HTTP (issue 12): Add Transaction, transfers between employers, the
 * search ledger, void, notification counts, and organisation B's ids refused like missing ones.
 */

let t: TestApp;
let s: Session;
let b: Session;
let config: LedgerConfig;
const PASSWORD = 'Other-wage-1';
const harbor = { employer: DEMO.harbor, partner: DEMO.brightpay };
const cedar = { employer: DEMO.cedar, partner: DEMO.brightpay };
const summit = { employer: DEMO.summit, partner: DEMO.clearwage };

beforeAll(async () => {
  t = await createTestApp();
  s = await sessionFor(t, 'ewa@demo.test');
  config = await ewaConfig(s);
  // Organisation B: its own configuration, partner and employer, and an employer-funds user.
  const [org] = await t.ctx.db
    .insert(organizations)
    .values({
      name: 'Other Wage Access',
      settings: {
        features: { ewa: true },
        idle: { idleLogOut: 10, remainingTime: 2 },
        customerIdPattern: '^[A-Za-z0-9_&\\- ]+$',
        allowDelete: true,
      },
    })
    .returning({ id: organizations.id });
  const orgB = org?.id ?? '';
  const [user] = await t.ctx.db
    .insert(users)
    .values({
      email: 'ewa@other.test',
      passwordHash: await accounts.hashPassword(PASSWORD),
      displayName: 'B',
    })
    .returning({ id: users.id });
  await t.ctx.db
    .insert(memberships)
    .values({ userId: user?.id ?? '', organizationId: orgB, roleIds: [136], isDefault: true });
  await seedBankRecConfig(t.ctx.db, orgB, EWA_DEMO_CONFIG);
  await t.ctx.db.insert(ewaPartners).values({ organizationId: orgB, partner: 'BONLY', name: 'B Partner' });
  await t.ctx.db
    .insert(bankRecClients)
    .values({ organizationId: orgB, area: 'ewa', coId: 'BEMP', coName: 'B Employer', partner: 'BONLY' });
  b = await sessionFor(t, 'ewa@other.test', PASSWORD);
});
afterAll(async () => t?.close());

interface Entry {
  id: string;
  memo: string;
  amount: string;
  employer: string;
  employerName: string;
  partner: string;
  partnerName: string;
  accountName: string;
  ledgerId: string;
  accountId: string;
  sourceFile: string;
  lineNo: number;
  status: string;
  transferId: string | null;
  transactionDate: string;
}
const entryCount = async () => {
  const [row] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(bankRecLedgerEntries);
  return Number(row?.n ?? 0);
};
const transaction = (overrides: Record<string, unknown> = {}) => ({
  data: {
    memo: 'Extra funding call',
    details: 'Wire from employer',
    amount: '1250.5',
    transactionDate: '2026-02-10',
    employer: DEMO.harbor.toLowerCase(),
    employerName: 'Harbor Logistics',
    partner: DEMO.brightpay,
    partnerName: 'BrightPay Advance',
    accountName: 'Employer Funding',
    transactionType: 'employer funding credit',
    ...overrides,
  },
});
let added: Entry;

describe('newBankLedger (employer funds)', () => {
  it('adds a line: ledger and accounts from the configuration, ADDED and -1 by default, audited', async () => {
    const res = await s.post(EWA_URLS.newBankLedger, transaction());
    expect(res.statusCode).toBe(200);
    added = (res.json() as { data: Entry }).data;
    expect(added).toMatchObject({
      memo: 'Extra funding call',
      amount: '1250.50',
      employer: DEMO.harbor,
      employerName: 'Harbor Logistics',
      partner: DEMO.brightpay,
      partnerName: 'BrightPay Advance',
      ledgerId: 'EWAFUND',
      accountId: '5520047716',
      sourceFile: 'ADDED',
      lineNo: -1,
      status: 'open',
    });
    const audits = await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, added.id));
    expect(audits.map((a) => a.action)).toEqual(['ewa.ledger.created']);
  });

  it('refuses bad input with the field and writes nothing', async () => {
    const before = await entryCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: '10.123' }, 'data.amount'],
      [{ transactionDate: '1899-12-31' }, 'data.transactionDate'],
      [{ sourceDate: '2101-01-01' }, 'data.sourceDate'],
      [{ employer: '' }, 'data.employer'],
      [{ partner: '' }, 'data.partner'],
      [{ employer: 'NOSUCH' }, 'data.employer'],
      [{ partner: 'GHOST' }, 'data.partner'],
      [{ employer: DEMO.summit }, 'data.partner'],
      [{ employer: 'BEMP', partner: 'BONLY' }, 'data.employer'],
      [{ accountName: 'Federal Tax' }, 'data.accountName'],
    ];
    for (const [overrides, path] of cases) {
      const res = await s.post(EWA_URLS.newBankLedger, transaction(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      const paths = (res.json() as { details: { path: string }[] }).details.map((d) => d.path);
      expect(paths, JSON.stringify(overrides)).toContain(path);
    }
    expect(await entryCount()).toBe(before);
  });
});

describe('ewaTransferMoney', () => {
  let posted: { transfer: { id: string }; entries: Entry[] };
  it('posts a transfer between employers as linked lines summing to zero', async () => {
    const body = ewaTransferBody(config, ewaDraft(harbor, summit));
    const res = await s.post(EWA_URLS.ewaTransferMoney, body);
    expect(res.statusCode).toBe(200);
    posted = (res.json() as { data: typeof posted & { replayed: boolean } }).data;
    expect(posted.entries.map((e) => [e.employer, e.partner, e.amount])).toEqual([
      [DEMO.harbor, DEMO.brightpay, '-250.00'],
      [DEMO.summit, DEMO.clearwage, '250.00'],
    ]);
    expect(posted.entries.every((e) => e.transferId === posted.transfer.id)).toBe(true);
    const [row] = await t.ctx.db
      .select()
      .from(bankRecTransfers)
      .where(eq(bankRecTransfers.id, posted.transfer.id));
    expect(row?.area).toBe('ewa');
  });

  it('answers a replay with the original transfer and writes nothing; a reused hash is 409', async () => {
    const before = await entryCount();
    const body = ewaTransferBody(config, ewaDraft(harbor, summit));
    const replay = await s.post(EWA_URLS.ewaTransferMoney, body);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ data: { replayed: true, transfer: { id: posted.transfer.id } } });
    const other = ewaTransferBody(config, ewaDraft(harbor, cedar, '99.00'));
    const reused = await s.post(EWA_URLS.ewaTransferMoney, {
      data: { ...other.data, transferHash: body.data.transferHash },
    });
    expect(reused.statusCode).toBe(409);
    expect(await entryCount()).toBe(before);
  });

  it('refuses an unbalanced transfer, >2 decimals, a bad year, an employer of another partner, B ids', async () => {
    const before = await entryCount();
    const good = ewaTransferBody(config, ewaDraft(harbor, cedar, '10.00')).data;
    const line = (i: number, changes: Record<string, unknown>) =>
      good.payload.map((l, j) => (j === i ? { ...l, ...changes } : l));
    const bodies: [string, unknown][] = [
      ['unbalanced', { ...good, payload: line(1, { amount: '9.00' }) }],
      ['decimals', { ...good, payload: line(1, { amount: '10.001' }) }],
      ['year', { ...good, payload: line(0, { transactionDate: '2101-01-01' }) }],
      [
        'wrong partner',
        ewaTransferBody(config, ewaDraft(harbor, { employer: DEMO.summit, partner: DEMO.brightpay })).data,
      ],
      [
        'unknown employer',
        ewaTransferBody(config, ewaDraft(harbor, { employer: 'NOSUCH', partner: DEMO.brightpay })).data,
      ],
      [
        'organisation B',
        ewaTransferBody(config, ewaDraft(harbor, { employer: 'BEMP', partner: 'BONLY' })).data,
      ],
      ['wrong hash', { ...good, transferHash: 'b'.repeat(64) }],
    ];
    for (const [name, data] of bodies) {
      const res = await s.post(EWA_URLS.ewaTransferMoney, { data });
      expect(res.statusCode, name).toBe(400);
      expect((res.json() as { message: string }).message, name).toBeTruthy();
    }
    expect(await entryCount()).toBe(before);
  });
});

describe('search ledger (employer funds)', () => {
  type Page = {
    data: {
      rows: Entry[];
      total: number | null;
      totalExact: boolean;
      sumAmount: string | null;
      nextCursor: string | null;
    };
  };
  const search = async (query: string) => {
    const res = await s.get(`${EWA_URLS.ledger}?${query}`);
    expect(res.statusCode, query).toBe(200);
    return res.json() as Page;
  };

  it('filters by employer, partner, account, dates, amounts, source file and status, with totals', async () => {
    const byEmployer = await search(`employer=${DEMO.harbor}&limit=20`);
    expect(byEmployer.data.rows.length).toBe(20);
    expect(byEmployer.data.rows.every((r) => r.employer === DEMO.harbor)).toBe(true);
    expect(byEmployer.data.total).toBeGreaterThan(100);
    const byPartner = await search(
      `partner=${DEMO.clearwage}&account=Wage%20Advances&amountMax=-0.01&dateFrom=2026-01-01&dateTo=2026-12-31&status=open`,
    );
    expect(
      byPartner.data.rows.every((r) => r.partner === DEMO.clearwage && r.accountName === 'Wage Advances'),
    ).toBe(true);
    expect(byPartner.data.rows.every((r) => Number(r.amount) < 0 && r.transactionDate >= '2026-01-01')).toBe(
      true,
    );
    const added1 = await search(
      `employer=${DEMO.harbor}&sourceFile=ADDED&amountMin=1250.50&amountMax=1250.50&dateFrom=2026-02-10&dateTo=2026-02-10`,
    );
    expect(added1.data.rows.map((r) => r.id)).toEqual([added.id]);
    expect(added1.data).toMatchObject({ total: 1, totalExact: true, sumAmount: '1250.50' });
  });

  it('finds words of details, sorts by employer and pages with the cursor', async () => {
    const words = await search('q=wire%20employer');
    expect(words.data.rows.map((r) => r.id)).toContain(added.id);
    const first = await search('sort=employer&limit=3');
    expect(first.data.nextCursor).not.toBeNull();
    const next = await search(`sort=employer&limit=3&cursor=${first.data.nextCursor}`);
    const employers = [...first.data.rows, ...next.data.rows].map((r) => r.employer);
    expect(employers).toEqual([...employers].sort());
    expect(new Set([...first.data.rows, ...next.data.rows].map((r) => r.id)).size).toBe(6);
  });

  it("never shows bank-rec lines, nor another organisation's", async () => {
    const fromB = (await b.get(`${EWA_URLS.ledger}?employer=${DEMO.harbor}`)).json() as Page;
    expect(fromB.data.rows).toEqual([]);
    expect((await b.get(EWA_URLS.entry(added.id))).statusCode).toBe(404);
    const bankRec = await sessionFor(t, 'ops@demo.test');
    // ops is management in both organisations; in the bureau the employer-funds search is empty.
    const inBureau = (await bankRec.get(EWA_URLS.ledger)).json() as Page;
    expect(inBureau.data.rows).toEqual([]);
  });
});

describe('void and notification counts', () => {
  it('reads and voids an entry of the area; counts open employer-funds lines', async () => {
    expect((await s.get(EWA_URLS.entry(added.id))).json()).toMatchObject({ data: { id: added.id } });
    const counts = (await s.get(EWA_URLS.notification)).json() as {
      data: { ewaSubledgerRec: number; ewaPendingResolve: number; ewaLedger: number }[];
    };
    const before = counts.data[0]?.ewaLedger ?? 0;
    expect(before).toBeGreaterThan(10_000);
    expect(counts.data[0]?.ewaSubledgerRec).toBeGreaterThan(0);
    const voided = await s.post(EWA_URLS.voidEntry(added.id), { reason: 'Posted twice' });
    expect(voided.statusCode).toBe(200);
    expect(voided.json()).toMatchObject({ data: { entries: [{ id: added.id, status: 'void' }] } });
    const after = (await s.get(EWA_URLS.notification)).json() as { data: { ewaLedger: number }[] };
    expect(after.data[0]?.ewaLedger).toBe(before - 1);
  });
});
