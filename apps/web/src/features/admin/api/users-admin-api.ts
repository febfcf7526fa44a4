import { contracts } from '@clearline/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useAuth } from '../../../shared/auth/auth-context';
import { call } from '../../../shared/lib/api-client';

const routes = contracts.admin;
const usersKey = (organizationId: string) => ['admin-users', organizationId] as const;
const useUsersKey = () => usersKey(useAuth().organization?.id ?? 'none');

/** GET /api/admin/users: members and open invitations, and the role ids that may be given. */
export function useAdminUsers() {
  const key = useUsersKey();
  return useQuery({ queryKey: key, queryFn: ({ signal }) => call(routes.users, { signal }) });
}

/** GET /api/admin/users/{id}/history (null: no drawer open). */
export function useUserHistory(userId: string | null) {
  const key = useUsersKey();
  return useQuery({
    queryKey: [...key, 'history', userId],
    queryFn: ({ signal }) => call(routes.userHistory, { params: { id: userId ?? '' }, signal }),
    enabled: userId !== null,
  });
}

/** A change to a member: on success the list (and any open history) is read again and a message says so. */
function useAdminChange<T>(run: (input: T) => Promise<unknown>, done: string | ((input: T) => string)) {
  const client = useQueryClient();
  const key = useUsersKey();
  return useMutation({
    mutationFn: run,
    onSuccess: async (_answer, input) => {
      await client.invalidateQueries({ queryKey: key });
      // 'default': white on dark grey keeps 4.5:1 (notistack's success green does not).
      enqueueSnackbar(typeof done === 'string' ? done : done(input), { variant: 'default' });
    },
  });
}

export const useInvite = () =>
  useAdminChange(
    (body: { email: string; roleIds: number[] }) => call(routes.invite, { body }),
    (body) => `Invitation sent to ${body.email}.`,
  );

export const useSetRoles = () =>
  useAdminChange(
    ({ id, roleIds }: { id: string; roleIds: number[] }) =>
      call(routes.setRoles, { params: { id }, body: { roleIds } }),
    'Roles saved.',
  );

export type MemberAction = 'lock' | 'unlock' | 'resetMfa' | 'remove' | 'withdraw';

const ACTION_CALLS: Record<MemberAction, (id: string) => Promise<unknown>> = {
  lock: (id) => call(routes.lockUser, { params: { id } }),
  unlock: (id) => call(routes.unlockUser, { params: { id } }),
  resetMfa: (id) => call(routes.resetMfa, { params: { id } }),
  remove: (id) => call(routes.removeUser, { params: { id } }),
  withdraw: (id) => call(routes.withdrawInvitation, { params: { id } }),
};

const ACTION_DONE: Record<MemberAction, string> = {
  lock: 'Account locked; its sessions have ended.',
  unlock: 'Account unlocked.',
  resetMfa: 'Authenticator app removed.',
  remove: 'Removed from the organisation.',
  withdraw: 'Invitation withdrawn.',
};

export const useMemberAction = () =>
  useAdminChange(
    ({ action, id }: { action: MemberAction; id: string }) => ACTION_CALLS[action](id),
    ({ action }) => ACTION_DONE[action],
  );
