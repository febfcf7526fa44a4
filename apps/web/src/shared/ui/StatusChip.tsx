import Chip from '@mui/material/Chip';
import { type Tone, toneText, toneTint } from './tones';

/**
 * A status as a small chip in its tone: by default a tinted badge with the tone's readable text;
 * `solid` fills it with the tone's dark shade and white text (the import statuses), neutral outlined;
 * `outlined` draws text and border in the readable tone (a line issue's severity).
 */
export function StatusChip({
  label,
  tone,
  solid = false,
  outlined = false,
  testId,
}: {
  label: string;
  tone: Tone;
  solid?: boolean;
  outlined?: boolean;
  testId?: string;
}) {
  if (outlined)
    return (
      <Chip
        label={label}
        size="small"
        variant="outlined"
        data-testid={testId}
        sx={{ color: toneText(tone), borderColor: toneText(tone) }}
      />
    );
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
