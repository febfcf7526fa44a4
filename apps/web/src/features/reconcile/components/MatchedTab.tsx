import { counted } from '@clearline/domain/text';
import Undo from '@mui/icons-material/Undo';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type Dispatch, type SetStateAction, useState } from 'react';
import { useAuth } from '../../../shared/auth/auth-context';
import { formatUsDateTime } from '../../../shared/lib/date-time';
import { usePaging } from '../../../shared/lib/use-paging';
import { Amount, tabular } from '../../../shared/ui/Amount';
import { FilterSelect } from '../../../shared/ui/FilterSelect';
import { filterOptions } from '../../../shared/ui/filter-options';
import { StatusChip } from '../../../shared/ui/StatusChip';
import {
  type Match,
  type MatchesView,
  type UnmatchInput,
  useMatches,
  useUnmatch,
} from '../api/reconcile-api';
import { amountMinorOf } from '../model/selection';
import { ReasonDialog } from './AdjustmentDialog';
import { CardList, decisionCardSx, KeyHint } from './CardList';
import { MatchLines, Reasons } from './LineTable';
import { notify } from './notify';
import { useRovingList } from './roving';
import { ScoreBadge } from './SuggestionsTab';
import { useDialogDecision } from './use-dialog-decision';

// 'All' is a choice of its own; two filters fit side by side on a phone.
const FILTER_LOOK = { showEmpty: true, dense: false, sx: { width: { xs: 'calc(50% - 6px)', sm: 190 } } };
const STATUS_FILTER = {
  label: 'Status',
  options: filterOptions(['confirmed', 'Confirmed'], ['undone', 'Undone'], ['', 'All']),
  ...FILTER_LOOK,
};
const KIND_FILTER = {
  label: 'Kind',
  options: filterOptions(['', 'Auto and manual'], ['auto', 'Auto'], ['manual', 'Manual']),
  ...FILTER_LOOK,
};

const userZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The bank account's matches, newest first, with who made them and an Unmatch for the live ones. */
export function MatchedTab({ accountId, from, to }: { accountId: string; from: string; to: string }) {
  const { me } = useAuth();
  const [status, setStatus] = useState<MatchesView['status']>('confirmed');
  const [kind, setKind] = useState<MatchesView['kind']>('');
  const paging = usePaging(25);
  const { page, limit } = paging;
  const view: MatchesView = { accountId, status, kind, from, to, page, limit };
  const list = useMatches(view, accountId !== '');
  const unmatch = useUnmatch();
  const undo = useDialogDecision<Match, UnmatchInput, unknown>(unmatch);
  const rows = list.data?.rows ?? [];
  const roving = useRovingList(rows.length, {
    u: (index) => {
      const match = rows[index];
      if (match && match.status === 'confirmed') undo.ask(match);
    },
  });
  // A new filter value starts again at the first page. The options hold only the view's values.
  const refilter =
    <Value extends string>(apply: Dispatch<SetStateAction<Value>>) =>
    (next: string) => {
      apply(next as Value);
      paging.setPage(1);
    };
  const who = (userId: string | null, name: string | null, fallback: string) =>
    userId === null ? fallback : userId === me?.userDetails.id ? 'you' : (name ?? 'another user');

  if (!accountId) return <Alert severity="info">Choose a bank account to see its matches.</Alert>;
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5, flexWrap: 'wrap' }}>
        <FilterSelect {...STATUS_FILTER} value={status} onChange={refilter(setStatus)} />
        <FilterSelect {...KIND_FILTER} value={kind} onChange={refilter(setKind)} />
        <Typography variant="body2" role="status" aria-live="polite" sx={{ color: 'text.secondary' }}>
          {list.data ? counted(list.data.total, 'match', 'matches') : 'Loading matches…'}
        </Typography>
        <KeyHint>↑/↓ move · U unmatches</KeyHint>
      </Box>
      <CardList
        list={list}
        label="Matches"
        loadError="The matches could not be loaded."
        empty="No matches with these filters."
        rowCount={rows.length}
        paging={paging}
        noun="matches"
      >
        {rows.map((match, index) => {
          const undone = match.status === 'undone';
          const balanced = amountMinorOf(match.difference) === 0;
          return (
            <Paper
              key={match.id}
              component="li"
              variant="outlined"
              aria-label={`${match.kind === 'auto' ? 'Auto' : 'Manual'} match of ${counted(match.items.length, 'line')}${undone ? ', undone' : ''}`}
              data-testid="match"
              {...roving.itemProps(index)}
              sx={{
                ...decisionCardSx,
                opacity: undone ? 0.85 : 1,
                borderStyle: undone ? 'dashed' : 'solid',
              }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, flexWrap: 'wrap' }}>
                <StatusChip
                  label={match.kind === 'auto' ? 'Auto' : 'Manual'}
                  tone={match.kind === 'auto' ? 'info' : 'neutral'}
                />
                {undone ? (
                  <StatusChip label="Undone" tone="error" />
                ) : (
                  <StatusChip label="Confirmed" tone="success" />
                )}
                <ScoreBadge score={match.score} />
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  Rule {match.ruleId}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', ...tabular }}>
                  {match.kind === 'auto' && match.createdBy === null
                    ? 'By auto-match'
                    : `By ${who(match.createdBy, match.createdByName, 'the system')}`}
                  , {formatUsDateTime(match.createdAt, userZone())}
                </Typography>
              </Box>
              <Box sx={{ display: 'flex', gap: { xs: 1.5, sm: 3 }, flexWrap: 'wrap', ...tabular }}>
                <Typography variant="body2">
                  Ledger <Amount value={match.ledgerTotal} strong />
                </Typography>
                <Typography variant="body2">
                  Bank <Amount value={match.bankTotal} strong />
                </Typography>
                <Typography variant="body2">
                  Difference <Amount value={match.difference} strong />
                </Typography>
                {!balanced && match.adjustmentRecType ? (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    Adjustment: <strong>{match.adjustmentRecType}</strong>
                    {match.adjustmentReason ? ` — ${match.adjustmentReason}` : ''}
                  </Typography>
                ) : null}
              </Box>
              <Reasons reasons={match.reasons} />
              <MatchLines items={match.items} />
              {undone ? (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  Undone by {who(match.undoneBy, match.undoneByName, 'the system')}
                  {match.undoneAt ? `, ${formatUsDateTime(match.undoneAt, userZone())}` : ''}
                  {match.undoReason ? ` — ${match.undoReason}` : ''}
                </Typography>
              ) : (
                <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                  <Button
                    variant="outlined"
                    startIcon={<Undo />}
                    sx={{ color: 'tone.warning', borderColor: (t) => alpha(t.palette.warning.main, 0.6) }}
                    aria-keyshortcuts="U"
                    onClick={() => undo.ask(match)}
                  >
                    Unmatch
                  </Button>
                </Box>
              )}
            </Paper>
          );
        })}
      </CardList>
      <ReasonDialog
        {...undo.dialog}
        title="Unmatch"
        message={`The ${counted(undo.item?.items.length ?? 0, 'line')} of this match become open again; the match keeps its history.`}
        confirmLabel="Unmatch"
        onConfirm={(reason) =>
          undo.decide(
            (match) => ({ matchId: match.id, reason }),
            () => notify('Match undone: its lines are open again.', 'success'),
          )
        }
      />
    </Box>
  );
}
