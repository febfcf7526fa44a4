import { contracts } from '@clearline/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../../shared/auth/auth-context';
import { call } from '../../../shared/lib/api-client';

const routes = contracts.agents;
/** The panel reads the list again this often: last seen and silence move without anyone clicking. */
const REFRESH_MS = 10_000;

const useAgentsKey = () => ['agents', useAuth().organization?.id ?? 'none'] as const;

/** GET /api/rec/agents. */
export function useAgents() {
  const key = useAgentsKey();
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => call(routes.list, { signal }),
    refetchInterval: REFRESH_MS,
  });
}

function useAgentChange<T, R>(run: (input: T) => Promise<R>) {
  const client = useQueryClient();
  const key = useAgentsKey();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => client.invalidateQueries({ queryKey: key }),
  });
}

export const useRegisterAgent = () =>
  useAgentChange((body: { name: string; area: 'bankRec' | 'ewa' }) => call(routes.register, { body }));

export const useNewCode = () => useAgentChange((id: string) => call(routes.newCode, { params: { id } }));

export const useRevokeAgent = () => useAgentChange((id: string) => call(routes.revoke, { params: { id } }));

/** The demo's statement and its follow-up reads (the person's own calls). */
export const demoStatement = (accountId?: string) =>
  call(routes.demoStatement, { body: accountId ? { accountId } : {} });
export const pushProgress = (importId: string) => call(routes.pushProgress, { params: { importId } });
