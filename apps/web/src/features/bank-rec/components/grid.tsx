import Chip from '@mui/material/Chip';
import { alpha, darken, type Theme } from '@mui/material/styles';
import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactNode } from 'react';

/** Header cells of the dense grids: small caps, muted, on a faint band. */
export const headCellSx = {
  py: 1,
  px: 1.5,
  fontSize: '0.7rem',
  fontWeight: 800,
  letterSpacing: '0.07em',
  textTransform: 'uppercase',
  whiteSpace: 'nowrap',
  color: 'text.secondary',
  bgcolor: (t: Theme) => (t.palette.mode === 'dark' ? alpha(t.palette.common.white, 0.04) : '#F6F7F9'),
  borderBottom: 1,
  borderColor: 'divider',
} as const;

/** Body rows: 36 px, hover band, selected band. */
export const bodyRowSx = {
  '& > td': { py: 0.625, px: 1.5, fontSize: '0.8125rem', borderColor: 'divider' },
  '&:last-of-type > td': { borderBottom: 0 },
} as const;

export function HeadCell({
  children,
  sort,
  onSort,
  align,
  width,
}: {
  children: ReactNode;
  /** The column's sort direction, or false when it sorts but is not the sort; undefined: not sortable. */
  sort?: 'asc' | 'desc' | false;
  onSort?: () => void;
  align?: TableCellProps['align'];
  width?: number | string;
}) {
  return (
    <TableCell
      align={align}
      sx={{ ...headCellSx, ...(width !== undefined ? { width } : {}) }}
      sortDirection={sort === undefined ? undefined : sort}
    >
      {sort === undefined || !onSort ? (
        children
      ) : (
        <TableSortLabel
          active={sort !== false}
          direction={sort === false ? 'asc' : sort}
          onClick={onSort}
          sx={{ '&.Mui-active': { color: 'text.primary' } }}
        >
          {children}
        </TableSortLabel>
      )}
    </TableCell>
  );
}

type Tone = 'success' | 'warning' | 'error' | 'info' | 'neutral';

/** A small status badge with readable text in both modes. */
export function StatusChip({ label, tone }: { label: string; tone: Tone }) {
  return (
    <Chip
      label={label}
      size="small"
      sx={(t) => {
        const color =
          tone === 'neutral'
            ? t.palette.text.secondary
            : t.palette.mode === 'dark'
              ? t.palette[tone].light
              : t.palette[tone].dark;
        return {
          height: 20,
          fontSize: '0.7rem',
          fontWeight: 700,
          letterSpacing: '0.02em',
          color,
          bgcolor: alpha(
            tone === 'neutral' ? t.palette.text.primary : t.palette[tone].main,
            t.palette.mode === 'dark' ? 0.16 : 0.1,
          ),
          border: 0,
          '& .MuiChip-label': { px: 0.875 },
        };
      }}
    />
  );
}

/** An amount in a grid: right-aligned digits, debits in the error colour. */
export function amountSx(negative: boolean) {
  return {
    fontVariantNumeric: 'tabular-nums',
    fontFeatureSettings: '"tnum"',
    whiteSpace: 'nowrap',
    fontWeight: 600,
    color: (t: Theme) =>
      negative
        ? t.palette.mode === 'dark'
          ? t.palette.error.light
          : // Darker than error.dark: it must keep 4.5:1 on a selected (tinted) row as well as on white.
            darken(t.palette.error.dark, 0.2)
        : t.palette.text.primary,
  } as const;
}

/** Visually hidden, still read by assistive technology (px units: in sx a bare 1 means 100%). */
export const srOnly = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
