import type { LedgerArea } from '@clearline/domain/areas';
import { type AnyColumn, and, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { bankRecLedgerEntries, type LedgerEntrySource, type LedgerEntryStatus } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import { RAW_ENTRY_COLUMNS, RAW_EWA_ENTRY_COLUMNS, type RawEntry } from './ledger.mappers';

/**
 * The search-ledger queries. Every sort is backed by an index that starts with organization_id and ends
 * with id, so a page is an index range scan that stops after `limit + 1` rows, whatever the depth when
 * paging by keyset (row comparison `(sort columns, id) < (cursor values)`).
 */

const e = bankRecLedgerEntries;

export type SortKey = 'transactionDate' | 'amount' | 'customer';
export interface SearchWord {
  word: string;
  prefix: boolean;
}
export type KeyValue = string | number;

export interface LedgerFilters {
  /** The area whose lines are searched (every search index leads with organization_id, area). */
  area: LedgerArea;
  bankAccount?: string;
  ledgerId?: string;
  account?: string;
  /** The line's party: the customer id, or the employer id in the employer-funds area. */
  customer?: string;
  /** Employer funds: the employer's partner. */
  partner?: string;
  /** Employer funds: the payroll customer column. */
  payrollCustomer?: string;
  /** Employer funds: the source file name ('ADDED' for hand-added lines). */
  sourceFile?: string;
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
  { columns: AnyColumn[]; types: ('date' | 'uuid' | 'bigint' | 'text')[] }
> = {
  transactionDate: { columns: [e.transactionDate, e.id], types: ['date', 'uuid'] },
  amount: { columns: [e.amountMinor, e.id], types: ['bigint', 'uuid'] },
  customer: { columns: [e.coId, e.transactionDate, e.id], types: ['text', 'date', 'uuid'] },
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

function filtersSql(organizationId: string, f: LedgerFilters): SQL {
  // Words are [a-z0-9]+ only, so the query text cannot carry tsquery operators.
  const tsQuery =
    f.words && f.words.length > 0
      ? f.words.map((w) => (w.prefix ? `${w.word}:*` : w.word)).join(' & ')
      : undefined;
  return and(
    eq(e.organizationId, organizationId),
    eq(e.area, f.area),
    f.bankAccount === undefined ? undefined : eq(e.accountId, f.bankAccount),
    f.ledgerId === undefined ? undefined : eq(e.ledgerId, f.ledgerId),
    f.account === undefined ? undefined : eq(e.account, f.account),
    f.customer === undefined ? undefined : eq(e.coId, f.customer),
    f.partner === undefined ? undefined : eq(e.partner, f.partner),
    f.payrollCustomer === undefined ? undefined : eq(e.customer, f.payrollCustomer),
    f.sourceFile === undefined ? undefined : eq(e.sourceFile, f.sourceFile),
    f.dateFrom === undefined ? undefined : gte(e.transactionDate, f.dateFrom),
    f.dateTo === undefined ? undefined : lte(e.transactionDate, f.dateTo),
    f.amountMin === undefined ? undefined : gte(e.amountMinor, f.amountMin),
    f.amountMax === undefined ? undefined : lte(e.amountMinor, f.amountMax),
    f.statuses === undefined ? undefined : inArray(e.status, f.statuses),
    f.source === undefined ? undefined : eq(e.source, f.source),
    f.transactionType === undefined
      ? undefined
      : sql`lower(${e.transactionType}) = ${f.transactionType.toLowerCase()}`,
    tsQuery === undefined ? undefined : sql`${e.searchText} @@ to_tsquery('simple', ${tsQuery})`,
  ) as SQL;
}

function keysetSql(key: SortKey, descending: boolean, values: KeyValue[]): SQL {
  const { columns, types } = SORT_KEYS[key];
  const left = sql.join(
    columns.map((c) => sql`${c}`),
    sql`, `,
  );
  const right = sql.join(
    values.map((v, i) => sql`${String(v)}::${sql.raw(types[i] ?? 'text')}`),
    sql`, `,
  );
  return descending ? sql`(${left}) < (${right})` : sql`(${left}) > (${right})`;
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
}

/** What a collected text search keeps of each match: the id and every sort's columns. */
const COLLECTED_COLUMNS = sql.raw('id, transaction_date, amount_minor, co_id');
/** Each area's static select list and joins (its columns, the party's name, the partner's name). */
const JOIN_CLIENTS = `left join bank_rec_clients
  on bank_rec_clients.organization_id = bank_rec_ledger_entries.organization_id
 and bank_rec_clients.area = bank_rec_ledger_entries.area
 and bank_rec_clients.co_id = bank_rec_ledger_entries.co_id`;
const JOIN_PARTNERS = `left join ewa_partners
  on ewa_partners.organization_id = bank_rec_ledger_entries.organization_id
 and ewa_partners.partner = bank_rec_ledger_entries.partner`;
const selectListOf = (columns: readonly string[], extra: string[]) =>
  sql.raw([...columns.map((c) => `bank_rec_ledger_entries.${c}`), ...extra].join(', '));
const AREA_SELECT: Record<LedgerArea, { list: SQL; joins: SQL }> = {
  bankRec: {
    list: selectListOf(RAW_ENTRY_COLUMNS, ['bank_rec_clients.co_name as client_name']),
    joins: sql.raw(JOIN_CLIENTS),
  },
  ewa: {
    list: selectListOf(RAW_EWA_ENTRY_COLUMNS, [
      'bank_rec_clients.co_name as client_name',
      'ewa_partners.name as partner_name',
    ]),
    joins: sql.raw(`${JOIN_CLIENTS} ${JOIN_PARTNERS}`),
  },
};

/**
 * One page plus one row (to tell whether another page follows). The hot path of the search screen: the
 * select list is static text and rows come back raw (mapped once, by rawToLedgerEntry).
 */
export async function searchPage(
  db: DbOrTx,
  organizationId: string,
  request: PageRequest,
): Promise<RawEntry[]> {
  const where = and(
    filtersSql(organizationId, request.filters),
    request.after ? keysetSql(request.key, request.descending, request.after) : undefined,
  );
  const direction = sql.raw(request.descending ? 'desc' : 'asc');
  const order = sql.join(
    SORT_KEYS[request.key].columns.map((c) => sql`${c} ${direction}`),
    sql`, `,
  );
  const paging = sql`order by ${order} limit ${request.limit + 1} offset ${request.offset}`;
  const { list: SELECT_LIST, joins: JOIN_CLIENTS } = AREA_SELECT[request.filters.area];
  // The materialised CTE takes the table's name, so the sort columns still resolve; it is a planning
  // fence: the matches are found through the text index, then sorted, instead of walking the sort's
  // index and testing every entry (slow when matches are rare). It keeps only the id and the sort
  // columns: sorting whole rows of 10,000 matches took most of a 430 ms page in PGlite; the page's
  // rows are then read by id (the outer query's alias is the table itself, not the CTE).
  const query = request.collectMatches
    ? sql`with bank_rec_ledger_entries as materialized (
          select ${COLLECTED_COLUMNS} from public.bank_rec_ledger_entries where ${where}),
        page as (select id from bank_rec_ledger_entries ${paging})
        select ${SELECT_LIST} from public.bank_rec_ledger_entries bank_rec_ledger_entries ${JOIN_CLIENTS}
         where bank_rec_ledger_entries.id in (select id from page) order by ${order}`
    : sql`select ${SELECT_LIST} from bank_rec_ledger_entries ${JOIN_CLIENTS} where ${where} ${paging}`;
  const result = await db.execute(query);
  return (result as unknown as { rows: RawEntry[] }).rows;
}

/** The planner's estimate of how many entries match (one planning round trip, nothing read). */
export async function estimateMatches(
  db: DbOrTx,
  organizationId: string,
  filters: LedgerFilters,
): Promise<number> {
  const result = await db.execute(
    sql`explain (format json) select 1 from bank_rec_ledger_entries where ${filtersSql(organizationId, filters)}`,
  );
  const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const plan = row ? Object.values(row)[0] : undefined;
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as {
    Plan?: { 'Plan Rows'?: number };
  }[];
  const estimate = Number(parsed?.[0]?.Plan?.['Plan Rows']);
  return Number.isFinite(estimate) ? estimate : Number.POSITIVE_INFINITY;
}

/**
 * Count and sum of the filtered set, reading at most `cap + 1` rows: cheap for any selection, exact up to
 * the cap. The sum comes back as text (a SUM of bigint is numeric and may pass 2^53).
 */
export async function cappedTotals(db: DbOrTx, organizationId: string, filters: LedgerFilters, cap: number) {
  const capped = db
    .select({ amount: e.amountMinor })
    .from(e)
    .where(filtersSql(organizationId, filters))
    .limit(cap + 1)
    .as('capped');
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`, sum: sql<string>`coalesce(sum(${capped.amount}), 0)::text` })
    .from(capped);
  return { count: Number(row?.n ?? 0), sum: row?.sum ?? '0' };
}
