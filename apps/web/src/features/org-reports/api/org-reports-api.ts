import { contracts } from '@clearline/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SESSION_QUERY_KEY } from '../../../shared/auth/AuthProvider';
import { useAuth } from '../../../shared/auth/auth-context';
import { call } from '../../../shared/lib/api-client';
import { importActivity } from '../../../shared/lib/import-activity';
import { type PeriodQuery, USERS_PANEL } from '../model/org-report-view';

const routes = contracts.orgReports;
const useOrg = () => useAuth().organization?.id ?? 'none';

/** GET /api/admin/orgReport for the period (a custom one only once both days are given). */
export function useOrgReport(query: PeriodQuery) {
  const org = useOrg();
  const ready = query.period !== 'custom' || (query.from !== undefined && query.to !== undefined);
  return useQuery({
    queryKey: ['org-report', org, query.period, query.from ?? '', query.to ?? ''],
    queryFn: async ({ signal }) => (await call(routes.orgReport, { query, signal })).data,
    enabled: ready,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** GET /api/admin/accessMatrix: people x the organisations the caller manages. */
export function useAccessMatrix() {
  const org = useOrg();
  return useQuery({
    queryKey: ['access-matrix', org],
    queryFn: async ({ signal }) => (await call(routes.accessMatrix, { signal })).data,
  });
}

/**
 * Opens the users panel of one of the caller's organisations: the current one directly, another after
 * switching to it as the organisation switcher does (spec §4: not while an import is In Progress; the old
 * organisation's data is dropped). Features do not reach into the shell, hence these few lines here.
 */
export function useOpenUsersPanel() {
  const { organization, reload } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const open = async (organizationId: string) => {
    setRefused(null);
    if (organizationId === organization?.id) {
      navigate(USERS_PANEL);
      return;
    }
    if (importActivity.inProgress()) {
      // Spec §4's refusal of the tenant switch, as the switcher words it.
      setRefused(
        'Files are currently importing. Please wait until the imports have completed to switch tenants.',
      );
      return;
    }
    setPending(organizationId);
    try {
      await call(contracts.users.updateOrganization, { params: { id: organizationId } });
      importActivity.clear();
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0] });
      await reload();
      navigate(USERS_PANEL);
    } catch {
      setRefused('Switching organisation failed. Try again.');
    } finally {
      setPending(null);
    }
  };
  return { open, pending, refused };
}
