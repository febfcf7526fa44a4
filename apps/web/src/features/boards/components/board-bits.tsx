import type { BoardLabel } from '@clearline/contracts';
import Chip from '@mui/material/Chip';
import type { z } from 'zod';

/** The label colours a board offers; the server stores the name (the spec's `class`). */
export const LABEL_COLORS = ['red', 'orange', 'green', 'blue', 'purple', 'grey'] as const;
const PALETTE: Record<string, 'error' | 'warning' | 'success' | 'info' | 'secondary' | 'default'> = {
  red: 'error',
  orange: 'warning',
  green: 'success',
  blue: 'info',
  purple: 'secondary',
};

export function LabelChip({
  label,
  selected = true,
  onClick,
}: {
  label: z.infer<typeof BoardLabel>;
  selected?: boolean;
  onClick?: () => void;
}) {
  return (
    <Chip
      size="small"
      label={label.name}
      color={PALETTE[label.class] ?? 'default'}
      variant={selected ? 'filled' : 'outlined'}
      {...(onClick ? { onClick } : {})}
      aria-pressed={onClick ? selected : undefined}
      sx={{ height: 20, fontSize: 11, fontWeight: 600 }}
    />
  );
}

/** People's initials: white on grey 700 (6.2:1), readable on every theme's paper. */
export const AVATAR_SX = { bgcolor: 'grey.700', color: 'common.white' } as const;

export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** 'Dec 5' in the reader's zone. */
export const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
