import { addDays, todayIso } from '@clearline/domain';
import { and, desc, eq, gt, lte, ne, sql } from 'drizzle-orm';
import { bankRecLedgerEntries } from '../../db/schema/index';
import { type BankDetail, bai2Month, nextBusinessDay } from '../../db/seed/demo-statements';
import type { AppContext } from '../../platform/context';
import { queryRows } from '../../platform/db';
import { badRequest } from '../../platform/errors';
import { bankRecReader } from '../bank-rec/index';

/** Lines a demo statement carries: few enough to follow on the page, enough to show auto-match at work. */
const DEMO_LINES = 6;

/**
 * Issue 19, /app/agentPanel/demo: a sample BAI2 statement of one bank-rec account, written as the bank
 * would report the account's newest open ledger lines clearing (same amount, the next business day, the
 * customer or check number as reference), plus the bank's own fee, which matches nothing. Pushed by the
 * demo's agent, it imports and auto-match confirms what it can.
 */
export class DemoService {
  constructor(private readonly ctx: AppContext) {}

  async statement(organizationId: string, accountId: string | undefined) {
    const accounts = (await bankRecReader.bankAccounts(this.ctx.db, organizationId)).filter(
      (a) => a.area === 'bankRec',
    );
    const asked = accountId ? accounts.filter((a) => a.accountId === accountId) : accounts;
    if (asked.length === 0)
      throw badRequest(
        accountId
          ? `No bank-rec account ${accountId} in this organisation.`
          : 'This organisation has no bank-rec account.',
      );
    const today = todayIso(
      this.ctx.now(),
      (await bankRecReader.config(this.ctx.db, organizationId)).timeZone,
    );
    // Without an account asked for, the first whose open entries the bank can still clear: the demo
    // certifies past months, and a line dated in a certified month would be refused.
    let account = asked[0] as (typeof asked)[number];
    let open = await this.openEntries(organizationId, account.accountId, today);
    for (const other of asked.slice(1)) {
      if (open.length > 0) break;
      account = other;
      open = await this.openEntries(organizationId, other.accountId, today);
    }
    const stamp = this.ctx.now().getTime();
    const items: BankDetail[] = open.map((e, i) => {
      const date = nextBusinessDay(e.checkNo ? addDays(e.transactionDate, 1) : e.transactionDate);
      return {
        date: date > today ? today : date,
        accountId: account.accountId,
        typeCode: e.checkNo ? '475' : e.amountMinor < 0 ? '455' : '165',
        amountMinor: e.amountMinor,
        bankRef: e.checkNo || `AG${String(stamp).slice(-8)}${i}`,
        customerRef: e.checkNo || e.coId,
        text: e.checkNo ? `CHECK ${e.checkNo}` : `ACH ${e.amountMinor < 0 ? 'DEBIT' : 'CREDIT'} ${e.coId}`,
      };
    });
    // The bank's own item: shown as the line auto-match leaves open.
    items.push({
      date: today,
      accountId: account.accountId,
      typeCode: '698',
      amountMinor: -(1_500 + (stamp % 900)),
      bankRef: `FEE${String(stamp).slice(-8)}`,
      customerRef: '',
      text: 'AGENT DEMO SERVICE CHARGE',
    });
    items.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    const months = [...new Set(items.map((i) => i.date.slice(0, 7)))];
    // One file per demo run: a month's file when all its lines fall in one month (the usual case).
    const month = months.at(-1) ?? today.slice(0, 7);
    const content = bai2Month(
      month,
      items,
      new Map([[account.accountId, 1_000_000_00]]),
      stamp % 1_000_000,
      'CLEARLINEAGENTDEMO',
    );
    return {
      data: {
        fileName: `agent-demo-${account.accountId}-${today}-${String(stamp).slice(-6)}.bai2`,
        accountId: account.accountId,
        lines: items.length,
        expectedMatches: open.length,
        content,
      },
    };
  }

  /** The account's latest open entries up to today, none dated in or before a locked (certified) month. */
  private async openEntries(organizationId: string, accountId: string, today: string) {
    const [lock] = await queryRows<{ through: string | null }>(
      this.ctx.db,
      sql`select reconciliation_locked_through(${organizationId}, ${accountId})::text as through`,
    );
    return this.ctx.db
      .select()
      .from(bankRecLedgerEntries)
      .where(
        and(
          eq(bankRecLedgerEntries.organizationId, organizationId),
          eq(bankRecLedgerEntries.area, 'bankRec'),
          eq(bankRecLedgerEntries.accountId, accountId),
          eq(bankRecLedgerEntries.status, 'open'),
          ne(bankRecLedgerEntries.account, 'State Withholding'),
          lte(bankRecLedgerEntries.transactionDate, today),
          ...(lock?.through ? [gt(bankRecLedgerEntries.transactionDate, lock.through)] : []),
        ),
      )
      .orderBy(desc(bankRecLedgerEntries.transactionDate), desc(bankRecLedgerEntries.id))
      .limit(DEMO_LINES);
  }
}
