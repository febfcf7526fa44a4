import { contracts } from '@clearline/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useAuth } from '../../shared/auth/auth-context';
import { call } from '../../shared/lib/api-client';
import {
  FILE_ACTIVITY_KEY,
  fileActivityKey,
  fileActivityPath,
  type ImportSource,
  IN_PROGRESS,
  importActivity,
  inProgressFirst,
  inProgressKeys,
  loadStamped,
} from '../../shared/lib/import-activity';
import { useNavigation } from '../navigation/use-navigation';
import { ACTIVITY_REFRESH_MS, createThrottle } from './throttle';

/** How many activity entries the drawer lists (the activity page has the rest). */
export const DRAWER_ACTIVITY_LIMIT = 10;

/**
 * The drawer's help mode (spec §4): bank reconciliation when the user may open the bank-rec activity
 * log here (its page exists and the roles open the area), else employer funds when the user may open
 * that area's activity log.
 */
export function useActivityHelpMode(): ImportSource | null {
  const { canOpen } = useNavigation();
  if (canOpen(fileActivityPath('bankRec'))) return 'bankRec';
  return canOpen(fileActivityPath('ewa')) ? 'ewa' : null;
}

/** Each help mode's activity-log call (the same call at the area's prefix). */
const ACTIVITY_CALLS = {
  bankRec: contracts.imports.activityLogs,
  ewa: contracts.ewaImports.activityLogs,
} as const;

/**
 * GET …/items/fileActivityLogs of the help mode's area (first page) for the drawer, In Progress first. Loaded once in
 * help mode (so a reload during an import still blocks the tenant switch), then only through the
 * throttled refresh: opening the drawer and import status events, at most once per 15 s (spec §9).
 * Every load tells the import-activity store which imports run; with none, the switch block is cleared.
 */
export function useDrawerFileActivity(mode: ImportSource | null) {
  const enabled = mode !== null;
  const area = mode ?? 'bankRec';
  const { organization } = useAuth();
  const organizationId = organization?.id ?? null;
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: fileActivityKey(organizationId, 1, DRAWER_ACTIVITY_LIMIT, area),
    queryFn: () =>
      loadStamped(() =>
        call(ACTIVITY_CALLS[area], { query: { page: '1', limit: String(DRAWER_ACTIVITY_LIMIT) } }),
      ),
    enabled: enabled && organizationId !== null,
    staleTime: ACTIVITY_REFRESH_MS,
    // Someone else's import In Progress is not pushed to this tab: look again every 15 s until it ends.
    refetchInterval: (q) =>
      q.state.data?.data.some((e) => e.status === IN_PROGRESS) ? ACTIVITY_REFRESH_MS : false,
  });
  const data = query.data;
  useEffect(() => {
    if (data) importActivity.replace(area, inProgressKeys(data.data), data.askedAt);
  }, [data, area]);

  const throttle = useMemo(
    () =>
      createThrottle(() => {
        void queryClient.invalidateQueries({ queryKey: FILE_ACTIVITY_KEY });
      }, ACTIVITY_REFRESH_MS),
    [queryClient],
  );
  useEffect(() => () => throttle.cancel(), [throttle]);

  // A status change pushed over the socket (an import started, completed or failed) refreshes the list.
  useEffect(() => {
    if (!enabled) return;
    return importActivity.onStatusChange(area, () => throttle.call());
  }, [enabled, area, throttle]);

  const entries = useMemo(() => inProgressFirst(data?.data ?? []), [data]);
  return { ...query, entries, refresh: throttle.call };
}
