import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A 36 px rounded tile behind a small icon; decoration only, so screen readers skip it. */
export function IconTile({
  bgcolor,
  color,
  children,
}: {
  bgcolor: string;
  color: string;
  children: ReactNode;
}) {
  return (
    <Box
      aria-hidden="true"
      sx={{
        display: 'grid',
        placeItems: 'center',
        width: 36,
        height: 36,
        borderRadius: 2,
        flex: 'none',
        bgcolor,
        color,
      }}
    >
      {children}
    </Box>
  );
}
