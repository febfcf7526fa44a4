import type { BalanceProfileJson } from '@clearline/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { enqueueSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../shared/lib/api-client';
import { useBalanceProfile, useSaveBalanceProfile } from '../api/balances-api';

type Columns = NonNullable<BalanceProfileJson['columns']>;
const COLUMN_FIELDS: { key: keyof Columns; label: string }[] = [
  { key: 'account', label: 'Account column' },
  { key: 'date', label: 'Date column' },
  { key: 'opening', label: 'Opening column' },
  { key: 'closing', label: 'Closing column' },
  { key: 'available', label: 'Available column' },
  { key: 'currency', label: 'Currency column' },
];
const DELIMITERS: [string, string][] = [
  [',', 'Comma'],
  [';', 'Semicolon'],
  ['\t', 'Tab'],
  ['|', 'Pipe'],
];

/** A column given as digits is a column number (files without a header); anything else a header name. */
const refOf = (text: string): string | number | undefined =>
  text.trim() === '' ? undefined : /^\d+$/.test(text.trim()) ? Number(text.trim()) : text.trim();

/**
 * The organisation's saved CSV column profile of balance files: which header (or column number) holds
 * the account, the date and each balance, the delimiter, date format and decimal separator.
 */
export function ProfileEditor() {
  const query = useBalanceProfile();
  const save = useSaveBalanceProfile();
  const [draft, setDraft] = useState<BalanceProfileJson | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (query.data && draft === null) setDraft(query.data.profile);
  }, [query.data, draft]);
  if (!draft) return null;
  const columns: Columns = draft.columns ?? { account: 'account', date: 'date' };
  const setColumn = (key: keyof Columns, text: string) => {
    const next: Record<string, string | number | undefined> = { ...columns, [key]: refOf(text) };
    setDraft({ ...draft, columns: next as Columns });
  };
  const onSave = () => {
    setProblem(null);
    save.mutate(draft, {
      onSuccess: () => enqueueSnackbar('The balance file profile is saved.', { variant: 'success' }),
      onError: (error) => setProblem(errorMessage(error, 'The profile could not be saved.')),
    });
  };
  return (
    <Box
      component="form"
      aria-label="Balance file profile"
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          mb: 2,
        }}
      >
        {COLUMN_FIELDS.map((f) => (
          <TextField
            key={f.key}
            size="small"
            label={f.label}
            value={columns[f.key] === undefined ? '' : String(columns[f.key])}
            onChange={(e) => setColumn(f.key, e.target.value)}
            helperText={f.key === 'account' ? 'A header name, or a column number from 0' : undefined}
          />
        ))}
        <TextField
          select
          size="small"
          label="Delimiter"
          value={draft.delimiter ?? ','}
          onChange={(e) =>
            setDraft({ ...draft, delimiter: e.target.value as BalanceProfileJson['delimiter'] })
          }
        >
          {DELIMITERS.map(([value, label]) => (
            <MenuItem key={label} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Date format"
          value={draft.dateFormat ?? ''}
          onChange={(e) => setDraft({ ...draft, dateFormat: e.target.value })}
          helperText="E.g. YYYY-MM-DD or MM/DD/YYYY"
        />
        <TextField
          select
          size="small"
          label="Decimal separator"
          value={draft.decimalSeparator ?? '.'}
          onChange={(e) => setDraft({ ...draft, decimalSeparator: e.target.value as '.' | ',' })}
        >
          <MenuItem value=".">Point (1,234.56)</MenuItem>
          <MenuItem value=",">Comma (1.234,56)</MenuItem>
        </TextField>
        <TextField
          size="small"
          label="Currency"
          value={draft.currency ?? ''}
          onChange={(e) => setDraft({ ...draft, currency: e.target.value.toUpperCase() })}
        />
        <FormControlLabel
          control={
            <Switch
              checked={draft.hasHeader ?? true}
              onChange={(e) => setDraft({ ...draft, hasHeader: e.target.checked })}
            />
          }
          label="First line is a header"
        />
      </Box>
      {problem ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      ) : null}
      <Button type="submit" variant="outlined" disabled={save.isPending}>
        Save profile
      </Button>
    </Box>
  );
}
