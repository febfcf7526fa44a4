import {
  type AddUpdateClientResponse,
  type AddUpdateEmployerResponse,
  type ClientListQuery,
  type ClientRecord,
  contracts,
  type EmployerRecord,
  type EwaLedgerEntry,
  type LedgerEntry,
  type LedgerSearchQuery,
  type LedgerSearchResponse,
} from '@clearline/contracts';
import { BANK_REC_AREA, EWA_AREA, type LedgerArea, type LedgerAreaDescriptor } from '@clearline/domain/areas';
import { createContext, useContext } from 'react';
import type { z } from 'zod';
import { call } from '../../../shared/lib/api-client';
import { type ClientRecordInput, type ClientSaveOutcome, readClientAnswer } from '../model/customer-form';

/**
 * The records pages and dialogs serve both ledger areas (issue 12). They work on the bank-rec shapes
 * (a party is a ClientRecord, a ledger line a LedgerEntry); each area declares here, once, how its calls
 * and wire shapes meet those. Everything else (paging, sorting, dialogs, rules) is the same code.
 */

/** A party (customer or employer) as the pages show it; employers also carry their partner. */
export type PartyRecord = ClientRecord & {
  partnerId?: string;
  partnerName?: string;
  achDescription?: string;
};

/** What the add/edit dialog sends: the customer record, plus the employer's partner and ACH text. */
export type PartyInput = ClientRecordInput & { partnerId?: string; achDescription?: string };

export type LedgerPageAnswer = z.infer<typeof LedgerSearchResponse>;
type ListQuery = z.input<typeof ClientListQuery>;
/** The bank-rec search query, plus the employer-funds partner filter (bank-rec has no partners). */
type LedgerQuery = z.input<typeof LedgerSearchQuery> & { partner?: string | undefined };
type ClientAnswer = z.infer<typeof AddUpdateClientResponse>;
type VoidAnswer = { data: { entries: LedgerEntry[] } };

export interface RecordsArea {
  descriptor: LedgerAreaDescriptor;
  /** Where the area's pages live. */
  paths: { list: string; ledger: string };
  /** The pages' titles and lines under them. */
  pages: { area: string; listTitle: string; listDescription: string; ledgerDescription: string };
  /**
   * The party list's column besides id, name, FEIN and status, and the phone card's line for it: a
   * customer's employee count, an employer's partner.
   */
  asideColumn: { header: string; cell: (party: PartyRecord) => string; numeric: boolean };
  listParties: (
    query: ListQuery,
    signal?: AbortSignal,
  ) => Promise<{ data: { rows: PartyRecord[]; total: number } }>;
  saveParty: (record: PartyInput) => Promise<ClientSaveOutcome>;
  removeParty: (coId: string) => Promise<unknown>;
  searchLedger: (query: LedgerQuery, signal?: AbortSignal) => Promise<LedgerPageAnswer>;
  voidEntry: (id: string, reason: string) => Promise<VoidAnswer>;
}

const bankRec: RecordsArea = {
  descriptor: BANK_REC_AREA,
  paths: { list: '/app/bankRec/clientList', ledger: '/app/bankRec/newLedger' },
  pages: {
    area: 'Bank reconciliation',
    listTitle: 'Customer List',
    listDescription: 'The payroll clients whose money moves through your bank accounts.',
    ledgerDescription: 'The book side of every bank account: find, total and post entries.',
  },
  asideColumn: {
    header: 'Employees',
    cell: (party) => (party.coEes === '' ? '' : `${Number(party.coEes).toLocaleString('en-US')} employees`),
    numeric: true,
  },
  listParties: (query, signal) => call(contracts.bankRec.listClients, { query, signal }),
  saveParty: async ({ partnerId: _p, achDescription: _a, ...record }) =>
    readClientAnswer(
      await call(contracts.bankRec.addUpdateClient, { body: { pushInfo: { record } } }),
      record.coId,
    ),
  removeParty: (coId) => call(contracts.bankRec.removeClient, { params: { coId } }),
  searchLedger: ({ partner: _partner, ...query }, signal) =>
    call(contracts.bankRec.searchLedger, { query, signal }),
  voidEntry: (id, reason) => call(contracts.bankRec.voidLedgerEntry, { params: { id }, body: { reason } }),
};

/** An employer in the party shape: its id is the party id, its FEIN and status the customer's. */
export function employerAsParty(employer: EmployerRecord): PartyRecord {
  return {
    id: employer.id,
    coId: employer.employer,
    coName: employer.employerName,
    coFein: employer.fein,
    coStatus: employer.status,
    edited: employer.edited,
    coEes: '',
    coType: 'Employer',
    coDba: '',
    version: employer.version,
    updatedAt: employer.updatedAt,
    partnerId: employer.partnerId,
    partnerName: employer.partnerName,
    achDescription: employer.achDescription,
  };
}

/**
 * An employer-funds line in the ledger grid's shape: the employer stands where the customer stands,
 * and the account cell's small note (a tax code in bank-rec) shows the employer's partner.
 */
export function ewaEntryAsLedgerEntry(entry: EwaLedgerEntry): LedgerEntry {
  return {
    id: entry.id,
    checkNo: '',
    details: entry.details || entry.memo,
    amount: entry.amount,
    transactionDate: entry.transactionDate,
    coName: entry.employer,
    clientName: entry.employerName,
    ledger: entry.ledger,
    transactionType: entry.transactionType,
    taxType: '',
    account: entry.accountName,
    ledgerId: entry.ledgerId,
    accountId: entry.accountId,
    manualCheck: false,
    recType: '',
    taxCode: entry.partner,
    taxConfirmation: '',
    autoMatch: entry.autoMatch,
    quarter: '',
    status: entry.status,
    source: entry.source,
    transferId: entry.transferId,
    importId: entry.importId,
    voidReason: entry.voidReason,
    voidedAt: entry.voidedAt,
    createdBy: entry.createdBy,
    createdAt: entry.createdAt,
  };
}

/** The employer save answer in the customer answer's shape (the same three answers, spec §7). */
function employerAnswerAsClientAnswer(answer: z.infer<typeof AddUpdateEmployerResponse>): ClientAnswer {
  const { data } = answer;
  if (Array.isArray(data)) return { data: data.map(employerAsParty) };
  if ('reload' in data && 'message' in answer) {
    const { current, reason } = data;
    return {
      data: { reload: true, reason, ...(current ? { current: employerAsParty(current) } : {}) },
      message: answer.message,
    };
  }
  return answer as ClientAnswer;
}

/** The bank-rec sort keys name the party 'customer'; the employer-funds ones 'employer'. */
const ewaSort = (sort: LedgerQuery['sort']) =>
  sort === 'customer' ? 'employer' : sort === '-customer' ? '-employer' : sort;
const ewaListSort = (sort: ListQuery['sort']) =>
  (sort ?? 'coId')
    .replace('coId', 'employer')
    .replace('coName', 'employerName')
    .replace('coStatus', 'status') as
    | 'employer'
    | '-employer'
    | 'employerName'
    | '-employerName'
    | 'status'
    | '-status';

const ewa: RecordsArea = {
  descriptor: EWA_AREA,
  paths: { list: '/app/ewa/orgList', ledger: '/app/ewa/searchLedger' },
  pages: {
    area: 'Employer funds',
    listTitle: 'Organization List',
    listDescription: 'The employers that fund earned-wage advances, each through one partner.',
    ledgerDescription: 'The employer-funds ledger: funding, advances, repayments and fees by employer.',
  },
  asideColumn: { header: 'Partner', cell: (party) => party.partnerName ?? '', numeric: false },
  listParties: async (query, signal) => {
    const answer = await call(contracts.ewa.listClients, {
      query: { ...query, sort: ewaListSort(query.sort) },
      signal,
    });
    return { data: { rows: answer.data.rows.map(employerAsParty), total: answer.data.total } };
  },
  saveParty: async (record) => {
    const answer = await call(contracts.ewa.addUpdateClient, {
      body: {
        pushInfo: {
          record: {
            employer: record.coId,
            employerName: record.coName,
            fein: record.coFein,
            status: record.coStatus,
            edited: record.edited,
            partnerId: record.partnerId ?? '',
            achDescription: record.achDescription,
            version: record.version,
          },
        },
      },
    });
    return readClientAnswer(employerAnswerAsClientAnswer(answer), record.coId);
  },
  removeParty: (coId) => call(contracts.ewa.removeClient, { params: { coId } }),
  searchLedger: async ({ customer, sort, ...query }, signal) => {
    const answer = await call(contracts.ewa.searchLedger, {
      query: { ...query, employer: customer, sort: ewaSort(sort) },
      signal,
    });
    return { data: { ...answer.data, rows: answer.data.rows.map(ewaEntryAsLedgerEntry) } };
  },
  voidEntry: async (id, reason) => {
    const answer = await call(contracts.ewa.voidLedgerEntry, { params: { id }, body: { reason } });
    return { data: { entries: answer.data.entries.map(ewaEntryAsLedgerEntry) } };
  },
};

export const RECORDS_AREAS: Readonly<Record<LedgerArea, RecordsArea>> = { bankRec, ewa };

/** The area of the records page or dialog being drawn (bank reconciliation unless a page says so). */
export const RecordsAreaContext = createContext<RecordsArea>(bankRec);

export const useRecordsArea = (): RecordsArea => useContext(RecordsAreaContext);
