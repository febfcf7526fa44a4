import type { TransferDraft, TransferValidation } from '@clearline/domain/ledger';
import { formatMinor } from '@clearline/domain/money';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useRecordsArea } from '../api/records-area';
import type { LedgerSetup } from '../model/ledger-setup';
import { rowShowsTaxCode, setRowField, type TransferRowRef } from '../model/transfer-request';

/** Pieces of the Transfer Money dialog: sections, the row grid, the tax-code cell, the totals. */

export const money = (cents: number | null) =>
  cents === null ? '—' : formatMinor(cents, { currencySymbol: '$' });

export function Section({
  title,
  aside,
  children,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-label={title}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, mb: 1.25 }}>
        <Typography
          component="h3"
          sx={{
            fontSize: '0.72rem',
            fontWeight: 800,
            letterSpacing: '0.1em',
            textTransform: 'uppercase',
            color: 'text.secondary',
          }}
        >
          {title}
        </Typography>
        <Box sx={{ flex: 1, borderBottom: 1, borderColor: 'divider', alignSelf: 'center' }} />
        {aside}
      </Box>
      {children}
    </Box>
  );
}

/** One row of the transfer: account, customer, amount, tax code, row actions; stacked on phones. */
export function RowGrid({
  banking,
  label,
  actions,
  children,
}: {
  banking: boolean;
  label: string;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        display: 'grid',
        gap: 1.5,
        alignItems: 'start',
        gridTemplateColumns: {
          xs: '1fr',
          md: banking
            ? 'minmax(0,1.1fr) minmax(0,1.5fr) minmax(0,0.8fr) minmax(0,0.6fr) 72px'
            : 'minmax(0,2.6fr) minmax(0,0.8fr) minmax(0,0.6fr) 72px',
        },
        p: { xs: 1.5, md: 0 },
        borderWidth: { xs: 1, md: 0 },
        borderStyle: 'solid',
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      {children}
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'flex-end',
          alignItems: 'center',
          minHeight: { md: 40 },
          gap: 0.25,
        }}
      >
        {actions}
      </Box>
    </Box>
  );
}

/**
 * A row's extra, as its area declares it (lineExtras): the tax code in bank reconciliation, only while
 * the row's account is a Tax account (spec §5), else an empty cell; the payroll customer in employer
 * funds. Both live in the row's `taxCode` slot of the dialog's draft (see toEwaTransferDraft).
 */
export function RowExtraCell({
  setup,
  draft,
  row,
  onChange,
}: {
  setup: LedgerSetup | undefined;
  draft: TransferDraft;
  row: TransferRowRef;
  onChange: (update: (d: TransferDraft) => TransferDraft) => void;
}) {
  const payrollCustomer = useRecordsArea().descriptor.lineExtras === 'partnerAndCustomer';
  const value = row === 'from' ? (draft.from.taxCode ?? '') : (draft.to[row]?.taxCode ?? '');
  const field = (label: string, maxLength: number) => (
    <TextField
      label={label}
      size="small"
      value={value}
      onChange={(event) => onChange((d) => setRowField(d, row, 'taxCode', event.target.value))}
      slotProps={{ htmlInput: { maxLength } }}
    />
  );
  if (payrollCustomer) return field('Customer', 40);
  if (!setup || !rowShowsTaxCode(draft, row, setup.config))
    return <Box sx={{ display: { xs: 'none', md: 'block' } }} />;
  return field('Tax Code', 40);
}

export function Totals({ validation }: { validation: TransferValidation }) {
  const { fromCents, toCents, differenceCents } = validation.totals;
  const dark = useTheme().palette.mode === 'dark';
  const balanced = differenceCents === 0 && fromCents > 0;
  return (
    <Box
      aria-label="Transfer totals"
      role="status"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: { xs: 1.5, sm: 4 },
        px: 2,
        py: 1.25,
        borderRadius: 2,
        bgcolor: 'action.hover',
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      <Figure label="Transfer amount" value={money(fromCents)} />
      <Figure label="Allocated" value={money(toCents)} />
      <Figure
        label="Remaining"
        value={money(differenceCents)}
        tone={
          balanced
            ? dark
              ? 'success.light'
              : 'success.dark'
            : differenceCents === 0
              ? undefined
              : dark
                ? 'warning.light'
                : WARNING_TEXT_ON_LIGHT
        }
      />
    </Box>
  );
}

/** The warning orange as text on light grey: 5.4:1 (the theme's warning.dark, #E65100, is 3.5:1). */
const WARNING_TEXT_ON_LIGHT = '#B23C00';

function Figure({ label, value, tone }: { label: string; value: string; tone?: string | undefined }) {
  return (
    <Box>
      <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', lineHeight: 1.2 }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 700, fontSize: '0.95rem', color: tone ?? 'text.primary' }}>
        {value}
      </Typography>
    </Box>
  );
}
