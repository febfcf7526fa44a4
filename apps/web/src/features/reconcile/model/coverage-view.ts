import { LEDGER_REC_AGE_BUCKETS } from '@clearline/contracts';

/**
 * What the employer-funds reconciliation pages show, kept in the address bar so a view can be shared
 * and Back works: the sub-ledger (funds coverage per employer) and the ledger against the bank.
 */

export const COVERAGE_LIMITS = [25, 50, 100] as const;
const DEFAULT_LIMIT = 25;

const isIsoDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
};
const limitOf = (value: string | null, fallback: number, allowed: readonly number[]) => {
  const n = Number(value);
  return allowed.includes(n) ? n : fallback;
};

/** Both pages' page and page size: page 1 and the default size stay out of the address. */
const readPaging = (params: URLSearchParams) => ({
  page: positive(params.get('page'), 1),
  limit: limitOf(params.get('limit'), DEFAULT_LIMIT, COVERAGE_LIMITS),
});
const writePaging = (params: URLSearchParams, view: { page: number; limit: number }) => {
  if (view.page > 1) params.set('page', String(view.page));
  if (view.limit !== DEFAULT_LIMIT) params.set('limit', String(view.limit));
};

/** A party filter: the id the server filters by and the name the box shows. */
export interface PartyFilter {
  id: string;
  name: string;
}

const readParty = (params: URLSearchParams, key: string): PartyFilter | null => {
  const id = params.get(key)?.trim() ?? '';
  return id ? { id, name: params.get(`${key}Name`) ?? id } : null;
};
const writeParty = (params: URLSearchParams, key: string, party: PartyFilter | null) => {
  if (!party) return;
  params.set(key, party.id);
  if (party.name && party.name !== party.id) params.set(`${key}Name`, party.name);
};

// ---------------------------------------------------------------- sub-ledger

export interface SubledgerView {
  /** '' = today (the server's). */
  asOf: string;
  partner: PartyFilter | null;
  status: 'short' | 'all';
  search: string;
  page: number;
  limit: number;
}

export function readSubledgerView(params: URLSearchParams): SubledgerView {
  const asOf = params.get('asOf') ?? '';
  return {
    asOf: isIsoDate(asOf) ? asOf : '',
    partner: readParty(params, 'partner'),
    status: params.get('status') === 'short' ? 'short' : 'all',
    search: params.get('search')?.trim() ?? '',
    ...readPaging(params),
  };
}

export function writeSubledgerView(view: SubledgerView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.asOf) params.set('asOf', view.asOf);
  writeParty(params, 'partner', view.partner);
  if (view.status === 'short') params.set('status', 'short');
  if (view.search.trim()) params.set('search', view.search.trim());
  writePaging(params, view);
  return params;
}

/** How many of a view's filters are applied (the folded filter bar's badge). */
export const appliedSubledgerFilters = (view: SubledgerView) =>
  [view.asOf, view.partner, view.status === 'short', view.search].filter(Boolean).length;

/** The server's query of a sub-ledger view (only what is set). */
export function subledgerQuery(view: SubledgerView) {
  return {
    ...(view.asOf ? { asOf: view.asOf } : {}),
    ...(view.partner ? { partner: view.partner.id } : {}),
    status: view.status,
    ...(view.search ? { search: view.search } : {}),
    page: String(view.page),
    limit: String(view.limit),
  };
}

// ---------------------------------------------------------------- ledger against the bank

export const AGE_BUCKETS = LEDGER_REC_AGE_BUCKETS;
export type AgeBucket = (typeof AGE_BUCKETS)[number];
export type LedgerRecSide = 'bank' | 'ledger';

export interface LedgerRecView {
  asOf: string;
  employer: PartyFilter | null;
  partner: PartyFilter | null;
  bankAccount: string;
  ageBucket: AgeBucket | '';
  side: LedgerRecSide | '';
  page: number;
  limit: number;
}

const isBucket = (value: string | null): value is AgeBucket =>
  value !== null && (AGE_BUCKETS as readonly string[]).includes(value);

export function readLedgerRecView(params: URLSearchParams): LedgerRecView {
  const asOf = params.get('asOf') ?? '';
  const bucket = params.get('age');
  const side = params.get('side');
  return {
    asOf: isIsoDate(asOf) ? asOf : '',
    employer: readParty(params, 'employer'),
    partner: readParty(params, 'partner'),
    bankAccount: params.get('account')?.trim() ?? '',
    ageBucket: isBucket(bucket) ? bucket : '',
    side: side === 'bank' || side === 'ledger' ? side : '',
    ...readPaging(params),
  };
}

export function writeLedgerRecView(view: LedgerRecView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.asOf) params.set('asOf', view.asOf);
  writeParty(params, 'employer', view.employer);
  writeParty(params, 'partner', view.partner);
  if (view.bankAccount) params.set('account', view.bankAccount);
  if (view.ageBucket) params.set('age', view.ageBucket);
  if (view.side) params.set('side', view.side);
  writePaging(params, view);
  return params;
}

export const appliedLedgerRecFilters = (view: LedgerRecView) =>
  [view.asOf, view.employer, view.partner, view.bankAccount, view.ageBucket, view.side].filter(Boolean)
    .length;

export function ledgerRecQuery(view: LedgerRecView) {
  return {
    ...(view.asOf ? { asOf: view.asOf } : {}),
    ...(view.employer ? { employer: view.employer.id } : {}),
    ...(view.partner ? { partner: view.partner.id } : {}),
    ...(view.bankAccount ? { bankAccount: view.bankAccount } : {}),
    ...(view.ageBucket ? { ageBucket: view.ageBucket } : {}),
    ...(view.side ? { side: view.side } : {}),
    page: String(view.page),
    limit: String(view.limit),
  };
}

/**
 * Re-match for open lines of the ledger page: the account of the lines (one account: Re-match works on
 * one account at a time) and the latest date among them, so they are all in its window.
 */
export function rematchQuery(
  lines: readonly { accountId: string; date: string }[],
): { account: string; to: string } | null {
  const first = lines[0];
  if (!first || lines.some((line) => line.accountId !== first.accountId)) return null;
  const to = lines.reduce((latest, line) => (line.date > latest ? line.date : latest), first.date);
  return { account: first.accountId, to: to.slice(0, 10) };
}
