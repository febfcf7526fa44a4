import type { ReportColumn, ReportParameter } from '@clearline/contracts';
import type { ReportValue, ReportValueType } from '@clearline/domain';
import type { LedgerArea } from '@clearline/domain/areas';
import type { SQL } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db';

/** What a report runs with: the organisation, the area, its parameters once resolved, and the caller. */
export interface ReportRun {
  db: DbOrTx;
  organizationId: string;
  area: LedgerArea;
  /** The parameters after `resolve`: defaults filled in, every value checked. */
  parameters: Record<string, string>;
  /** Today in the organisation's zone, and the zone. */
  today: string;
  timeZone: string;
  /** Who asks (the preview's caller, the export's requester): the statement's "prepared by". */
  userName: string;
  now: Date;
}

/** A figure of the heading, typed like a column (money in cents). */
export interface SummaryValue {
  key: string;
  label: string;
  type: ReportValueType;
  value: ReportValue;
}

/** Where a batch starts: after this row's sort key and id (keyset paging, never OFFSET over a large set). */
export interface RowKey {
  k: string;
  id: string;
}

/** A row as a report's SQL returns it: the columns by key, plus its keyset position `_k`, `_id`. */
export type SqlRow = Record<string, unknown> & { _k: string; _id: string };

/**
 * A report as data: its definition (parameters and columns, shown by the catalogue), how its
 * parameters are checked, its heading figures, and its rows from a keyset query. A report never loads
 * its whole result: a preview reads one page, an export reads batch after batch.
 */
export interface ReportSource {
  id: string;
  name: string;
  description: string;
  /** false: not on the Reports page's catalogue (a source another page starts, such as a query's export). */
  listed?: boolean;
  parameters: ReportParameter[];
  columns: ReportColumn[];
  /** Checks and completes the parameters (400 with the field on a bad one). */
  resolve(run: Omit<ReportRun, 'parameters'>, raw: Record<string, string>): Promise<Record<string, string>>;
  summary?(run: ReportRun): Promise<SummaryValue[]>;
  /**
   * The rows after `after` (or from the start), in report order, at most `limit`; `offset` skips rows
   * first (a preview's page; exports use `after`).
   */
  batch(run: ReportRun, after: RowKey | null, limit: number, offset?: number): Promise<SqlRow[]>;
  /**
   * Every row in report order as one query (the columns by key), when the report is one SQL select: on
   * PostgreSQL a CSV export is then COPYed from it (writers/csv-copy.ts) instead of read in batches.
   */
  rows?(run: ReportRun): SQL;
  /** Rows of the whole report and the sums of the `total` columns (money in cents). */
  totals(run: ReportRun): Promise<{ count: number; sums: Record<string, number> }>;
}

/** The row's values in column order, as the writers take them. */
export function valuesOf(columns: readonly ReportColumn[], row: Record<string, unknown>): ReportValue[] {
  return columns.map((c) => {
    const value = row[c.key];
    if (value === null || value === undefined) return null;
    if (c.type === 'money' || c.type === 'integer') return Number(value);
    if (value instanceof Date) return value.toISOString();
    return String(value);
  });
}

/**
 * Batches of a report's rows, one keyset query each: what an export streams into its writer. Each query
 * waits a turn of the event loop first, so requests read meanwhile (a health check's ping) queue for
 * the database before the next batch does.
 */
export async function* reportBatches(
  source: ReportSource,
  run: ReportRun,
  batchSize: number,
): AsyncGenerator<ReportValue[][]> {
  let after: RowKey | null = null;
  for (;;) {
    await new Promise<void>((resolve) => setImmediate(resolve));
    const rows = await source.batch(run, after, batchSize);
    if (rows.length === 0) return;
    yield rows.map((r) => valuesOf(source.columns, r));
    const last = rows[rows.length - 1] as SqlRow;
    after = { k: String(last._k), id: String(last._id) };
    if (rows.length < batchSize) return;
  }
}

/** Reads `count` and the sums of the named columns from a totals query's one row. */
export async function totalsOf(
  db: DbOrTx,
  query: SQL,
  moneyKeys: readonly string[],
): Promise<{ count: number; sums: Record<string, number> }> {
  const [row] = await queryRows<Record<string, string | number>>(db, query);
  const sums: Record<string, number> = {};
  for (const key of moneyKeys) sums[key] = Number(row?.[key] ?? 0);
  return { count: Number(row?.count ?? 0), sums };
}

/**
 * Batches of a report whose rows come from another module's paged service (its own page size): a
 * row's key is its position in the whole list, and a batch reads the pages it spans.
 */
export async function pagedBatch(
  fetchPage: (page: number, size: number) => Promise<Record<string, unknown>[]>,
  pageSize: number,
  after: RowKey | null,
  limit: number,
  offset: number,
): Promise<SqlRow[]> {
  const start = after ? Number(after.k) : offset;
  const rows: SqlRow[] = [];
  let page = Math.floor(start / pageSize) + 1;
  let skip = start % pageSize;
  while (rows.length < limit) {
    const got = await fetchPage(page, pageSize);
    const taken = got.slice(skip, skip + limit - rows.length);
    for (const r of taken) rows.push({ ...r, _k: String(start + rows.length + 1), _id: '' } as SqlRow);
    if (got.length < pageSize) break;
    page += 1;
    skip = 0;
  }
  return rows;
}
