import type { AccessPerson, ActivityFigures } from '@clearline/contracts';
import { isValidIsoDate, REPORT_PERIODS, type ReportPeriod } from '@clearline/domain/dates';

/** The periods the report offers, as the toggle shows them. */
export const PERIOD_CHOICES: readonly { value: ReportPeriod; label: string; ariaLabel: string }[] = [
  { value: 'month', label: 'This month', ariaLabel: 'This month' },
  { value: '30d', label: '30 days', ariaLabel: 'Last 30 days' },
  { value: '90d', label: '90 days', ariaLabel: 'Last 90 days' },
  { value: 'custom', label: 'Custom', ariaLabel: 'Custom range' },
];

export interface PeriodQuery {
  period: ReportPeriod;
  from?: string;
  to?: string;
}

/** The period in the address (`?period=custom&from=…&to=…`), so a link or a reload shows the same report. */
export function periodFromParams(params: URLSearchParams): PeriodQuery {
  const asked = params.get('period') ?? '';
  const period = (REPORT_PERIODS as readonly string[]).includes(asked) ? (asked as ReportPeriod) : 'month';
  if (period !== 'custom') return { period };
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    period,
    ...(isValidIsoDate(from) ? { from } : {}),
    ...(isValidIsoDate(to) ? { to } : {}),
  };
}

/**
 * The address's parameters after a change to the period: a preset drops the custom days, an emptied day
 * is left out, and this month (the default) stays out of the address.
 */
export function periodParams(current: PeriodQuery, patch: Partial<PeriodQuery>): Record<string, string> {
  const next = { ...current, ...patch };
  const params: Record<string, string> = next.period === 'month' ? {} : { period: next.period };
  if (next.period === 'custom') {
    if (next.from) params.from = next.from;
    if (next.to) params.to = next.to;
  }
  return params;
}

export const USERS_PANEL = '/app/usersPanel/userUserPanelChild';
export const AREA_LABELS = { bankRec: 'Bank reconciliation', ewa: 'Employer funds' } as const;

/** The pages that list each figure of an area: where a figure drills to. */
export const AREA_PAGES = {
  bankRec: {
    imports: '/app/bankRec/FileImportActivity',
    ledger: '/app/bankRec/newLedger',
    bankLines: '/app/bankRec/panel',
    matches: '/app/bankRec/RematchTrans',
    exports: '/app/bankRec/ReportsComponent',
  },
  ewa: {
    imports: '/app/ewa/FileImportActivity',
    ledger: '/app/ewa/searchLedger',
    bankLines: '/app/ewa/panel',
    matches: '/app/ewa/RematchTrans',
    exports: '/app/ewa/ReportsComponent',
  },
} as const;

/** The activity figures in the order the table shows them, with their column names. */
export const ACTIVITY_COLUMNS: readonly { key: keyof ActivityFigures; label: string }[] = [
  { key: 'filesImported', label: 'Files imported' },
  { key: 'linesImported', label: 'Lines imported' },
  { key: 'matchesByHand', label: 'Matches by hand' },
  { key: 'autoMatchRuns', label: 'Auto-match runs' },
  { key: 'unmatches', label: 'Unmatches' },
  { key: 'transfers', label: 'Transfers' },
  { key: 'ledgerEntries', label: 'Entries added' },
  { key: 'exports', label: 'Exports' },
];

export const count = (n: number) => n.toLocaleString('en-US');

export interface AccessFilter {
  organizationId: string;
  roleId: string;
  search: string;
}

/**
 * The people the matrix shows: with access to the chosen organisation, holding the chosen role (in the
 * chosen organisation, or anywhere when none is chosen), and matching the search in name or e-mail.
 */
export function filterPeople(people: readonly AccessPerson[], filter: AccessFilter): AccessPerson[] {
  const text = filter.search.trim().toLowerCase();
  const role = filter.roleId ? Number(filter.roleId) : null;
  return people.filter((p) => {
    const cells = filter.organizationId
      ? p.access.filter((a) => a.organizationId === filter.organizationId)
      : p.access;
    if (cells.length === 0) return false;
    if (role !== null && !cells.some((c) => c.roles.some((r) => r.id === role))) return false;
    return !text || p.name.toLowerCase().includes(text) || p.email.toLowerCase().includes(text);
  });
}
