import type { LedgerEntrySource, LedgerEntryStatus } from '../../db/schema/index';
import type { Database } from '../../platform/db';
import { StatementBuilder } from '../../platform/statement';
import { RAW_ENTRY_COLUMNS, type RawEntry } from './ledger.mappers';

/**
 * The search-ledger queries: the hot path of the search screen, so their text is built here rather than
 * by the ORM, and each shape (filters and sort, whatever the values) is a named statement that
 * PostgreSQL parses and plans once per connection. Every sort is backed by an index that starts with
 * organization_id and ends with id, so a page is an index range scan that stops after `limit + 1` rows,
 * whatever the depth when paging by keyset (row comparison `(sort columns, id) < (cursor values)`).
 */

const TABLE = 'bank_rec_ledger_entries';

export type SortKey = 'transactionDate' | 'amount' | 'customer';
export interface SearchWord {
  word: string;
  prefix: boolean;
}
export type KeyValue = string | number;

export interface LedgerFilters {
  bankAccount?: string;
  ledgerId?: string;
  account?: string;
  customer?: string;
  dateFrom?: string;
  dateTo?: string;
  amountMin?: number;
  amountMax?: number;
  statuses?: LedgerEntryStatus[];
  source?: LedgerEntrySource;
  transactionType?: string;
  /** Lower-case words of [a-z0-9] that details or check number must all contain (whole words or prefixes). */
  words?: SearchWord[];
}

/** The ordered columns of each whitelisted sort and the SQL type of each cursor value. */
export const SORT_KEYS: Record<
  SortKey,
  { columns: string[]; types: ('date' | 'uuid' | 'bigint' | 'text')[] }
> = {
  transactionDate: { columns: ['transaction_date', 'id'], types: ['date', 'uuid'] },
  amount: { columns: ['amount_minor', 'id'], types: ['bigint', 'uuid'] },
  customer: { columns: ['co_id', 'transaction_date', 'id'], types: ['text', 'date', 'uuid'] },
};

/** The cursor values of a row for a sort (what the next page starts after). */
export function keyOf(row: RawEntry, key: SortKey): KeyValue[] {
  const id = String(row.id);
  switch (key) {
    case 'transactionDate':
      return [String(row.transaction_date), id];
    case 'amount':
      return [Number(row.amount_minor), id];
    case 'customer':
      return [String(row.co_id), String(row.transaction_date), id];
  }
}

/** The filters as conditions on the entries table (qualified: the page joins the clients table). */
function conditions(p: StatementBuilder, organizationId: string, f: LedgerFilters): string[] {
  const where = [`${TABLE}.organization_id = ${p.param(organizationId, 'uuid')}`];
  if (f.bankAccount !== undefined) where.push(`${TABLE}.account_id = ${p.param(f.bankAccount)}`);
  if (f.ledgerId !== undefined) where.push(`${TABLE}.ledger_id = ${p.param(f.ledgerId)}`);
  if (f.account !== undefined) where.push(`${TABLE}.account = ${p.param(f.account)}`);
  if (f.customer !== undefined) where.push(`${TABLE}.co_id = ${p.param(f.customer)}`);
  if (f.dateFrom !== undefined) where.push(`${TABLE}.transaction_date >= ${p.param(f.dateFrom, 'date')}`);
  if (f.dateTo !== undefined) where.push(`${TABLE}.transaction_date <= ${p.param(f.dateTo, 'date')}`);
  if (f.amountMin !== undefined) where.push(`${TABLE}.amount_minor >= ${p.param(f.amountMin, 'bigint')}`);
  if (f.amountMax !== undefined) where.push(`${TABLE}.amount_minor <= ${p.param(f.amountMax, 'bigint')}`);
  // One placeholder for any number of statuses keeps one statement shape per filter set.
  if (f.statuses !== undefined) where.push(`${TABLE}.status = any(${p.param(f.statuses, 'text[]')})`);
  if (f.source !== undefined) where.push(`${TABLE}.source = ${p.param(f.source)}`);
  if (f.transactionType !== undefined) {
    where.push(`lower(${TABLE}.transaction_type) = ${p.param(f.transactionType.toLowerCase())}`);
  }
  if (f.words && f.words.length > 0) {
    // Words are [a-z0-9]+ only, so the query text cannot carry tsquery operators.
    const tsQuery = f.words.map((w) => (w.prefix ? `${w.word}:*` : w.word)).join(' & ');
    where.push(`${TABLE}.search_text @@ to_tsquery('simple', ${p.param(tsQuery)})`);
  }
  return where;
}

function keysetCondition(p: StatementBuilder, key: SortKey, descending: boolean, values: KeyValue[]): string {
  const { columns, types } = SORT_KEYS[key];
  const right = values.map((v, i) => p.param(String(v), types[i] ?? 'text'));
  return `(${columns.map((c) => `${TABLE}.${c}`).join(', ')}) ${descending ? '<' : '>'} (${right.join(', ')})`;
}

export interface PageRequest {
  filters: LedgerFilters;
  key: SortKey;
  descending: boolean;
  after?: KeyValue[] | undefined;
  limit: number;
  offset: number;
  /**
   * Collect every match first (through the text index), then sort: right when the matches are few.
   * Otherwise the page walks the sort's index and stops after `limit + 1` matches.
   */
  collectMatches?: boolean;
  /** Count (and sum) the filtered set in the same statement, reading at most `countCap + 1` entries. */
  countCap?: number | undefined;
}

export interface PageResult {
  rows: RawEntry[];
  /** The capped count and the sum (as text: a sum of bigint may pass 2^53), when countCap was given. */
  counted: { count: number; sum: string } | null;
}

const SELECT_LIST = [
  ...RAW_ENTRY_COLUMNS.map((c) => `${TABLE}.${c}`),
  'bank_rec_clients.co_name as client_name',
].join(', ');
const JOIN_CLIENTS = `left join bank_rec_clients
  on bank_rec_clients.organization_id = ${TABLE}.organization_id
 and bank_rec_clients.co_id = ${TABLE}.co_id`;

type PageRow = RawEntry & { total_count?: number | null; total_sum?: string | null };

/**
 * One page plus one row (to tell whether another page follows), and with `countCap` the capped totals of
 * the filtered set in the same round trip. Rows come back raw (mapped once, by rawToLedgerEntry).
 */
export async function searchPage(
  database: Database,
  organizationId: string,
  request: PageRequest,
): Promise<PageResult> {
  const p = new StatementBuilder();
  const filter = conditions(p, organizationId, request.filters);
  const where = request.after
    ? [...filter, keysetCondition(p, request.key, request.descending, request.after)]
    : filter;
  const direction = request.descending ? 'desc' : 'asc';
  const order = (table: string) =>
    SORT_KEYS[request.key].columns.map((c) => `${table}.${c} ${direction}`).join(', ');
  const paging = `order by ${order(TABLE)} limit ${p.param(request.limit + 1, 'int')} offset ${p.param(request.offset, 'int')}`;
  // The materialised CTE takes the table's name, so the sort columns still resolve; it is a planning
  // fence: the matches are found through the text index, then sorted, instead of walking the sort's
  // index and testing every entry (slow when matches are rare).
  const page = request.collectMatches
    ? `with ${TABLE} as materialized (select * from public.${TABLE} where ${where.join(' and ')})
       select ${SELECT_LIST} from ${TABLE} ${JOIN_CLIENTS} ${paging}`
    : `select ${SELECT_LIST} from ${TABLE} ${JOIN_CLIENTS} where ${where.join(' and ')} ${paging}`;
  if (request.countCap === undefined) {
    return { rows: await database.read<RawEntry>(p.named('ledger_page', page)), counted: null };
  }
  // The totals ride along: one row of count and sum, joined to the page's rows (or alone when the page is
  // empty). The count stops after cap + 1 index entries (an index-only scan: every index ends in amount).
  const cap = p.param(request.countCap + 1, 'int');
  const text = `select page.*, totals.total_count, totals.total_sum
      from (select count(*)::int as total_count, coalesce(sum(amount_minor), 0)::text as total_sum
              from (select amount_minor from ${TABLE} where ${filter.join(' and ')} limit ${cap}) capped) totals
      left join (${page}) page on true
     order by ${order('page')}`;
  const rows = await database.read<PageRow>(p.named('ledger_page_totals', text));
  const first = rows[0];
  const counted = { count: Number(first?.total_count ?? 0), sum: String(first?.total_sum ?? '0') };
  return { rows: rows.filter((row) => row.id !== null && row.id !== undefined), counted };
}

/** The planner's estimate of how many entries match (one planning round trip, nothing read). */
export async function estimateMatches(
  database: Database,
  organizationId: string,
  filters: LedgerFilters,
): Promise<number> {
  const p = new StatementBuilder();
  const where = conditions(p, organizationId, filters).join(' and ');
  // Unnamed: the point is a plan for these very values.
  const [row] = await database.read<Record<string, unknown>>({
    text: `explain (format json) select 1 from ${TABLE} where ${where}`,
    values: p.values,
  });
  const plan = row ? Object.values(row)[0] : undefined;
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as {
    Plan?: { 'Plan Rows'?: number };
  }[];
  const estimate = Number(parsed?.[0]?.Plan?.['Plan Rows']);
  return Number.isFinite(estimate) ? estimate : Number.POSITIVE_INFINITY;
}
