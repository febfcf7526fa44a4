import { contracts, type MatchRuleInput } from '@clearline/contracts';
import type { LedgerArea } from '@clearline/domain/areas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useAuth } from '../../../../shared/auth/auth-context';
import { call } from '../../../../shared/lib/api-client';

const routes = contracts.matchRules;
const useRulesKey = (area: LedgerArea) =>
  ['match-rules', useAuth().organization?.id ?? 'none', area] as const;

/** GET /api/admin/matchRules/{area}: the rules the next auto-match runs, the defaults, the last change. */
export function useMatchRules(area: LedgerArea) {
  const key = useRulesKey(area);
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => call(routes.matchRules, { params: { area }, signal }),
  });
}

/** Save (a list) or reset (null): the answer is the new state, put straight into the query. */
export function useChangeMatchRules(area: LedgerArea) {
  const client = useQueryClient();
  const key = useRulesKey(area);
  return useMutation({
    mutationFn: (rules: MatchRuleInput[] | null) =>
      rules
        ? call(routes.saveMatchRules, { params: { area }, body: { rules } })
        : call(routes.resetMatchRules, { params: { area } }),
    onSuccess: (state, rules) => {
      client.setQueryData(key, state);
      // 'default': white on dark grey keeps 4.5:1 (notistack's success green does not).
      enqueueSnackbar(
        rules
          ? 'Matching rules saved: the next auto-match uses them.'
          : 'Matching rules reset to the defaults.',
        { variant: 'default' },
      );
    },
  });
}

/** POST /api/admin/matchRules/{area}/dryRun: the proposed rules on last month, nothing written. */
export function useDryRun(area: LedgerArea) {
  return useMutation({
    mutationFn: (rules: MatchRuleInput[]) =>
      call(routes.dryRunMatchRules, { params: { area }, body: { rules } }),
  });
}
