import type { LedgerRecResponse, SubledgerLinesResponse, SubledgerRecResponse } from '@clearline/contracts';
import { addDays, type FundsLine, fundsCoverage, minorToDecimalString } from '@clearline/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { queryRows } from '../src/platform/db';
import { type Session, sessionFor } from './bank-rec-fixtures';
import { DEMO, EWA_URLS, ewaConfig, ewaDraft, ewaTransferBody } from './ewa-fixtures';
import { authed, createTestApp, type TestApp } from './harness';

/**
 * Employer-funds reconciliation through HTTP (issue 13): funds coverage per employer (subledgerRec), its
 * drill-down, the open items against the bank (ledgerRec), the sub-ledger queue and its notification.
 */

type Coverage = z.infer<typeof SubledgerRecResponse>['data'];
type Lines = z.infer<typeof SubledgerLinesResponse>['data'];
type LedgerRec = z.infer<typeof LedgerRecResponse>['data'];

const api = '/api/employeeFunds/items';
const URLS = {
  subledgerRec: (query = '') => `${api}/subledgerRec${query}`,
  lines: (employer: string, query = '') => `${api}/subledgerRec/${employer}/lines${query}`,
  ledgerRec: (query = '') => `${api}/ledgerRec${query}`,
  notifications: '/api/rec/items/agent/notification',
};

let t: TestApp;
let s: Session;
let wageOrg: string;
beforeAll(async () => {
  t = await createTestApp();
  s = await sessionFor(t, 'ewa@demo.test');
  const [org] = await queryRows<{ id: string }>(
    t.ctx.db,
    sql`select id from organizations where name = 'Demo Wage Access'`,
  );
  wageOrg = org?.id ?? '';
});
afterAll(async () => t?.close());

async function read<T>(session: Session, url: string): Promise<T> {
  const res = await session.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: T }).data;
}

/** The demo organisation's employer-funds lines, as the pure function takes them. */
async function linesByEmployer(): Promise<Map<string, FundsLine[]>> {
  const rows = await queryRows<{
    co_id: string;
    transaction_date: string;
    amount_minor: string;
    ledger: string;
    transaction_type: string;
    status: string;
  }>(
    t.ctx.db,
    sql`select co_id, transaction_date::text, amount_minor::text, ledger, transaction_type, status
          from bank_rec_ledger_entries where organization_id = ${wageOrg} and area = 'ewa'`,
  );
  const map = new Map<string, FundsLine[]>();
  for (const r of rows) {
    const list = map.get(r.co_id) ?? [];
    list.push({
      transactionDate: r.transaction_date,
      amountMinor: Number(r.amount_minor),
      ledger: r.ledger,
      transactionType: r.transaction_type,
      void: r.status === 'void',
    });
    map.set(r.co_id, list);
  }
  return map;
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

describe('subledgerRec: funds coverage per employer', () => {
  it('agrees with the domain rule for every employer, on several dates, short employers first', async () => {
    const byEmployer = await linesByEmployer();
    const today = (await read<Coverage>(s, URLS.subledgerRec())).asOf;
    for (const asOf of [today, addDays(today, -45), addDays(today, -200)]) {
      const page = await read<Coverage>(s, URLS.subledgerRec(`?asOf=${asOf}&limit=500`));
      expect(page.rows.length).toBe(page.total);
      for (const row of page.rows) {
        const expected = fundsCoverage(byEmployer.get(row.employer) ?? [], asOf);
        expect(row, `${row.employer} as of ${asOf}`).toMatchObject({
          funded: minorToDecimalString(expected.funded),
          advanced: minorToDecimalString(expected.advanced),
          repaid: minorToDecimalString(expected.repaid),
          fees: minorToDecimalString(expected.fees),
          balance: minorToDecimalString(expected.balance),
          short: expected.short,
          shortfall: minorToDecimalString(expected.shortfall),
          shortSince: expected.shortSince,
          lastActivity: expected.lastActivity,
          lines: expected.lines,
        });
      }
      // Short first, largest shortfall first, then by employer id.
      const shortRows = page.rows.filter((r) => r.short);
      expect(page.rows.slice(0, shortRows.length)).toEqual(shortRows);
      const shortfalls = shortRows.map((r) => cents(r.shortfall));
      expect(shortfalls).toEqual([...shortfalls].sort((a, b) => b - a));
      const rest = page.rows.slice(shortRows.length).map((r) => r.employer);
      expect(rest).toEqual([...rest].sort());
      expect(page.totals.shortEmployers).toBe(shortRows.length);
      expect(cents(page.totals.balance)).toBe(page.rows.reduce((sum, r) => sum + cents(r.balance), 0));
    }
  });

  it('has short employers in the demo, filters by status, partner and search, and pages', async () => {
    const all = await read<Coverage>(s, URLS.subledgerRec('?limit=500'));
    expect(all.totals.shortEmployers).toBeGreaterThanOrEqual(2);
    const short = await read<Coverage>(s, URLS.subledgerRec('?status=short'));
    expect(short.total).toBe(all.totals.shortEmployers);
    expect(short.rows.every((r) => r.short && r.shortSince !== null)).toBe(true);
    const bright = await read<Coverage>(s, URLS.subledgerRec(`?partner=${DEMO.brightpay}&limit=500`));
    expect(bright.rows.every((r) => r.partner === DEMO.brightpay)).toBe(true);
    expect(bright.rows.map((r) => r.employer)).toContain(DEMO.harbor);
    const harbor = await read<Coverage>(s, URLS.subledgerRec(`?search=${DEMO.harbor.toLowerCase()}`));
    expect(harbor.rows.map((r) => r.employer)).toEqual([DEMO.harbor]);
    const second = await read<Coverage>(s, URLS.subledgerRec('?limit=5&page=2'));
    expect(second.rows.map((r) => r.employer)).toEqual(all.rows.slice(5, 10).map((r) => r.employer));
    expect(second.totals).toEqual(all.totals);
  });

  it('refuses a date that does not exist', async () => {
    expect((await s.get(URLS.subledgerRec('?asOf=2026-02-30'))).statusCode).toBe(400);
  });
});

describe('subledgerRec drill-down', () => {
  it("lists an employer's lines with the running balance, ending at the employer's balance", async () => {
    const head = await read<Coverage>(s, URLS.subledgerRec(`?search=${DEMO.harbor.toLowerCase()}`));
    const asc = await read<Lines>(s, URLS.lines(DEMO.harbor, '?order=asc&limit=500'));
    expect(asc.balance).toBe(head.rows[0]?.balance);
    let running = 0;
    for (const line of asc.rows) {
      running += cents(line.amount);
      expect(cents(line.runningBalance)).toBe(running);
      expect(line.transactionDate <= asc.asOf).toBe(true);
    }
    if (asc.total <= 500) expect(minorToDecimalString(running)).toBe(asc.balance);
    const newest = await read<Lines>(s, URLS.lines(DEMO.harbor.toLowerCase(), '?limit=1'));
    expect(newest.rows[0]?.runningBalance).toBe(asc.balance);
    expect(newest.total).toBe(asc.total);
  });

  it('answers 404 for an employer the organisation does not have', async () => {
    expect((await s.get(URLS.lines('NOSUCH'))).statusCode).toBe(404);
  });
});

describe('ledgerRec: open items against the bank, aged', () => {
  beforeAll(async () => {
    // The demo's latest bank statements of the two employer-funds accounts, auto-matched as at first start.
    const { importDemoEwaFiles } = await import('../src/db/seed/demo-ewa-import');
    await importDemoEwaFiles(t.ctx, t.services.imports, { lastMonths: 2, autoMatch: t.services.autoMatch });
  });

  it('counts and sums the open items per side and bucket, and pages the lines oldest first', async () => {
    const rec = await read<LedgerRec>(s, URLS.ledgerRec('?limit=500'));
    for (const side of [rec.ledger, rec.bank]) {
      const buckets = Object.values(side.buckets);
      expect(buckets.reduce((n, b) => n + b.count, 0)).toBe(side.count);
      expect(buckets.reduce((n, b) => n + cents(b.amount), 0)).toBe(cents(side.amount));
    }
    expect(rec.total).toBe(rec.ledger.count + rec.bank.count);
    expect(rec.bank.count).toBeGreaterThan(0);
    expect(rec.byBankAccount.map((a) => a.accountName).sort()).toEqual(['EWA Funding', 'EWA Settlement']);
    expect(rec.byEmployer.reduce((n, r) => n + r.count, 0)).toBe(rec.ledger.count);
    expect(rec.byPartner.reduce((n, r) => n + r.count, 0)).toBe(rec.ledger.count);
    expect(rec.byBankAccount.reduce((n, r) => n + r.count, 0)).toBe(rec.bank.count);
    const dates = rec.rows.map((r) => r.date);
    expect(dates).toEqual([...dates].sort());
    for (const row of rec.rows) expect(row.ageDays).toBeGreaterThanOrEqual(0);
  });

  it('filters by employer (bank lines have none), by bucket and by side', async () => {
    const harbor = await read<LedgerRec>(s, URLS.ledgerRec(`?employer=${DEMO.harbor}`));
    expect(harbor.bank.count).toBe(0);
    expect(harbor.rows.every((r) => r.side === 'ledger' && r.employer === DEMO.harbor)).toBe(true);
    const all = await read<LedgerRec>(s, URLS.ledgerRec());
    const old = await read<LedgerRec>(s, URLS.ledgerRec('?ageBucket=90%2B&limit=500'));
    expect(old.ledger.count).toBe(all.ledger.buckets['90+'].count);
    expect(old.rows.every((r) => r.ageBucket === '90+' && r.ageDays > 90)).toBe(true);
    const bank = await read<LedgerRec>(s, URLS.ledgerRec('?side=bank'));
    expect(bank.ledger.count).toBe(0);
    expect(bank.bank.count).toBe(all.bank.count);
  });
});

describe('the sub-ledger queue and its notification', () => {
  const count = async (session: Session) =>
    ((await session.get(EWA_URLS.notification)).json() as { data: { ewaSubledgerRec: number }[] }).data[0]
      ?.ewaSubledgerRec;
  const shortNotes = async (session: Session) =>
    ((await session.get(URLS.notifications)).json() as { data: { details: string }[] }).data.filter((n) =>
      n.details.includes('short of funds'),
    );

  it('counts employers short today; an entry that makes one short adds one and tells the ewa users once', async () => {
    const coverage = await read<Coverage>(s, URLS.subledgerRec('?limit=500'));
    expect(await count(s)).toBe(coverage.totals.shortEmployers);
    const covered = coverage.rows.find((r) => !r.short && r.partner === DEMO.brightpay);
    if (!covered) throw new Error('the demo has a covered BrightPay employer');
    const bankRec = await sessionFor(t, 'bankrec@demo.test');
    const before = { ewa: (await shortNotes(s)).length, bankRec: (await shortNotes(bankRec)).length };
    const advance = (amount: string) =>
      s.post(EWA_URLS.newBankLedger, {
        data: {
          details: 'Wage advances',
          amount,
          transactionDate: coverage.asOf,
          employer: covered.employer,
          partner: DEMO.brightpay,
          accountName: 'Wage Advances',
          transactionType: 'Wage Advance Debit',
        },
      });
    const shortBy = cents(covered.balance) + 100;
    const res = await advance(minorToDecimalString(-shortBy));
    expect(res.statusCode, res.body).toBe(200);
    expect(await count(s)).toBe(coverage.totals.shortEmployers + 1);
    const notes = await shortNotes(s);
    expect(notes.length).toBe(before.ewa + 1);
    expect(notes.map((n) => n.details)).toContain(
      `Employer ${covered.employer} (${covered.employerName}) is short of funds by $1.00 since ${coverage.asOf}`,
    );
    expect((await shortNotes(bankRec)).length).toBe(before.bankRec);
    const row = (await read<Coverage>(s, URLS.subledgerRec(`?search=${covered.employer}`))).rows[0];
    expect(row).toMatchObject({ short: true, shortfall: '1.00', shortSince: coverage.asOf });

    // Deeper into the same shortfall: accepted, counted once, nobody told again.
    expect((await advance('-5.00')).statusCode).toBe(200);
    expect(await count(s)).toBe(coverage.totals.shortEmployers + 1);
    expect((await shortNotes(s)).length).toBe(before.ewa + 1);
  });

  it('tells the ewa users when a partner settlement file or a transfer leaves an employer short', async () => {
    const coverage = await read<Coverage>(s, URLS.subledgerRec('?limit=500'));
    const covered = coverage.rows.filter((r) => !r.short && cents(r.balance) > 500_00);
    const [byFile, byTransfer, receiver] = covered;
    if (!byFile || !byTransfer || !receiver) throw new Error('the demo has covered employers');
    const before = (await shortNotes(s)).length;

    const csv = `date,employer,worker,amount,type\n${coverage.asOf},${byFile.employer},W-9001,${minorToDecimalString(cents(byFile.balance) + 200)},advance\n`;
    const boundary = '----coverage-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="late-advances.csv"\r\nContent-Type: text/csv\r\n\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/employeeFunds/items/fileImport?kind=ledger&partner=${byFile.partner}`,
      payload: Buffer.concat([Buffer.from(head), Buffer.from(csv), Buffer.from(`\r\n--${boundary}--\r\n`)]),
      headers: { ...authed(s.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode, res.body).toBe(202);
    await t.ctx.jobs.drain();
    expect((await shortNotes(s)).map((n) => n.details)).toContain(
      `Employer ${byFile.employer} (${byFile.employerName}) is short of funds by $2.00 since ${coverage.asOf}`,
    );

    const config = await ewaConfig(s);
    const amount = minorToDecimalString(cents(byTransfer.balance) + 300);
    const body = ewaTransferBody(config, {
      ...ewaDraft(byTransfer, receiver, amount),
      transactionDate: coverage.asOf,
    });
    expect((await s.post(EWA_URLS.ewaTransferMoney, body)).statusCode).toBe(200);
    const notes = (await shortNotes(s)).map((n) => n.details);
    expect(notes).toContain(
      `Employer ${byTransfer.employer} (${byTransfer.employerName}) is short of funds by $3.00 since ${coverage.asOf}`,
    );
    expect(notes.length).toBe(before + 2);
    expect(await count(s)).toBe(coverage.totals.shortEmployers + 2);
  });
});

describe('voiding a line that leaves an employer short', () => {
  it('is accepted and tells the ewa users', async () => {
    const coverage = await read<Coverage>(s, URLS.subledgerRec('?limit=500'));
    const employer = coverage.rows.filter((r) => !r.short && r.partner === DEMO.clearwage).at(-1);
    if (!employer) throw new Error('the demo has a covered ClearWage employer');
    const post = async (amount: string, accountName: string, transactionType: string) => {
      const res = await s.post(EWA_URLS.newBankLedger, {
        data: {
          details: 'Coverage test',
          amount,
          transactionDate: coverage.asOf,
          employer: employer.employer,
          partner: employer.partner,
          accountName,
          transactionType,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { data: { id: string } }).data.id;
    };
    const funding = await post('100.00', 'Employer Funding', 'Employer Funding Credit');
    await post(
      minorToDecimalString(-(cents(employer.balance) + 50_00)),
      'Wage Advances',
      'Wage Advance Debit',
    );
    const notesOf = async () =>
      ((await s.get(URLS.notifications)).json() as { data: { details: string }[] }).data.map(
        (n) => n.details,
      );
    const before = await notesOf();
    expect(before.some((n) => n.startsWith(`Employer ${employer.employer} `))).toBe(false);
    expect((await s.post(EWA_URLS.voidEntry(funding), { reason: 'Credit never arrived' })).statusCode).toBe(
      200,
    );
    expect(await notesOf()).toContain(
      `Employer ${employer.employer} (${employer.employerName}) is short of funds by $50.00 since ${coverage.asOf}`,
    );
  });
});

describe('access and organisations', () => {
  it('refuses a bank-rec user with 403', async () => {
    const bankRec = await sessionFor(t, 'bankrec@demo.test');
    for (const url of [URLS.subledgerRec(), URLS.lines(DEMO.harbor), URLS.ledgerRec()]) {
      const res = await bankRec.get(url);
      expect(res.statusCode, url).toBe(403);
      expect((res.json() as { message: string }).message).toBe('Unauthorized to perform operation');
    }
  });

  it("shows only the caller's organisation: the bureau has no employers", async () => {
    const ops = await sessionFor(t, 'ops@demo.test');
    const bureau = await read<Coverage>(ops, URLS.subledgerRec());
    expect(bureau.total).toBe(0);
    expect(bureau.rows).toEqual([]);
    expect((await ops.get(URLS.lines(DEMO.harbor))).statusCode).toBe(404);
    const rec = await read<LedgerRec>(ops, URLS.ledgerRec());
    expect(rec.ledger.count + rec.bank.count).toBe(0);
  });
});
