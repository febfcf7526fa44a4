import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { type Tone, toneText } from '../../../shared/ui/tones';

/** One current figure in a small card: what it is, the value, and a line of context. */
export function MetricTile({
  label,
  value,
  hint,
  tone,
  testId,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  /** Colours the value when it needs attention (a failed job, an endpoint down). */
  tone?: Tone;
  testId?: string;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }} data-testid={testId}>
      <Typography
        component="h2"
        sx={{ fontSize: '0.75rem', fontWeight: 700, color: 'text.secondary', textTransform: 'uppercase' }}
      >
        {label}
      </Typography>
      <Typography
        sx={{
          fontSize: { xs: '1.25rem', sm: '1.5rem' },
          fontWeight: 700,
          fontVariantNumeric: 'tabular-nums',
          color: tone && tone !== 'neutral' ? toneText(tone) : 'text.primary',
          overflowWrap: 'anywhere',
        }}
        data-testid={testId ? `${testId}-value` : undefined}
      >
        {value}
      </Typography>
      {hint ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {hint}
        </Typography>
      ) : null}
    </Paper>
  );
}
