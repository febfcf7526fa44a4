import { contracts } from '@clearline/contracts';
import type { LedgerArea } from '@clearline/domain/areas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAuth } from '../../../shared/auth/auth-context';
import { call } from '../../../shared/lib/api-client';

export type {
  AutoMatchMonth,
  Conversion,
  DashboardAccount,
  ManagementDashboard,
  OrganizationState,
  PersonMatches,
} from '@clearline/contracts';

const routes = contracts.dashboards;
/** The figures move with every import and match: a minute old is fresh enough for a dashboard. */
const STALE_MS = 60_000;

function useOrg(): string {
  return useAuth().organization?.id ?? 'none';
}

export function useManagementDashboard(area: LedgerArea, month: string | undefined) {
  const org = useOrg();
  return useQuery({
    queryKey: ['dashboards', org, 'management', area, month ?? 'current'],
    queryFn: async ({ signal }) =>
      (await call(routes.management, { query: month ? { area, month } : { area }, signal })).data,
    placeholderData: keepPreviousData,
    staleTime: STALE_MS,
  });
}

export function useConversion(area: LedgerArea, month: string | undefined) {
  const org = useOrg();
  return useQuery({
    queryKey: ['dashboards', org, 'conversion', area, month ?? 'current'],
    queryFn: async ({ signal }) =>
      (await call(routes.conversion, { query: month ? { area, month } : { area }, signal })).data,
    placeholderData: keepPreviousData,
    staleTime: STALE_MS,
  });
}

export function useOrganizationsState(month: string | undefined) {
  const org = useOrg();
  return useQuery({
    queryKey: ['dashboards', org, 'organizations', month ?? 'current'],
    queryFn: async ({ signal }) =>
      (await call(routes.organizations, { query: month ? { month } : {}, signal })).data,
    placeholderData: keepPreviousData,
    staleTime: STALE_MS,
  });
}
