import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Brand } from '../../shared/ui/Brand';

/** Where the template's chrome-less pages lead back to: the documentation's first page. */
export const BACK_TO_DOCS = '/getting-started/introduction';

/**
 * The frame of the template's chrome-less pages (coming soon, maintenance, the demo sign-in forms):
 * a centred card with the brand and a way back, since neither navbar nor toolbar is shown.
 */
export function BareCard({
  title,
  subtitle,
  children,
  width = 440,
}: {
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
  width?: number;
}) {
  // With the chrome hidden the shell draws no <main>: the page is its own main landmark.
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        alignItems: { xs: 'stretch', sm: 'center' },
        justifyContent: 'center',
        p: { xs: 0, sm: 3 },
        bgcolor: 'background.default',
      }}
    >
      <Paper
        variant="outlined"
        sx={{
          width: '100%',
          maxWidth: { xs: '100%', sm: width },
          p: { xs: 3, sm: 5 },
          borderRadius: { xs: 0, sm: 4 },
          display: 'grid',
          gap: 2.5,
          alignContent: 'start',
        }}
      >
        <Brand />
        <Box>
          <Typography variant="h1" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
            {title}
          </Typography>
          {subtitle ? <Typography sx={{ color: 'text.secondary', mt: 0.75 }}>{subtitle}</Typography> : null}
        </Box>
        {children}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          A template page.{' '}
          <Link component={RouterLink} to={BACK_TO_DOCS}>
            Back to the documentation
          </Link>
        </Typography>
      </Paper>
    </Box>
  );
}
