import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { LayoutConfig } from '../settings/layout-definitions';

/** Spec §9: boxed mode is at most 1280 px wide, centred, with a shadow. */
export const BOXED_MAX_WIDTH = 1280;

/**
 * The outer frame of both layouts: the viewport-high column that scrolls inside ('content') or grows
 * with the page ('body'), full width or boxed.
 */
export function ShellFrame({ config, children }: { config: LayoutConfig; children: ReactNode }) {
  const contentScroll = config.scroll === 'content';
  const boxed = config.mode === 'boxed';
  return (
    <Box
      sx={{
        bgcolor: (t) => (t.palette.mode === 'dark' ? '#0E1013' : '#DADDE2'),
        minHeight: '100dvh',
      }}
    >
      <Box
        data-testid="shell-frame"
        sx={{
          mx: 'auto',
          maxWidth: boxed ? BOXED_MAX_WIDTH : 'none',
          boxShadow: boxed ? '0 0 40px rgba(15, 18, 24, 0.28)' : 'none',
          display: 'flex',
          flexDirection: 'column',
          bgcolor: 'background.default',
          ...(contentScroll ? { height: '100dvh', overflow: 'hidden' } : { minHeight: '100dvh' }),
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** Keeps a bar in view while the page scrolls ('body' scroll with a fixed bar). */
export const stickySx = (edge: 'top' | 'bottom', on: boolean) =>
  on ? { position: 'sticky', [edge]: 0, zIndex: 1100 } : {};
