import { formatUsDate } from '@clearline/domain/dates';
import { formatMinor } from '@clearline/domain/money';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { SxProps } from '@mui/material/styles';
import { alpha, darken, type Theme } from '@mui/material/styles';
import { amountMinorOf } from '../model/selection';

/** '1,234.56' from a server amount ('1234.56'); the text itself when it cannot be read. */
export function formatAmount(text: string): string {
  const minor = amountMinorOf(text);
  return minor === null ? text : formatMinor(minor);
}

/** MM/DD/YYYY (spec §9) of a 'YYYY-MM-DD' (or a timestamp's date part). */
export function formatDate(iso: string): string {
  const day = iso.slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatUsDate(day) : iso;
}

export const tabular = { fontVariantNumeric: 'tabular-nums', fontFeatureSettings: '"tnum"' } as const;

/**
 * Text colours that keep 4.5:1 on paper, on the selected-row tint and on the panel's warning tint in
 * both modes (MUI's warning.dark #E65100 is 3.8:1 on white; error.dark #D32F2F is 4.25:1 on the warning
 * tint; error.light #E57373 drops below 4.5:1 on a tinted dark row).
 */
export const negativeText = (t: Theme) =>
  t.palette.mode === 'dark' ? '#EF9A9A' : darken(t.palette.error.dark, 0.2);
export const warningText = (t: Theme) => (t.palette.mode === 'dark' ? t.palette.warning.light : '#9A4A00');
export const successText = (t: Theme) =>
  t.palette.mode === 'dark' ? t.palette.success.light : t.palette.success.dark;

/** Debits in the error colour (readable in both modes), the rest in the text colour. */
export const amountColor = (negative: boolean) => (t: Theme) =>
  negative ? negativeText(t) : t.palette.text.primary;

/** A right-aligned amount. */
export function Amount({
  value,
  strong = false,
  testId,
  sx,
}: {
  value: string;
  strong?: boolean;
  testId?: string;
  sx?: SxProps<Theme>;
}) {
  const negative = value.trim().startsWith('-');
  return (
    <Box
      component="span"
      data-testid={testId}
      sx={[
        { ...tabular, whiteSpace: 'nowrap', fontWeight: strong ? 700 : 600, color: amountColor(negative) },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {formatAmount(value)}
    </Box>
  );
}

type Tone = 'success' | 'warning' | 'error' | 'info' | 'neutral';

/** A small status badge with readable text in both modes. */
export function Tag({ label, tone }: { label: string; tone: Tone }) {
  return (
    <Chip
      label={label}
      size="small"
      sx={(t) => {
        const color =
          tone === 'neutral'
            ? t.palette.text.secondary
            : tone === 'warning'
              ? warningText(t)
              : t.palette.mode === 'dark'
                ? t.palette[tone].light
                : t.palette[tone].dark;
        return {
          height: 20,
          fontSize: '0.7rem',
          fontWeight: 700,
          color,
          bgcolor: alpha(
            tone === 'neutral' ? t.palette.text.primary : t.palette[tone].main,
            t.palette.mode === 'dark' ? 0.16 : 0.1,
          ),
          '& .MuiChip-label': { px: 0.875 },
        };
      }}
    />
  );
}

/** Visually hidden, still read by assistive technology. */
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

/** Header cells of the dense tables. */
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
} as const;
