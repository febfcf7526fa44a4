import { contracts, type NotificationCounts } from '@clearline/contracts';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../shared/auth/auth-context';
import { call } from '../../shared/lib/api-client';
import { REC_COUNTS_KEY } from '../../shared/lib/rec-counts-key';

/** How often the navigation's reconciliation counts are read again (they also refresh on focus). */
export const REC_COUNTS_REFRESH_MS = 60_000;

const NO_COUNTS: NotificationCounts = { otherAccounts: 0, subledgerRec: 0, pendingResolve: 0, ledger: 0 };

/** Which count a navigation item shows beside its title, by menu item id. */
const COUNT_OF_ITEM: Record<string, keyof NotificationCounts> = {
  rematch: 'pendingResolve',
  outstanding: 'subledgerRec',
  'bank-panel': 'otherAccounts',
};

/** The badge count of a navigation item, or 0 when it shows none. */
export function countOfItem(itemId: string, counts: NotificationCounts): number {
  const key = COUNT_OF_ITEM[itemId];
  return key ? counts[key] : 0;
}

/** The first entry of the counts array; spec §4: when the call fails, every count is 0. */
export function firstCounts(answer: { data: NotificationCounts[] } | undefined): NotificationCounts {
  return answer?.data[0] ?? NO_COUNTS;
}

/**
 * GET /api/bankRec/items/notification for the navigation badges (suggestions to review, aged items, open
 * bank lines), for users who may open bank reconciliation. A failure shows no badge rather than an error.
 */
export function useRecCounts(enabled: boolean): NotificationCounts {
  const { organization } = useAuth();
  const query = useQuery({
    queryKey: [...REC_COUNTS_KEY, organization?.id ?? null],
    queryFn: () => call(contracts.reconcile.bankRecNotification),
    enabled: enabled && Boolean(organization?.id),
    refetchInterval: REC_COUNTS_REFRESH_MS,
    retry: false,
  });
  return query.isError ? NO_COUNTS : firstCounts(query.data);
}
