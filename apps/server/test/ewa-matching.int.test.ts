import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bankRecBankAccounts,
  bankRecClients,
  bankStatementBalances,
  bankTransactions,
  imports,
  memberships,
  users,
} from '../src/db/schema/index';
import { EWA_FUNDING_ACCOUNT, EWA_SETTLEMENT_ACCOUNT } from '../src/db/seed/ewa-demo-data';
import { accounts } from '../src/modules/auth/index';
import { queryRows } from '../src/platform/db';
import { pgErrorCode, UNIQUE_VIOLATION } from '../src/platform/errors';
import { type Session, sessionFor } from './bank-rec-fixtures';
import { DEMO, EWA_URLS } from './ewa-fixtures';
import { createTestApp, type TestApp } from './harness';

/**
 * Matching in the employer-funds area through HTTP (issue 13): auto-match with the area's rules over
 * funding credits, repayments, a partner's settlement debit and a fee; suggestions, a manual match with
 * an adjustment, unmatch, the panel and the counts; and the two areas kept apart inside one
 * organisation (a bank-rec account and user beside the employer-funds ones).
 */

let t: TestApp;
let ewa: Session;
let rec: Session;
let orgId: string;
const FUNDING = EWA_FUNDING_ACCOUNT.accountId;
const SETTLEMENT = EWA_SETTLEMENT_ACCOUNT.accountId;
/** A bank-rec account of the wage-access organisation: the other area, in the same organisation. */
const REC_ACCOUNT = '7770001111';
const api = '/api/employeeFunds/items';
const recApi = '/api/bankRec/items';
/** Before the demo's year of lines: these days hold only the lines this test adds. */
const MONTH = '2025-03';
const ids: Record<string, string> = {};

interface Match {
  id: string;
  ruleId: string;
  difference: string;
  status: string;
  adjustmentRecType: string | null;
  items: { side: string; id: string }[];
}
interface Suggestion {
  id: string;
  ruleId: string;
  difference: string;
  items: { side: string; id: string }[];
}
interface PanelAccount {
  accountId: string;
  bookBalance: string;
  matchedCount: number;
  openBankCount: number;
  openBankAmount: string;
  openLedgerCount: number;
  openLedgerAmount: string;
  adjustments: string;
  bankClosing: string | null;
  difference: string | null;
}

async function addLedgerLine(key: string, line: Record<string, string>) {
  const res = await ewa.post(`/api/employeeFunds/items/bankRecLedger/newBankLedger`, {
    data: { memo: key, partnerName: '', employerName: '', ...line },
  });
  expect(res.statusCode, res.body).toBe(200);
  ids[key] = (res.json() as { data: { id: string } }).data.id;
}

async function addBankLines(
  accountId: string,
  lines: [key: string, date: string, cents: number, text: string, extra?: Record<string, string>][],
  balances: { opening: number; closing: number } | null = null,
) {
  const [imp] = await t.ctx.db
    .insert(imports)
    .values({
      organizationId: orgId,
      area: accountId === REC_ACCOUNT ? 'bankRec' : 'ewa',
      kind: 'statement',
      fileName: `${accountId}.bai`,
      sha256: `${accountId}-${lines.length}`,
      sizeBytes: 100,
      status: 'Completed',
    })
    .returning({ id: imports.id });
  const importId = imp?.id ?? '';
  for (const [n, [key, date, cents, text, extra]] of lines.entries()) {
    const [row] = await t.ctx.db
      .insert(bankTransactions)
      .values({
        organizationId: orgId,
        accountId,
        importId,
        rowKey: `${key}-${date}`,
        valueDate: date,
        amountMinor: cents,
        currency: 'USD',
        text,
        extra: extra ?? {},
        line: n + 1,
      })
      .returning({ id: bankTransactions.id });
    ids[key] = row?.id ?? '';
  }
  if (balances) {
    const balance = (kind: string, date: string, amountMinor: number) => ({
      organizationId: orgId,
      accountId,
      importId,
      date,
      kind,
      code: kind === 'opening' ? '010' : '015',
      amountMinor,
      currency: 'USD',
    });
    await t.ctx.db
      .insert(bankStatementBalances)
      .values([
        balance('opening', `${MONTH}-01`, balances.opening),
        balance('closing', `${MONTH}-31`, balances.closing),
      ]);
  }
}

async function autoMatch(s: Session, prefix: string, accountId: string) {
  const queued = await s.post(`${prefix}/autoMatch`, {
    accountId,
    from: `${MONTH}-01`,
    to: `${MONTH}-31`,
  });
  expect(queued.statusCode, queued.body).toBe(202);
  const { jobId } = (queued.json() as { data: { jobId: string } }).data;
  await t.ctx.jobs.drain();
  const status = (await s.get(`${prefix}/autoMatch/${jobId}`)).json() as {
    data: { status: string; summary: { confirmed: number; suggested: number } };
  };
  expect(status.data.status).toBe('succeeded');
  return { jobId, ...status.data.summary };
}

const matchesOf = async (accountId: string) =>
  (
    (await ewa.get(`${api}/matches?accountId=${accountId}&status=confirmed`)).json() as {
      data: { rows: Match[] };
    }
  ).data.rows;
const lineIds = (m: { items: { side: string; id: string }[] }, side: string) =>
  m.items
    .filter((i) => i.side === side)
    .map((i) => i.id)
    .sort();
const keysOf = (...keys: string[]) => keys.map((k) => ids[k] ?? k).sort();
const counts = async () =>
  (
    (await ewa.get(EWA_URLS.notification)).json() as {
      data: { ewaPendingResolve: number; ewaLedger: number; ewaSubledgerRec: number }[];
    }
  ).data[0];
const panel = async (s: Session, prefix: string) =>
  ((await s.get(`${prefix}/panel?month=${MONTH}`)).json() as { data: { accounts: PanelAccount[] } }).data
    .accounts;

beforeAll(async () => {
  t = await createTestApp();
  ewa = await sessionFor(t, 'ewa@demo.test');
  const [membership] = await t.ctx.db
    .select({ organizationId: memberships.organizationId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(users.email, 'ewa@demo.test'));
  orgId = membership?.organizationId ?? '';
  // A bank-rec account and a bank-rec user in the same organisation: the other area, side by side.
  await t.ctx.db
    .insert(bankRecBankAccounts)
    .values({ organizationId: orgId, name: 'Operating', accountId: REC_ACCOUNT, area: 'bankRec' });
  const [user] = await t.ctx.db
    .insert(users)
    .values({
      email: 'rec@wage.test',
      passwordHash: await accounts.hashPassword('Rec-wage-pass-1'),
      displayName: 'Rec',
    })
    .returning({ id: users.id });
  await t.ctx.db
    .insert(memberships)
    .values({ userId: user?.id ?? '', organizationId: orgId, roleIds: [128], isDefault: true });
  rec = await sessionFor(t, 'rec@wage.test', 'Rec-wage-pass-1');

  // HARBORLOG's ACH description made its own (the demo gives two employers the same one).
  await t.ctx.db
    .update(bankRecClients)
    .set({ achDescription: 'HARBOR LOGISTICS EWA' })
    .where(
      and(
        eq(bankRecClients.organizationId, orgId),
        eq(bankRecClients.area, 'ewa'),
        eq(bankRecClients.coId, DEMO.harbor),
      ),
    );
  const [summit] = await t.ctx.db
    .select({ fein: bankRecClients.coFein })
    .from(bankRecClients)
    .where(and(eq(bankRecClients.organizationId, orgId), eq(bankRecClients.coId, DEMO.summit)));

  const line = (employer: string, partner: string, accountName: string, transactionType: string) =>
    ({ employer, partner, accountName, transactionType, details: `${accountName} ${employer}` }) as const;
  const funding = (e: string, p: string) => line(e, p, 'Employer Funding', 'Employer Funding Credit');
  const repayment = (e: string, p: string) => line(e, p, 'Payroll Repayments', 'Payroll Repayment Credit');
  const advance = (e: string, p: string) => line(e, p, 'Wage Advances', 'Wage Advance Debit');
  const fee = (e: string, p: string) => line(e, p, 'Program Fees', 'Program Fee');
  const at = (date: string, amount: string) => ({ transactionDate: date, amount });

  await addLedgerLine('fundHarbor', {
    ...funding(DEMO.harbor, DEMO.brightpay),
    ...at('2025-03-10', '4800.00'),
  });
  await addLedgerLine('fundCedar', {
    ...funding(DEMO.cedar, DEMO.brightpay),
    ...at('2025-03-10', '4800.00'),
  });
  await addLedgerLine('repay1', { ...repayment(DEMO.summit, DEMO.clearwage), ...at('2025-03-14', '100.00') });
  await addLedgerLine('repay2', { ...repayment(DEMO.summit, DEMO.clearwage), ...at('2025-03-14', '200.00') });
  await addLedgerLine('adv1', { ...advance(DEMO.harbor, DEMO.brightpay), ...at('2025-03-11', '-123.45') });
  await addLedgerLine('adv2', { ...advance(DEMO.cedar, DEMO.brightpay), ...at('2025-03-11', '-200.00') });
  await addLedgerLine('adv3', { ...advance(DEMO.harbor, DEMO.brightpay), ...at('2025-03-11', '-76.55') });
  await addLedgerLine('advOther', { ...advance(DEMO.summit, DEMO.clearwage), ...at('2025-03-11', '-50.00') });
  await addLedgerLine('fee', { ...fee(DEMO.cedar, DEMO.brightpay), ...at('2025-03-14', '-75.00') });

  await addBankLines(
    FUNDING,
    [
      ['bankFund', '2025-03-11', 480_000, 'ACH CREDIT HARBOR LOGISTICS EWA'],
      [
        'bankRepay',
        '2025-03-14',
        30_000,
        'PAYROLL DEDUCTIONS',
        { companyId: `1${(summit?.fein ?? '').replace('-', '')}` },
      ],
      ['bankStray', '2025-03-20', 99_999, 'INCOMING WIRE'],
    ],
    // Opening 0; closing = the month's lines.
    { opening: 0, closing: 480_000 + 30_000 + 99_999 },
  );
  await addBankLines(SETTLEMENT, [
    ['bankSettle', '2025-03-12', -40_000, 'ACH DEBIT BRIGHTPAY SETTLEMENT'],
    ['bankFee', '2025-03-14', -7_503, 'PROGRAM FEE'],
  ]);
  await addBankLines(REC_ACCOUNT, [['recLine', '2025-03-05', 12_345, 'DEPOSIT']]);
});
afterAll(async () => t?.close());

describe('employer-funds auto-match', () => {
  it("confirms the employer's funding credit and the repayment batch with the area's rules", async () => {
    const before = await counts();
    const run = await autoMatch(ewa, api, FUNDING);
    expect(run.confirmed).toBe(2);
    const rows = await matchesOf(FUNDING);
    const byRule = Object.fromEntries(rows.map((m) => [m.ruleId, m]));
    expect(Object.keys(byRule).sort()).toEqual(['employer-credit', 'repayment-batch']);
    expect(lineIds(byRule['employer-credit'] as Match, 'ledger')).toEqual(keysOf('fundHarbor'));
    expect(lineIds(byRule['repayment-batch'] as Match, 'bank')).toEqual(keysOf('bankRepay'));
    expect(lineIds(byRule['repayment-batch'] as Match, 'ledger')).toEqual(keysOf('repay1', 'repay2'));
    expect((await counts())?.ewaLedger).toBe((before?.ewaLedger ?? 0) - 3);
  });

  it("matches the partner's settlement debit to the day's advances and only suggests the fee", async () => {
    const run = await autoMatch(ewa, api, SETTLEMENT);
    expect(run).toMatchObject({ confirmed: 1, suggested: 1 });
    const [settlement] = await matchesOf(SETTLEMENT);
    expect(settlement?.ruleId).toBe('partner-settlement');
    expect(lineIds(settlement as Match, 'ledger')).toEqual(keysOf('adv1', 'adv2', 'adv3'));
    const suggestions = (
      (await ewa.get(`${api}/suggestions?accountId=${SETTLEMENT}`)).json() as { data: { rows: Suggestion[] } }
    ).data.rows;
    expect(suggestions.map((s) => [s.ruleId, s.difference])).toEqual([['fee-tolerance', '-0.03']]);
    expect((await counts())?.ewaPendingResolve).toBe(1);
  });

  it('accepts the fee suggestion with an adjustment, then matches and unmatches by hand', async () => {
    const [fee] = (
      (await ewa.get(`${api}/suggestions?accountId=${SETTLEMENT}`)).json() as { data: { rows: Suggestion[] } }
    ).data.rows;
    const bare = await ewa.post(`${api}/suggestions/${fee?.id}/accept`, {});
    expect(bare.statusCode).toBe(400);
    const accepted = await ewa.post(`${api}/suggestions/${fee?.id}/accept`, {
      adjustment: { recType: 'Timing Difference', reason: 'Bank charged three cents more' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((accepted.json() as { data: Match }).data).toMatchObject({
      difference: '-0.03',
      adjustmentRecType: 'Timing Difference',
    });
    expect((await counts())?.ewaPendingResolve).toBe(0);

    const manual = await ewa.post(`${api}/match`, {
      bankTransactionIds: [ids.bankStray],
      ledgerEntryIds: [ids.fundCedar],
      adjustment: { recType: 'Funding Shortfall', reason: 'Employer sent part of the funding' },
    });
    expect(manual.statusCode, manual.body).toBe(200);
    const made = (manual.json() as { data: Match }).data;
    expect(made.difference).toBe('-3800.01');
    const undone = await ewa.post(`${api}/unmatch/${made.id}`, { reason: 'Wrong employer' });
    expect(undone.statusCode).toBe(200);
    expect((undone.json() as { data: Match }).data.status).toBe('undone');
    const open = (
      (
        await ewa.get(`${api}/open?side=ledger&accountId=${FUNDING}&from=${MONTH}-01&to=${MONTH}-31`)
      ).json() as {
        data: { rows: { id: string }[] };
      }
    ).data.rows;
    expect(open.map((r) => r.id)).toEqual([ids.fundCedar]);
  });

  it('shows the panel of the area’s accounts: bank against book, the difference', async () => {
    const accounts = await panel(ewa, api);
    expect(accounts.map((a) => a.accountId)).toEqual([FUNDING, SETTLEMENT]);
    const funding = accounts.find((a) => a.accountId === FUNDING);
    expect(funding).toMatchObject({
      bookBalance: '9900.00',
      matchedCount: 2,
      openBankCount: 1,
      openBankAmount: '999.99',
      openLedgerCount: 1,
      openLedgerAmount: '4800.00',
      bankClosing: '6099.99',
      difference: '0.00',
    });
    const settlement = accounts.find((a) => a.accountId === SETTLEMENT);
    expect(settlement).toMatchObject({
      matchedCount: 2,
      openLedgerCount: 1,
      adjustments: '-0.03',
      bankClosing: null,
    });
  });
});

describe('the two areas of one organisation', () => {
  it('refuses each area’s calls to the other area’s users', async () => {
    expect((await rec.get(`${api}/panel`)).statusCode).toBe(403);
    expect((await rec.post(`${api}/autoMatch`, { accountId: FUNDING })).statusCode).toBe(403);
    expect((await ewa.get(`${recApi}/panel`)).statusCode).toBe(403);
  });

  it('answers another area’s bank account, lines, matches and runs like missing ones', async () => {
    // Bank-rec calls on employer-funds things.
    expect((await rec.post(`${recApi}/autoMatch`, { accountId: FUNDING })).statusCode).toBe(404);
    const ewaMatch = (await matchesOf(FUNDING))[0];
    expect((await rec.post(`${recApi}/unmatch/${ewaMatch?.id}`, { reason: 'x' })).statusCode).toBe(404);
    const crossed = await rec.post(`${recApi}/match`, {
      bankTransactionIds: [ids.recLine],
      ledgerEntryIds: [ids.fundCedar],
      adjustment: { recType: 'Timing Difference', reason: 'not allowed' },
    });
    expect(crossed.statusCode).toBe(404);
    const open = (
      (await rec.get(`${recApi}/open?side=bank&accountId=${FUNDING}`)).json() as { data: { total: number } }
    ).data;
    expect(open.total).toBe(0);
    expect(((await rec.get(`${recApi}/matches`)).json() as { data: { total: number } }).data.total).toBe(0);
    expect((await panel(rec, recApi)).map((a) => a.accountId)).toEqual([REC_ACCOUNT]);
    const recCounts = (
      (await rec.get(`${recApi}/notification`)).json() as {
        data: { otherAccounts: number; pendingResolve: number }[];
      }
    ).data[0];
    expect(recCounts).toMatchObject({ otherAccounts: 1, pendingResolve: 0 });

    // Employer-funds calls on the bank-rec account.
    expect((await ewa.post(`${api}/autoMatch`, { accountId: REC_ACCOUNT })).statusCode).toBe(404);
    const { jobId } = await autoMatch(rec, recApi, REC_ACCOUNT);
    expect((await ewa.get(`${api}/autoMatch/${jobId}`)).statusCode).toBe(404);
    expect((await panel(ewa, api)).map((a) => a.accountId)).not.toContain(REC_ACCOUNT);
  });

  it('never lets a line claimed in one area’s match be claimed again, whoever writes it', async () => {
    const [held] = await matchesOf(FUNDING);
    const ledgerId = lineIds(held as Match, 'ledger')[0] ?? '';
    // Straight into the table, as a bank-rec match on the organisation's bank-rec account.
    const claim = queryRows(
      t.ctx.db,
      sql`with m as (
            insert into matches (organization_id, account_id, kind, status, rule_id, score, reasons,
                                 bank_total_minor, ledger_total_minor, difference_minor)
            values (${orgId}, ${REC_ACCOUNT}, 'manual', 'confirmed', 'manual', 100, '[]', 0, 0, 0)
            returning id)
          insert into match_items (match_id, organization_id, side, ledger_entry_id, amount_minor, snapshot, live)
          select m.id, ${orgId}, 'ledger', ${ledgerId}, 0, '{}', true from m`,
    );
    const refused = await claim.then(
      () => null,
      (error: unknown) => error,
    );
    // The partial unique index on live items, not some other constraint, refuses it.
    expect(pgErrorCode(refused)).toBe(UNIQUE_VIOLATION);
  });
});
