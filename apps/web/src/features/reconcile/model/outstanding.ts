import { AGING_BUCKET_NAMES, type LedgerEntry } from '@clearline/contracts';
import { addDays } from '@clearline/domain/dates';

export type Bucket = (typeof AGING_BUCKET_NAMES)[number];
export const BUCKETS: readonly Bucket[] = AGING_BUCKET_NAMES;
export const TAX_TYPES = ['Federal', 'State', 'Local'] as const;
export type TaxType = (typeof TAX_TYPES)[number];

/** The oldest and newest day of each bucket, in days of age (the server's: 0-30 also holds later dates). */
const AGES: Record<Bucket, { min: number | null; max: number | null }> = {
  '0-30': { min: null, max: 30 },
  '31-60': { min: 31, max: 60 },
  '61-90': { min: 61, max: 90 },
  '91-180': { min: 91, max: 180 },
  '180+': { min: 181, max: null },
};

/**
 * The transaction dates of a bucket aged on `asOf`: 0-30 is asOf−30 onward, 31-60 is asOf−60 to
 * asOf−31, ..., 180+ is up to asOf−181. Items dated after asOf have a negative age, which the server
 * counts in 0-30, so that bucket has no end date.
 */
export function bucketDateRange(bucket: Bucket, asOf: string): { dateFrom?: string; dateTo?: string } {
  const { min, max } = AGES[bucket];
  return {
    ...(max !== null ? { dateFrom: addDays(asOf, -max) } : {}),
    ...(min !== null ? { dateTo: addDays(asOf, -min) } : {}),
  };
}

export interface OutstandingFilters {
  coId: string;
  taxType: TaxType | '';
  quarter: string;
  /** '' = today in the organisation's zone (the server decides). */
  asOf: string;
}

export interface OutstandingView {
  filters: OutstandingFilters;
  page: number;
  limit: number;
}

export const OUTSTANDING_LIMITS = [35, 70, 140] as const;

const isTaxType = (value: string): value is TaxType => (TAX_TYPES as readonly string[]).includes(value);
const positive = (text: string | null, fallback: number) => {
  const n = Number(text);
  return Number.isSafeInteger(n) && n > 0 ? n : fallback;
};

export function readOutstandingView(params: URLSearchParams): OutstandingView {
  const taxType = params.get('taxType') ?? '';
  const asOf = params.get('asOf') ?? '';
  return {
    filters: {
      coId: (params.get('coId') ?? '').slice(0, 10),
      taxType: isTaxType(taxType) ? taxType : '',
      quarter: params.get('quarter') ?? '',
      asOf: /^\d{4}-\d{2}-\d{2}$/.test(asOf) ? asOf : '',
    },
    page: positive(params.get('page'), 1),
    limit: Math.min(500, positive(params.get('limit'), 35)),
  };
}

export function writeOutstandingView(view: OutstandingView): URLSearchParams {
  const params = new URLSearchParams();
  const { coId, taxType, quarter, asOf } = view.filters;
  if (coId.trim()) params.set('coId', coId.trim());
  if (taxType) params.set('taxType', taxType);
  if (quarter) params.set('quarter', quarter);
  if (asOf) params.set('asOf', asOf);
  if (view.page !== 1) params.set('page', String(view.page));
  if (view.limit !== 35) params.set('limit', String(view.limit));
  return params;
}

/** The POST body's `where` of the filters (and, for a drill-down, one bucket). */
export function outstandingWhere(filters: OutstandingFilters, bucket?: Bucket) {
  return {
    ...(filters.coId.trim() ? { coId: filters.coId.trim() } : {}),
    ...(filters.taxType ? { taxType: filters.taxType } : {}),
    ...(filters.quarter ? { quarter: filters.quarter } : {}),
    ...(filters.asOf ? { asOf: filters.asOf } : {}),
    ...(bucket ? { bucket } : {}),
  };
}

/** One group and bucket a user drilled into. */
export interface Drill {
  coId: string;
  coName: string;
  taxType: string;
  quarter: string;
  bucket: Bucket;
  /** The bucket's amount in the grid, 2 decimals. */
  amount: string;
  asOf: string;
}

/** The POST body's `where` of a drill-down: the group's customer, tax type and quarter, and the bucket. */
export function drillWhere(drill: Drill) {
  return outstandingWhere(
    {
      coId: drill.coId,
      taxType: isTaxType(drill.taxType) ? drill.taxType : '',
      quarter: drill.quarter,
      asOf: drill.asOf,
    },
    drill.bucket,
  );
}

/** The search-ledger query of a drill-down: the customer's open entries dated in the bucket. */
export function drillLedgerQuery(drill: Drill, cursor?: string) {
  return {
    customer: drill.coId,
    status: 'open',
    ...bucketDateRange(drill.bucket, drill.asOf),
    sort: 'transactionDate' as const,
    limit: 200,
    totals: 'false' as const,
    ...(cursor ? { cursor } : {}),
  };
}

/**
 * The search ledger filters by customer, status and dates; tax type and quarter are the group's too,
 * so the entries of other groups of the same customer are left out here.
 */
export function inGroup(entry: Pick<LedgerEntry, 'taxType' | 'quarter'>, drill: Drill): boolean {
  return (
    entry.taxType === drill.taxType &&
    entry.quarter.trim().toUpperCase() === drill.quarter.trim().toUpperCase()
  );
}
