import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A thin bar while a query refetches: its 2 px are kept when idle, so the content below does not jump
 * each time the bar comes and goes.
 */
export function FetchingBar({
  fetching,
  label = 'Refreshing',
  sx,
}: {
  fetching: boolean;
  label?: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box sx={[{ height: 2 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {fetching ? <LinearProgress sx={{ height: 2 }} aria-label={label} /> : null}
    </Box>
  );
}
