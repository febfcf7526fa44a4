import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { tabular } from '../../../shared/ui/Amount';

/**
 * One figure of a dashboard with what it means and the page where a person acts on it: every tile
 * drills down. `value` undefined shows a placeholder while the figures load.
 */
export function StatTile({
  title,
  value,
  caption,
  to,
  action,
  tone,
  testId,
}: {
  title: string;
  value: ReactNode | undefined;
  caption?: ReactNode;
  to: string;
  action: string;
  tone?: 'tone.error' | 'tone.warning' | 'tone.success' | undefined;
  testId?: string;
}) {
  return (
    <Paper
      component="section"
      aria-label={title}
      variant="outlined"
      data-testid={testId}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography
        component="p"
        sx={{
          ...tabular,
          fontSize: '1.75rem',
          fontWeight: 700,
          lineHeight: 1.2,
          color: tone ?? 'text.primary',
        }}
      >
        {value === undefined ? <Skeleton width={80} /> : value}
      </Typography>
      {caption ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', minHeight: 20 }}>
          {caption}
        </Typography>
      ) : null}
      <Box sx={{ mt: 'auto', pt: 1 }}>
        <Link
          component={RouterLink}
          to={to}
          underline="hover"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            fontWeight: 600,
            fontSize: '0.875rem',
          }}
        >
          {action}
          <ArrowForward sx={{ fontSize: 16 }} aria-hidden="true" />
        </Link>
      </Box>
    </Paper>
  );
}
