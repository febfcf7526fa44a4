import { EWA_AREA } from '@clearline/domain/areas';
import { z } from 'zod';
import { CoIdParams } from './bank-rec.schemas';
import { LedgerIdParams, VoidBody } from './bank-rec-ledger.schemas';
import {
  AddUpdateEmployerBody,
  AddUpdateEmployerResponse,
  AddUpdatePartnerBody,
  AddUpdatePartnerResponse,
  EmployerListQuery,
  EmployerListResponse,
  EwaLedgerEntry,
  EwaLedgerEntryResponse,
  EwaLedgerSearchQuery,
  EwaLedgerSearchResponse,
  EwaNotificationCounts,
  EwaTransferMoneyBody,
  EwaTransferMoneyResponse,
  FetchEmpListBody,
  FetchEmpListResponse,
  FetchPartnerListBody,
  FetchPartnerListResponse,
  NewEwaLedgerBody,
  PartnerIdParams,
  PartnerListQuery,
  PartnerListResponse,
  RemoveEmployerResponse,
  RemovePartnerResponse,
} from './ewa.schemas';
import { route } from './route';

export * from './ewa.schemas';

/**
 * How the employer-funds `transferHash` is computed: as the bank-rec one (see TRANSFER_HASH_ALGORITHM),
 * over the lines of the domain's buildEwaTransferLines and their canonical text
 * canonicalEwaTransferLines (keys in alphabetical order: accountId, accountName, amount, customer,
 * details, employer, employerName, ledger, ledgerId, nonbanking, partner, partnerName, transactionDate,
 * transactionType). Same rules: rebuilt and checked by the server, replay answers the original,
 * a different payload under a used hash is refused with 409.
 */
export const EWA_TRANSFER_HASH_ALGORITHM = 'sha256-hex(canonicalEwaTransferLines(lines))';

const tags = ['employer-funds'];
const access = EWA_AREA.access;
const prefix = EWA_AREA.apiPrefix;

/** The employer-funds area's calls: spec §7 paths, and ours beside the bank-rec equivalents. */
export const ewaRoutes = {
  fetchEmpList: route({
    method: 'POST',
    path: `${prefix}/fetchEmpList`,
    access,
    summary: 'Employer suggestions for the type-ahead: id prefix or any part of the name',
    tags,
    body: FetchEmpListBody,
    response: FetchEmpListResponse,
  }),
  fetchPartnerList: route({
    method: 'POST',
    path: `${prefix}/fetchPartnerList`,
    access,
    summary: 'Partner suggestions for the type-ahead: id prefix or any part of the name',
    tags,
    body: FetchPartnerListBody,
    response: FetchPartnerListResponse,
  }),
  addUpdateClient: route({
    method: 'PUT',
    path: `${prefix}/items/addUpdateClient/client`,
    access,
    summary: 'Add an employer (edited false) or update it (edited true); same answers as the bank-rec call',
    tags,
    body: AddUpdateEmployerBody,
    response: AddUpdateEmployerResponse,
  }),
  removeClient: route({
    method: 'PUT',
    path: `${prefix}/items/removeClient/:coId`,
    access,
    summary: 'Delete an employer: needs allowDelete; refused while ledger entries reference it',
    tags,
    params: CoIdParams,
    response: RemoveEmployerResponse,
  }),
  listClients: route({
    method: 'GET',
    path: `${prefix}/items/clients`,
    access,
    summary: 'Employers, paged, searched by id prefix or name, filtered by status and partner, sorted',
    tags,
    query: EmployerListQuery,
    response: EmployerListResponse,
  }),
  listPartners: route({
    method: 'GET',
    path: `${prefix}/items/partners`,
    access,
    summary: 'Partners, paged, searched by id prefix or name, with their employer counts',
    tags,
    query: PartnerListQuery,
    response: PartnerListResponse,
  }),
  addUpdatePartner: route({
    method: 'PUT',
    path: `${prefix}/items/addUpdatePartner/partner`,
    access,
    summary: 'Add a partner (edited false) or update name, parent and platform (edited true)',
    tags,
    body: AddUpdatePartnerBody,
    response: AddUpdatePartnerResponse,
  }),
  removePartner: route({
    method: 'PUT',
    path: `${prefix}/items/removePartner/:partnerId`,
    access,
    summary: 'Delete a partner: needs allowDelete; refused while employers or child partners use it',
    tags,
    params: PartnerIdParams,
    response: RemovePartnerResponse,
  }),
  newBankLedger: route({
    method: 'POST',
    path: `${prefix}/items/bankRecLedger/newBankLedger`,
    access,
    summary: 'Add an employer-funds ledger transaction (spec §3), validated by the domain rule',
    tags,
    body: NewEwaLedgerBody,
    response: EwaLedgerEntryResponse,
  }),
  ewaTransferMoney: route({
    method: 'POST',
    path: `${prefix}/items/bankRecLedger/ewaTransferMoney`,
    access,
    summary: `Post a transfer between employers; balanced, idempotent by transferHash (${EWA_TRANSFER_HASH_ALGORITHM})`,
    tags,
    body: EwaTransferMoneyBody,
    response: EwaTransferMoneyResponse,
  }),
  searchLedger: route({
    method: 'GET',
    path: `${prefix}/items/ledger`,
    access,
    summary: 'Employer-funds search ledger: filters, whitelisted sort, keyset or page paging, totals',
    tags,
    query: EwaLedgerSearchQuery,
    response: EwaLedgerSearchResponse,
  }),
  getLedgerEntry: route({
    method: 'GET',
    path: `${prefix}/items/ledger/:id`,
    access,
    summary: 'One employer-funds ledger entry',
    tags,
    params: LedgerIdParams,
    response: EwaLedgerEntryResponse,
  }),
  voidLedgerEntry: route({
    method: 'POST',
    path: `${prefix}/items/ledger/:id/void`,
    access,
    summary: 'Void an open entry (every line of its transfer with it); never deletes',
    tags,
    params: LedgerIdParams,
    body: VoidBody,
    response: z.object({ data: z.object({ entries: z.array(EwaLedgerEntry) }) }),
  }),
  notification: route({
    method: 'GET',
    path: `${prefix}/items/notification`,
    access,
    summary: 'Employer-funds counts: employers short of funds today, suggestions waiting, open entries',
    tags,
    response: z.object({ data: z.array(EwaNotificationCounts) }),
  }),
};

export type EwaRoutes = typeof ewaRoutes;
