import { contracts } from '@clearline/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAuth } from '../../../shared/auth/auth-context';
import { call } from '../../../shared/lib/api-client';
import {
  type LedgerRecView,
  ledgerRecQuery,
  type SubledgerView,
  subledgerQuery,
} from '../model/coverage-view';
import { reconcileKeys } from './reconcile-api';

/**
 * The employer-funds reconciliation reads (issue 13): funds coverage per employer, an employer's lines
 * with the running balance, and the open items of the ledger against the bank. They sit under the
 * coverage key, so every matching change (refreshReconciliation) reads them again; they are read again
 * whenever a page opens (an import may have changed them meanwhile).
 */
const useEwaKey = () => reconcileKeys.coverage(useAuth().organization?.id ?? 'none');

export function useSubledgerRec(view: SubledgerView) {
  const key = useEwaKey();
  return useQuery({
    queryKey: [...key, 'subledgerRec', view],
    queryFn: async ({ signal }) =>
      (await call(contracts.ewaCoverage.subledgerRec, { query: subledgerQuery(view), signal })).data,
    placeholderData: keepPreviousData,
  });
}

export interface LinesRequest {
  employer: string;
  asOf: string;
  page: number;
  limit: number;
}

export function useSubledgerLines(request: LinesRequest | null) {
  const key = useEwaKey();
  return useQuery({
    queryKey: [...key, 'subledgerLines', request],
    queryFn: async ({ signal }) => {
      if (!request) throw new Error('no employer');
      const { employer, asOf, page, limit } = request;
      return (
        await call(contracts.ewaCoverage.subledgerLines, {
          params: { employer },
          query: { ...(asOf ? { asOf } : {}), page: String(page), limit: String(limit) },
          signal,
        })
      ).data;
    },
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}

export function useLedgerRec(view: LedgerRecView) {
  const key = useEwaKey();
  return useQuery({
    queryKey: [...key, 'ledgerRec', view],
    queryFn: async ({ signal }) =>
      (await call(contracts.ewaCoverage.ledgerRec, { query: ledgerRecQuery(view), signal })).data,
    placeholderData: keepPreviousData,
  });
}
