import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { formatAmount, isNegativeAmount } from './amount-format';

/** Digits of equal width, so amounts line up in a column. */
export const tabular = { fontVariantNumeric: 'tabular-nums', fontFeatureSettings: '"tnum"' } as const;

/** An amount's style: tabular digits on one line, debits in the readable negative tone. */
export function amountSx(negative: boolean) {
  return {
    ...tabular,
    whiteSpace: 'nowrap',
    fontWeight: 600,
    color: negative ? 'tone.negative' : 'text.primary',
  } as const;
}

/** A server amount, formatted, in tabular digits; debits in the negative tone. */
export function Amount({
  value,
  strong = false,
  testId,
  sx,
}: {
  value: string;
  strong?: boolean;
  testId?: string | undefined;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      component="span"
      data-testid={testId}
      sx={[
        { ...amountSx(isNegativeAmount(value)), fontWeight: strong ? 700 : 600 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {formatAmount(value)}
    </Box>
  );
}
