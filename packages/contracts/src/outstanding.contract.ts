import { z } from 'zod';
import { IsoDate, text } from './fields';
import { route } from './route';

/** Spec §9: outstanding-subledger query defaults page 1, limit 35. */
export const OUTSTANDING_DEFAULTS = { page: 1, limit: 35 } as const;

export const AGING_BUCKET_NAMES = ['0-30', '31-60', '61-90', '91-180', '180+'] as const;

export const OutstandingWhere = z
  .object({
    coId: text(10).trim().optional(),
    taxType: z.enum(['Federal', 'State', 'Local']).optional(),
    quarter: text(20).trim().optional(),
    account: text(100).trim().optional(),
    accountId: text(64).trim().optional(),
    /** Only groups with an amount in this aging bucket. */
    bucket: z.enum(AGING_BUCKET_NAMES).optional(),
    /**
     * Items dated on or before this date and open on it (a later clearing does not hide them); age is
     * counted up to it. Default: today in the organisation's zone.
     */
    asOf: IsoDate.optional(),
  })
  .default({});

export const OutstandingBody = z.object({
  where: OutstandingWhere,
  page: z.number().int().min(1).max(100_000).default(OUTSTANDING_DEFAULTS.page),
  limit: z.number().int().min(1).max(500).default(OUTSTANDING_DEFAULTS.limit),
});

const Buckets = z.object({
  '0-30': z.string(),
  '31-60': z.string(),
  '61-90': z.string(),
  '91-180': z.string(),
  '180+': z.string(),
});

export const OutstandingGroup = z.object({
  coId: z.string(),
  coName: z.string(),
  taxType: z.string(),
  quarter: z.string(),
  count: z.number().int(),
  /** Sum of the open items, 2 decimals. Negative = money still to be paid out. */
  total: z.string(),
  buckets: Buckets,
  oldestDate: z.string(),
  /**
   * Reconciling types the system assigns (never chosen by hand): 'Aged Uncleared' when the oldest open
   * item is older than the organisation's aged-uncleared age; 'Negative Liabilities' when the customer's
   * open balance of this tax type, over all quarters, is below zero.
   */
  systemRecTypes: z.array(z.enum(['Aged Uncleared', 'Negative Liabilities'])),
});

export const outstandingRoutes = {
  outstanding: route({
    method: 'POST',
    path: '/api/rec/items/subledgers/outstanding',
    access: 'bankRec',
    summary: 'Open ledger items by customer, tax type and quarter, with aging buckets (0-30 ... 180+ days)',
    tags: ['matching'],
    body: OutstandingBody,
    response: z.object({
      data: z.object({
        rows: z.array(OutstandingGroup),
        total: z.number().int(),
        page: z.number().int(),
        limit: z.number().int(),
        asOf: z.string(),
        totals: z.object({ count: z.number().int(), total: z.string(), buckets: Buckets }),
      }),
    }),
  }),
};
