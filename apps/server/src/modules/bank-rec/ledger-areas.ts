import type {
  EwaLedgerEntry,
  EwaLedgerSearchQuery,
  LedgerEntry,
  LedgerSearchQuery,
} from '@clearline/contracts';
import { BANK_REC_AREA, EWA_AREA, type LedgerAreaDescriptor } from '@clearline/domain/areas';
import type { z } from 'zod';
import {
  type EntryWithClient,
  type RawEntry,
  rawToEwaLedgerEntry,
  rawToLedgerEntry,
  toEwaLedgerEntry,
  toLedgerEntry,
} from './ledger.mappers';
import type { LedgerFilters } from './ledger-search.repository';
import { bankRecFilters, ewaFilters, type SearchPaging } from './ledger-search.service';

/**
 * How the server shows and searches each ledger area's lines: the one place (with the domain's area
 * descriptor) where bank-rec and employer-funds lines differ. The services take one of these.
 */
export interface LedgerAreaView<E, Q> {
  descriptor: LedgerAreaDescriptor;
  toEntry(row: EntryWithClient): E;
  rawToEntry(row: RawEntry): E;
  filtersOf(query: Q): LedgerFilters;
  /** The area's query's paging and sort, with its party sort named as the shared search names it. */
  pagingOf(query: Q): SearchPaging;
  /** What the audit keeps of an entry: the fields that say what was booked where. */
  auditView(entry: E): Record<string, unknown>;
}

type BankRecQuery = z.output<typeof LedgerSearchQuery>;
type EwaQuery = z.output<typeof EwaLedgerSearchQuery>;

const booked = (entry: LedgerEntry | EwaLedgerEntry) => ({
  id: entry.id,
  amount: entry.amount,
  transactionDate: entry.transactionDate,
  accountId: entry.accountId,
  transactionType: entry.transactionType,
  details: entry.details,
  status: entry.status,
  source: entry.source,
});

export const BANK_REC_LEDGER: LedgerAreaView<LedgerEntry, BankRecQuery> = {
  descriptor: BANK_REC_AREA,
  toEntry: toLedgerEntry,
  rawToEntry: rawToLedgerEntry,
  filtersOf: bankRecFilters,
  pagingOf: (query) => query,
  auditView: (entry) => ({ ...booked(entry), coId: entry.coName, account: entry.account }),
};

export const EWA_LEDGER: LedgerAreaView<EwaLedgerEntry, EwaQuery> = {
  descriptor: EWA_AREA,
  toEntry: toEwaLedgerEntry,
  rawToEntry: rawToEwaLedgerEntry,
  filtersOf: ewaFilters,
  pagingOf: (query) => ({
    ...query,
    sort: query.sort.replace('employer', 'customer') as SearchPaging['sort'],
  }),
  auditView: (entry) => ({
    ...booked(entry),
    employer: entry.employer,
    partner: entry.partner,
    customer: entry.customer,
    account: entry.accountName,
  }),
};
