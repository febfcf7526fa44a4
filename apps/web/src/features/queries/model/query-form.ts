import {
  QUERY_FILTERS_OF,
  QUERY_SORTS_OF,
  QUERY_STATUSES_OF,
  type QueryFilterName,
  type QuerySpec,
  type QuerySpecInput,
  type QuerySubject,
} from '@clearline/contracts';
import { parseDecimalToMinor } from '@clearline/domain';
import type { LedgerArea } from '@clearline/domain/areas';
import { validateDateInput } from '@clearline/domain/dates';

/**
 * The query form: what the person typed, as strings (an empty string: no filter), and how it becomes
 * the contract's QuerySpec. The browser checks what the server checks (amounts, dates, ranges) by the
 * field before running; the server checks again.
 */
export interface QueryForm {
  subject: QuerySubject;
  area: LedgerArea;
  filters: Partial<Record<QueryFilterName, string>>;
  sort: { key: string; dir: 'asc' | 'desc' };
}

export const SUBJECT_LABELS: Record<QuerySubject, string> = {
  ledger: 'Ledger lines',
  bank: 'Bank lines',
  matches: 'Matches',
};

export const STATUS_LABELS: Record<string, string> = {
  open: 'Open',
  matched: 'Matched',
  reconciling: 'Reconciling item',
  void: 'Void',
};

/** Matches are 'confirmed' or 'undone' in the rows; the filter names them as the status list does. */
export const MATCH_STATUS_LABELS: Record<string, string> = {
  matched: 'Matched (confirmed)',
  void: 'Void (undone)',
};

export const SORT_LABELS: Record<string, string> = {
  date: 'Date',
  amount: 'Amount',
  party: 'Customer or employer',
  matchedAt: 'Matched at',
};

/** The grid column each sort is shown on. */
export const SORT_COLUMNS: Record<string, string> = {
  date: 'date',
  amount: 'amount',
  party: 'party',
  matchedAt: 'matchedAt',
};

export const defaultSort = (subject: QuerySubject) => ({
  key: subject === 'matches' ? 'matchedAt' : 'date',
  dir: 'desc' as const,
});

export const emptyForm = (area: LedgerArea, subject: QuerySubject = 'ledger'): QueryForm => ({
  subject,
  area,
  filters: {},
  sort: defaultSort(subject),
});

/** A new subject keeps the filters it shares with the old one and its sort when it has it. */
export function withSubject(form: QueryForm, subject: QuerySubject): QueryForm {
  const filters: QueryForm['filters'] = {};
  for (const name of QUERY_FILTERS_OF[subject]) {
    const value = form.filters[name];
    if (value !== undefined && value !== '') filters[name] = value;
  }
  if (filters.status && !(QUERY_STATUSES_OF[subject] as readonly string[]).includes(filters.status))
    delete filters.status;
  const sort = QUERY_SORTS_OF[subject].includes(form.sort.key) ? form.sort : defaultSort(subject);
  return { ...form, subject, filters, sort };
}

/** The spec the server runs: the subject's filters that are set, trimmed. */
export function specOf(form: QueryForm): QuerySpecInput {
  const filters: Record<string, string> = {};
  for (const name of QUERY_FILTERS_OF[form.subject]) {
    const value = form.filters[name]?.trim() ?? '';
    if (value !== '') filters[name] = value;
  }
  return {
    subject: form.subject,
    area: form.area,
    filters,
    sort: form.sort as QuerySpecInput['sort'],
  } as QuerySpecInput;
}

/** A saved query back in the form. */
export function formOf(spec: QuerySpec): QueryForm {
  const filters: QueryForm['filters'] = {};
  for (const [name, value] of Object.entries(spec.filters))
    if (value !== undefined) filters[name as QueryFilterName] = String(value);
  return { subject: spec.subject, area: spec.area, filters, sort: spec.sort };
}

const AMOUNT = /^-?\d{1,13}(\.\d{1,2})?$/;

/** What is wrong with each field, as the server would say it (empty: the form can run). */
export function formErrors(form: QueryForm): Partial<Record<QueryFilterName, string>> {
  const errors: Partial<Record<QueryFilterName, string>> = {};
  const f = form.filters;
  const value = (name: QueryFilterName) => f[name]?.trim() ?? '';
  for (const name of ['amountMin', 'amountMax'] as const)
    if (value(name) !== '' && !AMOUNT.test(value(name))) errors[name] = 'An amount such as 1250.00 or -75.5';
  for (const name of ['dateFrom', 'dateTo', 'matchedFrom', 'matchedTo'] as const)
    if (value(name) !== '' && validateDateInput(value(name)) !== null) errors[name] = 'A real date';
  const low = parseDecimalToMinor(value('amountMin'));
  const high = parseDecimalToMinor(value('amountMax'));
  if (!errors.amountMin && !errors.amountMax && low.ok && high.ok && value('amountMin') && value('amountMax'))
    if (low.minor > high.minor) errors.amountMax = 'Not below the minimum';
  for (const [from, to] of [
    ['dateFrom', 'dateTo'],
    ['matchedFrom', 'matchedTo'],
  ] as const)
    if (!errors[from] && !errors[to] && value(from) && value(to) && value(from) > value(to))
      errors[to] = 'Not before the start';
  for (const name of Object.keys(errors) as QueryFilterName[])
    if (!QUERY_FILTERS_OF[form.subject].includes(name)) delete errors[name];
  return errors;
}

/** Clicking a sortable column: the same column flips its direction, another starts descending. */
export function nextSort(form: QueryForm, key: string): QueryForm['sort'] {
  if (form.sort.key === key) return { key, dir: form.sort.dir === 'asc' ? 'desc' : 'asc' };
  return { key, dir: 'desc' };
}
