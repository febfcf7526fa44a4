import { contracts, type MenuItem, type OrganizationGeneral } from '@clearline/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { SESSION_QUERY_KEY } from '../../../shared/auth/AuthProvider';
import { useAuth } from '../../../shared/auth/auth-context';
import { call } from '../../../shared/lib/api-client';
import { useDebouncedValue } from '../../../shared/lib/use-debounced-value';

const routes = contracts.organization;
const useKey = () => ['organization', useAuth().organization?.id ?? 'none'] as const;

/** GET /api/organization/settings: the General tab's values and how the customer ids fare. */
export function useOrganizationSettings() {
  const key = useKey();
  return useQuery({
    queryKey: [...key, 'settings'],
    queryFn: ({ signal }) => call(routes.settings, { signal }),
  });
}

/**
 * After a save: this tab's settings, menu and the session's organisation data (name, menu, allow-delete)
 * are read again; other tabs and members hear it over the socket (organizationChanged).
 */
function useRefresh(done: string) {
  const client = useQueryClient();
  const key = useKey();
  return async () => {
    // Said here, not by the form: the form starts again from the saved values (a new key) and unmounts.
    // Two saves in a row say it once while the first message is still showing.
    enqueueSnackbar(done, { variant: 'default', preventDuplicate: true });
    await Promise.all([
      client.invalidateQueries({ queryKey: key }),
      client.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
      client.invalidateQueries({ queryKey: ['shell'] }),
      client.invalidateQueries({ queryKey: ['users', 'organizations'] }),
    ]);
  };
}

export function useSaveSettings() {
  const refresh = useRefresh('Organisation settings saved.');
  return useMutation({
    mutationFn: (body: OrganizationGeneral) => call(routes.updateSettings, { body }),
    onSuccess: refresh,
  });
}

/** How existing ids fare against the pattern being typed (debounced; the saved one needs no call). */
export function usePatternCheck(pattern: string, saved: string | undefined) {
  const key = useKey();
  const typed = useDebouncedValue(pattern, 300);
  return useQuery({
    queryKey: [...key, 'pattern', typed],
    queryFn: ({ signal }) => call(routes.checkCustomerIdPattern, { body: { pattern: typed }, signal }),
    enabled: saved !== undefined && typed !== saved && typed !== '',
    staleTime: 30_000,
  });
}

export function useOrganizationMenu() {
  const key = useKey();
  return useQuery({ queryKey: [...key, 'menu'], queryFn: ({ signal }) => call(routes.menu, { signal }) });
}

export function useSaveMenu() {
  const refresh = useRefresh('Menu saved for every member.');
  return useMutation({
    mutationFn: (menu: MenuItem[]) => call(routes.updateMenu, { body: { menu } }),
    onSuccess: refresh,
  });
}

export function useResetMenu() {
  const refresh = useRefresh('Default menu restored.');
  return useMutation({ mutationFn: () => call(routes.resetMenu), onSuccess: refresh });
}

/** The dialog says what was created; the organisation list (the toolbar's switcher) is read again. */
export function useCreateOrganization() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; kind: 'bureau' | 'wageAccess' | 'both' }) =>
      call(routes.create, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['users', 'organizations'] }),
  });
}
