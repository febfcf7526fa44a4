import ButtonBase from '@mui/material/ButtonBase';
import type { ReactNode } from 'react';

/**
 * One choice of a radio group drawn as a card (a layout, a theme swatch): the chosen one has a thicker
 * ring in the secondary colour. `ring: 'outline'` draws the ring outside the box, so that a grid of
 * small swatches does not shift when the choice moves.
 */
export function RadioCard({
  selected,
  onSelect,
  ring,
  padding,
  ariaLabel,
  children,
}: {
  selected: boolean;
  onSelect: () => void;
  ring: 'border' | 'outline';
  padding: number;
  ariaLabel?: string;
  children: ReactNode;
}) {
  const ringSx =
    ring === 'border'
      ? {
          border: selected ? 2 : 1,
          borderColor: selected ? 'secondary.main' : 'divider',
          bgcolor: 'background.paper',
        }
      : {
          outline: selected ? 2 : 1,
          outlineColor: selected ? 'secondary.main' : 'divider',
          outlineStyle: 'solid' as const,
          outlineOffset: -1,
        };
  return (
    <ButtonBase
      role="radio"
      aria-checked={selected}
      aria-label={ariaLabel}
      onClick={onSelect}
      sx={{ display: 'block', textAlign: 'left', p: padding, borderRadius: 1.5, ...ringSx }}
    >
      {children}
    </ButtonBase>
  );
}
