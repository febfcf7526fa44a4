import { AREAS, areasOfRoles } from '@clearline/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../shared/auth/auth-context';
import { useIdleSettings } from '../idle/use-idle-settings';
import { panelHeadingSx, SidePanel } from '../layout/SidePanel';
import { useShellPanels } from '../layout/shell-panels';
import { useNavigation } from '../navigation/use-navigation';
import { useRouteAccess } from '../routing/route-access';
import { pageAreas } from '../routing/route-handle';
import { AREA_HELP, CLIENT_FUNDS_HELP, SHELL_TIPS } from './help-content';

const sectionTitleSx = { ...panelHeadingSx, mb: 1 } as const;

/** The help drawer: what the user's roles open (with links to the pages there), and how the shell works. */
export function HelpDrawer() {
  const panels = useShellPanels();
  const { organization } = useAuth();
  const { links } = useNavigation();
  const access = useRouteAccess();
  const idle = useIdleSettings();
  const roles = organization?.roles ?? [];
  const open = areasOfRoles(roles);
  const areas = AREAS.filter((area) => open.has(area));
  const onlyMember = !open.has('bankRec') && !open.has('ewa') && !open.has('management');

  return (
    <SidePanel open={panels.active === 'help'} onClose={panels.close} title="Help" width={380}>
      <Box sx={{ p: 2.5, display: 'grid', gap: 3 }}>
        {organization && onlyMember ? (
          <Alert severity="info" variant="outlined">
            {CLIENT_FUNDS_HELP}
          </Alert>
        ) : null}
        <Box component="section" aria-labelledby="help-access">
          <Typography id="help-access" variant="h3" sx={sectionTitleSx}>
            {organization ? `Your access in ${organization.name}` : 'Your access'}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {areas.map((area) => {
              const pages = links.filter((link) => {
                const linkArea = access.areaOf(link.url);
                return linkArea !== null && pageAreas(linkArea).includes(area);
              });
              return (
                <Box
                  component="li"
                  key={area}
                  sx={{
                    p: 1.5,
                    borderRadius: 2,
                    bgcolor: 'background.paper',
                    border: 1,
                    borderColor: 'divider',
                  }}
                >
                  <Typography sx={{ fontWeight: 700, fontSize: '0.9375rem' }}>
                    {AREA_HELP[area].title}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.25 }}>
                    {AREA_HELP[area].text}
                  </Typography>
                  {pages.length > 0 ? (
                    <Box sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5 }}>
                      {pages.map((page) => (
                        <Link
                          key={page.url}
                          component={RouterLink}
                          to={page.url}
                          variant="body2"
                          onClick={panels.close}
                        >
                          {page.title}
                        </Link>
                      ))}
                    </Box>
                  ) : null}
                </Box>
              );
            })}
          </Box>
        </Box>
        <Box component="section" aria-labelledby="help-shell">
          <Typography id="help-shell" variant="h3" sx={sectionTitleSx}>
            Getting around
          </Typography>
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.25 }}>
            {SHELL_TIPS.map((tip) => (
              <Box key={tip.title}>
                <Typography component="dt" sx={{ fontWeight: 700, fontSize: '0.875rem' }}>
                  {tip.title}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, color: 'text.secondary' }}>
                  {tip.text}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
        <Box component="section" aria-labelledby="help-idle">
          <Typography id="help-idle" variant="h3" sx={sectionTitleSx}>
            Signing out when idle
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            After {idle.idleLogOut} minutes without activity you are signed out in every tab. A warning with a
            countdown appears {idle.remainingTime} minutes before; choose Stay signed in to carry on.
          </Typography>
        </Box>
      </Box>
    </SidePanel>
  );
}
