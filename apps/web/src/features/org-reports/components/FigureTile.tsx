import ArrowForward from '@mui/icons-material/ArrowForward';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { tabular } from '../../../shared/ui/Amount';

/** One figure of the report, what it covers, and the page that lists it (when there is one). */
export function FigureTile({
  title,
  value,
  caption,
  to,
  action,
}: {
  title: string;
  value: ReactNode | undefined;
  caption?: ReactNode;
  to?: string;
  action?: string;
}) {
  return (
    <Paper
      component="section"
      aria-label={title}
      variant="outlined"
      data-testid="report-figure"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography component="p" sx={{ ...tabular, fontSize: '1.6rem', fontWeight: 700, lineHeight: 1.2 }}>
        {value === undefined ? <Skeleton width={80} /> : value}
      </Typography>
      {caption ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {caption}
        </Typography>
      ) : null}
      {to && action ? (
        <Link
          component={RouterLink}
          to={to}
          underline="hover"
          sx={{
            mt: 'auto',
            pt: 1,
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
      ) : null}
    </Paper>
  );
}
