import Box, { type BoxProps } from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The list of cards inside a side panel (the drawer's file imports and agent notifications, the quick
 * panel's events and notes): a bare <ul> whose items are bordered cards on the paper colour.
 */
export function PanelCardList({ sx, ...props }: Omit<BoxProps<'ul'>, 'component'>) {
  return (
    <Box
      component="ul"
      {...props}
      sx={[{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }, ...asArray(sx)]}
    />
  );
}

/** One card (<li>) of a PanelCardList. */
export function PanelCard({ sx, ...props }: Omit<BoxProps<'li'>, 'component'>) {
  return (
    <Box
      component="li"
      {...props}
      sx={[
        { p: 1.5, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'background.paper' },
        ...asArray(sx),
      ]}
    />
  );
}

/** MUI's sx may be one style, an array of them, or nothing: spread as an array after the base style. */
const asArray = (sx: SxProps<Theme> | undefined) => (Array.isArray(sx) ? sx : sx ? [sx] : []);
