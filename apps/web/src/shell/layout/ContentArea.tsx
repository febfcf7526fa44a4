import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';

export const MAIN_CONTENT_ID = 'main-content';

/** The page itself: the one <main> landmark, a target for the skip link. */
export function MainContent() {
  return (
    <Box
      component="main"
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      sx={{ flex: '1 0 auto', minWidth: 0, outline: 'none' }}
    >
      <Outlet />
    </Box>
  );
}

/**
 * The column beside the navbar (layout 1) or under the bars (layout 2). With 'content' scroll it
 * scrolls inside; static bars scroll with the page, fixed ones stay outside the scrolling part.
 */
export function ContentColumn({
  scroll,
  fixedTop,
  staticTop,
  staticBottom,
  fixedBottom,
}: {
  scroll: 'body' | 'content';
  fixedTop?: ReactNode;
  staticTop?: ReactNode;
  staticBottom?: ReactNode;
  fixedBottom?: ReactNode;
}) {
  const inner = (
    <>
      {staticTop}
      <MainContent />
      {staticBottom}
    </>
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0, minHeight: 0 }}>
      {fixedTop}
      {scroll === 'content' ? (
        <Box
          data-testid="content-scroll"
          sx={{ flex: 1, minHeight: 0, overflowY: 'auto', display: 'flex', flexDirection: 'column' }}
        >
          {inner}
        </Box>
      ) : (
        inner
      )}
      {fixedBottom}
    </Box>
  );
}
