import { contracts, type SettlementProfileInput } from '@clearline/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../../shared/auth/auth-context';
import { call } from '../../../shared/lib/api-client';

const profileKey = (organizationId: string | null, partnerId: string) =>
  ['imports', 'settlementProfile', organizationId, partnerId] as const;

/** GET a partner's settlement column profile: the one in force, and whether one was saved. */
export function useSettlementProfile(partnerId: string) {
  const organizationId = useAuth().organization?.id ?? null;
  return useQuery({
    queryKey: profileKey(organizationId, partnerId),
    queryFn: async ({ signal }) =>
      (await call(contracts.ewaSettlement.getProfile, { params: { partnerId }, signal })).data,
    enabled: organizationId !== null && partnerId !== '',
    staleTime: 60_000,
  });
}

/** PUT a partner's settlement column profile; the answer is the profile now in force. */
export function useSaveSettlementProfile(partnerId: string) {
  const organizationId = useAuth().organization?.id ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (profile: SettlementProfileInput) =>
      (await call(contracts.ewaSettlement.saveProfile, { params: { partnerId }, body: { profile } })).data,
    onSuccess: (answer) => queryClient.setQueryData(profileKey(organizationId, partnerId), answer),
  });
}
