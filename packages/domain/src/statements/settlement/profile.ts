/**
 * The column profile of a partner's settlement file (employer funds, issue 13): one CSV line per advance,
 * repayment or fee. Partners lay their files out differently, so a profile is saved per partner; the
 * defaults read a plain header `date,employer,worker,amount,type`.
 */

import type { CsvColumnRef, CsvDelimiter } from '../csv/profile';
import { isSupportedDateFormat } from '../csv/values';

export const SETTLEMENT_TYPES = ['advance', 'repayment', 'fee'] as const;
export type SettlementType = (typeof SETTLEMENT_TYPES)[number];

/** The sign a type's ledger line takes: advances and fees take money out, repayments bring it in. */
export const SETTLEMENT_SIGN: Readonly<Record<SettlementType, 1 | -1>> = {
  advance: -1,
  repayment: 1,
  fee: -1,
};

/** Where each field is: a header name (matched ignoring case and punctuation) or a 0-based index. */
export interface SettlementColumns {
  date: CsvColumnRef;
  /** The employer's id or its name (see employerBy). */
  employer: CsvColumnRef;
  /** The worker reference the partner gives the line (kept in the ledger line's details). */
  worker: CsvColumnRef;
  amount: CsvColumnRef;
  type: CsvColumnRef;
}

export interface SettlementProfile {
  /** Whether the first non-blank line names the columns; without one, every column is an index. */
  hasHeader: boolean;
  delimiter: CsvDelimiter;
  /** E.g. 'YYYY-MM-DD', 'MM/DD/YYYY', 'DD.MM.YYYY' (the bank CSV's date formats). */
  dateFormat: string;
  decimalSeparator: '.' | ',';
  columns: SettlementColumns;
  /** How the employer column names the employer: its id, its exact name, or either (the id first). */
  employerBy: 'id' | 'name' | 'either';
  /** How the file spells each type (compared ignoring case and surrounding spaces). */
  typeValues: Record<SettlementType, string[]>;
  /**
   * 'unsigned': amounts are positive and the type gives the sign; 'signed': amounts carry the ledger's
   * sign (advances and fees negative, repayments positive) and a line whose sign disagrees is an error.
   */
  amountSign: 'unsigned' | 'signed';
  /**
   * The ledger account (its name) each type posts to, overriding the default: the one account of the
   * employer-funds bank accounts whose ledger is named after the type (see settlementAccounts).
   */
  accounts: Partial<Record<SettlementType, string>>;
}

/** A profile as saved or given at upload: any field left out takes its default. */
export type SettlementProfileInput = Partial<Omit<SettlementProfile, 'columns' | 'typeValues'>> & {
  columns?: Partial<SettlementColumns> | undefined;
  typeValues?: Partial<Record<SettlementType, string[]>> | undefined;
};

export const DEFAULT_SETTLEMENT_PROFILE: SettlementProfile = {
  hasHeader: true,
  delimiter: ',',
  dateFormat: 'YYYY-MM-DD',
  decimalSeparator: '.',
  columns: { date: 'date', employer: 'employer', worker: 'worker', amount: 'amount', type: 'type' },
  employerBy: 'either',
  typeValues: { advance: ['advance', 'adv'], repayment: ['repayment', 'repay'], fee: ['fee'] },
  amountSign: 'unsigned',
  accounts: {},
};

/** The full profile: the input's fields over the defaults. */
export function resolveSettlementProfile(input: SettlementProfileInput = {}): SettlementProfile {
  const d = DEFAULT_SETTLEMENT_PROFILE;
  const defined = <T extends object>(o: T | undefined) =>
    Object.fromEntries(Object.entries(o ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>;
  const own = defined(input);
  return {
    ...d,
    ...own,
    columns: { ...d.columns, ...defined(input.columns) },
    typeValues: { ...d.typeValues, ...defined(input.typeValues) },
    accounts: { ...defined(input.accounts) },
  };
}

/** What a profile's shape cannot say by itself: a date format the parser reads. Field -> message. */
export function settlementProfileProblems(
  input: SettlementProfileInput,
): { path: string; message: string }[] {
  if (input.dateFormat !== undefined && !isSupportedDateFormat(input.dateFormat)) {
    return [
      {
        path: 'dateFormat',
        message: "must be a date format such as 'YYYY-MM-DD', 'MM/DD/YYYY' or 'DD.MM.YYYY'",
      },
    ];
  }
  return [];
}
