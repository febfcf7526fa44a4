/**
 * The column profile of an account-balance CSV (issue 19): one line per bank account and day with its
 * opening, closing and/or available balance. Banks and treasury systems lay these out differently, so the
 * organisation saves one profile (the same CSV pieces as statements and settlement files: column refs by
 * header name or 0-based index, delimiter, date format, decimal separator).
 */

import type { CsvColumnRef, CsvDelimiter } from '../statements/csv/profile';
import { isSupportedDateFormat } from '../statements/csv/values';

export const BALANCE_KINDS = ['opening', 'closing', 'available'] as const;
export type BalanceKindName = (typeof BALANCE_KINDS)[number];

export interface BalanceColumns {
  account: CsvColumnRef;
  date: CsvColumnRef;
  opening?: CsvColumnRef | undefined;
  closing?: CsvColumnRef | undefined;
  available?: CsvColumnRef | undefined;
  /** Optional: the currency of the line (else the profile's). */
  currency?: CsvColumnRef | undefined;
}

export interface BalanceProfile {
  hasHeader: boolean;
  delimiter: CsvDelimiter;
  /** E.g. 'YYYY-MM-DD', 'MM/DD/YYYY' (the bank CSV's date formats). */
  dateFormat: string;
  decimalSeparator: '.' | ',';
  /** The currency of lines without a currency column. */
  currency: string;
  columns: BalanceColumns;
}

/** A profile as saved or given at upload: any field left out takes its default. */
export type BalanceProfileInput = Partial<Omit<BalanceProfile, 'columns'>> & {
  columns?: Partial<BalanceColumns> | undefined;
};

export const DEFAULT_BALANCE_PROFILE: BalanceProfile = {
  hasHeader: true,
  delimiter: ',',
  dateFormat: 'YYYY-MM-DD',
  decimalSeparator: '.',
  currency: 'USD',
  columns: {
    account: 'account',
    date: 'date',
    opening: 'opening',
    closing: 'closing',
    available: 'available',
  },
};

/** The full profile: the input's fields over the defaults (columns given replace the default columns). */
export function resolveBalanceProfile(input: BalanceProfileInput = {}): BalanceProfile {
  const defined = <T extends object>(o: T | undefined) =>
    Object.fromEntries(Object.entries(o ?? {}).filter(([, v]) => v !== undefined && v !== '')) as Partial<T>;
  const own = defined(input);
  const columns = input.columns
    ? {
        account: DEFAULT_BALANCE_PROFILE.columns.account,
        date: DEFAULT_BALANCE_PROFILE.columns.date,
        ...defined(input.columns),
      }
    : DEFAULT_BALANCE_PROFILE.columns;
  return { ...DEFAULT_BALANCE_PROFILE, ...own, columns };
}

/** What a profile's shape cannot say by itself. Field path -> message. */
export function balanceProfileProblems(input: BalanceProfileInput): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  if (input.dateFormat !== undefined && !isSupportedDateFormat(input.dateFormat)) {
    problems.push({
      path: 'dateFormat',
      message: "must be a date format such as 'YYYY-MM-DD', 'MM/DD/YYYY' or 'DD.MM.YYYY'",
    });
  }
  const resolved = resolveBalanceProfile(input);
  if (BALANCE_KINDS.every((kind) => resolved.columns[kind] === undefined)) {
    problems.push({
      path: 'columns',
      message: 'name at least one of the opening, closing or available columns',
    });
  }
  if (!/^[A-Z]{3}$/.test(resolved.currency)) {
    problems.push({ path: 'currency', message: 'must be a three-letter currency code such as USD' });
  }
  return problems;
}
