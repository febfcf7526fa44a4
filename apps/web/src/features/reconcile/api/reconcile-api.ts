import {
  type AutoMatchStatus,
  contracts,
  type LedgerEntry,
  type Match,
  type OpenLine,
  type PanelAccount,
  type Suggestion,
} from '@clearline/contracts';
import type { LedgerArea } from '@clearline/domain/areas';
import { selectableRecTypes } from '@clearline/domain/ledger';
import {
  keepPreviousData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '../../../shared/auth/auth-context';
import { call } from '../../../shared/lib/api-client';
import { autoMatchEvents } from '../../../shared/lib/auto-match-events';
import {
  ledgerConfigDerivedKey,
  selectAreaBankAccounts,
  useLedgerConfig,
} from '../../../shared/lib/ledger-config';
import { REC_COUNTS_KEY } from '../../../shared/lib/rec-counts-key';
import { AUTO_MATCH_POLL_MS, isFinished, newerStatus } from '../model/auto-match';
import {
  type Drill,
  drillLedgerQuery,
  drillWhere,
  inGroup,
  type OutstandingView,
  outstandingWhere,
} from '../model/outstanding';
import { OPEN_WINDOW } from '../model/windows';
import { type ReconcileArea, useReconcileArea } from './reconcile-area';

type Scope = ReconcileArea & { org: string };

export type { AutoMatchStatus, LedgerEntry, Match, OpenLine, PanelAccount, Suggestion };

/** Query keys of the feature, per organisation and ledger area (bank-rec's unless said). */
export const reconcileKeys = {
  all: (org: string, area: LedgerArea = 'bankRec') => ['reconcile', org, area] as const,
  /** Under the ledger configuration's key: the configuration editor's changes read it again (issue 17). */
  recTypes: (org: string, area: LedgerArea = 'bankRec') => ledgerConfigDerivedKey(org, 'recTypes', area),
  open: (org: string, area: LedgerArea = 'bankRec') => ['reconcile', org, area, 'open'] as const,
  openWindow: (org: string, area: LedgerArea, filter: OpenFilter, offset: number) =>
    ['reconcile', org, area, 'open', filter, offset] as const,
  matches: (org: string, area: LedgerArea = 'bankRec') => ['reconcile', org, area, 'matches'] as const,
  suggestions: (org: string, area: LedgerArea = 'bankRec') =>
    ['reconcile', org, area, 'suggestions'] as const,
  job: (org: string, area: LedgerArea, jobId: string) => ['reconcile', org, area, 'job', jobId] as const,
  panel: (org: string, area: LedgerArea = 'bankRec') => ['reconcile', org, area, 'panel'] as const,
  outstanding: (org: string) => ['reconcile', org, 'bankRec', 'outstanding'] as const,
  /** Employer funds' sub-ledger and ledger reconciliation (funds coverage, open items with aging). */
  coverage: (org: string) => ['reconcile', org, 'ewa', 'coverage'] as const,
};

function useOrg(): string {
  return useAuth().organization?.id ?? 'none';
}

/** The organisation, and the page's ledger area with its calls. */
function useScope() {
  return { org: useOrg(), ...useReconcileArea() };
}

/** The organisation's bank accounts of the page's area (name, account number), from the ledger configuration. */
export function useBankAccounts() {
  const { area } = useReconcileArea();
  return useLedgerConfig({ select: selectAreaBankAccounts(area) });
}

/** Reconciling types people may choose for an adjustment (system-assigned ones are left out). */
export function useRecTypes(enabled = true) {
  const { org, area, tenantService } = useScope();
  return useQuery({
    queryKey: reconcileKeys.recTypes(org, area),
    queryFn: async ({ signal }) => {
      const answer = await call(contracts.bankRec.tenantConfig, {
        query: { service: tenantService },
        signal,
      });
      return selectableRecTypes(answer[0]?.recType ?? []);
    },
    enabled,
    staleTime: 5 * 60_000,
  });
}

export interface OpenFilter {
  side: OpenLine['side'];
  accountId: string;
  from: string;
  to: string;
  q: string;
}

export interface OpenWindows {
  /** Loaded rows by window offset. */
  windows: Map<number, OpenLine[]>;
  /** null until a window answered. */
  total: number | null;
  totalAmount: string | null;
  fetching: boolean;
  error: unknown;
}

/** One window of open lines: its cache key and how to fetch it (shared by the pane and the range loader). */
function openWindowQuery(scope: Scope, filter: OpenFilter, offset: number) {
  return {
    queryKey: reconcileKeys.openWindow(scope.org, scope.area, filter, offset),
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      (
        await call(scope.reconcile.openLines, {
          query: {
            side: filter.side,
            accountId: filter.accountId,
            ...(filter.from ? { from: filter.from } : {}),
            ...(filter.to ? { to: filter.to } : {}),
            ...(filter.q.trim() ? { q: filter.q.trim() } : {}),
            offset: String(offset),
            limit: String(OPEN_WINDOW),
          },
          signal,
        })
      ).data,
    staleTime: 30_000,
  };
}

/** The windows of open lines a pane shows (offsets from the visible rows), loaded and cached by offset. */
export function useOpenWindows(filter: OpenFilter, offsets: number[]): OpenWindows {
  const scope = useScope();
  const enabled = filter.accountId !== '';
  return useQueries({
    queries: offsets.map((offset) => ({ ...openWindowQuery(scope, filter, offset), enabled })),
    combine: (results) => {
      const windows = new Map<number, OpenLine[]>();
      let total: number | null = null;
      let totalAmount: string | null = null;
      results.forEach((result, index) => {
        const offset = offsets[index];
        if (result.data && offset !== undefined) {
          windows.set(offset, result.data.rows);
          total = result.data.total;
          totalAmount = result.data.totalAmount;
        }
      });
      return {
        windows,
        total,
        totalAmount,
        fetching: results.some((r) => r.isFetching),
        error: results.find((r) => r.error)?.error ?? null,
      };
    },
  });
}

/**
 * Loads the windows at `offsets` (from the cache when they are there) and answers them by offset: a
 * Shift range over rows the pane has not shown yet needs them before it can select them.
 */
export function useOpenWindowLoader(filter: OpenFilter) {
  const scope = useScope();
  const queryClient = useQueryClient();
  return async (offsets: number[]): Promise<Map<number, OpenLine[]>> => {
    const pages = await Promise.all(
      offsets.map((offset) => queryClient.fetchQuery(openWindowQuery(scope, filter, offset))),
    );
    return new Map(offsets.map((offset, i) => [offset, pages[i]?.rows ?? []]));
  };
}

/** After anything that changes which lines are open: both panes, the lists, the panel and the badges. */
export function refreshReconciliation(queryClient: QueryClient, org: string, area: LedgerArea = 'bankRec') {
  return Promise.all(
    [
      reconcileKeys.open(org, area),
      reconcileKeys.matches(org, area),
      reconcileKeys.suggestions(org, area),
      reconcileKeys.panel(org, area),
      reconcileKeys.outstanding(org),
      reconcileKeys.coverage(org),
      [...REC_COUNTS_KEY, org],
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

export interface MatchInput {
  ledgerEntryIds: string[];
  bankTransactionIds: string[];
  adjustment?: { recType: string; reason: string };
}

/** A change to what is matched: whether it succeeds or not, everything that shows open lines is read again. */
function useReconcileWrite<Input, Output>(write: (scope: Scope, input: Input) => Promise<Output>) {
  const scope = useScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => write(scope, input),
    onSettled: () => refreshReconciliation(queryClient, scope.org, scope.area),
  });
}

export function useMatchLines() {
  return useReconcileWrite(
    async (scope, body: MatchInput) => (await call(scope.matching.match, { body })).data,
  );
}

export interface UnmatchInput {
  matchId: string;
  reason: string;
}

export function useUnmatch() {
  return useReconcileWrite(
    async (scope, { matchId, reason }: UnmatchInput) =>
      (await call(scope.matching.unmatch, { params: { matchId }, body: { reason } })).data,
  );
}

const pageQuery = (view: { page: number; limit: number }) => ({
  page: String(view.page),
  limit: String(view.limit),
});
/** A page of the matches or suggestions: the last page stays on screen while the next one loads. */
function useCardListPage<Page>(
  queryKey: readonly unknown[],
  enabled: boolean,
  read: (signal: AbortSignal) => Promise<Page>,
) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => read(signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

export interface MatchesView {
  accountId: string;
  status: 'confirmed' | 'undone' | '';
  kind: 'auto' | 'manual' | '';
  from: string;
  to: string;
  page: number;
  limit: number;
}

export function useMatches(view: MatchesView, enabled: boolean) {
  const { org, area, matching } = useScope();
  return useCardListPage(
    [...reconcileKeys.matches(org, area), view],
    enabled,
    async (signal) =>
      (
        await call(matching.matches, {
          query: {
            ...(view.accountId ? { accountId: view.accountId } : {}),
            ...(view.status ? { status: view.status } : {}),
            ...(view.kind ? { kind: view.kind } : {}),
            ...(view.from ? { from: view.from } : {}),
            ...(view.to ? { to: view.to } : {}),
            ...pageQuery(view),
          },
          signal,
        })
      ).data,
  );
}

export function useSuggestions(
  view: { accountId: string; status: Suggestion['status']; page: number; limit: number },
  enabled: boolean,
) {
  const { org, area, reconcile } = useScope();
  return useCardListPage(
    [...reconcileKeys.suggestions(org, area), view],
    enabled,
    async (signal) =>
      (
        await call(reconcile.suggestions, {
          query: {
            ...(view.accountId ? { accountId: view.accountId } : {}),
            status: view.status,
            ...pageQuery(view),
          },
          signal,
        })
      ).data,
  );
}

export interface AcceptInput {
  id: string;
  adjustment?: { recType: string; reason: string } | undefined;
}

export function useAcceptSuggestion() {
  return useReconcileWrite(
    async (scope, { id, adjustment }: AcceptInput) =>
      (
        await call(scope.reconcile.acceptSuggestion, {
          params: { id },
          body: adjustment ? { adjustment } : {},
        })
      ).data,
  );
}

export interface RejectInput {
  id: string;
  reason: string;
}

export function useRejectSuggestion() {
  return useReconcileWrite(
    async (scope, { id, reason }: RejectInput) =>
      (await call(scope.reconcile.rejectSuggestion, { params: { id }, body: { reason } })).data,
  );
}

export function useStartAutoMatch() {
  const { reconcile } = useReconcileArea();
  return useMutation({
    mutationFn: async (body: { accountId: string; from?: string; to?: string }) =>
      (await call(reconcile.autoMatch, { body })).data.jobId,
  });
}

/**
 * An auto-match job's status: polled every second until it ends, and moved on by the socket's
 * AUTO_MATCH_EVENT in between (whichever report is newer wins). When it ends, everything it touched
 * is read again.
 */
export function useAutoMatchJob(jobId: string | null) {
  const { org, area, reconcile } = useScope();
  const queryClient = useQueryClient();
  const key = reconcileKeys.job(org, area, jobId ?? '');
  const query = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const polled = (await call(reconcile.autoMatchStatus, { params: { jobId: jobId ?? '' }, signal })).data;
      return newerStatus(queryClient.getQueryData<AutoMatchStatus>(key), polled);
    },
    enabled: jobId !== null,
    refetchInterval: (q) => (isFinished(q.state.data) ? false : AUTO_MATCH_POLL_MS),
    staleTime: 0,
  });
  useEffect(() => {
    if (!jobId) return;
    return autoMatchEvents.subscribe((event) => {
      if (event.jobId !== jobId) return;
      queryClient.setQueryData<AutoMatchStatus>(reconcileKeys.job(org, area, jobId), (current) =>
        newerStatus(current, event),
      );
    });
  }, [jobId, org, area, queryClient]);
  const finished = isFinished(query.data);
  useEffect(() => {
    if (finished) void refreshReconciliation(queryClient, org, area);
  }, [finished, queryClient, org, area]);
  return query;
}

export function usePanel(month: string) {
  const { org, area, reconcile } = useScope();
  return useQuery({
    queryKey: [...reconcileKeys.panel(org, area), month],
    queryFn: async ({ signal }) =>
      (await call(reconcile.panel, { query: month ? { month } : {}, signal })).data,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

export function useOutstanding(view: OutstandingView) {
  const org = useOrg();
  return useQuery({
    queryKey: [...reconcileKeys.outstanding(org), 'grid', view],
    queryFn: async ({ signal }) =>
      (
        await call(contracts.outstanding.outstanding, {
          body: { where: outstandingWhere(view.filters), page: view.page, limit: view.limit },
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/** A drill-down's group, asked again with the bucket: its count and amounts as the server has them now. */
export function useOutstandingGroup(drill: Drill | null) {
  const org = useOrg();
  return useQuery({
    queryKey: [...reconcileKeys.outstanding(org), 'group', drill],
    queryFn: async ({ signal }) => {
      if (!drill) throw new Error('no drill-down');
      const answer = await call(contracts.outstanding.outstanding, {
        body: {
          where: drillWhere(drill),
          page: 1,
          limit: 50,
        },
        signal,
      });
      return (
        answer.data.rows.find(
          (r) => r.coId === drill.coId && r.taxType === drill.taxType && r.quarter === drill.quarter,
        ) ?? null
      );
    },
    enabled: drill !== null,
  });
}

/** The open ledger entries of a drill-down, 200 at a time (keyset paging), kept to the group. */
export function useDrillEntries(drill: Drill | null) {
  const org = useOrg();
  return useInfiniteQuery({
    queryKey: [...reconcileKeys.outstanding(org), 'entries', drill],
    queryFn: async ({ pageParam, signal }) => {
      if (!drill) throw new Error('no drill-down');
      const answer = await call(contracts.bankRec.searchLedger, {
        query: drillLedgerQuery(drill, pageParam || undefined),
        signal,
      });
      return {
        rows: answer.data.rows.filter((entry) => inGroup(entry, drill)),
        nextCursor: answer.data.nextCursor,
      };
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: drill !== null,
  });
}
