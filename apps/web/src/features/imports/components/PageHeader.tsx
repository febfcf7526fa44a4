import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The page's one h1, the area above it and a line of help below; actions on the right. */
export function PageHeader({
  title,
  intro,
  actions,
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 2, flexWrap: 'wrap', mb: { xs: 2, md: 3 } }}>
      <Box sx={{ flex: 1, minWidth: 240 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
          Bank reconciliation
        </Typography>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {intro ? (
          <Typography sx={{ color: 'text.secondary', mt: 0.75, maxWidth: 760 }}>{intro}</Typography>
        ) : null}
      </Box>
      {actions}
    </Box>
  );
}

/** The page body's width and padding. */
export const pageSx = {
  maxWidth: 1360,
  mx: 'auto',
  px: { xs: 2, sm: 3, md: 4 },
  py: { xs: 3, md: 4 },
} as const;
