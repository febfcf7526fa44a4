import { counted } from '@clearline/domain/text';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../shared/lib/api-client';
import { tabular } from '../../../shared/ui/Amount';
import type { AutoMatchStatus } from '../api/reconcile-api';
import { progressPercent, summaryFigures } from '../model/auto-match';

/** An auto-match job: queued, its progress while it runs, then its summary (or why it failed). */
export function AutoMatchStatusCard({
  status,
  error,
  onReviewSuggestions,
}: {
  status: AutoMatchStatus | undefined;
  error: unknown;
  onReviewSuggestions: () => void;
}) {
  if (error && !status)
    return <Alert severity="error">{errorMessage(error, 'The auto-match job could not be read.')}</Alert>;
  if (!status) return <Progress label="Auto-match queued…" value={null} />;
  if (status.status === 'failed')
    return (
      <Alert severity="error">
        Auto-match failed: {status.error ?? 'the job stopped without an answer.'}
      </Alert>
    );
  if (status.status !== 'succeeded' || !status.summary) {
    const percent = progressPercent(status);
    return (
      <Progress
        label={status.status === 'queued' ? 'Auto-match queued…' : `Auto-match running… ${percent}%`}
        value={status.status === 'queued' ? null : percent}
      />
    );
  }
  const summary = status.summary;
  return (
    <Box data-testid="auto-match-summary" role="status" aria-live="polite" aria-atomic="true">
      <Typography variant="body2" sx={{ fontWeight: 700, mb: 1 }}>
        Auto-match finished: {counted(summary.bankLines, 'bank line')} against{' '}
        {counted(summary.ledgerLines, 'ledger entry', 'ledger entries')} in{' '}
        {(summary.totalMs / 1000).toFixed(1)} s
      </Typography>
      <Box sx={{ display: 'flex', gap: { xs: 1, sm: 2 }, flexWrap: 'wrap', alignItems: 'stretch' }}>
        {summaryFigures(summary).map((figure) => (
          <Box
            key={figure.label}
            data-testid={`summary-${figure.label.toLowerCase().replace(' ', '-')}`}
            sx={{
              px: 1.5,
              py: 1,
              minWidth: 130,
              flex: { xs: '1 1 100px', sm: '0 0 auto' },
              borderRadius: 2,
              border: 1,
              borderColor: 'divider',
            }}
          >
            <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
              {figure.label}
            </Typography>
            <Typography sx={{ fontWeight: 800, fontSize: '1.25rem', ...tabular }}>
              {figure.value.toLocaleString('en-US')}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {figure.hint}
            </Typography>
          </Box>
        ))}
        {summary.suggested > 0 ? (
          <Button onClick={onReviewSuggestions} sx={{ alignSelf: 'center' }}>
            Review suggestions
          </Button>
        ) : null}
      </Box>
      {summary.budgetExhausted > 0 ? (
        <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', mt: 1 }}>
          {counted(summary.budgetExhausted, 'line')} had too many combinations to try them all; their
          suggestions may be incomplete.
        </Typography>
      ) : null}
    </Box>
  );
}

function Progress({ label, value }: { label: string; value: number | null }) {
  return (
    <Box role="status" aria-live="polite">
      <Typography variant="body2" sx={{ mb: 0.75 }}>
        {label}
      </Typography>
      <LinearProgress
        variant={value === null ? 'indeterminate' : 'determinate'}
        value={value ?? undefined}
        aria-label="Auto-match progress"
      />
    </Box>
  );
}
