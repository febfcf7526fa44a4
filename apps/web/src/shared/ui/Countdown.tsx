import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { countdownParts, twoDigits } from '../lib/countdown';

const UNITS = [
  ['days', 'days'],
  ['hours', 'hours'],
  ['minutes', 'minutes'],
  ['seconds', 'seconds'],
] as const;

/**
 * The countdown display (spec §2 Other screens): days, hours, minutes and seconds until `endsAt`,
 * ticking every second; `onComplete` once it reaches zero.
 */
export function Countdown({ endsAt, onComplete }: { endsAt: Date | number; onComplete?: () => void }) {
  const end = typeof endsAt === 'number' ? endsAt : endsAt.getTime();
  const [now, setNow] = useState(() => Date.now());
  const left = end - now;
  useEffect(() => {
    if (left <= 0) {
      onComplete?.();
      return;
    }
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(1000, left));
    return () => window.clearTimeout(timer);
  }, [left, onComplete]);
  const parts = countdownParts(left);
  return (
    <Box
      role="timer"
      aria-label={`${parts.days} days, ${parts.hours} hours, ${parts.minutes} minutes, ${parts.seconds} seconds left`}
      sx={{ display: 'flex', gap: { xs: 1.5, sm: 3 } }}
    >
      {UNITS.map(([key, label]) => (
        <Box key={key} sx={{ textAlign: 'center', minWidth: 56 }} aria-hidden="true">
          <Typography
            sx={{
              fontSize: { xs: '2rem', sm: '2.75rem' },
              fontWeight: 700,
              lineHeight: 1.1,
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {key === 'days' ? parts.days : twoDigits(parts[key])}
          </Typography>
          <Typography
            variant="caption"
            sx={{ color: 'text.secondary', textTransform: 'uppercase', letterSpacing: '0.08em' }}
          >
            {label}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
