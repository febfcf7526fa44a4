import {
  type AddUpdatePartnerBody,
  type ClientRecord,
  contracts,
  type LedgerEntry,
} from '@clearline/contracts';
import type { BankRecLedgerTransaction, EwaLedgerTransaction } from '@clearline/domain/ledger';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { useAuth } from '../../../shared/auth/auth-context';
import { call, isApiError } from '../../../shared/lib/api-client';
import { ledgerConfigDerivedKey, ledgerConfigQuery } from '../../../shared/lib/ledger-config';
import { type ClientListView, clientListQuery } from '../model/client-list';
import type { ClientSaveOutcome } from '../model/customer-form';
import { type LedgerTotalsMode, type LedgerView, ledgerSearchQuery } from '../model/ledger-search';
import { buildLedgerSetup, type LedgerSetup } from '../model/ledger-setup';
import type { EwaTransferMoneyRequest, TransferMoneyRequest } from '../model/transfer-request';
import { type PartyInput, useRecordsArea } from './records-area';

export type { ClientRecord, LedgerEntry };
export type PartnerInput = z.input<typeof AddUpdatePartnerBody>['pushInfo']['record'];

/**
 * Query keys of the feature, per organisation (a tenant switch never shows another's rows). Keys of the
 * area's records (parties, ledger) take the area after the organisation: `${org}/${area}`.
 */
export const bankRecKeys = {
  all: (org: string) => ['bankRec', org] as const,
  clients: (org: string) => ['bankRec', org, 'clients'] as const,
  clientList: (org: string, view: ClientListView) => ['bankRec', org, 'clients', 'list', view] as const,
  clientSearch: (org: string, term: string) => ['bankRec', org, 'clients', 'search', term] as const,
  ledger: (org: string) => ['bankRec', org, 'ledger'] as const,
  ledgerPage: (org: string, view: LedgerView, totals: LedgerTotalsMode) =>
    ['bankRec', org, 'ledger', 'page', view, totals] as const,
};

function useOrg(): string {
  return useAuth().organization?.id ?? 'none';
}

/** The organisation and the records area: the key scope of the area's parties and ledger. */
function useAreaScope(): string {
  return `${useOrg()}/${useRecordsArea().descriptor.area}`;
}

/**
 * The tenant configuration the dialogs and filters need: ledgerConfig (useLedgerConfig's query), ledgerParseCode and
 * tenantConfig?service=Bank Rec (spec §7), read together and joined by buildLedgerSetup.
 */
export function useLedgerSetup() {
  const { area, tenantService: service } = useRecordsArea().descriptor;
  const queryClient = useQueryClient();
  const organizationId = useAuth().organization?.id ?? null;
  return useQuery({
    // Under the configuration's key: the configuration editor's changes read it again (issue 17).
    queryKey: ledgerConfigDerivedKey(organizationId, 'setup', area),
    queryFn: async ({ signal }): Promise<LedgerSetup> => {
      const [ledgerConfig, parseCode, tenant] = await Promise.all([
        // The shared ledger configuration query (one key for every screen), not a fetch of its own.
        queryClient.fetchQuery(ledgerConfigQuery(organizationId)),
        call(contracts.bankRec.ledgerParseCode, {
          body: { select: { accounts: 1, transactionCodes: 1 } },
          signal,
        }),
        call(contracts.bankRec.tenantConfig, { query: { service }, signal }),
      ]);
      return buildLedgerSetup(ledgerConfig, parseCode, tenant);
    },
    staleTime: 5 * 60_000,
  });
}

export function useClientList(view: ClientListView) {
  const org = useAreaScope();
  const area = useRecordsArea();
  return useQuery({
    queryKey: bankRecKeys.clientList(org, view),
    queryFn: ({ signal }) => area.listParties(clientListQuery(view), signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/** Suggestions of the customer type-ahead: the first 20 by id, or those matching the typed text. */
export function useClientSuggestions(term: string, enabled: boolean) {
  const org = useAreaScope();
  return useQuery({
    queryKey: bankRecKeys.clientSearch(org, term),
    queryFn: ({ signal }) =>
      call(contracts.bankRec.listClients, {
        query: { search: term === '' ? undefined : term, limit: 20, sort: 'coId', page: 1 },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useLedgerPage(view: LedgerView, totals: LedgerTotalsMode, enabled = true) {
  const org = useAreaScope();
  const area = useRecordsArea();
  return useQuery({
    queryKey: bankRecKeys.ledgerPage(org, view, totals),
    queryFn: ({ signal }) => area.searchLedger(ledgerSearchQuery(view, totals), signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    enabled,
  });
}

function refreshClients(queryClient: QueryClient, org: string) {
  return queryClient.invalidateQueries({ queryKey: bankRecKeys.clients(org) });
}

/** PUT addUpdateClient, read as saved / reload / duplicate. Every outcome refreshes the lists. */
export function useSaveClient() {
  const org = useAreaScope();
  const area = useRecordsArea();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (record: PartyInput): Promise<ClientSaveOutcome> => area.saveParty(record),
    onSuccess: (outcome) => {
      if (outcome.kind !== 'duplicate') void refreshClients(queryClient, org);
    },
  });
}

/** Whether the organisation lets people delete customers, employers and partners. */
export interface DeletePolicy {
  /** The organisation's allow-delete flag, from the current-user record (spec §6). */
  allowDelete: boolean;
}

export function useDeletePolicy(): DeletePolicy {
  return { allowDelete: useAuth().organization?.allowDelete === true };
}

export function useRemoveClient() {
  const org = useAreaScope();
  const area = useRecordsArea();
  const queryClient = useQueryClient();
  const { reload } = useAuth();
  return useMutation({
    mutationFn: (coId: string) => area.removeParty(coId),
    onSuccess: () => refreshClients(queryClient, org),
    onError: (error) => {
      // Deleting was turned off since the record was read: read the flag again, the icons go.
      if (isApiError(error) && error.status === 403) void reload();
    },
  });
}

/** A write to the ledger: once it succeeds, the ledger's pages are read again. */
function useLedgerWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const org = useAreaScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankRecKeys.ledger(org) }),
  });
}

/** POST newBankLedger with the domain's payload. */
export function useAddLedgerTransaction() {
  return useLedgerWrite((data: BankRecLedgerTransaction) =>
    call(contracts.bankRec.newBankLedger, { body: { data } }),
  );
}

/** POST void of a ledger entry (a transfer's lines go together); the grid refreshes. */
export function useVoidLedgerEntry() {
  const area = useRecordsArea();
  return useLedgerWrite(({ id, reason }: { id: string; reason: string }) => area.voidEntry(id, reason));
}

/** POST transferMoney with the lines and hash built by buildTransferRequest. */
export function useTransferMoney() {
  return useLedgerWrite((body: TransferMoneyRequest) => call(contracts.bankRec.transferMoney, { body }));
}

// Employer funds (issue 12): the calls only that area makes; the rest above serve both areas.

/** Employer suggestions (POST fetchEmpList, spec §7): the first 20 by id, or those matching the text. */
export function useEmployerSuggestions(term: string) {
  const org = useAreaScope();
  return useQuery({
    queryKey: [...bankRecKeys.clients(org), 'employers', term] as const,
    queryFn: async ({ signal }) =>
      (await call(contracts.ewa.fetchEmpList, { body: { userClientInput: term, limit: 20 }, signal })).data
        .data.resJson,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** Partner suggestions (POST fetchPartnerList, spec §7). */
export function usePartnerSuggestions(term: string) {
  const org = useAreaScope();
  return useQuery({
    queryKey: [...bankRecKeys.clients(org), 'partners', term] as const,
    queryFn: async ({ signal }) =>
      (await call(contracts.ewa.fetchPartnerList, { body: { ewaUserClientInput: term, limit: 20 }, signal }))
        .data.data.resJson,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** POST the employer-funds newBankLedger with the domain's payload. */
export function useAddEwaLedgerTransaction() {
  return useLedgerWrite((data: EwaLedgerTransaction) =>
    call(contracts.ewa.newBankLedger, { body: { data } }),
  );
}

/** POST ewaTransferMoney with the lines and hash built by buildEwaTransferRequest. */
export function useEwaTransferMoney() {
  return useLedgerWrite((body: EwaTransferMoneyRequest) => call(contracts.ewa.ewaTransferMoney, { body }));
}

/** The organisation's partners, paged (the Partners tab of the employer list). */
export function usePartnerList(page: number, limit: number) {
  const org = useAreaScope();
  return useQuery({
    queryKey: [...bankRecKeys.clients(org), 'partnerList', page, limit] as const,
    queryFn: ({ signal }) => call(contracts.ewa.listPartners, { query: { page, limit }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/** PUT addUpdatePartner; every answer but a duplicate refreshes partners and employers. */
export function useSavePartner() {
  const org = useAreaScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (record: PartnerInput) =>
      call(contracts.ewa.addUpdatePartner, { body: { pushInfo: { record } } }),
    onSuccess: () => refreshClients(queryClient, org),
  });
}

export function useRemovePartner() {
  const org = useAreaScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (partnerId: string) => call(contracts.ewa.removePartner, { params: { partnerId } }),
    onSuccess: () => refreshClients(queryClient, org),
  });
}
