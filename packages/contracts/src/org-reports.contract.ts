import { REPORT_PERIODS } from '@clearline/domain/dates';
import { z } from 'zod';
import { RoleRef } from './admin.contract';
import { IsoDate } from './fields';
import { route } from './route';

// Issue 17 item 3: reports on people and data (/app/organization/orgReport, /app/rPRec/ROUsers).

const Area = z.enum(['bankRec', 'ewa']);
const Mfa = z.enum(['TOTP', 'none']);
const count = z.number().int().nonnegative();

export const OrgReportQuery = z.object({
  period: z.enum(REPORT_PERIODS).default('month'),
  /** A custom period's first and last day (both included, UTC days); ignored for the other periods. */
  from: IsoDate.optional(),
  to: IsoDate.optional(),
});

export const OrgReportMember = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.array(RoleRef),
  status: z.enum(['active', 'locked']),
  /** The latest sign-in into this organisation, whenever it was. */
  lastSignInAt: z.string().nullable(),
  /** Sign-ins into this organisation in the period. */
  signIns: count,
  mfa: Mfa,
});

/** What people did in the period, each figure a count of their own actions. */
export const ActivityFigures = z.object({
  filesImported: count,
  /** Lines the files added or changed (imported + updated). */
  linesImported: count,
  /** Matches a person confirmed (made by hand or a suggestion accepted); the engine's are not a person's. */
  matchesByHand: count,
  autoMatchRuns: count,
  unmatches: count,
  transfers: count,
  /** Ledger entries added by hand (imported ones are in linesImported). */
  ledgerEntries: count,
  exports: count,
});
export type ActivityFigures = z.infer<typeof ActivityFigures>;

export const PersonActivity = ActivityFigures.extend({
  userId: z.string(),
  name: z.string(),
  /** False for someone who acted in the period and has since left the organisation. */
  member: z.boolean(),
});

export const LineStateCounts = z.object({
  open: count,
  auto: count,
  suggested: count,
  manual: count,
  reconciling: count,
});

/** An area's data as it stands now. */
export const AreaVolumes = z.object({
  area: Area,
  /** Ledger entries not voided. */
  ledgerEntries: count,
  /** Lines on the bank accounts' days by what became of them (the reconciliation summaries). */
  ledgerByState: LineStateCounts,
  bankLines: count,
  bankByState: LineStateCounts,
  /** Confirmed matches. */
  matches: count,
  importFiles: count,
  importBytes: count,
  /** Export files still kept (not yet removed by the retention rule). */
  exportFiles: count,
  exportBytes: count,
});

/** The organisation's stored files: import originals and card attachments (by content), and exports. */
export const StorageFigures = z.object({
  importFiles: count,
  importBytes: count,
  attachmentFiles: count,
  attachmentBytes: count,
  exportFiles: count,
  exportBytes: count,
  totalFiles: count,
  totalBytes: count,
});

export const OrgReport = z.object({
  organization: z.object({ id: z.string(), name: z.string() }),
  period: z.object({ period: z.enum(REPORT_PERIODS), from: z.string(), to: z.string(), days: count }),
  members: z.array(OrgReportMember),
  activity: z.array(PersonActivity),
  activityTotals: ActivityFigures,
  volumes: z.array(AreaVolumes),
  storage: StorageFigures,
});
export type OrgReport = z.infer<typeof OrgReport>;

/** One cell of the people x organisations matrix: the person's roles there. */
export const AccessCell = z.object({
  organizationId: z.string(),
  roles: z.array(RoleRef),
});

export const AccessPerson = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  locked: z.boolean(),
  mfa: Mfa,
  /** The latest sign-in, as the users panel shows it. */
  lastSignInAt: z.string().nullable(),
  access: z.array(AccessCell),
});
export type AccessPerson = z.infer<typeof AccessPerson>;

export const AccessMatrix = z.object({
  /** Only the organisations where the caller holds a management role. */
  organizations: z.array(z.object({ id: z.string(), name: z.string(), current: z.boolean() })),
  people: z.array(AccessPerson),
  /** Every role held in the matrix, with its name (the role filter). */
  roles: z.array(RoleRef),
});
export type AccessMatrix = z.infer<typeof AccessMatrix>;

export const orgReportsRoutes = {
  orgReport: route({
    method: 'GET',
    path: '/api/admin/orgReport',
    access: 'admin',
    summary:
      "The organisation's members, sign-ins and activity per person in a period, and its data volumes and storage",
    tags: ['admin'],
    query: OrgReportQuery,
    response: z.object({ data: OrgReport }),
  }),
  accessMatrix: route({
    method: 'GET',
    path: '/api/admin/accessMatrix',
    access: 'admin',
    summary:
      'Who has access to what across every organisation where the caller holds a management role (ROUsers)',
    tags: ['admin'],
    response: z.object({ data: AccessMatrix }),
  }),
};
