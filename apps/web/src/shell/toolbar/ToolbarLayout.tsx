import { DEFAULT_LANDING } from '@clearline/domain';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import { ThemeProvider } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink } from 'react-router';
import { Brand } from '../../shared/ui/Brand';
import { useShellPanels } from '../layout/shell-panels';
import { useIsDesktop } from '../layout/use-is-desktop';
import { NotificationsButton } from '../notifications/NotificationsButton';
import { OrganizationSwitcher } from '../organizations/OrganizationSwitcher';
import { UserMenu } from '../profile/UserMenu';
import type { LayoutConfig, LayoutStyle } from '../settings/layout-definitions';
import { ShortcutBar } from '../shortcuts/ShortcutBar';
import { useRegionTheme } from '../theme/ShellThemeProvider';
import { HelpButton, QuickPanelToggle, SettingsButton } from './ToolbarButtons';

/** The toolbar's height on wide screens (56 px on phones); the bottom rule is drawn inside it. */
export const TOOLBAR_HEIGHT = 64;

/**
 * The toolbar (spec §2): navigation toggle where the navbar is a drawer, shortcuts, organisation
 * switcher, quick panel, notifications, help, settings and the user menu. Visitors (the 500 page) get the brand
 * and a way to sign in.
 */
export function ToolbarLayout({
  style,
  config,
  guest,
}: {
  style: LayoutStyle;
  config: LayoutConfig;
  guest: boolean;
}) {
  const theme = useRegionTheme('toolbar');
  const desktop = useIsDesktop();
  const panels = useShellPanels();
  const navDrawer = !guest && config.navbar.display && !desktop;
  const showBrand = guest || style === 'layout2' || !config.navbar.display;
  return (
    <ThemeProvider theme={theme}>
      <AppBar
        component="header"
        position="static"
        elevation={0}
        sx={{
          bgcolor: 'background.paper',
          color: 'text.primary',
          backgroundImage: 'none',
          boxShadow: (t) => `inset 0 -1px 0 ${t.palette.divider}`,
        }}
      >
        <Toolbar
          sx={{
            minHeight: { xs: 56, sm: TOOLBAR_HEIGHT },
            px: { xs: 0.5, sm: 1.5 },
            gap: { xs: 0, sm: 0.5 },
          }}
        >
          {navDrawer ? (
            <IconButton aria-label="Open navigation" onClick={() => panels.open('navigation')}>
              <MenuIcon />
            </IconButton>
          ) : null}
          {showBrand ? (
            <Box
              component={RouterLink}
              to={guest ? '/login' : DEFAULT_LANDING}
              aria-label="Clearline home"
              sx={{
                display: 'flex',
                mx: 1,
                textDecoration: 'none',
                borderRadius: 1,
                '& .MuiTypography-root': { display: { xs: 'none', sm: 'inline' } },
              }}
            >
              <Brand size={28} />
            </Box>
          ) : null}
          {guest ? null : <ShortcutBar />}
          <Box sx={{ flex: 1 }} />
          {guest ? (
            <>
              <SettingsButton />
              <Button component={RouterLink} to="/login" variant="contained" sx={{ ml: 1 }}>
                Sign in
              </Button>
            </>
          ) : (
            <>
              <OrganizationSwitcher />
              <Box sx={{ display: 'flex', alignItems: 'center', ml: { md: 1 } }}>
                <QuickPanelToggle />
                <NotificationsButton />
                <HelpButton />
                <SettingsButton />
              </Box>
              <Divider
                orientation="vertical"
                flexItem
                sx={{ mx: 1, my: 1.5, display: { xs: 'none', sm: 'block' } }}
              />
              <UserMenu />
            </>
          )}
        </Toolbar>
      </AppBar>
    </ThemeProvider>
  );
}
