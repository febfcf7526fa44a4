import { currentQuarter, REQUIRED_FIELDS_HINT } from '@clearline/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bankRecLedgerEntries, matchSuggestions, organizations } from '../src/db/schema/index';
import { DEMO_BUREAU } from '../src/db/seed/demo';
import { type PageRequest, searchPage } from '../src/modules/bank-rec/ledger-search.repository';

const ZERO_UUID = '00000000-0000-0000-0000-000000000000';

import { clock } from '../src/platform/clock';
import { type Session, sessionFor, URLS } from './bank-rec-fixtures';
import { DEMO_ZONE, monthsBack } from './calendar';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let s: Session;
beforeAll(async () => {
  t = await createTestApp();
  s = await sessionFor(t, 'bankrec@demo.test');
});
afterAll(async () => t?.close());

type Entry = Record<string, unknown> & { id: string; status: string; amount: string };
const post = (data: Record<string, unknown>) => s.post(URLS.newBankLedger, { data });
/** A month well inside the demo's two years, whatever today is. */
const HALF_YEAR_AGO = monthsBack(6);

const base = {
  checkNo: '',
  details: 'Manual tax adjustment',
  amount: '-125.50',
  // Last month: inside the demo's two years on any day, and never a month the tests certify.
  transactionDate: `${monthsBack(1)}-02`,
  coName: 'b&j-01',
  account: 'Federal Tax',
  addNew: true,
  autoMatch: true,
};

describe('newBankLedger', () => {
  it('stores a tax-account transaction with the configuration’s ledger fields, status open, source manual', async () => {
    const res = await post({
      ...base,
      ledger: 'Wrong',
      ledgerId: 'WRONG',
      accountId: '999',
      transactionType: 'preauthorized ach debit',
      taxType: 'Federal',
      taxCode: '941',
      taxConfirmation: '270712345678901',
      quarter: 'Current Quarter',
    });
    expect(res.statusCode).toBe(200);
    const entry = (res.json() as { data: Entry }).data;
    expect(entry).toMatchObject({
      amount: '-125.50',
      coName: 'B&J-01',
      clientName: 'B&J Bakery & Cafe',
      account: 'Federal Tax',
      ledger: 'Tax',
      ledgerId: 'TAX',
      accountId: '4410029399',
      transactionType: 'Preauthorized ACH Debit',
      taxType: 'Federal',
      taxCode: '941',
      quarter: currentQuarter(clock(), DEMO_ZONE),
      status: 'open',
      source: 'manual',
      autoMatch: true,
    });
    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'bankRec.ledger.created'), eq(auditLog.entityId, entry.id)));
    expect(audit).toHaveLength(1);
    expect((await s.get(URLS.entry(entry.id))).json()).toEqual({ data: entry });
  });

  it('clears the tax code and tax type on a non-tax account; accepts a JSON number amount', async () => {
    const res = await post({ ...base, account: 'Net Pay', amount: 12.5, taxCode: '941', taxType: 'Federal' });
    expect((res.json() as { data: Entry }).data).toMatchObject({
      amount: '12.50',
      taxCode: '',
      taxType: '',
      ledger: 'Net Pay',
    });
  });

  it("stores a reconciling item with its type as status 'reconciling'", async () => {
    const res = await post({ ...base, manualCheck: true, recType: 'timing difference' });
    expect((res.json() as { data: Entry }).data).toMatchObject({
      status: 'reconciling',
      manualCheck: true,
      recType: 'Timing Difference',
    });
  });

  it('refuses reserved or unknown reconciling types, unknown accounts, customers and transaction types', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ recType: 'Aged Uncleared', manualCheck: true }, 'data.recType'],
      [{ recType: 'Negative Liabilities' }, 'data.recType'],
      [{ recType: 'Not a type' }, 'data.recType'],
      [{ account: 'No Such Account' }, 'data.account'],
      [{ coName: 'NOSUCH' }, 'data.coName'],
      [{ transactionType: 'Teleport' }, 'data.transactionType'],
      [{ taxType: 'Galactic' }, 'data.taxType'],
      [{ quarter: 'Q1 2017' }, 'data.quarter'],
      [{ transactionDate: '1899-12-31' }, 'data.transactionDate'],
      [{ transactionDate: '2026-02-30' }, 'data.transactionDate'],
      [{ amount: '12,00' }, 'data.amount'],
      [{ amount: 'abc' }, 'data.amount'],
      [{ amount: 1e20 }, 'data.amount'],
    ];
    for (const [change, path] of cases) {
      const res = await post({ ...base, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json(), JSON.stringify(change)).toMatchObject({
        code: 'validation_failed',
        details: [{ path }],
      });
    }
  });

  it('refuses 0.00 and amounts past 999,999,999.99 with a message about each (issue 10 item 13)', async () => {
    const cases: [unknown, string][] = [
      ['0.00', 'Amount must not be 0.00'],
      [0, 'Amount must not be 0.00'],
      ['9999999999999.99', 'Amount must be at most 999,999,999.99'],
      [9999999999999.99, 'Amount must be at most 999,999,999.99'],
      ['12345678901234567', 'Amount must be at most 999,999,999.99'],
      ['-1000000000.00', 'Amount must be at most 999,999,999.99'],
    ];
    for (const [amount, message] of cases) {
      const res = await post({ ...base, amount });
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json(), String(amount)).toMatchObject({ details: [{ path: 'data.amount', message }] });
    }
    const largest = await post({ ...base, amount: '-999999999.99', details: 'Largest manual entry' });
    expect(largest.statusCode).toBe(200);
    expect((largest.json() as { data: Entry }).data.amount).toBe('-999999999.99');
  });

  it('lists every missing required field with the spec hint, and refuses a body of the wrong shape', async () => {
    const res = await post({});
    expect(res.statusCode).toBe(400);
    const body = res.json() as { message: string; details: { path: string }[] };
    expect(body.message).toBe(REQUIRED_FIELDS_HINT);
    expect(body.details.map((d) => d.path).sort()).toEqual(
      ['data.account', 'data.amount', 'data.coName', 'data.details', 'data.transactionDate'].sort(),
    );
    for (const payload of [{}, { data: 'x' }, { data: { manualCheck: 'yes' } }, { data: { amount: {} } }]) {
      expect((await s.post(URLS.newBankLedger, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('ledger entry and void', () => {
  it('answers 404 for an unknown id and 400 for one that is not a uuid', async () => {
    expect((await s.get(URLS.entry('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
    expect((await s.get(URLS.entry('not-a-uuid'))).statusCode).toBe(400);
  });

  it('voids with a reason (audited, never deleted) and refuses a second void', async () => {
    const created = (await post({ ...base, details: 'To be voided' })).json() as { data: Entry };
    expect((await s.post(URLS.voidEntry(created.data.id), { reason: '  ' })).statusCode).toBe(400);
    const res = await s.post(URLS.voidEntry(created.data.id), { reason: 'Entered twice' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: { entries: Entry[] } }).data.entries[0]).toMatchObject({
      status: 'void',
      voidReason: 'Entered twice',
    });
    expect((await s.post(URLS.voidEntry(created.data.id), { reason: 'again' })).statusCode).toBe(409);
    const stored = await t.ctx.db
      .select()
      .from(bankRecLedgerEntries)
      .where(eq(bankRecLedgerEntries.id, created.data.id));
    expect(stored).toHaveLength(1);
    const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'bankRec.ledger.voided'));
    expect(audit.some((a) => a.entityId === created.data.id)).toBe(true);
  });

  it('the notification counts follow a new entry and its void at once (one pass over the ledger)', async () => {
    type Counts = { data: { ledger: number; subledgerRec: number }[] };
    const counts = async () => ((await s.get('/api/bankRec/items/notification')).json() as Counts).data[0];
    const exact = async () => {
      const [row] = await t.ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(bankRecLedgerEntries)
        .innerJoin(organizations, eq(organizations.id, bankRecLedgerEntries.organizationId))
        .where(and(eq(organizations.name, DEMO_BUREAU), eq(bankRecLedgerEntries.status, 'open')));
      return row?.n;
    };
    const before = await counts();
    expect(before?.ledger).toBe(await exact());
    // Dated years back: aged as well as open.
    const created = (await post({ ...base, details: 'Counted', transactionDate: '2024-01-02' })).json() as {
      data: Entry;
    };
    expect(await counts()).toEqual({
      ...before,
      ledger: (before?.ledger ?? 0) + 1,
      subledgerRec: (before?.subledgerRec ?? 0) + 1,
    });
    expect((await s.post(URLS.voidEntry(created.data.id), { reason: 'Counted once' })).statusCode).toBe(200);
    expect(await counts()).toEqual(before);
  });

  it('refuses to void a matched entry', async () => {
    const [open] = await t.ctx.db
      .select({ id: bankRecLedgerEntries.id })
      .from(bankRecLedgerEntries)
      .where(eq(bankRecLedgerEntries.status, 'open'))
      .limit(1);
    // Stands in for a match made by the matching engine.
    const [matched] = await t.ctx.db
      .update(bankRecLedgerEntries)
      .set({ status: 'matched' })
      .where(eq(bankRecLedgerEntries.id, open?.id ?? ''))
      .returning({ id: bankRecLedgerEntries.id });
    const res = await s.post(URLS.voidEntry(matched?.id ?? ''), { reason: 'x' });
    expect(res.statusCode).toBe(409);
  });
});

describe('a voided entry leaves balances, open items and matching candidates (issue 10 item 13)', () => {
  const ACCOUNT = '4410029399';
  const openIds = async () => {
    const res = await s.get(`/api/bankRec/items/open?side=ledger&accountId=${ACCOUNT}&q=voidable&limit=1000`);
    return ((res.json() as { data: { rows: { id: string }[] } }).data.rows ?? []).map((r) => r.id);
  };
  const panelBook = async () => {
    const res = await s.get(`/api/bankRec/items/panel?month=${monthsBack(1)}&accountId=${ACCOUNT}`);
    return JSON.stringify(res.json());
  };

  it('drops out of the open lines and the panel, stays in the search ledger marked void', async () => {
    const before = await panelBook();
    const created = (
      await post({ ...base, account: 'Federal Tax', details: 'voidable federal entry', amount: '-77.01' })
    ).json() as { data: Entry };
    expect(created.data.accountId).toBe(ACCOUNT);
    expect(await openIds()).toContain(created.data.id);
    expect(await panelBook()).not.toBe(before);

    const voided = await s.post(URLS.voidEntry(created.data.id), { reason: 'Keyed on the wrong account' });
    expect(voided.statusCode).toBe(200);
    expect(await openIds()).not.toContain(created.data.id);
    expect(await panelBook()).toBe(before);
    const listed = (await s.get(`${URLS.ledger}?q=voidable&status=void`)).json() as {
      data: { rows: Entry[] };
    };
    expect(listed.data.rows.map((r) => [r.id, r.status, r.voidReason])).toContainEqual([
      created.data.id,
      'void',
      'Keyed on the wrong account',
    ]);
  });

  it('takes back the pending suggestions it was part of', async () => {
    const created = (
      await post({ ...base, account: 'Federal Tax', details: 'voidable suggested entry', amount: '-88.02' })
    ).json() as { data: Entry };
    const [entry] = await t.ctx.db
      .select({ org: bankRecLedgerEntries.organizationId })
      .from(bankRecLedgerEntries)
      .where(eq(bankRecLedgerEntries.id, created.data.id));
    // Stands in for a suggestion of the auto-match job.
    const [suggestion] = await t.ctx.db
      .insert(matchSuggestions)
      .values({
        organizationId: entry?.org ?? '',
        accountId: ACCOUNT,
        ruleId: 'test',
        score: 60,
        bankIds: [],
        ledgerIds: [created.data.id],
      })
      .returning({ id: matchSuggestions.id });
    const listed = async () =>
      (
        (await s.get('/api/bankRec/items/suggestions?limit=500')).json() as {
          data: { rows: { id: string }[] };
        }
      ).data.rows.map((r) => r.id);
    expect(await listed()).toContain(suggestion?.id);

    const res = await s.post(URLS.voidEntry(created.data.id), { reason: 'Not a real payment' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await listed()).not.toContain(suggestion?.id);
    expect((await s.post(`/api/bankRec/items/suggestions/${suggestion?.id}/accept`, {})).statusCode).toBe(
      409,
    );
  });
});

describe('search ledger', () => {
  type Page = {
    data: {
      rows: Entry[];
      total: number | null;
      totalExact: boolean;
      sumAmount: string | null;
      nextCursor: string | null;
      page: number | null;
    };
  };
  const search = async (query: string) => {
    const res = await s.get(`${URLS.ledger}?${query}`);
    expect(res.statusCode, `${query}: ${res.body.slice(0, 300)}`).toBe(200);
    return res.json() as Page;
  };
  const cents = (amount: string) => Math.round(Number(amount) * 100);

  it('filters by customer, account, bank account, ledger, status, dates, amounts, type and text', async () => {
    const checks: [string, (e: Entry) => boolean][] = [
      ['customer=st%20marks', (e) => e.coName === 'ST MARKS'],
      ['account=Local%20Tax', (e) => e.account === 'Local Tax'],
      ['bankAccount=4410029381', (e) => e.accountId === '4410029381'],
      ['ledgerId=FEES', (e) => e.ledgerId === 'FEES'],
      ['status=reconciling,void', (e) => e.status === 'reconciling' || e.status === 'void'],
      [
        `dateFrom=${HALF_YEAR_AGO}-01&dateTo=${HALF_YEAR_AGO}-28`,
        (e) => String(e.transactionDate).startsWith(HALF_YEAR_AGO),
      ],
      ['amountMin=-100&amountMax=100.5', (e) => cents(e.amount) >= -10000 && cents(e.amount) <= 10050],
      ['transactionType=check%20paid', (e) => e.transactionType === 'Check Paid'],
      ['q=EFTPS%20940', (e) => /eftps 940/i.test(String(e.details))],
      ['q=eftp*%20941', (e) => /\beftp/i.test(String(e.details)) && /\b941\b/.test(String(e.details))],
      ['source=transfer', (e) => e.source === 'transfer'],
    ];
    for (const [query, holds] of checks) {
      const page = await search(`${query}&limit=200`);
      expect(page.data.rows.length, query).toBeGreaterThan(0);
      for (const row of page.data.rows) expect(holds(row), `${query}: ${JSON.stringify(row)}`).toBe(true);
    }
  });

  it('answers search rows exactly as the single-entry call does', async () => {
    const page = await search('limit=20&status=void,reconciling');
    for (const row of page.data.rows) {
      expect((await s.get(URLS.entry(row.id))).json()).toEqual({ data: row });
    }
  });

  it('finds a check number by its words, and answers nothing for words nobody wrote', async () => {
    const [withCheck] = await t.ctx.db
      .select({ checkNo: bankRecLedgerEntries.checkNo })
      .from(bankRecLedgerEntries)
      .where(sql`${bankRecLedgerEntries.checkNo} <> ''`)
      .limit(1);
    const page = await search(`q=${withCheck?.checkNo}`);
    expect(page.data.rows.some((r) => r.checkNo === withCheck?.checkNo)).toBe(true);
    expect((await search('q=zzqxv&totals=true')).data.total).toBe(0);
    expect((await search('q=zzqxv')).data.total).toBeNull();
    expect((await search('q=eftp')).data.rows).toEqual([]);
  });

  it('pages a collected text search exactly as one that walks the sort index', async () => {
    const [org] = await t.ctx.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.name, DEMO_BUREAU));
    const filters = { area: 'bankRec' as const, words: [{ word: 'eftps', prefix: false }] };
    const requests: Omit<PageRequest, 'collectMatches' | 'filters'>[] = [
      { key: 'transactionDate', descending: true, limit: 5, offset: 0 },
      { key: 'amount', descending: false, limit: 5, offset: 5 },
      { key: 'customer', descending: true, limit: 4, offset: 2 },
      {
        key: 'transactionDate',
        descending: false,
        limit: 3,
        offset: 0,
        after: [`${HALF_YEAR_AGO}-15`, ZERO_UUID],
      },
    ];
    for (const request of requests) {
      const ids = async (collectMatches: boolean) =>
        (await searchPage(t.ctx.db, org?.id ?? '', { ...request, filters, collectMatches })).map((r) => r.id);
      const walked = await ids(false);
      expect(walked.length, JSON.stringify(request)).toBeGreaterThan(0);
      expect(await ids(true), JSON.stringify(request)).toEqual(walked);
    }
  });

  it('totals the filtered set exactly below the cap, and says when it stopped counting', async () => {
    const page = await search('customer=B%26J-01&account=Federal%20Tax&limit=5');
    const rows = await t.ctx.db
      .select({ n: sql<number>`count(*)::int`, sum: sql<string>`sum(amount_minor)::text` })
      .from(bankRecLedgerEntries)
      .where(and(eq(bankRecLedgerEntries.coId, 'B&J-01'), eq(bankRecLedgerEntries.account, 'Federal Tax')));
    expect(page.data.total).toBe(rows[0]?.n);
    expect(page.data.totalExact).toBe(true);
    expect(cents(page.data.sumAmount ?? '0')).toBe(Number(rows[0]?.sum));
    const all = await search('limit=1');
    expect(all.data).toMatchObject({ totalExact: false, sumAmount: null });
    expect(all.data.total).toBeGreaterThanOrEqual(10_000);
    const capped = await search('limit=1&totals=exact');
    expect(capped.data).toMatchObject({ total: 10_000, totalExact: false, sumAmount: null });
    const noTotals = await search('limit=1&totals=false');
    expect(noTotals.data.total).toBeNull();
  });

  it('sorts by a whitelisted column and pages by cursor without duplicates or gaps', async () => {
    for (const sort of ['-transactionDate', 'amount', 'customer']) {
      const query = `account=State%20Unemployment&sort=${sort}&limit=37`;
      const first = await search(query);
      const seen: Entry[] = [...first.data.rows];
      let cursor = first.data.nextCursor;
      while (cursor) {
        const next = await search(`${query}&cursor=${cursor}`);
        expect(next.data.total).toBeNull();
        seen.push(...next.data.rows);
        cursor = next.data.nextCursor;
      }
      expect(seen.length, sort).toBe(first.data.total);
      expect(new Set(seen.map((r) => r.id)).size, sort).toBe(seen.length);
      const keyOf = (e: Entry) =>
        sort === 'amount'
          ? cents(e.amount)
          : sort === 'customer'
            ? `${e.coName}|${e.transactionDate}`
            : String(e.transactionDate);
      for (let i = 1; i < seen.length; i += 1) {
        const [a, b] = [keyOf(seen[i - 1] as Entry), keyOf(seen[i] as Entry)];
        if (sort.startsWith('-')) expect(a >= b, `${sort} at ${i}`).toBe(true);
        else expect(a <= b, `${sort} at ${i}`).toBe(true);
      }
    }
  });

  it('gives the same rows by page number as by cursor', async () => {
    const query = 'customer=ST%20MARKS&limit=25';
    const first = await search(query);
    const byCursor = await search(`${query}&cursor=${first.data.nextCursor}`);
    const byPage = await search(`${query}&page=2`);
    expect(byPage.data.rows.map((r) => r.id)).toEqual(byCursor.data.rows.map((r) => r.id));
    expect(byPage.data.page).toBe(2);
  });

  it('refuses bad queries with 400 and field details', async () => {
    const first = await search('limit=2');
    for (const query of [
      'limit=0',
      'limit=201',
      'sort=details',
      'status=closed',
      'dateFrom=2026-13-01',
      'dateFrom=1800-01-01',
      'dateFrom=2026-02-01&dateTo=2026-01-01',
      'amountMin=ten',
      'page=201&limit=50',
      `page=2&cursor=${first.data.nextCursor}`,
      `sort=amount&cursor=${first.data.nextCursor}`,
      'cursor=bm90LWpzb24',
      'cursor=%24%24',
      `customer=${'x'.repeat(41)}`,
      `q=${'x'.repeat(101)}`,
    ]) {
      const res = await s.get(`${URLS.ledger}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect((res.json() as { details?: unknown[] }).details?.length, query).toBeGreaterThan(0);
    }
  });
});
