import Chip from '@mui/material/Chip';
import { type Tone, toneText, toneTint } from './tones';

/**
 * A status as a small chip in its tone: by default a tinted badge with the tone's readable text;
 * `solid` fills it with the tone's dark shade and white text (the import statuses), neutral outlined.
 */
export function StatusChip({
  label,
  tone,
  solid = false,
  testId,
}: {
  label: string;
  tone: Tone;
  solid?: boolean;
  testId?: string;
}) {
  if (solid)
    return (
      <Chip
        label={label}
        size="small"
        variant={tone === 'neutral' ? 'outlined' : 'filled'}
        color={tone === 'neutral' ? 'default' : tone}
        data-testid={testId}
        sx={{
          fontWeight: 700,
          // Filled chips use the dark shade so the white label keeps its contrast.
          ...(tone === 'neutral' ? {} : { bgcolor: `${tone}.dark`, color: `${tone}.contrastText` }),
        }}
      />
    );
  return (
    <Chip
      label={label}
      size="small"
      data-testid={testId}
      sx={{
        height: 20,
        fontSize: '0.7rem',
        fontWeight: 700,
        letterSpacing: '0.02em',
        color: toneText(tone),
        bgcolor: toneTint(tone),
        border: 0,
        '& .MuiChip-label': { px: 0.875 },
      }}
    />
  );
}
