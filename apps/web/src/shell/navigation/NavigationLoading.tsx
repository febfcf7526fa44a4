import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/** Spec §2: 'Loading...' with a progress bar until the organisation's menus arrive. */
export function NavigationLoading({ compact = false }: { compact?: boolean }) {
  return (
    <Box role="status" sx={{ px: compact ? 1 : 2.5, py: 2, display: 'grid', gap: 1 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        Loading...
      </Typography>
      <LinearProgress color="secondary" aria-label="Loading the navigation" />
    </Box>
  );
}
