import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useState } from 'react';
import { FOOTER_HEIGHT } from '../footer/FooterLayout';
import { useShellPanels } from '../layout/shell-panels';
import { useIsDesktop } from '../layout/use-is-desktop';
import type { LayoutConfig } from '../settings/layout-definitions';
import { setLayoutOption } from '../settings/settings-model';
import { useShellSettings } from '../settings/shell-settings-context';
import { TOOLBAR_HEIGHT } from '../toolbar/ToolbarLayout';
import { MainNav, NavbarTheme } from './MainNav';
import { NavbarContent } from './NavbarContent';

export const NAVBAR_WIDTH = 280;
export const NAVBAR_FOLDED_WIDTH = 64;
export const NAVBAR_MOBILE_WIDTH = 256;

/** The navigation as a temporary drawer (phones, tablets, and layout 2 below the large breakpoint). */
export function MobileNavDrawer({ anchor = 'left' }: { anchor?: 'left' | 'right' }) {
  const panels = useShellPanels();
  return (
    <NavbarTheme>
      <Drawer
        variant="temporary"
        anchor={anchor}
        open={panels.active === 'navigation'}
        onClose={panels.close}
        slotProps={{
          paper: {
            sx: { width: NAVBAR_MOBILE_WIDTH, bgcolor: 'background.default', backgroundImage: 'none' },
          },
        }}
      >
        <MainNav sx={{ height: '100%' }}>
          <NavbarContent onClose={panels.close} onNavigate={panels.close} />
        </MainNav>
      </Drawer>
    </NavbarTheme>
  );
}

/**
 * Layout 1's side navigation: 280 px, or 64 px folded, opening over the content while the pointer (or
 * the keyboard focus) is in it. Below the large breakpoint it is a temporary drawer of 256 px.
 */
export function NavbarLayout1({ config }: { config: LayoutConfig }) {
  const desktop = useIsDesktop();
  const { update } = useShellSettings();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const { folded, position, style } = config.navbar;
  if (!desktop) return <MobileNavDrawer anchor={position} />;

  const open = !folded || hovered || focused;
  const width = open ? NAVBAR_WIDTH : NAVBAR_FOLDED_WIDTH;
  const sticky = config.scroll === 'body';
  // With the page scrolling, the navbar stays in view between full-width bars that stay in view too.
  const pinnedAbove = (bar: LayoutConfig['toolbar']) =>
    bar.display && bar.position === 'above' && bar.style === 'fixed';
  const top = pinnedAbove(config.toolbar) ? TOOLBAR_HEIGHT : 0;
  const bottom = pinnedAbove(config.footer) ? FOOTER_HEIGHT : 0;
  return (
    <NavbarTheme>
      <MainNav
        sx={{
          width: folded ? NAVBAR_FOLDED_WIDTH : NAVBAR_WIDTH,
          flex: 'none',
          position: sticky ? 'sticky' : 'relative',
          top,
          height: sticky ? `calc(100dvh - ${top + bottom}px)` : 'auto',
          alignSelf: sticky ? 'flex-start' : 'stretch',
          // Over the content when it opens on hover, under the bars that stay in view.
          zIndex: (t) => t.zIndex.appBar - 1,
          transition: 'width 200ms ease',
        }}
      >
        <Box
          data-testid="navbar-panel"
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          // Keyboard focus opens a folded navbar; a mouse click inside it (which also focuses) does not.
          onFocus={(event) => setFocused(event.target.matches(':focus-visible'))}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
          }}
          sx={{
            position: 'absolute',
            top: 0,
            bottom: 0,
            [position]: 0,
            width,
            overflow: 'hidden',
            bgcolor: 'background.default',
            color: 'text.primary',
            transition: 'width 200ms ease, box-shadow 200ms ease',
            boxShadow: folded && open ? 12 : 'none',
            borderRight: position === 'left' ? 1 : 0,
            borderLeft: position === 'right' ? 1 : 0,
            borderColor: 'divider',
          }}
        >
          <NavbarContent
            folded={!open}
            dense={style === 'compact'}
            pinned={!folded}
            onToggleFold={() => update((s) => setLayoutOption(s, 'navbar.folded', !folded))}
          />
        </Box>
      </MainNav>
    </NavbarTheme>
  );
}
