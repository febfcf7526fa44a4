import type { AreaDashboard } from '@clearline/contracts';
import {
  AGING_BUCKETS,
  addDays,
  agingBucket,
  bucketFigures,
  minorToDecimalString,
  OPEN_ITEM_BUCKETS,
  openItemBucket,
  parseDecimalToMinor,
  todayIso,
} from '@clearline/domain';
import type { LedgerArea } from '@clearline/domain/areas';
import type { AppContext } from '../../platform/context';
import { bankRecReader } from '../bank-rec/index';
import type { DashboardsService } from '../dashboards/index';
import type { ReconcileService } from '../reconcile/index';
import * as repo from './area-dashboard.repository';

/** 'Cents' of a sum the database added up: exact while below 2^53 (far above any account's total). */
const minorOf = (text: string) => Number(text);

/** A month's difference that is not 0.00 (null: no closing balance yet, nothing to compare). */
export function hasDifference(difference: string | null): boolean {
  if (difference === null) return false;
  const parsed = parseDecimalToMinor(difference);
  return !parsed.ok || parsed.minor !== 0;
}

/**
 * Each area ages its open items its own way: bank-rec's liabilities by quarter-sized buckets (as
 * Outstanding Liabilities does), employer funds' settlement work by days (as Ledger Rec does).
 */
export function agingOf(area: LedgerArea, rows: readonly repo.AgeRow[]) {
  const groups = rows.map((r) => ({ age: r.age, count: r.n, totalMinor: minorOf(r.total) }));
  const figures =
    area === 'ewa'
      ? bucketFigures(OPEN_ITEM_BUCKETS, openItemBucket, groups)
      : bucketFigures(AGING_BUCKETS, agingBucket, groups);
  return figures.map((f) => ({
    bucket: f.bucket,
    count: f.count,
    amount: minorToDecimalString(f.totalMinor),
  }));
}

/**
 * The clerk's queue counts of an area (reconcile's queueCounts: a pass over the open ledger entries),
 * reused while the summaries hold (every write of a line, match or suggestion moves them); keyed by the
 * area's day and aged age, so midnight or a configuration change asks again.
 */
export async function reusedQueueCounts(
  ctx: AppContext,
  reconcile: ReconcileService,
  management: DashboardsService,
  organizationId: string,
  area: LedgerArea,
) {
  const config = await bankRecReader.config(ctx.db, organizationId, area);
  const today = todayIso(ctx.now(), config.timeZone);
  return management.reuseWhileSummariesHold(
    organizationId,
    `queue:${area}:${today}:${config.timeZone}:${config.agedDays}`,
    () => reconcile.queueCounts(organizationId, area),
  );
}

/** The clerk's dashboard of a ledger area: one service for bank-rec and employer funds. */
export class AreaDashboardService {
  constructor(
    private readonly ctx: AppContext,
    private readonly reconcile: ReconcileService,
    private readonly management: DashboardsService,
  ) {}

  async dashboard(
    organizationId: string,
    userId: string,
    area: LedgerArea,
  ): Promise<{ data: AreaDashboard }> {
    const db = this.ctx.db;
    const queue = await reusedQueueCounts(this.ctx, this.reconcile, this.management, organizationId, area);
    const { today, timeZone } = queue;
    const midnight = repo.startOfDay(today, timeZone);
    const weekStart = addDays(today, -6);
    const month = today.slice(0, 7);
    // Each account's month from the summaries, with the panel's arithmetic (the management dashboard's
    // accountStates): the panel itself read each account's month live, 1-1.9 s an account at 1M lines.
    const [states, ages, pending, imports, runs, autoMatches, mine] = await Promise.all([
      this.management.currentAccountStates(organizationId, area, [month]),
      // The open entries' ages, reused as the queue counts are (the other pass over the open entries).
      this.management.reuseWhileSummariesHold(organizationId, `ages:${area}:${today}`, () =>
        repo.openAges(db, organizationId, area, today),
      ),
      repo.pendingSuggestionsByAccount(db, organizationId, area),
      repo.importsSince(db, organizationId, area, midnight, userId),
      repo.autoMatchRunsSince(db, organizationId, area, midnight),
      repo.autoMatchesSince(db, organizationId, area, midnight),
      repo.myMatchesByDay(db, organizationId, area, repo.startOfDay(weekStart, timeZone), timeZone, userId),
    ]);
    const pendingOf = new Map(pending.map((p) => [p.account_id, p.n]));
    const runsOf = new Map(runs.map((r) => [r.account_id, r]));
    const autoOf = new Map(autoMatches.map((m) => [m.account_id, m.n]));
    const accounts = states.map((a) => ({
      accountId: a.accountId,
      accountName: a.accountName,
      openBankCount: a.openBankCount,
      openLedgerCount: a.openLedgerCount,
      suggestions: pendingOf.get(a.accountId) ?? 0,
      difference: a.months[0]?.difference ?? null,
    }));
    const days = new Map(mine.map((d) => [d.day, d]));
    const myWeek = Array.from({ length: 7 }, (_, i) => {
      const date = addDays(weekStart, i);
      const day = days.get(date);
      return { date, byHand: day?.by_hand ?? 0, automatic: day?.automatic ?? 0 };
    });
    return {
      data: {
        area,
        today,
        month,
        queue: {
          openBankLines: queue.openBankLines,
          openLedgerItems: queue.openLedgerItems,
          suggestions: queue.suggestions,
          agedItems: queue.agedItems,
          agedDays: queue.agedDays,
          accountsWithDifference: accounts.filter((a) => hasDifference(a.difference)).length,
        },
        aging: agingOf(area, ages),
        accounts,
        importsToday: imports.map((i) => ({
          id: i.id,
          fileName: i.file_name,
          kind: i.kind,
          status: i.status,
          imported: i.counts.imported ?? 0,
          warnings: i.counts.warnings ?? 0,
          errors: i.counts.errors ?? 0,
          createdAt: i.created_at,
          byMe: i.by_me,
        })),
        autoMatchToday: states.map((a) => {
          const run = runsOf.get(a.accountId);
          return {
            accountId: a.accountId,
            accountName: a.accountName,
            runs: run?.runs ?? 0,
            failedRuns: run?.failed ?? 0,
            matchesToday: autoOf.get(a.accountId) ?? 0,
            lastRunAt: run?.last_run_at ?? null,
          };
        }),
        myWeek,
      },
    };
  }
}
