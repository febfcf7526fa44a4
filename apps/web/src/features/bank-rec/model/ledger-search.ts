import { LEDGER_SORTS, LEDGER_STATUSES, type LedgerSearchQuery } from '@clearline/contracts';
import { validateDateInput } from '@clearline/domain/dates';
import {
  AMOUNT_DECIMALS_MESSAGE,
  minorToDecimalString,
  parseAmountInput,
  trySumMinor,
} from '@clearline/domain/money';
import type { z } from 'zod';
import { amountMinor } from '../../../shared/ui/amount-format';
import { sortDirection, toggleSort } from '../../../shared/ui/data-grid-model';

export type LedgerStatus = (typeof LEDGER_STATUSES)[number];
export type LedgerSort = (typeof LEDGER_SORTS)[number];
export type LedgerSortKey = 'transactionDate' | 'amount' | 'customer';

/** The Search Ledger filters as the form holds them (texts as typed). */
export interface LedgerFilters {
  /** Bank account number. */
  bankAccount: string;
  ledgerId: string;
  /** Ledger account name. */
  account: string;
  /** Customer id, and its name for the search box. */
  customer: string;
  customerName: string;
  /** Employer funds only: the partner id, and its name for the search box. */
  partner: string;
  partnerName: string;
  dateFrom: string;
  dateTo: string;
  amountMin: string;
  amountMax: string;
  status: LedgerStatus[];
  transactionType: string;
  /** Words of details or check number. */
  q: string;
}

/** What the grid shows: the applied filters, the sort and the page. Kept in the address bar. */
export interface LedgerView {
  filters: LedgerFilters;
  sort: LedgerSort;
  page: number;
  limit: number;
}

export const LEDGER_PAGE_LIMITS = [25, 50, 100, 200] as const;
/** The server's page numbers stop at page * limit = 10,000 (the cursor goes on; grids stop here). */
export const LEDGER_MAX_ROWS = 10_000;
/** Its totals count up to 10,000; a total at the cap means "10,000 or more". */
export const LEDGER_TOTALS_CAP = 10_000;

export const EMPTY_LEDGER_FILTERS: LedgerFilters = {
  bankAccount: '',
  ledgerId: '',
  account: '',
  customer: '',
  customerName: '',
  partner: '',
  partnerName: '',
  dateFrom: '',
  dateTo: '',
  amountMin: '',
  amountMax: '',
  status: [],
  transactionType: '',
  q: '',
};

export const DEFAULT_LEDGER_VIEW: LedgerView = {
  filters: EMPTY_LEDGER_FILTERS,
  sort: '-transactionDate',
  page: 1,
  limit: 50,
};

const TEXT_FILTERS = [
  'bankAccount',
  'ledgerId',
  'account',
  'customer',
  'customerName',
  'partner',
  'partnerName',
  'dateFrom',
  'dateTo',
  'amountMin',
  'amountMax',
  'transactionType',
  'q',
] as const satisfies readonly (keyof LedgerFilters)[];

const isStatus = (value: string): value is LedgerStatus =>
  (LEDGER_STATUSES as readonly string[]).includes(value);
const isSort = (value: string): value is LedgerSort => (LEDGER_SORTS as readonly string[]).includes(value);

/** The view an address bar holds; anything unknown or out of range falls back to the default. */
export function readLedgerView(params: URLSearchParams): LedgerView {
  const filters: LedgerFilters = { ...EMPTY_LEDGER_FILTERS };
  for (const key of TEXT_FILTERS) filters[key] = (params.get(key) ?? '').slice(0, 100);
  filters.status = [...new Set((params.get('status') ?? '').split(',').filter(isStatus))];
  const sortText = params.get('sort') ?? '';
  const limitNumber = Number(params.get('limit'));
  const limit = (LEDGER_PAGE_LIMITS as readonly number[]).includes(limitNumber)
    ? limitNumber
    : DEFAULT_LEDGER_VIEW.limit;
  const pageNumber = Number(params.get('page'));
  const lastPage = Math.floor(LEDGER_MAX_ROWS / limit);
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 ? Math.min(pageNumber, lastPage) : 1;
  return { filters, sort: isSort(sortText) ? sortText : DEFAULT_LEDGER_VIEW.sort, page, limit };
}

/** The address-bar form of a view: only what differs from the default. */
export function writeLedgerView(view: LedgerView): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of TEXT_FILTERS) {
    const value = view.filters[key].trim();
    if (value !== '') params.set(key, value);
  }
  if (view.filters.status.length > 0) params.set('status', view.filters.status.join(','));
  if (view.sort !== DEFAULT_LEDGER_VIEW.sort) params.set('sort', view.sort);
  if (view.page !== 1) params.set('page', String(view.page));
  if (view.limit !== DEFAULT_LEDGER_VIEW.limit) params.set('limit', String(view.limit));
  return params;
}

export type LedgerFilterField = 'dateFrom' | 'dateTo' | 'amountMin' | 'amountMax';

const DATE_MESSAGES = {
  required: 'Enter a date',
  invalid: 'Enter a real date',
  yearOutOfRange: 'The year must be from 1900 to 2100',
} as const;

function amountCentsOf(text: string): number | null {
  const parsed = parseAmountInput(text);
  return parsed.ok ? parsed.cents : null;
}

/** Problems of the filters that would make the search meaningless; the search waits until there are none. */
export function ledgerFilterErrors(filters: LedgerFilters): Partial<Record<LedgerFilterField, string>> {
  const errors: Partial<Record<LedgerFilterField, string>> = {};
  for (const field of ['dateFrom', 'dateTo'] as const) {
    const text = filters[field].trim();
    if (text === '') continue;
    const error = validateDateInput(text);
    if (error) errors[field] = DATE_MESSAGES[error];
  }
  if (!errors.dateFrom && !errors.dateTo && filters.dateFrom && filters.dateTo) {
    if (filters.dateFrom.trim() > filters.dateTo.trim()) errors.dateTo = 'Must be on or after the From date';
  }
  for (const field of ['amountMin', 'amountMax'] as const) {
    const text = filters[field].trim();
    const parsed = parseAmountInput(text);
    if (text !== '' && !parsed.ok) errors[field] = parsed.message ?? AMOUNT_DECIMALS_MESSAGE;
  }
  const min = amountCentsOf(filters.amountMin);
  const max = amountCentsOf(filters.amountMax);
  if (!errors.amountMin && !errors.amountMax && min !== null && max !== null && min > max) {
    errors.amountMax = 'Must be at least the minimum';
  }
  return errors;
}

export type LedgerTotalsMode = 'auto' | 'exact';

/** GET /api/bankRec/items/ledger's query for a view (empty filters left out). */
export function ledgerSearchQuery(
  view: LedgerView,
  totals: LedgerTotalsMode = 'auto',
): z.input<typeof LedgerSearchQuery> & { partner?: string | undefined } {
  const f = view.filters;
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const amount = (value: string) => {
    const cents = amountCentsOf(value);
    return cents === null ? undefined : minorToDecimalString(cents);
  };
  const q = text(f.q);
  return {
    bankAccount: text(f.bankAccount),
    ledgerId: text(f.ledgerId),
    account: text(f.account),
    customer: text(f.customer),
    partner: text(f.partner),
    dateFrom: text(f.dateFrom),
    dateTo: text(f.dateTo),
    amountMin: amount(f.amountMin),
    amountMax: amount(f.amountMax),
    status: f.status.length > 0 ? f.status.join(',') : undefined,
    transactionType: text(f.transactionType),
    q,
    sort: view.sort,
    limit: view.limit,
    page: view.page,
    // The server leaves totals out of a text search unless asked; the grid always wants its count.
    totals: totals === 'exact' ? 'exact' : q ? 'true' : undefined,
  };
}

/** How many filters are applied (a customer's or partner's name is part of its id's filter). */
export function countActiveFilters(filters: LedgerFilters): number {
  let count = 0;
  for (const key of TEXT_FILTERS)
    if (key !== 'customerName' && key !== 'partnerName' && filters[key].trim() !== '') count += 1;
  return count + (filters.status.length > 0 ? 1 : 0);
}

/** Clicking a column: its natural direction first (dates and amounts newest/largest first), then flip. */
export const toggleLedgerSort = (current: LedgerSort, key: LedgerSortKey): LedgerSort =>
  toggleSort(current, key, key === 'customer' ? 'asc' : 'desc');

export const ledgerSortDirection = (sort: LedgerSort, key: LedgerSortKey) => sortDirection(sort, key);

/** Cents of an amount the API sent ('-1234.50'), or null when it is not one. */
export const apiAmountCents = amountMinor;

/** Count and exact sum of the selected entries (integer cents; null when a sum cannot be held). */
export function selectionTotals(entries: readonly { amount: string }[]): {
  count: number;
  cents: number | null;
} {
  const cents: number[] = [];
  for (const entry of entries) {
    const value = apiAmountCents(entry.amount);
    if (value === null) return { count: entries.length, cents: null };
    cents.push(value);
  }
  const sum = trySumMinor(cents);
  return { count: entries.length, cents: sum.ok ? sum.minor : null };
}
