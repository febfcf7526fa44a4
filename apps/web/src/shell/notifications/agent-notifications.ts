import { type AgentNotificationsResponse, contracts } from '@clearline/contracts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useAuth } from '../../shared/auth/auth-context';
import { call } from '../../shared/lib/api-client';
import type { AgentUpdate } from '../../shared/lib/socket';

type Notifications = z.infer<typeof AgentNotificationsResponse>;

const keyFor = (organizationId: string | null) => ['shell', 'agentNotifications', organizationId] as const;

/** GET /api/rec/items/agent/notification of the current organisation: the list and the unread count. */
export function useAgentNotifications() {
  const { organization } = useAuth();
  const organizationId = organization?.id ?? null;
  const query = useQuery({
    queryKey: keyFor(organizationId),
    queryFn: () => call(contracts.shell.agentNotifications),
    enabled: organizationId !== null,
    staleTime: 60_000,
  });
  return { ...query, organizationId };
}

/**
 * Opening the drawer clears the count (spec §4): GET .../notification/update marks everything read and
 * answers with the list again. A failure only logs and sets the count to 0 (spec §8).
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  const { organization } = useAuth();
  const key = keyFor(organization?.id ?? null);
  return useMutation({
    mutationFn: () => call(contracts.shell.agentNotificationsRead),
    onMutate: () => {
      queryClient.setQueryData<Notifications>(key, (old) => (old ? { ...old, unread: 0 } : old));
    },
    onSuccess: (fresh) => queryClient.setQueryData(key, fresh),
    onError: (error) => console.error('Marking notifications read failed', error),
  });
}

/** A pushed agent update: first in the list, one more unread. */
export function addAgentUpdate(queryClient: QueryClient, organizationId: string | null, update: AgentUpdate) {
  queryClient.setQueryData<Notifications>(keyFor(organizationId), (old) => ({
    data: [update, ...(old?.data ?? []).filter((n) => n._id !== update._id)],
    unread: (old?.unread ?? 0) + 1,
  }));
}

/** A completed file import raises the count (spec §4) without an entry of its own. */
export function raiseUnread(queryClient: QueryClient, organizationId: string | null) {
  queryClient.setQueryData<Notifications>(keyFor(organizationId), (old) => ({
    data: old?.data ?? [],
    unread: (old?.unread ?? 0) + 1,
  }));
}
