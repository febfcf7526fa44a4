import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A table wider than the screen scrolls sideways inside a named region that takes the keyboard focus,
 * so that people without a mouse can scroll it too (WCAG 2.1.1).
 */
export function ScrollRegion({
  label,
  ruled = false,
  children,
}: {
  label: string;
  /** A rule above, where the region follows a toolbar in the same card. */
  ruled?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={{ overflowX: 'auto', ...(ruled ? { borderTop: 1, borderColor: 'divider' } : {}) }}
    >
      {children}
    </Box>
  );
}
