import { TASK_ACTION_LABELS, type TaskAction } from '@clearline/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../shared/lib/api-client';
import { monthLabel } from '../../../shared/lib/month';
import { Amount } from '../../../shared/ui/Amount';
import { FetchingBar } from '../../../shared/ui/FetchingBar';
import { LoadError } from '../../../shared/ui/LoadError';
import { StatusChip } from '../../../shared/ui/StatusChip';
import { type TaskFiguresJson, useTaskDetail, useTransition } from '../api/workflow-api';
import { rematchHref, STATE_TONES, stateLabel, statementHref } from '../model/task-view';

const EVENT_WORDS: Record<string, string> = {
  created: 'Opened',
  assigned: 'Assigned',
  started: 'Started',
  signed_off: 'Signed off',
  certified: 'Certified',
  returned: 'Returned for changes',
  reopened: 'Reopened',
  decertified: 'Decertified',
};

function FigureRow({ label, value }: { label: string; value: string | null | number }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      {value === null ? (
        <Typography variant="body2">No statement yet</Typography>
      ) : typeof value === 'number' ? (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {value}
        </Typography>
      ) : (
        <Amount value={value} />
      )}
    </Box>
  );
}

export function Figures({ figures }: { figures: TaskFiguresJson }) {
  return (
    <Box aria-label="Figures" role="group">
      <FigureRow label="Bank balance" value={figures.bankBalance} />
      <FigureRow label="Book balance" value={figures.bookBalance} />
      <FigureRow label="Open items" value={figures.openItemsCount} />
      <FigureRow label="Open items amount" value={figures.openItemsAmount} />
      <FigureRow label="Unexplained difference" value={figures.difference} />
    </Box>
  );
}

/** The moves that need a person's words before they are made. */
type WordedAction = 'return' | 'reopen';
const isWorded = (action: TaskAction): action is WordedAction => action === 'return' || action === 'reopen';
const WORDS_LABEL: Record<WordedAction, string> = {
  return: 'What must change',
  reopen: 'Why the month is reopened',
};

/**
 * A task: its live figures (the reconciliation statement's), the moves the person may make, one click to
 * Re-match and to the statement, and the history with the figures each sign-off signed.
 */
export function TaskDetailDialog({ taskId, onClose }: { taskId: string | null; onClose: () => void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const detail = useTaskDetail(taskId);
  const transition = useTransition();
  const [comment, setComment] = useState('');
  /** The move waiting for its words (a return's comment, a reopen's reason), or null. */
  const [wording, setWording] = useState<WordedAction | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const data = detail.data;

  const act = (action: TaskAction) => {
    if (!data) return;
    if (isWorded(action) && wording !== action) {
      setWording(action);
      setComment('');
      return;
    }
    setProblem(null);
    transition.mutate(
      {
        taskId: data.task.id,
        action,
        ...(isWorded(action) ? { comment } : {}),
        ...(action === 'signOff' || action === 'certify' ? { figures: data.figures } : {}),
      },
      {
        onSuccess: () => {
          setWording(null);
          setComment('');
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  return (
    <Dialog open={taskId !== null} onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle sx={{ pb: 1 }}>
        {data ? `${data.task.accountName} · ${monthLabel(data.task.period)}` : 'Reconciliation task'}
      </DialogTitle>
      <FetchingBar fetching={detail.isFetching} />
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <LoadError query={detail} fallback="The task could not be loaded." />
        {data ? (
          <>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <StatusChip
                label={stateLabel(data.task.state)}
                tone={STATE_TONES[data.task.state]}
                testId="task-state"
              />
              {data.task.overdue ? <StatusChip label="Overdue" tone="error" /> : null}
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Due {data.task.dueDate} · preparer {data.task.preparer?.name ?? 'unassigned'} · reviewer{' '}
                {data.task.reviewer?.name ?? 'unassigned'}
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              <Link component={RouterLink} to={rematchHref(data.task)}>
                Open in Re-match
              </Link>
              <Link component={RouterLink} to={statementHref(data.task)}>
                Reconciliation statement
              </Link>
            </Box>
            <Figures figures={data.figures} />
            {problem ? (
              <Alert severity="warning" role="alert">
                {problem}
              </Alert>
            ) : null}
            {wording ? (
              <TextField
                label={WORDS_LABEL[wording]}
                value={comment}
                onChange={(event) => setComment(event.target.value)}
                multiline
                minRows={2}
                required
                autoFocus
              />
            ) : null}
            <Box component="section" aria-label="History">
              <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
                History
              </Typography>
              <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
                {[...data.history].reverse().map((event) => (
                  <li key={event.id}>
                    <Typography variant="body2">
                      <strong>{EVENT_WORDS[event.kind] ?? event.kind}</strong>
                      {event.actor ? ` by ${event.actor}` : ''} · {new Date(event.at).toLocaleString()}
                    </Typography>
                    {event.comment && event.kind !== 'assigned' ? (
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        “{event.comment}”
                      </Typography>
                    ) : null}
                    {event.reason ? (
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {event.reason}
                      </Typography>
                    ) : null}
                    {event.figures ? (
                      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                        Signed: bank {event.figures.bankBalance ?? '—'}, book {event.figures.bookBalance},
                        difference {event.figures.difference ?? '—'}, {event.figures.openItemsCount} open
                        items
                      </Typography>
                    ) : null}
                  </li>
                ))}
              </Box>
            </Box>
          </>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>Close</Button>
        {(data?.allowed ?? []).map((action) => (
          <Button
            key={action}
            variant={isWorded(action) ? 'outlined' : 'contained'}
            disabled={transition.isPending || (wording === action && comment.trim() === '')}
            onClick={() => act(action)}
          >
            {TASK_ACTION_LABELS[action]}
          </Button>
        ))}
      </DialogActions>
    </Dialog>
  );
}
