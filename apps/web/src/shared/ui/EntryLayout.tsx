import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Brand } from './Brand';
import { IconTile } from './IconTile';

const HIGHLIGHTS = [
  { icon: AccountBalanceOutlined, text: 'Bank and employer-funds ledgers in one place' },
  { icon: FactCheckOutlined, text: 'Automatic matching, with every exception in view' },
  { icon: ShieldOutlined, text: 'Per-organisation access and a full audit trail' },
];

export interface EntryLayoutProps {
  /** The page's one h1. */
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Below the form: secondary links. */
  footer?: ReactNode;
}

/**
 * The chrome-less frame of the entry pages (login, MFA, register, forgot password, callback, health):
 * a product panel on wide screens and the form card; on phones just the card, full width.
 */
export function EntryLayout({ title, subtitle, children, footer }: EntryLayoutProps) {
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        alignItems: { xs: 'stretch', sm: 'center' },
        justifyContent: 'center',
        p: { xs: 0, sm: 3 },
        bgcolor: 'background.default',
        backgroundImage:
          'radial-gradient(circle at 12% 8%, rgba(41,182,246,0.10), transparent 42%), radial-gradient(circle at 88% 92%, rgba(60,66,82,0.10), transparent 45%)',
      }}
    >
      <Paper
        elevation={0}
        sx={{
          width: '100%',
          maxWidth: { xs: '100%', sm: 520, md: 980 },
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '5fr 6fr' },
          borderRadius: { xs: 0, sm: 4 },
          overflow: 'hidden',
          border: { xs: 0, sm: 1 },
          borderColor: { sm: 'divider' },
          boxShadow: { xs: 'none', sm: '0 24px 60px -24px rgba(30,33,41,0.35)' },
        }}
      >
        <Box
          sx={{
            display: { xs: 'none', md: 'flex' },
            flexDirection: 'column',
            justifyContent: 'space-between',
            gap: 6,
            p: 6,
            color: 'common.white',
            bgcolor: 'primary.main',
            backgroundImage:
              'linear-gradient(160deg, #3C4252 0%, #2D323E 60%, #1E2129 100%), radial-gradient(circle at 80% 10%, rgba(41,182,246,0.25), transparent 50%)',
            backgroundBlendMode: 'normal',
          }}
        >
          <Brand inverse />
          <Box>
            <Typography component="p" sx={{ fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.25, mb: 2 }}>
              Every ledger, matched to the bank.
            </Typography>
            <Typography component="p" sx={{ color: 'rgba(255,255,255,0.86)', lineHeight: 1.6 }}>
              Clearline is the reconciliation back office for payroll bureau finance teams.
            </Typography>
          </Box>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
            {HIGHLIGHTS.map(({ icon: Icon, text }) => (
              <Box component="li" key={text} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                <IconTile bgcolor="rgba(255,255,255,0.08)" color="#4FC3F7">
                  <Icon fontSize="small" />
                </IconTile>
                <Typography component="span" sx={{ color: 'rgba(255,255,255,0.92)', fontSize: '0.95rem' }}>
                  {text}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>

        <Box
          component="main"
          sx={{
            px: { xs: 3, sm: 6, md: 7 },
            py: { xs: 4, sm: 6, md: 7 },
            display: 'flex',
            flexDirection: 'column',
            justifyContent: { xs: 'flex-start', sm: 'center' },
            minWidth: 0,
          }}
        >
          <Box sx={{ display: { md: 'none' }, mb: 4 }}>
            <Brand />
          </Box>
          <Typography variant="h1" sx={{ mb: subtitle ? 1 : 3 }}>
            {title}
          </Typography>
          {subtitle ? (
            <Typography component="div" sx={{ color: 'text.secondary', mb: 3, lineHeight: 1.6 }}>
              {subtitle}
            </Typography>
          ) : null}
          {children}
          {footer ? (
            <Box sx={{ mt: 4, pt: 3, borderTop: 1, borderColor: 'divider', color: 'text.secondary' }}>
              {footer}
            </Box>
          ) : null}
        </Box>
      </Paper>
    </Box>
  );
}

/** An entry page that cannot go on (a spent invitation, a failed external sign-in): why, and the way back. */
export function EntryProblem({ title, children }: { title: string; children: ReactNode }) {
  return (
    <EntryLayout title={title}>
      <Stack spacing={2.5}>
        <Alert severity="warning" role="alert">
          {children}
        </Alert>
        <Button component={RouterLink} to="/login" variant="contained" size="large" fullWidth>
          Go to sign in
        </Button>
      </Stack>
    </EntryLayout>
  );
}
