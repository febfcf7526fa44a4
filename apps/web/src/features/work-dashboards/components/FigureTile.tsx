import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { tabular } from '../../../shared/ui/Amount';

/**
 * One figure of a dashboard as a link to the page where a person acts on it: the count large, what it
 * counts under it and a line of context. `attention` marks a figure that wants someone today.
 */
export function FigureTile({
  label,
  value,
  detail,
  to,
  attention = false,
  testId,
}: {
  label: string;
  value: number | undefined;
  detail?: ReactNode;
  to: string;
  attention?: boolean;
  testId?: string;
}) {
  return (
    <Paper variant="outlined" sx={{ minWidth: 0, overflow: 'hidden', borderRadius: 2 }}>
      <ButtonBase
        component={RouterLink}
        to={to}
        data-testid={testId}
        sx={{
          display: 'flex',
          alignItems: 'stretch',
          justifyContent: 'space-between',
          width: '100%',
          height: '100%',
          textAlign: 'left',
          p: { xs: 1.5, sm: 2 },
          gap: 1,
          borderLeft: 4,
          borderColor: attention ? 'warning.main' : 'transparent',
          '&:hover': { bgcolor: 'action.hover' },
          '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography
            component="span"
            sx={{
              display: 'block',
              fontSize: { xs: '1.5rem', sm: '1.875rem' },
              fontWeight: 700,
              lineHeight: 1.15,
              ...tabular,
            }}
          >
            {value === undefined ? <Skeleton width={56} /> : value.toLocaleString('en-US')}
          </Typography>
          <Typography component="span" sx={{ display: 'block', fontWeight: 600, mt: 0.25 }}>
            {label}
          </Typography>
          {detail ? (
            <Typography
              component="span"
              variant="body2"
              sx={{ display: { xs: 'none', sm: 'block' }, color: 'text.secondary' }}
            >
              {detail}
            </Typography>
          ) : null}
        </Box>
        <ChevronRight
          aria-hidden="true"
          sx={{ alignSelf: 'center', color: 'text.secondary', flex: 'none' }}
        />
      </ButtonBase>
    </Paper>
  );
}

/** Tiles in a grid: two a row on a phone, as many as fit on a desk. */
export function FigureGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Box
      component="section"
      aria-label={label}
      sx={{
        display: 'grid',
        gap: { xs: 1, sm: 1.5 },
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(auto-fit, minmax(200px, 1fr))' },
        mb: { xs: 2, md: 2.5 },
      }}
    >
      {children}
    </Box>
  );
}
