import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { FooterLayout } from '../footer/FooterLayout';
import { NavbarLayout1 } from '../navbar/NavbarLayout1';
import type { LayoutConfig } from '../settings/layout-definitions';
import { ToolbarLayout } from '../toolbar/ToolbarLayout';
import { ContentColumn } from './ContentArea';
import { ShellFrame, stickySx } from './ShellFrame';

/**
 * Layout 1, vertical: the navbar on the left or right; toolbar and footer beside it ('below') or across
 * the whole width ('above'); each fixed or static.
 */
export function Layout1({ config, guest }: { config: LayoutConfig; guest: boolean }) {
  const { toolbar, footer, navbar, scroll } = config;
  const body = scroll === 'body';
  const toolbarNode = toolbar.display ? (
    <ToolbarLayout style="layout1" config={config} guest={guest} />
  ) : null;
  const footerNode = footer.display ? <FooterLayout /> : null;
  const fixedToolbar = toolbar.style === 'fixed';
  const fixedFooter = footer.style === 'fixed';
  const inColumn = (node: ReactNode, position: 'below' | 'above') => (position === 'below' ? node : null);
  const columnToolbar = inColumn(toolbarNode, toolbar.position);
  const columnFooter = inColumn(footerNode, footer.position);

  return (
    <ShellFrame config={config}>
      {toolbar.position === 'above' && toolbarNode ? (
        <Box sx={stickySx('top', body && fixedToolbar)}>{toolbarNode}</Box>
      ) : null}
      <Box
        sx={{
          display: 'flex',
          flex: 1,
          minHeight: 0,
          flexDirection: navbar.position === 'right' ? 'row-reverse' : 'row',
        }}
      >
        {navbar.display ? <NavbarLayout1 config={config} /> : null}
        <ContentColumn
          scroll={scroll}
          fixedTop={
            fixedToolbar && columnToolbar ? <Box sx={stickySx('top', body)}>{columnToolbar}</Box> : null
          }
          staticTop={fixedToolbar ? null : columnToolbar}
          staticBottom={fixedFooter ? null : columnFooter}
          fixedBottom={
            fixedFooter && columnFooter ? <Box sx={stickySx('bottom', body)}>{columnFooter}</Box> : null
          }
        />
      </Box>
      {footer.position === 'above' && footerNode ? (
        <Box sx={stickySx('bottom', body && fixedFooter)}>{footerNode}</Box>
      ) : null}
    </ShellFrame>
  );
}
