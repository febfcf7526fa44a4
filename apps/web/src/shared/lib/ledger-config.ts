import { contracts, type LedgerConfigResponse } from '@clearline/contracts';
import type { LedgerArea } from '@clearline/domain/areas';
import { type QueryClient, queryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useAuth } from '../auth/auth-context';
import { call } from './api-client';

export type LedgerConfigAnswer = z.infer<typeof LedgerConfigResponse>;

/** The one query key of the organisation's ledger configuration (GET /api/rec/tenant/ledgerConfig). */
export const ledgerConfigKey = (organizationId: string | null) => ['ledgerConfig', organizationId] as const;

/**
 * The key of a query built on the ledger configuration (bank-rec's ledger setup, the reconciling types):
 * under the configuration's own key, so a change to the configuration reads it again too.
 */
export const ledgerConfigDerivedKey = (organizationId: string | null, ...parts: string[]) =>
  [...ledgerConfigKey(organizationId), ...parts] as const;

/**
 * After the configuration editor changed something (issue 17): every screen's configuration and what is
 * built on it is read again at once, rather than after the five minutes they are otherwise kept.
 */
export const invalidateLedgerConfig = (queryClient: QueryClient, organizationId: string | null) =>
  queryClient.invalidateQueries({ queryKey: ledgerConfigKey(organizationId) });

/**
 * The ledger configuration query of an organisation: bank accounts, ledgers and config details. Every
 * screen reads it under this key, so it is fetched once and shared; other queries that join it with
 * more (bank-rec's ledger setup) take it through `queryClient.fetchQuery(ledgerConfigQuery(org))`.
 */
export const ledgerConfigQuery = (organizationId: string | null) =>
  queryOptions({
    queryKey: ledgerConfigKey(organizationId),
    queryFn: ({ signal }) => call(contracts.bankRec.ledgerConfig, { signal }),
    staleTime: 5 * 60_000,
  });

/** The caller's organisation's ledger configuration; `select` picks the part a screen needs. */
export function useLedgerConfig(options?: { enabled?: boolean }): UseQueryResult<LedgerConfigAnswer>;
export function useLedgerConfig<T>(options: {
  enabled?: boolean;
  select: (answer: LedgerConfigAnswer) => T;
}): UseQueryResult<T>;
export function useLedgerConfig<T>(
  options: { enabled?: boolean; select?: (answer: LedgerConfigAnswer) => T } = {},
): UseQueryResult<T | LedgerConfigAnswer> {
  const organizationId = useAuth().organization?.id ?? null;
  const select: (answer: LedgerConfigAnswer) => T | LedgerConfigAnswer =
    options.select ?? ((answer) => answer);
  return useQuery({
    ...ledgerConfigQuery(organizationId),
    enabled: (options.enabled ?? true) && organizationId !== null,
    select,
  });
}

/** The organisation's bank accounts (name, account number), from the ledger configuration. */
export const selectBankAccounts = (answer: LedgerConfigAnswer) => answer.data.bankAccounts;

/**
 * The bank accounts of one ledger area. An account that says its area (migration 0014) shows only in
 * that area's pages; one that does not (an older server) shows in both.
 */
export function accountsOfArea<T extends { area?: string | undefined }>(
  accounts: readonly T[],
  area: LedgerArea,
): T[] {
  return accounts.filter((account) => account.area === undefined || account.area === area);
}

/** The bank accounts of one ledger area, from the ledger configuration. */
export const selectAreaBankAccounts = (area: LedgerArea) => (answer: LedgerConfigAnswer) =>
  accountsOfArea(answer.data.bankAccounts, area);
