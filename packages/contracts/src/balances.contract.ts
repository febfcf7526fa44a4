import { z } from 'zod';
import { text } from './fields';
import { route } from './route';

/**
 * Issue 19 item 3: account balances per bank account and day (/app/agentPanel/importBalances): the
 * statements' balance records beside balances imported from balance files (CSV through the saved column
 * profile, or the balance records of BAI2 and camt files), each day checked against its statement lines.
 */

const access = ['management', 'bankRec', 'ewa'] as const;
const tags = ['balances'];
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be YYYY-MM');
const columnRef = z.union([text(100), z.number().int().min(0).max(500)]);

/** The saved CSV column profile of balance files (the domain's BalanceProfileInput). */
export const BalanceProfileJson = z.object({
  hasHeader: z.boolean().optional(),
  delimiter: z.enum([',', ';', '\t', '|']).optional(),
  dateFormat: text(20).optional(),
  decimalSeparator: z.enum(['.', ',']).optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be a three-letter currency code')
    .optional(),
  columns: z
    .object({
      account: columnRef,
      date: columnRef,
      opening: columnRef.optional(),
      closing: columnRef.optional(),
      available: columnRef.optional(),
      currency: columnRef.optional(),
    })
    .optional(),
});
export type BalanceProfileJson = z.infer<typeof BalanceProfileJson>;

export const BalanceSource = z.enum(['statement', 'file', 'agent']);

/** One account's day: its balances (2-decimal strings), where each came from and the check. */
export const BalanceDayRow = z.object({
  accountId: z.string(),
  accountName: z.string(),
  date: z.string(),
  currency: z.string(),
  opening: z.string().nullable(),
  closing: z.string().nullable(),
  available: z.string().nullable(),
  sources: z.object({
    opening: BalanceSource.nullable(),
    closing: BalanceSource.nullable(),
    available: BalanceSource.nullable(),
  }),
  /** The statement lines of the day: how many and their sum. */
  lineCount: z.number().int(),
  linesTotal: z.string(),
  /** The opening the check used (the day's own, else the previous day's closing) plus the lines. */
  expectedClosing: z.string().nullable(),
  /** closing − expectedClosing; non-zero means the balance disagrees with the lines. */
  difference: z.string().nullable(),
  flagged: z.boolean(),
});
export type BalanceDayRow = z.infer<typeof BalanceDayRow>;

export const BalanceFile = z.object({
  id: z.string(),
  fileName: z.string(),
  format: z.string(),
  source: z.enum(['file', 'agent']),
  balanceCount: z.number().int(),
  createdAt: z.string(),
});

export const BalanceImportResult = z.object({
  fileId: z.string(),
  format: z.string(),
  /** Balances written (new or replacing an earlier file's). */
  balances: z.number().int(),
  accounts: z.array(z.string()),
  /** The days of the file that disagree with their statement lines. */
  flaggedDays: z.number().int(),
});
export type BalanceImportResult = z.infer<typeof BalanceImportResult>;

export const balancesRoutes = {
  list: route({
    method: 'GET',
    path: '/api/rec/balances',
    access,
    summary: "Each bank account's balances per day of a month, checked against the day's statement lines",
    tags,
    query: z.object({ month: month.optional(), accountId: text(64).optional() }),
    response: z.object({
      data: z.object({
        month: z.string(),
        days: z.array(BalanceDayRow),
        flaggedDays: z.number().int(),
      }),
    }),
  }),
  files: route({
    method: 'GET',
    path: '/api/rec/balances/files',
    access,
    summary: 'The balance files imported most recently (uploads and agent pushes)',
    tags,
    response: z.object({ data: z.array(BalanceFile) }),
  }),
  importFile: route({
    method: 'POST',
    path: '/api/rec/balances/import',
    access,
    status: 201,
    summary:
      'Import a balance file (multipart field `file`): CSV through the saved profile, or BAI2 / camt balance records. All or nothing: a line error imports nothing (400 with the lines)',
    tags,
    response: z.object({ data: BalanceImportResult }),
  }),
  profile: route({
    method: 'GET',
    path: '/api/rec/balances/profile',
    access,
    summary: "The organisation's saved CSV column profile of balance files (the defaults when none is saved)",
    tags,
    response: z.object({ data: z.object({ saved: z.boolean(), profile: BalanceProfileJson }) }),
  }),
  saveProfile: route({
    method: 'PUT',
    path: '/api/rec/balances/profile',
    access,
    summary: 'Save the CSV column profile balance files are read with',
    tags,
    body: BalanceProfileJson,
    response: z.object({ data: z.object({ saved: z.boolean(), profile: BalanceProfileJson }) }),
  }),
};
