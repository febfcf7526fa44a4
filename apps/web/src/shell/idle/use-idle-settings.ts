import { contracts } from '@clearline/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAuth } from '../../shared/auth/auth-context';
import { call } from '../../shared/lib/api-client';
import { type IdleSettings, idleSettingsOf } from './idle-model';

/** GET /api/rec/items/agent/idleTimeout of the current organisation (defaults without one, or on failure). */
export function useIdleSettings(): IdleSettings {
  const { status, organization } = useAuth();
  const organizationId = organization?.id ?? null;
  const query = useQuery({
    queryKey: ['shell', 'idleTimeout', organizationId],
    queryFn: () => call(contracts.users.idleTimeout),
    enabled: status === 'signedIn' && organizationId !== null,
    staleTime: 5 * 60_000,
  });
  const { idleLogOut, remainingTime } = idleSettingsOf(query.data);
  // One object per pair of values: timers depend on it.
  return useMemo(() => ({ idleLogOut, remainingTime }), [idleLogOut, remainingTime]);
}
