import { contracts, type ExportNotification, type ReportRoutes } from '@clearline/contracts';
import type { LedgerArea } from '@clearline/domain/areas';
import { type QueryClient, useQueries } from '@tanstack/react-query';
import { useAuth } from '../../shared/auth/auth-context';
import { call } from '../../shared/lib/api-client';
import { areaPath } from '../../shared/lib/ledger-area';
import { useNavigation } from '../navigation/use-navigation';

/** How many finished exports the drawer lists (the Exports page has the rest). */
export const DRAWER_EXPORT_LIMIT = 5;

const EXPORT_CALLS: Record<LedgerArea, ReportRoutes['exportNotification']> = {
  bankRec: contracts.reports.exportNotification,
  ewa: contracts.ewaReports.exportNotification,
};

const exportsKey = (organizationId: string | null) =>
  ['shell', 'exportNotifications', organizationId] as const;

export interface DrawerExport extends ExportNotification {
  area: LedgerArea;
}

/** The exports pages the user may open, one per ledger area (the page's route and the user's roles). */
export function useExportAreas(): LedgerArea[] {
  const { canOpen } = useNavigation();
  return (['bankRec', 'ewa'] as const).filter((area) => canOpen(areaPath(area, 'ReportsComponent')));
}

/** Newest first across areas, at most `limit`. */
export function newestExports(lists: readonly DrawerExport[][], limit = DRAWER_EXPORT_LIMIT): DrawerExport[] {
  return lists
    .flat()
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
    .slice(0, limit);
}

/**
 * GET …/report/exportNotification (spec §7) of every area whose exports the user may open: the finished
 * exports, newest first, for the drawer. Read when the drawer first opens (`shown`) and again when an
 * export ends (the socket's notifyBlobStorageQueue, refreshExportNotifications).
 */
export function useExportNotifications(shown: boolean) {
  const areas = useExportAreas();
  const organizationId = useAuth().organization?.id ?? null;
  const results = useQueries({
    queries: areas.map((area) => ({
      queryKey: [...exportsKey(organizationId), area],
      queryFn: async () => (await call(EXPORT_CALLS[area])).data.map((n): DrawerExport => ({ ...n, area })),
      enabled: shown && organizationId !== null,
      staleTime: 60_000,
    })),
  });
  return {
    areas,
    // At most 2 x 10 entries: sorted on every render, no memo needed.
    entries: newestExports(results.map((r) => r.data ?? [])),
    isLoading: results.some((r) => r.isLoading),
    isError: results.length > 0 && results.every((r) => r.isError),
  };
}

/** An export ended: the drawer reads its list again. */
export function refreshExportNotifications(queryClient: QueryClient, organizationId: string | null) {
  void queryClient.invalidateQueries({ queryKey: exportsKey(organizationId) });
}
