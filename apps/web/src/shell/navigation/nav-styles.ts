import { alpha, type Theme } from '@mui/material/styles';

/** Look of one vertical navigation link or collapsible entry; `depth` indents nested entries. */
export function navButtonSx(dense: boolean, depth: number) {
  return (theme: Theme) => ({
    position: 'relative',
    minHeight: dense ? 34 : 40,
    mx: 1,
    mb: 0.25,
    pl: `${14 + depth * 16}px`,
    pr: 1.5,
    borderRadius: 1.5,
    color: 'text.secondary',
    gap: 1.5,
    '& .MuiListItemText-primary': {
      fontSize: dense ? '0.8125rem' : '0.875rem',
      fontWeight: 500,
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
    },
    '& .nav-icon': { fontSize: 20, flex: 'none', color: 'inherit' },
    '&:hover': { bgcolor: 'action.hover', color: 'text.primary' },
    '&.active': {
      color: 'text.primary',
      bgcolor: alpha(theme.palette.secondary.main, theme.palette.mode === 'dark' ? 0.2 : 0.12),
      '& .MuiListItemText-primary': { fontWeight: 700 },
      '& .nav-icon': { color: theme.palette.mode === 'dark' ? 'secondary.light' : 'secondary.dark' },
      // The active marker: a bar in the theme's secondary colour.
      '&::before': {
        content: '""',
        position: 'absolute',
        left: 0,
        top: 8,
        bottom: 8,
        width: 3,
        borderRadius: 3,
        bgcolor: 'secondary.main',
      },
    },
  });
}

export const groupTitleSx = {
  px: '22px',
  pt: 2,
  pb: 0.75,
  fontSize: '0.6875rem',
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: 'text.secondary',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
} as const;

/** A top-level button of the horizontal bar; the current area is underlined in the secondary colour. */
export const topButtonSx = (theme: Theme) => ({
  position: 'relative',
  px: 1.5,
  height: 40,
  fontWeight: 600,
  fontSize: '0.875rem',
  color: 'text.secondary',
  whiteSpace: 'nowrap',
  flex: 'none',
  '&:hover': { color: 'text.primary' },
  '&.active': {
    color: 'text.primary',
    '&::after': {
      content: '""',
      position: 'absolute',
      left: 12,
      right: 12,
      bottom: 0,
      height: 3,
      borderRadius: 3,
      bgcolor: theme.palette.secondary.main,
    },
  },
});
