import { MESSAGES } from '@clearline/contracts';
import type { Area } from '@clearline/domain';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../../shared/auth/auth-context';
import { formatUsDateTime } from '../../../shared/lib/date-time';
import { IconTile } from '../../../shared/ui/IconTile';
import { LoadError } from '../../../shared/ui/LoadError';
import { type HomeData, useHome } from '../api/home-api';
import { activityLabel } from '../model/activity';
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

/**
 * /apps/Home (issue 15), also the landing page until the management dashboard takes it: the member's
 * work in each ledger area they may use (counts that open the area's dashboard and Re-match), their own
 * recent activity, who is signed in, where, and what they may open.
 */
export default function HomePage() {
  const { user, organization } = useAuth();
  const home = useHome(Boolean(user && organization));
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

      {organization ? <YourWork home={home} /> : null}

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

const LEDGER_AREA_PAGES = {
  bankRec: { dashboard: '/app/bankRec/dashboard', rematch: '/app/bankRec/RematchTrans' },
  ewa: { dashboard: '/app/ewa/dashboard', rematch: '/app/ewa/RematchTrans' },
} as const;

type HomeQuery = { data?: HomeData | undefined; isError: boolean; error: unknown; isPending: boolean };

/** Each ledger area the member may use, with what waits there; the counts open the page to act on them. */
function YourWork({ home }: { home: HomeQuery }) {
  const areas = home.data?.areas;
  return (
    <Box component="section" aria-label="Your work" sx={{ mb: { xs: 2, md: 3 } }}>
      <LoadError query={home} fallback="Your counts could not be loaded." sx={{ mb: 2 }} />
      <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {areas === undefined ? <Skeleton variant="rounded" height={150} /> : null}
        {/* Beside a single area's card, or under two on a row of their own. */}
        <Box
          sx={{
            gridColumn: { md: (areas?.length ?? 1) % 2 === 0 ? '1 / -1' : 'auto' },
            order: 1,
            minWidth: 0,
          }}
        >
          <RecentActivitySection home={home} />
        </Box>
        {(areas ?? []).map((a) => {
          const pages = LEDGER_AREA_PAGES[a.area];
          const Icon = AREA_ICON[a.area];
          const figures = [
            { label: 'Open bank lines', value: a.openBankLines, to: pages.rematch },
            { label: 'Suggestions', value: a.suggestions, to: `${pages.rematch}?tab=suggestions` },
            { label: 'Open ledger items', value: a.openLedgerItems, to: pages.dashboard },
            { label: 'Aged items', value: a.agedItems, to: pages.dashboard },
          ];
          return (
            <Paper
              key={a.area}
              component="section"
              aria-label={AREA_INFO[a.area].label}
              data-testid={`home-area-${a.area}`}
              elevation={0}
              sx={{ p: { xs: 2, sm: 2.5 }, border: 1, borderColor: 'divider', borderRadius: 3, minWidth: 0 }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
                <IconTile bgcolor="primary.main" color="common.white">
                  <Icon fontSize="small" />
                </IconTile>
                <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.0625rem', flex: 1 }}>
                  {AREA_INFO[a.area].label}
                </Typography>
                <Link component={RouterLink} to={pages.dashboard}>
                  Dashboard
                </Link>
              </Box>
              <Box
                component="ul"
                sx={{
                  listStyle: 'none',
                  m: 0,
                  p: 0,
                  display: 'grid',
                  gap: 1,
                  gridTemplateColumns: 'repeat(2, 1fr)',
                }}
              >
                {figures.map((f) => (
                  <Box component="li" key={f.label} sx={{ minWidth: 0 }}>
                    <Link
                      component={RouterLink}
                      to={f.to}
                      underline="hover"
                      sx={{
                        display: 'block',
                        color: 'text.primary',
                        p: 1,
                        borderRadius: 2,
                        bgcolor: 'action.hover',
                      }}
                    >
                      <Typography
                        component="span"
                        sx={{
                          display: 'block',
                          fontSize: '1.5rem',
                          fontWeight: 700,
                          fontVariantNumeric: 'tabular-nums',
                        }}
                      >
                        {f.value.toLocaleString('en-US')}
                      </Typography>
                      <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                        {f.label}
                      </Typography>
                    </Link>
                  </Box>
                ))}
              </Box>
            </Paper>
          );
        })}
      </Box>
    </Box>
  );
}

function RecentActivitySection({ home }: { home: HomeQuery }) {
  const recent = home.data?.recent ?? [];
  return (
    <Section title="Your recent activity" icon={<HistoryOutlined fontSize="small" aria-hidden="true" />}>
      {home.isPending ? (
        <Skeleton variant="rounded" height={80} />
      ) : recent.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>
          Nothing yet: your imports, matches and decisions will show here.
        </Typography>
      ) : (
        <Box component="ol" aria-label="Your recent activity" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {recent.map((r) => (
            <Box
              component="li"
              key={`${r.at}-${r.action}-${r.entityId}`}
              sx={{
                display: 'flex',
                gap: 1.5,
                py: 1,
                borderBottom: 1,
                borderColor: 'divider',
                flexWrap: 'wrap',
                '&:last-child': { borderBottom: 0 },
              }}
            >
              <Typography
                component="span"
                variant="body2"
                sx={{ color: 'text.secondary', minWidth: 170, fontVariantNumeric: 'tabular-nums' }}
              >
                {formatUsDateTime(r.at)}
              </Typography>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {activityLabel(r.action, r.entityType)}
              </Typography>
              <Typography
                component="span"
                sx={{ color: 'text.secondary', overflowWrap: 'anywhere', minWidth: 0 }}
              >
                {r.summary}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Section>
  );
}
