import { counted } from '@clearline/domain/text';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../shared/lib/api-client';
import { usePaging } from '../../../shared/lib/use-paging';
import { Amount, tabular } from '../../../shared/ui/Amount';
import { StatusChip } from '../../../shared/ui/StatusChip';
import {
  type AcceptInput,
  type Match,
  type RejectInput,
  type Suggestion,
  useAcceptSuggestion,
  useRejectSuggestion,
  useSuggestions,
} from '../api/reconcile-api';
import { amountMinorOf } from '../model/selection';
import { AdjustmentDialog, ReasonDialog } from './AdjustmentDialog';
import { CardList, decisionCardSx, KeyHint } from './CardList';
import { formatDate } from './format';
import { MatchLines, Reasons } from './LineTable';
import { notify } from './notify';
import { useRovingList } from './roving';
import { useDialogDecision } from './use-dialog-decision';

const LIMIT = 25;

/** Suggestions waiting for a decision, best first: accept (with an adjustment if needed) or reject. */
export function SuggestionsTab({ accountId }: { accountId: string }) {
  const paging = usePaging(LIMIT);
  const { page, limit } = paging;
  const list = useSuggestions({ accountId, status: 'pending', page, limit }, accountId !== '');
  const accept = useAcceptSuggestion();
  const reject = useRejectSuggestion();
  const adjusting = useDialogDecision<Suggestion, AcceptInput, Match>(accept);
  const rejecting = useDialogDecision<Suggestion, RejectInput, unknown>(reject);
  const rows = list.data?.rows ?? [];
  const busyId =
    (accept.isPending ? accept.variables?.id : undefined) ??
    (reject.isPending ? reject.variables?.id : undefined);

  const doAccept = (suggestion: Suggestion) => {
    if (accept.isPending || reject.isPending) return;
    if (amountMinorOf(suggestion.difference) !== 0) {
      adjusting.ask(suggestion);
      return;
    }
    accept.mutate(
      { id: suggestion.id },
      {
        onSuccess: (match) =>
          notify(`Suggestion accepted: ${counted(match.items.length, 'line')} matched.`, 'success'),
        onError: (error) => notify(errorMessage(error, 'The suggestion could not be accepted.'), 'error'),
      },
    );
  };
  // Rejecting asks why (optional): the reason stays with the suggestion and in the audit log.
  const doReject = (suggestion: Suggestion) => {
    if (accept.isPending || reject.isPending) return;
    rejecting.ask(suggestion);
  };
  const roving = useRovingList(rows.length, {
    a: (index) => {
      const s = rows[index];
      if (s) doAccept(s);
    },
    r: (index) => {
      const s = rows[index];
      if (s) doReject(s);
    },
  });

  if (!accountId) return <Alert severity="info">Choose a bank account to see its suggestions.</Alert>;
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="body2" role="status" aria-live="polite" sx={{ color: 'text.secondary' }}>
          {list.data ? counted(list.data.total, 'pending suggestion') : 'Loading suggestions…'}
        </Typography>
        <KeyHint>↑/↓ move · A accepts · R rejects</KeyHint>
      </Box>
      <CardList
        list={list}
        label="Suggestions"
        loadError="The suggestions could not be loaded."
        empty="No suggestions wait for a decision. Run auto-match to find some."
        rowCount={rows.length}
        paging={paging}
        noun="suggestions"
      >
        {rows.map((suggestion, index) => (
          <Paper
            key={suggestion.id}
            component="li"
            variant="outlined"
            aria-label={`Suggestion ${index + 1}: score ${suggestion.score}, difference ${suggestion.difference}`}
            aria-busy={busyId === suggestion.id}
            data-testid="suggestion"
            {...roving.itemProps(index)}
            sx={decisionCardSx}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
              <ScoreBadge score={suggestion.score} />
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                Rule {suggestion.ruleId}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', ...tabular }}>
                {formatDate(suggestion.createdAt)}
              </Typography>
              <Typography variant="body2" sx={{ ml: { sm: 'auto' }, ...tabular }}>
                Difference <Amount value={suggestion.difference} strong />
              </Typography>
              {amountMinorOf(suggestion.difference) !== 0 ? (
                <StatusChip label="Needs adjustment" tone="warning" />
              ) : null}
            </Box>
            <Reasons reasons={suggestion.reasons} />
            <MatchLines items={suggestion.items} />
            <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
              <Button
                startIcon={<Close />}
                onClick={() => doReject(suggestion)}
                disabled={busyId !== undefined}
                aria-keyshortcuts="R"
                sx={{ color: 'text.primary' }}
              >
                Reject
              </Button>
              <Button
                variant="contained"
                startIcon={<Check />}
                onClick={() => doAccept(suggestion)}
                disabled={busyId !== undefined}
                aria-keyshortcuts="A"
              >
                Accept
              </Button>
            </Box>
          </Paper>
        ))}
      </CardList>
      <AdjustmentDialog
        {...adjusting.dialog}
        difference={adjusting.item?.difference ?? ''}
        what="this suggestion"
        onConfirm={(adjustment) =>
          adjusting.decide(
            (suggestion) => ({ id: suggestion.id, adjustment }),
            (match) =>
              notify(
                `Suggestion accepted with an adjustment: ${counted(match.items.length, 'line')} matched.`,
                'success',
              ),
          )
        }
      />
      <ReasonDialog
        {...rejecting.dialog}
        title="Reject suggestion"
        message={`Auto-match will not suggest these ${counted(rejecting.item?.items.length ?? 0, 'line')} together again; they stay open.`}
        confirmLabel="Reject"
        onConfirm={(reason) =>
          rejecting.decide(
            (suggestion) => ({ id: suggestion.id, reason }),
            () => notify('Suggestion rejected: auto-match will not suggest these lines again.', 'info'),
          )
        }
      />
    </Box>
  );
}

export function ScoreBadge({ score }: { score: number }) {
  const tone = score >= 90 ? 'success' : score >= 70 ? 'info' : 'warning';
  return <StatusChip label={`Score ${score}`} tone={tone} />;
}
