import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Brand } from '../../../shared/ui/Brand';
import { BACK_TO_DOCS } from '../BareCard';

/** The template's two sign-in layouts: 1, a centred card; 2, the form beside a panel that fills the screen. */
export type AuthStyle = 1 | 2;

/** Said on every demo sign-in page: it talks to the mock, never to the user's real session. */
export const DEMO_NOTE =
  'Demo form: it asks the in-browser mock, never the Clearline server, and leaves your session alone.';

/**
 * The frame of /pages/auth/*: chrome-less like the product's own entry pages, with a way back to the
 * documentation (a demo page must not strand its reader).
 */
export function AuthFrame({
  style,
  title,
  subtitle,
  children,
  footer,
}: {
  style: AuthStyle;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const card = (
    <Box sx={{ display: 'grid', gap: 2.5, alignContent: 'start', width: '100%', maxWidth: 400 }}>
      <Brand />
      <Box>
        <Typography variant="h1" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
          {title}
        </Typography>
        {subtitle ? <Typography sx={{ color: 'text.secondary', mt: 0.75 }}>{subtitle}</Typography> : null}
      </Box>
      {children}
      {footer}
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {DEMO_NOTE}{' '}
        <Link component={RouterLink} to={BACK_TO_DOCS}>
          Back to the documentation
        </Link>
      </Typography>
    </Box>
  );
  // With the chrome hidden the shell draws no <main>: each layout is its own main landmark.
  if (style === 2) {
    return (
      <Box
        component="main"
        sx={{ minHeight: '100dvh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 480px' } }}
      >
        <Box
          sx={{
            display: { xs: 'none', md: 'flex' },
            flexDirection: 'column',
            justifyContent: 'center',
            p: 8,
            bgcolor: 'primary.dark',
            color: 'primary.contrastText',
          }}
        >
          <Typography sx={{ fontSize: '2.5rem', fontWeight: 800, lineHeight: 1.1, color: 'inherit' }}>
            Every bank line, matched.
          </Typography>
          <Typography sx={{ mt: 2, maxWidth: 460, color: 'inherit', opacity: 0.85 }}>
            The template's second sign-in layout: the form on the right, your message on the left.
          </Typography>
        </Box>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'center',
            alignItems: 'center',
            p: { xs: 3, sm: 6 },
            bgcolor: 'background.paper',
          }}
        >
          {card}
        </Box>
      </Box>
    );
  }
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
          maxWidth: { xs: '100%', sm: 480 },
          p: { xs: 3, sm: 5 },
          borderRadius: { xs: 0, sm: 4 },
          display: 'flex',
          justifyContent: 'center',
        }}
      >
        {card}
      </Paper>
    </Box>
  );
}

/** The links between the demo forms of one style ('Don't have an account? Register'). */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to}>
      {children}
    </Link>
  );
}

/** The page path of a form in a style: login -> /pages/auth/login or /pages/auth/login-2. */
export const authPath = (form: 'login' | 'register' | 'reset-password', style: AuthStyle): string =>
  `/pages/auth/${form}${style === 2 ? '-2' : ''}`;

/** The style a page is in, from its path (the '-2' pages are style 2). */
export const styleOf = (pathname: string): AuthStyle => (pathname.endsWith('-2') ? 2 : 1);
