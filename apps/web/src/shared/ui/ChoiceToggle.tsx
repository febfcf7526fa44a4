import type { SxProps, Theme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { ReactNode } from 'react';

export interface Choice<T extends string> {
  value: T;
  label: ReactNode;
  /** What a screen reader says when the visible label is terse ('24h' -> 'Last 24h'). */
  ariaLabel?: string;
}

/**
 * One of a few choices as small toggle buttons (a dashboard's ledger area, a chart's time range): one is
 * always selected, pressing the selected one again keeps it.
 */
export function ChoiceToggle<T extends string>({
  label,
  value,
  choices,
  onChange,
  sx,
}: {
  label: string;
  value: T;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
  sx?: SxProps<Theme>;
}) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      onChange={(_, next: T | null) => next && onChange(next)}
      aria-label={label}
      sx={sx}
    >
      {choices.map((c) => (
        <ToggleButton key={c.value} value={c.value} aria-label={c.ariaLabel} sx={{ px: 1.5 }}>
          {c.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
