import type { EwaLedgerSearchQuery, LedgerSearchQuery } from '@clearline/contracts';
import { isValidIsoDate, normaliseCustomerId } from '@clearline/domain';
import type { z } from 'zod';
import type { LedgerEntryStatus } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import { badRequest } from '../../platform/errors';
import type { RawEntry } from './ledger.mappers';
import {
  cappedTotals,
  estimateMatches,
  type KeyValue,
  keyOf,
  type LedgerFilters,
  type SearchWord,
  SORT_KEYS,
  type SortKey,
  searchPage,
} from './ledger-search.repository';
import { apiAmountCents, minorTextToDecimal } from './support';

/** Totals count at most this many entries; past it the answer says "10,000 or more" (totalExact false). */
export const TOTALS_CAP = 10_000;
/** Page paging (OFFSET) stops here; the keyset cursor goes on at the same cost at any depth. */
export const MAX_OFFSET_ROWS = 10_000;
/**
 * On PostgreSQL, `totals=true` counts exactly only when the planner expects fewer matches than this (the
 * count then reads at most a few thousand index entries); above it the answer is the estimate, marked
 * not exact. `totals=exact` always counts, up to TOTALS_CAP.
 */
export const EXACT_COUNT_BELOW = 2_000;
/** Below this estimate a text search collects its matches through the text index and sorts them. */
export const COLLECT_MATCHES_BELOW = 5_000;
/** Words of the text search that are used (the rest is ignored), and their longest length. */
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;

type Query = z.output<typeof LedgerSearchQuery>;
type EwaQuery = z.output<typeof EwaLedgerSearchQuery>;
/** What the shared search reads of either area's query: paging, sort and totals. */
export type SearchPaging = Pick<Query, 'cursor' | 'page' | 'limit' | 'totals' | 'dateFrom' | 'dateTo'> & {
  /** The area's sort, its party sort named 'customer' ('-customer'). */
  sort: Query['sort'];
};

/**
 * The search text split like the stored vector: lower-case runs of a-z and 0-9. Words match whole words
 * (fast at any table size: GIN intersects posting lists); a term typed with a trailing '*' ('harb*')
 * matches as a prefix, which is slower for common prefixes (GIN reads every matching posting list).
 */
export function searchWords(text: string | undefined): SearchWord[] {
  if (!text) return [];
  const words: SearchWord[] = [];
  for (const term of text.toLowerCase().split(/\s+/)) {
    const parts = term.split(/[^a-z0-9]+/).filter((w) => w !== '');
    parts.forEach((part, i) => {
      const prefix = i === parts.length - 1 && term.endsWith('*') && part.length >= 2;
      words.push({ word: part.slice(0, MAX_WORD_LENGTH), prefix });
    });
  }
  return words.slice(0, MAX_WORDS);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function validKeyValue(type: (typeof SORT_KEYS)[SortKey]['types'][number], value: unknown): boolean {
  switch (type) {
    case 'date':
      return typeof value === 'string' && isValidIsoDate(value);
    case 'uuid':
      return typeof value === 'string' && UUID.test(value);
    case 'bigint':
      return typeof value === 'number' && Number.isSafeInteger(value);
    case 'text':
      return typeof value === 'string' && value.length <= 40;
  }
}

export function encodeCursor(sort: string, values: KeyValue[]): string {
  return Buffer.from(JSON.stringify({ s: sort, v: values })).toString('base64url');
}

/** The keyset values of a cursor, checked against the sort it must belong to. */
export function decodeCursor(cursor: string, sort: string, key: SortKey): KeyValue[] {
  const refuse = () =>
    badRequest('The cursor is not valid for this sort.', [
      { path: 'querystring.cursor', message: 'is not valid for this sort' },
    ]);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  const { s, v } = (parsed ?? {}) as { s?: unknown; v?: unknown };
  const types = SORT_KEYS[key].types;
  if (s !== sort || !Array.isArray(v) || v.length !== types.length) throw refuse();
  if (!types.every((type, i) => validKeyValue(type, v[i]))) throw refuse();
  return v as KeyValue[];
}

/** The filters both areas share (accounts, dates, amounts, status, source, type, words). */
function commonFilters(query: Query | EwaQuery, filters: LedgerFilters): LedgerFilters {
  const amount = (text: string | undefined) =>
    text === undefined ? undefined : (apiAmountCents(text) ?? undefined);
  if (query.bankAccount) filters.bankAccount = query.bankAccount.trim();
  if (query.ledgerId) filters.ledgerId = query.ledgerId.trim();
  if (query.account) filters.account = query.account.trim();
  if (query.dateFrom) filters.dateFrom = query.dateFrom;
  if (query.dateTo) filters.dateTo = query.dateTo;
  const amountMin = amount(query.amountMin);
  const amountMax = amount(query.amountMax);
  if (amountMin !== undefined) filters.amountMin = amountMin;
  if (amountMax !== undefined) filters.amountMax = amountMax;
  if (query.status) filters.statuses = [...new Set(query.status.split(','))] as LedgerEntryStatus[];
  if (query.source) filters.source = query.source;
  if (query.transactionType) filters.transactionType = query.transactionType.trim();
  const words = searchWords(query.q);
  if (words.length > 0) filters.words = words;
  return filters;
}

/** The bank-rec search's filters: the customer is the line's party. */
export function bankRecFilters(query: Query): LedgerFilters {
  const filters: LedgerFilters = { area: 'bankRec' };
  if (query.customer) filters.customer = normaliseCustomerId(query.customer);
  return commonFilters(query, filters);
}

/** The employer-funds search's filters: employer (the party), partner, payroll customer, source file. */
export function ewaFilters(query: EwaQuery): LedgerFilters {
  const filters: LedgerFilters = { area: 'ewa' };
  if (query.employer) filters.customer = normaliseCustomerId(query.employer);
  if (query.partner) filters.partner = normaliseCustomerId(query.partner);
  if (query.customer) filters.payrollCustomer = normaliseCustomerId(query.customer);
  if (query.sourceFile) filters.sourceFile = query.sourceFile.trim();
  return commonFilters(query, filters);
}

/**
 * `trustEstimates`: the planner's statistics are kept by autovacuum on PostgreSQL; embedded PGlite has no
 * autovacuum (and small ledgers), so there the count always runs, bounded by the cap.
 */
export async function searchLedger<E>(
  db: DbOrTx,
  organizationId: string,
  query: SearchPaging,
  filters: LedgerFilters,
  options: { trustEstimates: boolean; toEntry: (row: RawEntry) => E },
) {
  if (query.cursor !== undefined && query.page !== undefined) {
    throw badRequest('Page with either page or cursor, not both.', [
      { path: 'querystring.page', message: 'cannot be used with cursor' },
    ]);
  }
  if (query.dateFrom && query.dateTo && query.dateFrom > query.dateTo) {
    throw badRequest('The date range ends before it starts.', [
      { path: 'querystring.dateTo', message: 'is before dateFrom' },
    ]);
  }
  const page = query.cursor === undefined ? (query.page ?? 1) : null;
  const offset = page === null ? 0 : (page - 1) * query.limit;
  if (offset + query.limit > MAX_OFFSET_ROWS) {
    throw badRequest(
      `Pages stop at ${MAX_OFFSET_ROWS.toLocaleString('en-US')} entries: narrow the filters or page with nextCursor.`,
      [{ path: 'querystring.page', message: `page * limit may not pass ${MAX_OFFSET_ROWS}` }],
    );
  }
  const key = query.sort.replace('-', '') as SortKey;
  const descending = query.sort.startsWith('-');
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, query.sort, key);
  const mode = totalsMode(query.totals, query.cursor !== undefined, filters.words !== undefined);
  // The planner's estimate decides the two costly choices: whether to count, and how a text search finds
  // its page. It is asked for (one planning round trip, nothing read) only when one of them is open.
  const estimate =
    (mode === 'auto' && options.trustEstimates) || filters.words
      ? await estimateMatches(db, organizationId, filters)
      : Number.POSITIVE_INFINITY;
  const count =
    mode === 'exact' || (mode === 'auto' && (!options.trustEstimates || estimate < EXACT_COUNT_BELOW));
  const collectMatches = filters.words !== undefined && estimate < COLLECT_MATCHES_BELOW;
  const [rows, counted] = await Promise.all([
    searchPage(db, organizationId, {
      filters,
      key,
      descending,
      after,
      limit: query.limit,
      offset,
      collectMatches,
    }),
    count ? cappedTotals(db, organizationId, filters, TOTALS_CAP) : Promise.resolve(null),
  ]);
  const totals = totalsOf(mode, counted, estimate);
  const hasMore = rows.length > query.limit;
  const pageRows = hasMore ? rows.slice(0, query.limit) : rows;
  const last = pageRows[pageRows.length - 1];
  return {
    data: {
      rows: pageRows.map(options.toEntry),
      ...totals,
      page,
      limit: query.limit,
      nextCursor: hasMore && last ? encodeCursor(query.sort, keyOf(last, key)) : null,
    },
  };
}

type TotalsMode = 'none' | 'auto' | 'exact';

/** Default: totals on a first page; not with a cursor (the client has them) nor for a text search. */
function totalsMode(asked: Query['totals'], withCursor: boolean, withText: boolean): TotalsMode {
  if (asked === 'false') return 'none';
  if (asked === 'exact') return 'exact';
  if (asked === 'true') return 'auto';
  return withCursor || withText ? 'none' : 'auto';
}

/** total is exact when totalExact; otherwise a lower bound (the cap) or the planner's estimate. */
function totalsOf(mode: TotalsMode, counted: { count: number; sum: string } | null, estimate: number) {
  if (mode === 'none') return { total: null, totalExact: false, sumAmount: null };
  if (counted && counted.count <= TOTALS_CAP) {
    return { total: counted.count, totalExact: true, sumAmount: minorTextToDecimal(counted.sum) };
  }
  if (counted) return { total: TOTALS_CAP, totalExact: false, sumAmount: null };
  return {
    total: Number.isFinite(estimate) ? Math.round(estimate) : null,
    totalExact: false,
    sumAmount: null,
  };
}
