import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The centred column of an error page: the big status code, what went wrong, and the ways out. */
export function ErrorLayout({
  asMain = false,
  minHeight,
  children,
}: {
  /** The 404 page has no chrome, so it is the page's main landmark itself. */
  asMain?: boolean;
  minHeight: string;
  children: ReactNode;
}) {
  return (
    <Box
      component={asMain ? 'main' : 'div'}
      sx={{
        minHeight,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 2,
        p: 3,
        ...(asMain ? { bgcolor: 'background.default' } : {}),
      }}
    >
      {children}
    </Box>
  );
}

/** The HTTP status in large type; decoration only, the heading below says it in words. */
export function ErrorCode({
  code,
  fontSize,
  color,
}: {
  code: string;
  fontSize: { xs: string; sm: string };
  color: string;
}) {
  return (
    <Typography
      component="p"
      aria-hidden="true"
      sx={{ fontSize, fontWeight: 800, lineHeight: 1, color, letterSpacing: '-0.04em' }}
    >
      {code}
    </Typography>
  );
}
