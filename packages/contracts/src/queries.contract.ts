import { parseDecimalToMinor } from '@clearline/domain';
import { z } from 'zod';
import { IsoDate, text } from './fields';
import { ReportColumn, ReportRow } from './reports.contract';
import { route } from './route';
import { IdParams } from './users.contract';

/**
 * Issue 17: the ad-hoc query page (/app/rPRec/rPRQuery). A query reads one subject (ledger lines, bank
 * lines or matches) of one ledger area of the caller's organisation, with any combination of filters,
 * sorted and paged on the server, with the count and amount of the whole result. People save their
 * queries (their own, in that organisation) and export one through the reports' export jobs
 * (`query-<subject>` report sources, whose parameters are the query flattened by `queryParameters`).
 */

export const QUERY_SUBJECTS = ['ledger', 'bank', 'matches'] as const;
export const QuerySubject = z.enum(QUERY_SUBJECTS);
export type QuerySubject = z.infer<typeof QuerySubject>;

/** Ledger lines: open, matched, reconciling (kept open by design), void; bank lines open or matched; matches matched (confirmed) or void (undone). */
export const QUERY_STATUSES = ['open', 'matched', 'reconciling', 'void'] as const;

/** A decimal amount as typed ('1250', '-1250.5', '1250.00'): parsed to cents on the server, never a float. */
const DecimalAmount = z
  .string()
  .trim()
  .regex(/^-?\d{1,13}(\.\d{1,2})?$/, 'must be an amount such as 1250.00 or -75.5');

export const QueryFilters = z
  .object({
    /** A bank account of the area (its account id). */
    accountId: text(40, { trim: true }).min(1).optional(),
    /** Line date (ledger: transaction date; bank: value date), inclusive. */
    dateFrom: IsoDate.optional(),
    dateTo: IsoDate.optional(),
    /** Amount range, inclusive (matches: the bank total). */
    amountMin: DecimalAmount.optional(),
    amountMax: DecimalAmount.optional(),
    status: z.enum(QUERY_STATUSES).optional(),
    /** The customer (bank-rec) or employer (employer funds) id; for matches, one of its book lines'. */
    party: text(40, { trim: true }).min(1).optional(),
    /** Transaction code (ledger: transaction type; bank: the bank's type code), any case. */
    code: text(40, { trim: true }).min(1).optional(),
    /** Text contained in the description or a reference, any case. */
    text: text(100, { trim: true }).min(1).optional(),
    /** Matches: the rule that made it ('' never: manual matches have no rule). */
    rule: text(60, { trim: true }).min(1).optional(),
    /** Matches: who made it (a user id). */
    matchedBy: z.string().uuid().optional(),
    /** Matches: made by hand or by auto-match. */
    origin: z.enum(['manual', 'auto']).optional(),
    /** Matches: the day it was made (the organisation's days), inclusive. */
    matchedFrom: IsoDate.optional(),
    matchedTo: IsoDate.optional(),
  })
  .strict();
export type QueryFilters = z.infer<typeof QueryFilters>;
export type QueryFilterName = keyof QueryFilters;

/** Which filters each subject reads; any other is refused (400 naming it), never silently ignored. */
export const QUERY_FILTERS_OF: Record<QuerySubject, readonly QueryFilterName[]> = {
  ledger: ['accountId', 'dateFrom', 'dateTo', 'amountMin', 'amountMax', 'status', 'party', 'code', 'text'],
  bank: ['accountId', 'dateFrom', 'dateTo', 'amountMin', 'amountMax', 'status', 'code', 'text'],
  matches: [
    'accountId',
    'amountMin',
    'amountMax',
    'status',
    'party',
    'rule',
    'matchedBy',
    'origin',
    'matchedFrom',
    'matchedTo',
  ],
};

/** The statuses each subject has. */
export const QUERY_STATUSES_OF: Record<QuerySubject, readonly (typeof QUERY_STATUSES)[number][]> = {
  ledger: ['open', 'matched', 'reconciling', 'void'],
  bank: ['open', 'matched'],
  matches: ['matched', 'void'],
};

/** The sorts of each subject, each backed by an index (then by id, so pages are stable). */
export const QUERY_SORTS_OF: Record<QuerySubject, readonly string[]> = {
  ledger: ['date', 'amount', 'party'],
  bank: ['date', 'amount'],
  matches: ['matchedAt', 'amount'],
};

export const QuerySort = z.object({
  key: z.enum(['date', 'amount', 'party', 'matchedAt']),
  dir: z.enum(['asc', 'desc']),
});

export const QuerySpec = z
  .object({
    subject: QuerySubject,
    area: z.enum(['bankRec', 'ewa']),
    filters: QueryFilters.default({}),
    sort: QuerySort.optional(),
  })
  .superRefine((spec, ctx) => {
    for (const name of Object.keys(spec.filters) as QueryFilterName[])
      if (spec.filters[name] !== undefined && !QUERY_FILTERS_OF[spec.subject].includes(name))
        ctx.addIssue({
          code: 'custom',
          path: ['filters', name],
          message: `does not apply to ${spec.subject}`,
        });
    const { status } = spec.filters;
    if (status && !QUERY_STATUSES_OF[spec.subject].includes(status))
      ctx.addIssue({
        code: 'custom',
        path: ['filters', 'status'],
        message: `must be one of ${QUERY_STATUSES_OF[spec.subject].join(', ')}`,
      });
    if (spec.sort && !QUERY_SORTS_OF[spec.subject].includes(spec.sort.key))
      ctx.addIssue({
        code: 'custom',
        path: ['sort', 'key'],
        message: `must be one of ${QUERY_SORTS_OF[spec.subject].join(', ')}`,
      });
    const range = (from: QueryFilterName, to: QueryFilterName, label: string) => {
      const a = spec.filters[from];
      const b = spec.filters[to];
      if (a === undefined || b === undefined) return;
      const low = parseDecimalToMinor(String(a));
      const high = parseDecimalToMinor(String(b));
      if (low.ok && high.ok && low.minor > high.minor)
        ctx.addIssue({ code: 'custom', path: ['filters', to], message: `must not be below the ${label}` });
    };
    const dates = (from: 'dateFrom' | 'matchedFrom', to: 'dateTo' | 'matchedTo') => {
      const a = spec.filters[from];
      const b = spec.filters[to];
      if (a && b && a > b)
        ctx.addIssue({ code: 'custom', path: ['filters', to], message: 'must not be before the start' });
    };
    range('amountMin', 'amountMax', 'minimum');
    dates('dateFrom', 'dateTo');
    dates('matchedFrom', 'matchedTo');
  })
  // Newest first unless told otherwise.
  .transform((spec) => ({
    ...spec,
    sort: spec.sort ?? {
      key: spec.subject === 'matches' ? ('matchedAt' as const) : ('date' as const),
      dir: 'desc' as const,
    },
  }));
export type QuerySpec = z.infer<typeof QuerySpec>;
export type QuerySpecInput = z.input<typeof QuerySpec>;

/** Pages reach this row; past it the answer is to narrow the query or export it. */
export const QUERY_MAX_OFFSET = 10_000;
export const QUERY_PAGE_SIZES = [25, 50, 100] as const;

export const QueryRunBody = z.object({
  spec: QuerySpec,
  page: z.number().int().min(1).max(QUERY_MAX_OFFSET).default(1),
  limit: z.number().int().min(1).max(100).default(50),
});

export const QueryResult = z.object({
  columns: z.array(ReportColumn),
  rows: z.array(ReportRow),
  /** Rows of the whole result and the sum of their amounts (a 2-decimal string). */
  total: z.number().int(),
  amount: z.string(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type QueryResult = z.infer<typeof QueryResult>;

/** A query as the server answers it (already checked: no defaults or refinements to run again). */
export const QuerySpecShape = z.object({
  subject: QuerySubject,
  area: z.enum(['bankRec', 'ewa']),
  filters: QueryFilters,
  sort: QuerySort,
});

export const SavedQuery = z.object({
  id: z.string(),
  name: z.string(),
  spec: QuerySpecShape,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedQuery = z.infer<typeof SavedQuery>;

const QueryName = text(80, { trim: true }).min(1, 'Give the query a name');

export const SaveQueryBody = z.object({ name: QueryName, spec: QuerySpec });
/** Rename, overwrite the query, or both. */
export const UpdateQueryBody = z
  .object({ name: QueryName.optional(), spec: QuerySpec.optional() })
  .refine((b) => b.name !== undefined || b.spec !== undefined, 'Give a new name or a new query');

export const QueryOptions = z.object({
  /** The organisation's members, for "matched by". */
  people: z.array(z.object({ id: z.string(), name: z.string() })),
});

/** The export's report of a subject (a source in each area's report catalogue, not listed on the Reports page). */
export const queryReportId = (subject: QuerySubject) => `query-${subject}`;

/**
 * A query as a report's parameters (name -> string, each at most 100 characters): the filters that are
 * set, and the sort. The server reads them back with the same checks (`QuerySpec`).
 */
export function queryParameters(spec: QuerySpec): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(spec.filters))
    if (value !== undefined) out[name] = String(value);
  out.sort = spec.sort.key;
  out.dir = spec.sort.dir;
  return out;
}

const access = ['bankRec', 'ewa'] as const;
const prefix = '/api/rec/query';

export const queriesRoutes = {
  run: route({
    method: 'POST',
    path: `${prefix}/run`,
    access,
    summary: "A page of a query's rows with the count and amount of the whole result (the area's roles)",
    tags: ['queries'],
    body: QueryRunBody,
    response: z.object({ data: QueryResult }),
  }),
  options: route({
    method: 'GET',
    path: `${prefix}/options`,
    access,
    summary: 'What the query form offers: the members who may have made matches',
    tags: ['queries'],
    response: z.object({ data: QueryOptions }),
  }),
  saved: route({
    method: 'GET',
    path: `${prefix}/saved`,
    access,
    summary: "The caller's saved queries in this organisation, by name",
    tags: ['queries'],
    response: z.object({ data: z.array(SavedQuery) }),
  }),
  save: route({
    method: 'POST',
    path: `${prefix}/saved`,
    access,
    summary: 'Save a query under a name (409 when the caller already has one of that name)',
    tags: ['queries'],
    body: SaveQueryBody,
    response: z.object({ data: SavedQuery }),
    status: 201,
  }),
  update: route({
    method: 'PUT',
    path: `${prefix}/saved/:id`,
    access,
    summary: 'Rename a saved query or overwrite it with the query on the page',
    tags: ['queries'],
    params: IdParams,
    body: UpdateQueryBody,
    response: z.object({ data: SavedQuery }),
  }),
  remove: route({
    method: 'DELETE',
    path: `${prefix}/saved/:id`,
    access,
    summary: 'Delete a saved query',
    tags: ['queries'],
    params: IdParams,
    response: z.object({ data: z.object({ id: z.string() }) }),
  }),
};
