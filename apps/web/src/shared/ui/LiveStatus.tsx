import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * Figures that change as the user works (the totals of the filters, of the selection): screen readers
 * announce each change once the user is idle.
 */
export function LiveStatus({
  testId,
  sx,
  children,
}: {
  testId: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Box role="status" aria-live="polite" data-testid={testId} sx={sx}>
      {children}
    </Box>
  );
}
