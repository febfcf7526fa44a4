import { EWA_AREA } from '@clearline/domain/areas';
import { OPEN_ITEM_BUCKETS } from '@clearline/domain/dates';
import { FUNDS_CATEGORIES } from '@clearline/domain/funds';
import { CUSTOMER_ID_MAX_LENGTH } from '@clearline/domain/ledger';
import { z } from 'zod';
import { IsoDate, text } from './fields';
import { route } from './route';

/**
 * Employer-funds reconciliation (issue 13): the sub-ledger (funds coverage per employer) and the ledger
 * against the bank (open items with aging). Amounts are decimal strings with exactly 2 decimals, cents
 * exact. Every figure is computed from the ledger as of `asOf` (never stored).
 */

const tags = ['employer-funds'];
const access = EWA_AREA.access;
const prefix = EWA_AREA.apiPrefix;
const PartyFilter = text(CUSTOMER_ID_MAX_LENGTH, { trim: true }).min(1);
const page = z.coerce.number().int().min(1).max(100_000).default(1);
const limit = z.coerce.number().int().min(1).max(500).default(25);

// ---------------------------------------------------------------- sub-ledger: funds coverage

/**
 * What a line counts as (the domain's `fundsCategoryOf`): the ledger account's ledger name or the
 * transaction type names it (fund, advance, repay, fee); otherwise its sign decides (credit funded,
 * debit advanced).
 */
export const FundsCategory = z.enum(FUNDS_CATEGORIES);

/**
 * `coverage` (the default): short employers first, largest shortfall first, then by employer id.
 * The others sort all rows by that column (`-` descending), ties by employer id.
 */
export const SUBLEDGER_REC_SORTS = [
  'coverage',
  'employer',
  '-employer',
  'employerName',
  '-employerName',
  'balance',
  '-balance',
  'lastActivity',
  '-lastActivity',
] as const;

export const SubledgerRecQuery = z.object({
  /** Default: today in the organisation's time zone. */
  asOf: IsoDate.optional(),
  partner: PartyFilter.optional(),
  /** `short`: only employers whose balance is below zero as of asOf. */
  status: z.enum(['short', 'all']).default('all'),
  /** Start of the employer id or any part of its name, ignoring case. */
  search: text(100).trim().optional(),
  sort: z.enum(SUBLEDGER_REC_SORTS).default('coverage'),
  page,
  limit,
});

/** The four figures and the balance: balance = funded − advanced + repaid − fees = the sum of the lines. */
const CoverageFigures = {
  /** Sum of funding lines (credits from the employer). */
  funded: z.string(),
  /** Minus the sum of advance lines: advances shown as a positive amount. */
  advanced: z.string(),
  /** Sum of repayment lines. */
  repaid: z.string(),
  /** Minus the sum of fee lines: fees shown as a positive amount. */
  fees: z.string(),
  /** The plain sum of the employer's non-void lines dated up to asOf. */
  balance: z.string(),
};

/** An employer's coverage as of a date: a Sub-ledger Rec row and the head of its lines' drill-down. */
const EmployerCoverage = {
  employer: z.string(),
  employerName: z.string(),
  partner: z.string(),
  partnerName: z.string(),
  ...CoverageFigures,
  /** balance < 0: the employer's money does not cover what its workers were advanced. */
  short: z.boolean(),
  /** −balance when short, '0.00' otherwise. */
  shortfall: z.string(),
  /** The date the balance last went below zero and stayed below through asOf; null when not short. */
  shortSince: z.string().nullable(),
};

export const SubledgerRecRow = z.object({
  ...EmployerCoverage,
  /** The latest transaction date of its lines up to asOf; null when it has none. */
  lastActivity: z.string().nullable(),
  /** How many lines (non-void, up to asOf). */
  lines: z.number().int(),
});
export type SubledgerRecRow = z.infer<typeof SubledgerRecRow>;

export const SubledgerRecResponse = z.object({
  data: z.object({
    asOf: z.string(),
    rows: z.array(SubledgerRecRow),
    /** Employers the filter selects (all pages). */
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    /** Sums over every employer the filter selects (not only this page). */
    totals: z.object({
      employers: z.number().int(),
      shortEmployers: z.number().int(),
      ...CoverageFigures,
      shortfall: z.string(),
    }),
  }),
});

export const SubledgerLinesParams = z.object({ employer: PartyFilter });
export const SubledgerLinesQuery = z.object({
  asOf: IsoDate.optional(),
  /** `desc` (default): newest first; the running balance is always accumulated oldest first. */
  order: z.enum(['asc', 'desc']).default('desc'),
  page,
  limit: z.coerce.number().int().min(1).max(500).default(50),
});

export const SubledgerLine = z.object({
  id: z.string(),
  transactionDate: z.string(),
  amount: z.string(),
  category: FundsCategory,
  /** The employer's balance after this line (lines in date order, then by when they were written). */
  runningBalance: z.string(),
  partner: z.string(),
  customer: z.string(),
  ledger: z.string(),
  accountName: z.string(),
  transactionType: z.string(),
  details: z.string(),
  memo: z.string(),
  sourceFile: z.string(),
  status: z.string(),
});
export type SubledgerLine = z.infer<typeof SubledgerLine>;

export const SubledgerLinesResponse = z.object({
  data: z.object({
    asOf: z.string(),
    ...EmployerCoverage,
    rows: z.array(SubledgerLine),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  }),
});

// ---------------------------------------------------------------- ledger against the bank: open items

/** Age in days of an open item: asOf − its transaction (or value) date. */
export const LEDGER_REC_AGE_BUCKETS = OPEN_ITEM_BUCKETS;
export const LedgerRecAgeBucket = z.enum(LEDGER_REC_AGE_BUCKETS);

export const LedgerRecQuery = z.object({
  asOf: IsoDate.optional(),
  employer: PartyFilter.optional(),
  partner: PartyFilter.optional(),
  /** A bank account number of the area (its lines and the ledger lines posted to it). */
  bankAccount: text(64).trim().min(1).optional(),
  ageBucket: LedgerRecAgeBucket.optional(),
  /** Only one side's lines; both by default. */
  side: z.enum(['bank', 'ledger']).optional(),
  page,
  limit: z.coerce.number().int().min(1).max(500).default(50),
});

const CountAmount = z.object({ count: z.number().int(), amount: z.string() });
export const LedgerRecBuckets = z.object({
  '0-7': CountAmount,
  '8-30': CountAmount,
  '31-60': CountAmount,
  '61-90': CountAmount,
  '90+': CountAmount,
});

/** One summary row: the open ledger items of an employer (bank lines have no employer: see `bank`). */
export const LedgerRecEmployerRow = z.object({
  employer: z.string(),
  employerName: z.string(),
  partner: z.string(),
  partnerName: z.string(),
  count: z.number().int(),
  amount: z.string(),
  oldestDate: z.string(),
  buckets: LedgerRecBuckets,
});
export const LedgerRecPartnerRow = LedgerRecEmployerRow.omit({ employer: true, employerName: true });
export const LedgerRecBankRow = z.object({
  accountId: z.string(),
  accountName: z.string(),
  count: z.number().int(),
  amount: z.string(),
  oldestDate: z.string(),
  buckets: LedgerRecBuckets,
});

export const LedgerRecLine = z.object({
  id: z.string(),
  side: z.enum(['bank', 'ledger']),
  date: z.string(),
  amount: z.string(),
  ageDays: z.number().int(),
  ageBucket: LedgerRecAgeBucket,
  accountId: z.string(),
  accountName: z.string(),
  /** Ledger side only ('' on bank lines). */
  employer: z.string(),
  employerName: z.string(),
  partner: z.string(),
  partnerName: z.string(),
  transactionType: z.string(),
  /** Details of a ledger line, the text of a bank line. */
  text: z.string(),
  /** A bank line's reference; a ledger line's source file. */
  reference: z.string(),
});
export type LedgerRecLine = z.infer<typeof LedgerRecLine>;

const SideSummary = z.object({ count: z.number().int(), amount: z.string(), buckets: LedgerRecBuckets });

export const LedgerRecResponse = z.object({
  data: z.object({
    asOf: z.string(),
    /**
     * Open items dated up to asOf that the filter selects: ledger lines with status open, bank lines of the
     * area's accounts in no live match (a bank line has no employer or partner: an employer or partner
     * filter leaves the bank side empty).
     */
    ledger: SideSummary,
    bank: SideSummary,
    byEmployer: z.array(LedgerRecEmployerRow),
    byPartner: z.array(LedgerRecPartnerRow),
    byBankAccount: z.array(LedgerRecBankRow),
    /** The lines, oldest first, paged (both sides unless `side`). */
    rows: z.array(LedgerRecLine),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  }),
});

export const ewaCoverageRoutes = {
  subledgerRec: route({
    method: 'GET',
    path: `${prefix}/items/subledgerRec`,
    access,
    summary:
      'Funds coverage: one row per employer (funded, advanced, repaid, fees, balance), short employers first',
    tags,
    query: SubledgerRecQuery,
    response: SubledgerRecResponse,
  }),
  subledgerLines: route({
    method: 'GET',
    path: `${prefix}/items/subledgerRec/:employer/lines`,
    access,
    summary: "An employer's lines up to asOf with the running balance",
    tags,
    params: SubledgerLinesParams,
    query: SubledgerLinesQuery,
    response: SubledgerLinesResponse,
  }),
  ledgerRec: route({
    method: 'GET',
    path: `${prefix}/items/ledgerRec`,
    access,
    summary: 'Open items of the employer-funds ledger and bank, by employer, partner and account, with aging',
    tags,
    query: LedgerRecQuery,
    response: LedgerRecResponse,
  }),
};
