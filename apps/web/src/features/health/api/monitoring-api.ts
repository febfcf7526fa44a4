import { contracts, type EndpointInput, type ProductLineSlug } from '@clearline/contracts';
import type { MonitoringRange } from '@clearline/domain/monitoring';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../../shared/auth/auth-context';
import { call } from '../../../shared/lib/api-client';

// Issue 15: the calls of the system-health, product-line and implementation pages.

const routes = contracts.monitoring;
/** The pages show live figures: read again every 30 s while open (the monitor samples every minute). */
const REFRESH_MS = 30_000;

const useMonitoringKey = () => ['monitoring', useAuth().organization?.id ?? 'none'] as const;

export function useSystemHealth(range: MonitoringRange) {
  const key = useMonitoringKey();
  return useQuery({
    queryKey: [...key, 'system', range],
    queryFn: async ({ signal }) => await call(routes.systemHealth, { query: { range }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
}

export function useLineHealth(slug: ProductLineSlug, range: MonitoringRange) {
  const key = useMonitoringKey();
  return useQuery({
    queryKey: [...key, 'line', slug, 'health', range],
    queryFn: async ({ signal }) =>
      await call(routes.lineHealth, { params: { slug }, query: { range }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
}

export function useLineInfrastructure(slug: ProductLineSlug) {
  const key = useMonitoringKey();
  return useQuery({
    queryKey: [...key, 'line', slug, 'infrastructure'],
    queryFn: async ({ signal }) => await call(routes.lineInfrastructure, { params: { slug }, signal }),
    refetchInterval: REFRESH_MS,
  });
}

export function useLineOperations(slug: ProductLineSlug) {
  const key = useMonitoringKey();
  return useQuery({
    queryKey: [...key, 'line', slug, 'operations'],
    queryFn: async ({ signal }) => await call(routes.lineOperations, { params: { slug }, signal }),
  });
}

export function useImplementation() {
  const key = useMonitoringKey();
  return useQuery({
    queryKey: [...key, 'implementation'],
    queryFn: async ({ signal }) => await call(routes.implementation, { signal }),
  });
}

/** Issue 19: the payroll implementation projects the implementation dashboard lists (their own API). */
export function useImplementationProjects() {
  const key = useMonitoringKey();
  return useQuery({
    queryKey: [...key, 'implementation-projects'],
    queryFn: async ({ signal }) => await call(contracts.payroll.projects, { signal }),
    select: (answer) => answer.data,
  });
}

/** Adds (no id) or changes an endpoint; the line's pages read again after. */
export function useSaveEndpoint(slug: ProductLineSlug) {
  const queryClient = useQueryClient();
  const key = useMonitoringKey();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string | null; input: EndpointInput }) =>
      id
        ? await call(routes.updateEndpoint, { params: { slug, id }, body: input })
        : await call(routes.addEndpoint, { params: { slug }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...key, 'line', slug] }),
  });
}

export function useRemoveEndpoint(slug: ProductLineSlug) {
  const queryClient = useQueryClient();
  const key = useMonitoringKey();
  return useMutation({
    mutationFn: async (id: string) => await call(routes.removeEndpoint, { params: { slug, id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...key, 'line', slug] }),
  });
}
