import { contracts } from '@clearline/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createElement, type ReactNode, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { SESSION_QUERY_KEY } from '../../shared/auth/AuthProvider';
import { useAuth } from '../../shared/auth/auth-context';
import { call } from '../../shared/lib/api-client';
import { importActivity } from '../../shared/lib/import-activity';
import { LOGIN_PATH } from '../../shared/lib/navigation';
import { ImportBlockedDialog } from './ImportBlockedDialog';

/** GET /api/users/organizations: the organisations the user belongs to. */
export function useOrganizations(enabled: boolean) {
  return useQuery({
    queryKey: ['users', 'organizations'],
    queryFn: async () => (await call(contracts.users.organizations)).data,
    enabled,
    staleTime: 60_000,
  });
}

/**
 * Spec §4 tenant switch: refused with the 'Alert' dialog while an import is In Progress; otherwise
 * GET /api/users/updateOrganization/{id}, then the user is loaded again and sent to /login, which
 * forwards a signed-in user to the landing page. Data of the old organisation is dropped.
 */
export function useOrganizationSwitch(): {
  switchTo: (id: string) => Promise<void>;
  switching: boolean;
  dialog: ReactNode;
} {
  const { organization, reload } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [blocked, setBlocked] = useState(false);
  const [switching, setSwitching] = useState(false);

  const switchTo = useCallback(
    async (id: string) => {
      if (id === organization?.id) return;
      if (importActivity.inProgress()) {
        setBlocked(true);
        return;
      }
      setSwitching(true);
      try {
        await call(contracts.users.updateOrganization, { params: { id } });
        importActivity.clear();
        queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0] });
        await reload();
        navigate(LOGIN_PATH, { replace: true });
      } catch (error) {
        console.error('Switching the organisation failed', error);
      } finally {
        setSwitching(false);
      }
    },
    [organization?.id, queryClient, reload, navigate],
  );

  const dialog = createElement(ImportBlockedDialog, { open: blocked, onClose: () => setBlocked(false) });
  return { switchTo, switching, dialog };
}
