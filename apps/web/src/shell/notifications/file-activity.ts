import { contracts } from '@clearline/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useAuth } from '../../shared/auth/auth-context';
import { call } from '../../shared/lib/api-client';
import {
  FILE_ACTIVITY_KEY,
  FILE_ACTIVITY_PATH,
  fileActivityKey,
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
 * log here (its page exists and the roles open the area). Employer funds has no activity log yet.
 */
export function useActivityHelpMode(): 'bankRec' | null {
  const { canOpen } = useNavigation();
  return canOpen(FILE_ACTIVITY_PATH) ? 'bankRec' : null;
}

/**
 * GET /api/bankRec/items/fileActivityLogs (first page) for the drawer, In Progress first. Loaded once in
 * help mode (so a reload during an import still blocks the tenant switch), then only through the
 * throttled refresh: opening the drawer and import status events, at most once per 15 s (spec §9).
 * Every load tells the import-activity store which imports run; with none, the switch block is cleared.
 */
export function useDrawerFileActivity(enabled: boolean) {
  const { organization } = useAuth();
  const organizationId = organization?.id ?? null;
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: fileActivityKey(organizationId, 1, DRAWER_ACTIVITY_LIMIT),
    queryFn: () =>
      loadStamped(() =>
        call(contracts.imports.activityLogs, { query: { page: '1', limit: String(DRAWER_ACTIVITY_LIMIT) } }),
      ),
    enabled: enabled && organizationId !== null,
    staleTime: ACTIVITY_REFRESH_MS,
    // Someone else's import In Progress is not pushed to this tab: look again every 15 s until it ends.
    refetchInterval: (q) =>
      q.state.data?.data.some((e) => e.status === IN_PROGRESS) ? ACTIVITY_REFRESH_MS : false,
  });
  const data = query.data;
  useEffect(() => {
    if (data) importActivity.replace('bankRec', inProgressKeys(data.data), data.askedAt);
  }, [data]);

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
    return importActivity.onStatusChange('bankRec', () => throttle.call());
  }, [enabled, throttle]);

  const entries = useMemo(() => inProgressFirst(data?.data ?? []), [data]);
  return { ...query, entries, refresh: throttle.call };
}
