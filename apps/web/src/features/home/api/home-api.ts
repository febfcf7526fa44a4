import { contracts, type HomeData } from '@clearline/contracts';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../../shared/auth/auth-context';
import { call } from '../../../shared/lib/api-client';

export type { HomeData };

/** GET /api/home: the areas the member may use with their counts, and their recent activity. */
export function useHome(enabled: boolean) {
  const org = useAuth().organization?.id ?? 'none';
  return useQuery({
    queryKey: ['home', org] as const,
    queryFn: async ({ signal }) => (await call(contracts.workDashboards.home, { signal })).data,
    enabled,
    staleTime: 15_000,
  });
}
