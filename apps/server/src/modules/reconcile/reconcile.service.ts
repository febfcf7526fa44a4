import type { EwaNotificationCounts, NotificationCounts, OpenLine, PanelAccount } from '@clearline/contracts';
import { addDays, daysInMonth, minorToDecimalString, parseDecimalToMinor, todayIso } from '@clearline/domain';
import type { LedgerArea } from '@clearline/domain/areas';
import { reconciliationDifference } from '@clearline/domain/reports';
import type { AppContext } from '../../platform/context';
import { bankRecReader } from '../bank-rec/index';
import type { CoverageService } from './coverage.service';
import * as repo from './reconcile.repository';

const money = (text: string | null) => (text === null ? null : minorToDecimalString(Number(text)));
/** 'Cents' of a sum the database added up: exact while below 2^53 (far above any account's total). */
const minorOf = (text: string) => Number(text);

/** Read side of reconciliation: the open-lines windows, the monthly panel, the notification counts. */
/** Issue 19: each account's days whose balances disagree with their lines in a month (the balances module). */
export type BalanceCheck = (
  organizationId: string,
  monthStart: string,
  monthEnd: string,
) => Promise<Map<string, { flaggedDays: number; difference: string }>>;

export class ReconcileService {
  private balanceCheck: BalanceCheck | undefined;

  constructor(
    private readonly ctx: AppContext,
    private readonly coverage: CoverageService,
  ) {}

  /** The panel shows each account's balance check (app.ts hands it the balances module's, built later). */
  useBalanceCheck(check: BalanceCheck): void {
    this.balanceCheck = check;
  }

  /** Open lines of one of the area's bank accounts (another area's account has none for it). */
  async openLines(
    organizationId: string,
    area: LedgerArea,
    query: {
      side: 'bank' | 'ledger';
      accountId: string;
      from?: string | undefined;
      to?: string | undefined;
      q?: string | undefined;
      direction?: 'in' | 'out' | undefined;
      offset: number;
      limit: number;
    },
  ) {
    const filter: repo.OpenLineFilter = {
      side: query.side,
      area,
      accountId: query.accountId,
      from: query.from,
      to: query.to,
      direction: query.direction,
    };
    const q = query.q?.trim() ?? '';
    // An amount typed with or without a sign and thousands separators: '1,250.00' finds both directions.
    const amount = /^-?[\d,]+(\.\d{1,2})?$/.test(q) ? parseDecimalToMinor(q.replaceAll(',', '')) : null;
    if (amount?.ok) {
      filter.amountMinor = amount.minor;
      filter.anySign = !q.startsWith('-');
    } else if (q !== '') {
      filter.words = q;
    }
    const { rows, total, totalMinor } = await repo.openLines(
      this.ctx.db,
      organizationId,
      filter,
      query.offset,
      query.limit,
    );
    const lines: OpenLine[] = rows.map((r) => ({
      id: r.id,
      side: query.side,
      date: r.date,
      amount: minorToDecimalString(minorOf(r.amount)),
      amountMinor: minorOf(r.amount),
      text: r.text,
      reference: r.reference,
      coId: r.co_id,
      account: r.account,
      transactionType: r.transaction_type,
      taxType: r.tax_type,
    }));
    return { data: { rows: lines, total, totalAmount: minorToDecimalString(minorOf(totalMinor)) } };
  }

  /** The monthly panel of the area's bank accounts. */
  async panel(
    organizationId: string,
    area: LedgerArea,
    query: { month?: string | undefined; accountId?: string | undefined },
  ) {
    const config = await bankRecReader.config(this.ctx.db, organizationId, area);
    const month = query.month ?? todayIso(this.ctx.now(), config.timeZone).slice(0, 7);
    const [year, monthNumber] = month.split('-').map(Number) as [number, number];
    const monthStart = `${month}-01`;
    const monthEnd = `${month}-${String(daysInMonth(year, monthNumber)).padStart(2, '0')}`;
    const rows = await repo.panelRows(
      this.ctx.db,
      organizationId,
      area,
      monthStart,
      monthEnd,
      query.accountId,
    );
    const flags = this.balanceCheck ? await this.balanceCheck(organizationId, monthStart, monthEnd) : null;
    const accounts: PanelAccount[] = rows.map((r) => {
      const difference = reconciliationDifference({
        bankClosing: r.bank_closing === null ? null : minorOf(r.bank_closing),
        bookBalance: minorOf(r.book_balance),
        openBank: minorOf(r.open_bank_amount),
        openLedger: minorOf(r.open_ledger_amount),
        adjustments: minorOf(r.adjustments),
      });
      return {
        accountId: r.account_id,
        accountName: r.account_name,
        bankOpening: money(r.bank_opening),
        bankClosing: money(r.bank_closing),
        bookBalance: minorToDecimalString(minorOf(r.book_balance)),
        matchedCount: r.matched_count,
        matchedAmount: minorToDecimalString(minorOf(r.matched_amount)),
        openBankCount: r.open_bank_count,
        openBankAmount: minorToDecimalString(minorOf(r.open_bank_amount)),
        openLedgerCount: r.open_ledger_count,
        reconcilingCount: r.reconciling_count,
        openLedgerAmount: minorToDecimalString(minorOf(r.open_ledger_amount)),
        adjustments: minorToDecimalString(minorOf(r.adjustments)),
        difference: difference === null ? null : minorToDecimalString(difference),
        ...(flags ? { balanceCheck: flags.get(r.account_id) ?? null } : {}),
      };
    });
    return { data: { month, accounts } };
  }

  /**
   * GET /api/employeeFunds/items/notification: the sub-ledger queue is the employers short of funds as of
   * today (funds coverage); suggestions and open lines as for bank-rec, over the employer-funds lines.
   */
  async ewaNotificationCounts(organizationId: string): Promise<{ data: EwaNotificationCounts[] }> {
    const config = await bankRecReader.config(this.ctx.db, organizationId, 'ewa');
    const agedBefore = addDays(todayIso(this.ctx.now(), config.timeZone), -config.agedDays);
    const [row, short] = await Promise.all([
      repo.notificationCounts(this.ctx.db, organizationId, agedBefore, 'ewa'),
      this.coverage.shortEmployerCount(organizationId),
    ]);
    return {
      data: [
        {
          ewaSubledgerRec: short,
          ewaPendingResolve: row?.pending ?? 0,
          ewaLedger: row?.open_ledger ?? 0,
        },
      ],
    };
  }

  /**
   * The clerk's queue of a ledger area (issue 15's dashboards and Home): the notification counts' one
   * statement, with the aged-uncleared age and "today" of the area's configuration.
   */
  async queueCounts(organizationId: string, area: LedgerArea) {
    const config = await bankRecReader.config(this.ctx.db, organizationId, area);
    const today = todayIso(this.ctx.now(), config.timeZone);
    const row = await repo.notificationCounts(
      this.ctx.db,
      organizationId,
      addDays(today, -config.agedDays),
      area,
    );
    return {
      today,
      timeZone: config.timeZone,
      agedDays: config.agedDays,
      openBankLines: row?.open_bank ?? 0,
      openLedgerItems: row?.open_ledger ?? 0,
      suggestions: row?.pending ?? 0,
      agedItems: row?.aged ?? 0,
    };
  }

  async notificationCounts(organizationId: string): Promise<{ data: NotificationCounts[] }> {
    const config = await bankRecReader.config(this.ctx.db, organizationId);
    const agedBefore = addDays(todayIso(this.ctx.now(), config.timeZone), -config.agedDays);
    const row = await repo.notificationCounts(this.ctx.db, organizationId, agedBefore, 'bankRec');
    return {
      data: [
        {
          otherAccounts: row?.open_bank ?? 0,
          subledgerRec: row?.aged ?? 0,
          pendingResolve: row?.pending ?? 0,
          ledger: row?.open_ledger ?? 0,
        },
      ],
    };
  }
}
