import { AGING_BUCKETS } from '@clearline/domain';
import { z } from 'zod';
import { route } from './route';

/**
 * The management dashboards (issue 15): the month's reconciliation state per area and account, open items
 * by age, the auto-match rate, suggestions waiting, imports, matches by person, employer-funds coverage;
 * the conversion funnel; each of the caller's organisations side by side. Read from the reconciliation
 * summaries (ADR 0015), never by scanning the ledger.
 */

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be YYYY-MM');
const area = z.enum(['bankRec', 'ewa']);
const tags = ['dashboards'];

/** One account's state at a month's end: the panel's difference (null without a closing balance). */
export const AccountMonthState = z.object({
  month: z.string(),
  bankClosing: z.string().nullable(),
  bookBalance: z.string(),
  difference: z.string().nullable(),
  /** difference is 0.00; null when the month has no closing balance yet. */
  reconciled: z.boolean().nullable(),
});
export type AccountMonthState = z.infer<typeof AccountMonthState>;

export const DashboardAccount = z.object({
  accountId: z.string(),
  accountName: z.string(),
  /** This month, then last month. */
  months: z.array(AccountMonthState),
  openBankCount: z.number().int(),
  openBankAmount: z.string(),
  openLedgerCount: z.number().int(),
  openLedgerAmount: z.string(),
});
export type DashboardAccount = z.infer<typeof DashboardAccount>;

export const AgingRow = z.object({
  bucket: z.enum(AGING_BUCKETS),
  bankCount: z.number().int(),
  bankAmount: z.string(),
  ledgerCount: z.number().int(),
  ledgerAmount: z.string(),
});

/** Bank lines dated in the month, by what became of them; rate = auto / lines (0 when none). */
export const AutoMatchMonth = z.object({
  month: z.string(),
  lines: z.number().int(),
  auto: z.number().int(),
  suggested: z.number().int(),
  manual: z.number().int(),
  open: z.number().int(),
  rate: z.number(),
});
export type AutoMatchMonth = z.infer<typeof AutoMatchMonth>;

/** Matches a person made in the last 30 days (the engine's own are `auto`, without a person). */
export const PersonMatches = z.object({
  userId: z.string().nullable(),
  name: z.string(),
  manual: z.number().int(),
  suggested: z.number().int(),
  auto: z.number().int(),
  total: z.number().int(),
});
export type PersonMatches = z.infer<typeof PersonMatches>;

export const ImportsWindow = z.object({
  from: z.string(),
  files: z.number().int(),
  lines: z.number().int(),
  /** Files that failed or carry line errors, and the line errors they carry. */
  filesWithErrors: z.number().int(),
  errors: z.number().int(),
  unimported: z.number().int(),
});

export const ShortEmployer = z.object({
  employer: z.string(),
  employerName: z.string(),
  shortfall: z.string(),
});

export const ManagementQuery = z.object({ area: area.default('bankRec'), month: month.optional() });

export const ManagementDashboard = z.object({
  area,
  asOf: z.string(),
  month: z.string(),
  lastMonth: z.string(),
  accounts: z.array(DashboardAccount),
  aging: z.array(AgingRow),
  autoMatch: z.array(AutoMatchMonth),
  suggestionsWaiting: z.number().int(),
  imports: ImportsWindow,
  matchesByPerson: z.array(PersonMatches),
  /** Employer funds only: the employers short of funds today (first 10, by shortfall), and how many. */
  coverage: z.object({ shortEmployers: z.number().int(), employers: z.array(ShortEmployer) }).nullable(),
});
export type ManagementDashboard = z.infer<typeof ManagementDashboard>;

export const ConversionQuery = z.object({ area: area.default('bankRec'), month: month.optional() });

/** One stage count set of the funnel: bank lines dated in the month. */
const Funnel = {
  lines: z.number().int(),
  amount: z.string(),
  auto: z.number().int(),
  suggested: z.number().int(),
  manual: z.number().int(),
  open: z.number().int(),
};
export const ConversionAccount = z.object({ accountId: z.string(), accountName: z.string(), ...Funnel });
/** Lines a rule matched, by how: the engine confirmed them, or a person accepted its suggestion. */
export const ConversionRule = z.object({
  ruleId: z.string(),
  auto: z.number().int(),
  suggested: z.number().int(),
  /** Suggestions of the rule still waiting for a decision (any month). */
  pending: z.number().int(),
});
export const Conversion = z.object({
  area,
  month: z.string(),
  total: z.object(Funnel),
  accounts: z.array(ConversionAccount),
  rules: z.array(ConversionRule),
});
export type Conversion = z.infer<typeof Conversion>;

export const OrganizationState = z.object({
  organizationId: z.string(),
  name: z.string(),
  current: z.boolean(),
  /** The caller's roles there do not open management figures: only the name is shown. */
  restricted: z.boolean(),
  areas: z.array(
    z.object({
      area,
      accounts: z.number().int(),
      reconciled: z.number().int(),
      withDifference: z.number().int(),
      withoutStatement: z.number().int(),
      openBank: z.number().int(),
      openLedger: z.number().int(),
      suggestionsWaiting: z.number().int(),
      autoMatchRate: z.number(),
    }),
  ),
});
export type OrganizationState = z.infer<typeof OrganizationState>;
export const OrganizationsQuery = z.object({ month: month.optional() });
export const OrganizationsState = z.object({ month: z.string(), organizations: z.array(OrganizationState) });

export const dashboardsRoutes = {
  management: route({
    method: 'GET',
    path: '/api/dashboards/management',
    access: 'management',
    summary: "An area's month for management: state per account, aging, auto-match rate, queues",
    tags,
    query: ManagementQuery,
    response: z.object({ data: ManagementDashboard }),
  }),
  conversion: route({
    method: 'GET',
    path: '/api/dashboards/conversion',
    access: 'management',
    summary: 'The reconciliation funnel of a month: imported, auto-confirmed, suggested, by hand, open',
    tags,
    query: ConversionQuery,
    response: z.object({ data: Conversion }),
  }),
  organizations: route({
    method: 'GET',
    path: '/api/dashboards/organizations',
    access: 'management',
    summary: "Each of the caller's organisations' reconciliation state side by side",
    tags,
    query: OrganizationsQuery,
    response: z.object({ data: OrganizationsState }),
  }),
};
