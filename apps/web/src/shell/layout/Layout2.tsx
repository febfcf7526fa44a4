import Box from '@mui/material/Box';
import { FooterLayout } from '../footer/FooterLayout';
import { MainNav, NavbarTheme } from '../navbar/MainNav';
import { MobileNavDrawer } from '../navbar/NavbarLayout1';
import { HorizontalNavigation } from '../navigation/HorizontalNavigation';
import { NavigationLoading } from '../navigation/NavigationLoading';
import { useNavigation } from '../navigation/use-navigation';
import type { LayoutConfig } from '../settings/layout-definitions';
import { ToolbarLayout } from '../toolbar/ToolbarLayout';
import { ContentColumn } from './ContentArea';
import { ShellFrame, stickySx } from './ShellFrame';
import { useIsDesktop } from './use-is-desktop';

/** Layout 2's navigation bar, under the toolbar, in the navbar's theme. */
function HorizontalNavBar() {
  const { loading, menu } = useNavigation();
  return (
    <NavbarTheme>
      <MainNav
        sx={{
          bgcolor: 'background.default',
          color: 'text.primary',
          px: 2,
          minHeight: 48,
          display: 'flex',
          alignItems: 'center',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {loading ? <NavigationLoading compact /> : <HorizontalNavigation menu={menu} />}
      </MainNav>
    </NavbarTheme>
  );
}

/** Layout 2, horizontal: toolbar, then the navigation across the top; a drawer below the large breakpoint. */
export function Layout2({ config, guest }: { config: LayoutConfig; guest: boolean }) {
  const desktop = useIsDesktop();
  const { toolbar, footer, navbar, scroll } = config;
  const body = scroll === 'body';
  const fixedToolbar = toolbar.style === 'fixed';
  const fixedFooter = footer.style === 'fixed';
  const top = (
    <>
      {toolbar.display ? <ToolbarLayout style="layout2" config={config} guest={guest} /> : null}
      {navbar.display && desktop ? <HorizontalNavBar /> : null}
    </>
  );
  const footerNode = footer.display ? <FooterLayout /> : null;
  return (
    <ShellFrame config={config}>
      {navbar.display && !desktop ? <MobileNavDrawer /> : null}
      <ContentColumn
        scroll={scroll}
        fixedTop={fixedToolbar ? <Box sx={stickySx('top', body)}>{top}</Box> : null}
        staticTop={fixedToolbar ? null : top}
        staticBottom={fixedFooter ? null : footerNode}
        fixedBottom={fixedFooter && footerNode ? <Box sx={stickySx('bottom', body)}>{footerNode}</Box> : null}
      />
    </ShellFrame>
  );
}
