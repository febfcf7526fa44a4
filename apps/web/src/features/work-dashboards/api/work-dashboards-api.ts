import {
  type AreaDashboard,
  type ClientView,
  contracts,
  type WorkDashboardRoutes,
} from '@clearline/contracts';
import type { LedgerArea } from '@clearline/domain/areas';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../../shared/auth/auth-context';
import { call } from '../../../shared/lib/api-client';

export type { AreaDashboard, ClientView };

/** Each area's dashboard call, declared once: /api/bankRec/dashboard and /api/employeeFunds/dashboard. */
const AREA_CALLS: Readonly<Record<LedgerArea, WorkDashboardRoutes>> = {
  bankRec: contracts.workDashboards,
  ewa: contracts.ewaWorkDashboards,
};

/** Query keys of the feature, per organisation. */
export const workDashboardKeys = {
  area: (org: string, area: LedgerArea) => ['work-dashboards', org, area] as const,
  client: (org: string, coId: string) => ['work-dashboards', org, 'client', coId] as const,
};

const useOrg = () => useAuth().organization?.id ?? 'none';

/** The clerk's dashboard of the area; refreshed every minute while it is open (imports and runs land). */
export function useAreaDashboard(area: LedgerArea) {
  const org = useOrg();
  return useQuery({
    queryKey: workDashboardKeys.area(org, area),
    queryFn: async ({ signal }) => (await call(AREA_CALLS[area].dashboard, { signal })).data,
    refetchInterval: 60_000,
    staleTime: 15_000,
  });
}

export function useClientView(coId: string) {
  const org = useOrg();
  return useQuery({
    queryKey: workDashboardKeys.client(org, coId),
    queryFn: async ({ signal }) =>
      (await call(contracts.workDashboards.clientView, { params: { coId }, signal })).data,
    enabled: coId !== '',
    staleTime: 15_000,
  });
}
