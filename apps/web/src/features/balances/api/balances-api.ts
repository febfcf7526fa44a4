import { type BalanceProfileJson, contracts } from '@clearline/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../../shared/auth/auth-context';
import { call, upload } from '../../../shared/lib/api-client';

const routes = contracts.balances;
const useOrgKey = () => useAuth().organization?.id ?? 'none';

/** GET /api/rec/balances: the month's days of each account, checked against their lines. */
export function useBalances(month: string | undefined, accountId: string | undefined) {
  const org = useOrgKey();
  return useQuery({
    queryKey: ['balances', org, month ?? '', accountId ?? ''],
    queryFn: ({ signal }) =>
      call(routes.list, {
        query: { ...(month ? { month } : {}), ...(accountId ? { accountId } : {}) },
        signal,
      }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });
}

export function useBalanceFiles() {
  const org = useOrgKey();
  return useQuery({
    queryKey: ['balance-files', org],
    queryFn: ({ signal }) => call(routes.files, { signal }),
    select: (answer) => answer.data,
  });
}

export function useBalanceProfile() {
  const org = useOrgKey();
  return useQuery({
    queryKey: ['balance-profile', org],
    queryFn: ({ signal }) => call(routes.profile, { signal }),
    select: (answer) => answer.data,
  });
}

export function useSaveBalanceProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (profile: BalanceProfileJson) => call(routes.saveProfile, { body: profile }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['balance-profile'] }),
  });
}

/** Uploads a balance file; the days and the files are read again when it imported. */
export function useImportBalances() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return upload(routes.importFile, { form });
    },
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: ['balances'] }),
        client.invalidateQueries({ queryKey: ['balance-files'] }),
      ]);
    },
  });
}
