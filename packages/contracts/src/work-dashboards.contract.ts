import { BANK_REC_AREA, EWA_AREA, type LedgerAreaDescriptor } from '@clearline/domain/areas';
import { z } from 'zod';
import { text } from './fields';
import { route } from './route';

/**
 * Issue 15 (clerk dashboards, Home, client view): what a clerk works on in a ledger area, a member's
 * start page and everything about one customer. Read from the live tables (open items through their
 * status indexes); amounts are decimal strings from integer cents.
 */

const int = z.number().int();
const LedgerAreaName = z.enum(['bankRec', 'ewa']);

/** The clerk's queue of a ledger area: what is waiting for a person. */
export const AreaQueue = z.object({
  /** Bank lines of the area's accounts in no live match (non-zero amounts). */
  openBankLines: int,
  /** Open ledger entries of the area (to match). */
  openLedgerItems: int,
  /** Suggestions waiting for a decision. */
  suggestions: int,
  /** Open ledger entries older than the organisation's aged-uncleared age. */
  agedItems: int,
  agedDays: int,
  /** Accounts whose reconciliation this month does not come to 0.00. */
  accountsWithDifference: int,
});
export type AreaQueue = z.infer<typeof AreaQueue>;

export const AgingBucketFigure = z.object({ bucket: z.string(), count: int, amount: z.string() });

export const WorkDashboardAccount = z.object({
  accountId: z.string(),
  accountName: z.string(),
  openBankCount: int,
  openLedgerCount: int,
  suggestions: int,
  /** This month's difference (bank closing − expected); null without a closing balance this month. */
  difference: z.string().nullable(),
});

export const DashboardImport = z.object({
  id: z.string(),
  fileName: z.string(),
  kind: z.string(),
  status: z.string(),
  imported: int,
  warnings: int,
  errors: int,
  createdAt: z.string(),
  byMe: z.boolean(),
});

export const DashboardAutoMatch = z.object({
  accountId: z.string(),
  accountName: z.string(),
  /** Auto-match jobs queued today (by anyone) for the account. */
  runs: int,
  failedRuns: int,
  /** Matches auto-match confirmed today (jobs and the runs after imports). */
  matchesToday: int,
  lastRunAt: z.string().nullable(),
});

/** One day of the caller's matching: matches made by hand (and accepted suggestions), and by runs they started. */
export const MyMatchDay = z.object({ date: z.string(), byHand: int, automatic: int });

export const AreaDashboard = z.object({
  area: LedgerAreaName,
  /** Today in the organisation's zone, and this month (YYYY-MM) of the differences. */
  today: z.string(),
  month: z.string(),
  queue: AreaQueue,
  /** Open ledger entries by age (the area's buckets: bank-rec 0-30 ... 180+, employer funds 0-7 ... 90+). */
  aging: z.array(AgingBucketFigure),
  accounts: z.array(WorkDashboardAccount),
  importsToday: z.array(DashboardImport),
  autoMatchToday: z.array(DashboardAutoMatch),
  /** The last 7 days, oldest first. */
  myWeek: z.array(MyMatchDay),
});
export type AreaDashboard = z.infer<typeof AreaDashboard>;

/** The area dashboard at the area's API prefix, behind the area's access (bank-rec and employer funds). */
export function workDashboardRoutesOf(area: LedgerAreaDescriptor) {
  return {
    dashboard: route({
      method: 'GET',
      path: `${area.apiPrefix}/dashboard`,
      access: area.access,
      summary:
        "The clerk's queue of the area (open bank lines, suggestions, aged items, accounts with a difference), today's imports and auto-match runs, the caller's matches this week",
      tags: ['dashboards'],
      response: z.object({ data: AreaDashboard }),
    }),
  };
}
export type WorkDashboardRoutes = ReturnType<typeof workDashboardRoutesOf>;

export const HomeArea = z.object({
  area: LedgerAreaName,
  openBankLines: int,
  openLedgerItems: int,
  suggestions: int,
  agedItems: int,
});

export const RecentActivity = z.object({
  at: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  /** What the entry is about in a few words ('bank-2026-05.bai', '2 bank + 1 ledger lines'). */
  summary: z.string(),
});
export type RecentActivity = z.infer<typeof RecentActivity>;

export const HomeData = z.object({
  /** The ledger areas the caller's roles open, with their counts. */
  areas: z.array(HomeArea),
  /** The caller's own latest imports, matches and decisions in this organisation (newest first). */
  recent: z.array(RecentActivity),
});
export type HomeData = z.infer<typeof HomeData>;

export const ClientViewParams = z.object({ coId: text(10).trim().min(1) });

export const ClientAccountBalance = z.object({
  account: z.string(),
  ledger: z.string(),
  entries: int,
  balance: z.string(),
  openCount: int,
  openAmount: z.string(),
});

export const ClientEntry = z.object({
  id: z.string(),
  date: z.string(),
  amount: z.string(),
  details: z.string(),
  account: z.string(),
  transactionType: z.string(),
  taxType: z.string(),
  status: z.string(),
  source: z.string(),
});

export const ClientTransfer = z.object({
  id: z.string(),
  date: z.string(),
  details: z.string(),
  /** This customer's line of the transfer (negative: money left the customer). */
  amount: z.string(),
  nonBanking: z.boolean(),
  voided: z.boolean(),
});

export const ClientMatch = z.object({
  id: z.string(),
  accountId: z.string(),
  kind: z.string(),
  ruleId: z.string(),
  status: z.string(),
  createdAt: z.string(),
  /** The customer's ledger lines in the match and their sum. */
  lines: int,
  amount: z.string(),
});

export const ClientFile = z.object({
  id: z.string(),
  fileName: z.string(),
  status: z.string(),
  createdAt: z.string(),
  /** This customer's lines the file wrote. */
  lines: int,
});

export const ClientView = z.object({
  client: z.object({ coId: z.string(), coName: z.string(), coFein: z.string(), coStatus: z.string() }),
  asOf: z.string(),
  balances: z.array(ClientAccountBalance),
  /** Open liabilities by aging bucket (bank-rec's 0-30 ... 180+). */
  aging: z.array(AgingBucketFigure),
  openItems: z.array(ClientEntry.extend({ age: int })),
  recentEntries: z.array(ClientEntry),
  transfers: z.array(ClientTransfer),
  matches: z.array(ClientMatch),
  files: z.array(ClientFile),
});
export type ClientView = z.infer<typeof ClientView>;

export const workDashboardRoutes = {
  ...workDashboardRoutesOf(BANK_REC_AREA),
  home: route({
    method: 'GET',
    path: '/api/home',
    access: 'member',
    summary:
      "A member's start page: the ledger areas they may use with their counts, and their recent activity",
    tags: ['dashboards'],
    response: z.object({ data: HomeData }),
  }),
  clientView: route({
    method: 'GET',
    path: '/api/clientView/:coId',
    access: ['management', 'bankRec'],
    summary:
      'Everything about one customer: ledger balance by account, open liabilities with age, recent entries and transfers, matches, files',
    tags: ['dashboards'],
    params: ClientViewParams,
    response: z.object({ data: ClientView }),
  }),
};

export const ewaWorkDashboardRoutes: WorkDashboardRoutes = workDashboardRoutesOf(EWA_AREA);
