import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useState } from 'react';

/** Spec §9: a loading placeholder appears only after 300 ms, so fast loads do not flash. */
export const PLACEHOLDER_DELAY_MS = 300;

export function useElapsed(ms: number): boolean {
  const [elapsed, setElapsed] = useState(ms <= 0);
  useEffect(() => {
    if (ms <= 0) return;
    const timer = window.setTimeout(() => setElapsed(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return elapsed;
}

/** A centred spinner, shown after `delayMs`. */
export function PageLoader({
  delayMs = PLACEHOLDER_DELAY_MS,
  label = 'Loading',
}: {
  delayMs?: number;
  label?: string;
}) {
  const visible = useElapsed(delayMs);
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', p: 4 }}
    >
      {visible ? (
        <CircularProgress aria-label={label} />
      ) : (
        <Box component="span" sx={visuallyHidden}>
          {label}
        </Box>
      )}
    </Box>
  );
}

/**
 * Text for screen readers only. Sizes are strings: in sx a bare 1 is 100 % (and a margin of -1 is
 * -8 px), which made the hidden text as wide as its container and the page scroll sideways.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
