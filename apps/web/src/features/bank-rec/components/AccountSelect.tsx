import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { bankAccountHint, findAccount, type LedgerSetup } from '../model/ledger-setup';

/**
 * A ledger account picker, grouped by ledger kind, each account with the bank account it posts to.
 * The helper text repeats that for the chosen account.
 */
export function AccountSelect({
  setup,
  value,
  onChange,
  label = 'Account',
  required = false,
  disabled = false,
  error = false,
  helperText,
  allowEmpty = false,
  emptyLabel = 'Any account',
}: {
  setup: LedgerSetup | undefined;
  value: string;
  onChange: (accountName: string) => void;
  label?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  /** Offer an empty choice (filters). */
  allowEmpty?: boolean;
  emptyLabel?: string;
}) {
  const chosen = setup ? findAccount(setup, value) : undefined;
  const items: ReactNode[] = [];
  if (allowEmpty) {
    items.push(
      <MenuItem key="__any" value="" dense>
        <em>{emptyLabel}</em>
      </MenuItem>,
    );
  }
  // Grouped by ledger kind with a divider between groups (no subheaders: a Select makes every child an
  // option, and a heading announced as an option misleads).
  const groups = setup?.accountGroups ?? [];
  groups.forEach((group, groupIndex) => {
    group.accounts.forEach((account, index) => {
      items.push(
        <MenuItem
          key={account.accountName}
          value={account.accountName}
          dense
          divider={index === group.accounts.length - 1 && groupIndex < groups.length - 1}
          sx={{ display: 'flex', gap: 2 }}
        >
          <span>{account.accountName}</span>
          <span style={{ marginLeft: 'auto', opacity: 0.65, fontSize: '0.75rem' }}>
            {account.ledger} · ···{account.accountId.slice(-4)}
          </span>
        </MenuItem>,
      );
    });
  });
  // A value the configuration no longer knows still shows (and validation reports it).
  if (value && !chosen && setup) {
    items.push(
      <MenuItem key={`unknown-${value}`} value={value} dense>
        {value}
      </MenuItem>,
    );
  }
  return (
    <TextField
      select
      size="small"
      label={label}
      required={required}
      disabled={disabled || !setup}
      error={error}
      value={setup ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      helperText={helperText ?? (chosen ? bankAccountHint(chosen) : undefined)}
      slotProps={{
        select: {
          renderValue: (selected) => String(selected),
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
        },
      }}
    >
      {items}
    </TextField>
  );
}
