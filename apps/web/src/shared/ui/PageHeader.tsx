import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ReadableAccent } from './ReadableAccent';

/** The top of a page: its area, the page's one h1, a line of context and the page actions. */
export function PageHeader({
  title,
  description,
  actions,
  area = 'Bank reconciliation',
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  area?: string;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: { xs: 'stretch', sm: 'flex-end' },
        flexDirection: { xs: 'column', sm: 'row' },
        gap: { xs: 1.5, sm: 2 },
        mb: { xs: 2, md: 2.5 },
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography
          sx={{
            fontSize: '0.72rem',
            fontWeight: 800,
            letterSpacing: '0.12em',
            textTransform: 'uppercase',
            color: 'text.secondary',
            mb: 0.25,
          }}
        >
          {area}
        </Typography>
        <Typography
          variant="h1"
          sx={{ fontSize: { xs: '1.375rem', md: '1.625rem' }, fontWeight: 700, overflowWrap: 'anywhere' }}
        >
          {title}
        </Typography>
        {description ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {description}
          </Typography>
        ) : null}
      </Box>
      {actions ? (
        <Box
          sx={{
            display: 'flex',
            gap: 1,
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: { xs: 'stretch', sm: 'flex-end' },
          }}
        >
          {actions}
        </Box>
      ) : null}
    </Box>
  );
}

/**
 * The page frame: comfortable on a phone, wide on a desk (`maxWidth` narrows it for reading pages).
 * ReadableAccent keeps primary-coloured controls readable on dark themes (the default palette's
 * #3C4252 vanishes on dark paper).
 */
export function PageFrame({ children, maxWidth = 1680 }: { children: ReactNode; maxWidth?: number }) {
  return (
    <ReadableAccent>
      <Box
        sx={{
          px: { xs: 1.5, sm: 3 },
          py: { xs: 2, sm: 3 },
          maxWidth,
          mx: 'auto',
          width: '100%',
          minWidth: 0,
        }}
      >
        {children}
      </Box>
    </ReadableAccent>
  );
}
