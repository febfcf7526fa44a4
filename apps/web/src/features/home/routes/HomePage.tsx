import { MESSAGES } from '@clearline/contracts';
import type { Area } from '@clearline/domain';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useAuth } from '../../../shared/auth/auth-context';
import { IconTile } from '../../../shared/ui/IconTile';
import { AREA_INFO, openAreas } from '../model/areas';

const AREA_ICON: Record<Area, typeof PersonOutline> = {
  member: PersonOutline,
  management: InsightsOutlined,
  bankRec: AccountBalanceOutlined,
  ewa: PaymentsOutlined,
  admin: AdminPanelSettingsOutlined,
};

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (
    ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase() ||
    '?'
  );
}

function Section({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Paper
      component="section"
      aria-label={title}
      elevation={0}
      sx={{ p: { xs: 2.5, sm: 3 }, border: 1, borderColor: 'divider', borderRadius: 3, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, color: 'text.secondary' }}>
        {icon}
        <Typography
          variant="h2"
          sx={{
            fontSize: '0.8125rem',
            textTransform: 'uppercase',
            letterSpacing: '0.08em',
            color: 'text.secondary',
          }}
        >
          {title}
        </Typography>
      </Box>
      {children}
    </Paper>
  );
}

/** The landing page for now: who is signed in, where, and what they may open. */
export default function HomePage() {
  const { user, organization } = useAuth();
  if (!user) return null;
  const name = user.data.displayName;
  const roles = organization?.roles ?? user.roles;
  const areas = openAreas(roles);

  return (
    <Box sx={{ maxWidth: 1120, mx: 'auto', px: { xs: 2, sm: 3, md: 4 }, py: { xs: 3, md: 5 } }}>
      <Box sx={{ mb: { xs: 3, md: 4 } }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
          {organization ? organization.name : 'No organisation yet'}
        </Typography>
        <Typography variant="h1">Welcome, {name}</Typography>
      </Box>

      {!organization ? (
        <Alert severity="info" sx={{ mb: 3, borderRadius: 3 }}>
          <AlertTitle>Waiting for an administrator</AlertTitle>
          {MESSAGES.noOrganisation} Once you have been added, sign out and sign in again to open your
          workspace.
        </Alert>
      ) : null}

      <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Section title="Signed in as" icon={<BadgeOutlined fontSize="small" aria-hidden="true" />}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minWidth: 0 }}>
            <Avatar
              src={user.data.photoURL || undefined}
              alt=""
              sx={{
                width: 48,
                height: 48,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                fontWeight: 700,
              }}
            >
              {initials(name)}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700, fontSize: '1.0625rem' }} data-testid="user-name">
                {name}
              </Typography>
              <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }} data-testid="user-email">
                {user.data.email}
              </Typography>
            </Box>
          </Box>
        </Section>

        <Section title="Organisation" icon={<ApartmentOutlined fontSize="small" aria-hidden="true" />}>
          {organization ? (
            <>
              <Typography sx={{ fontWeight: 700, fontSize: '1.0625rem' }} data-testid="organization-name">
                {organization.name}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                {user.organizations.length > 1
                  ? `You belong to ${user.organizations.length} organisations: ${user.organizations.map((o) => o.coName).join(', ')}.`
                  : 'This is the only organisation you belong to.'}
              </Typography>
            </>
          ) : (
            <Typography sx={{ color: 'text.secondary' }}>
              You are not a member of any organisation yet.
            </Typography>
          )}
        </Section>

        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <Section
            title="Your access"
            icon={<AdminPanelSettingsOutlined fontSize="small" aria-hidden="true" />}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2.5 }}>
              <Typography component="span" variant="body2" sx={{ color: 'text.secondary', mr: 0.5 }}>
                Role ids:
              </Typography>
              {roles.length > 0 ? (
                roles.map((role) => <Chip key={role} label={role} size="small" variant="outlined" />)
              ) : (
                <Typography component="span" variant="body2">
                  none
                </Typography>
              )}
            </Box>
            <Box
              component="ul"
              aria-label="Areas you can open"
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
              }}
            >
              {areas.map((area) => {
                const Icon = AREA_ICON[area];
                return (
                  <Box
                    component="li"
                    key={area}
                    sx={{
                      display: 'flex',
                      gap: 1.5,
                      alignItems: 'flex-start',
                      p: 1.75,
                      borderRadius: 2,
                      bgcolor: 'action.hover',
                    }}
                  >
                    <IconTile bgcolor="primary.main" color="common.white">
                      <Icon fontSize="small" />
                    </IconTile>
                    <Box sx={{ minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 700 }}>{AREA_INFO[area].label}</Typography>
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {AREA_INFO[area].description}
                      </Typography>
                    </Box>
                  </Box>
                );
              })}
            </Box>
          </Section>
        </Box>
      </Box>
    </Box>
  );
}
