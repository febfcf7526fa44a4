import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { type FormEvent, type ReactNode, Suspense } from 'react';
import { type PartyPick, type PartyPicker, usePartyPickers } from '../../../../shared/ui/party-pickers';

/**
 * The filter bar of the employer-funds reconciliation pages: a search form whose fields the page gives,
 * with Reset and Apply (the grid reads the applied filters from the address bar).
 */
export function CoverageFilters({
  label,
  children,
  onSubmit,
  onReset,
}: {
  label: string;
  children: ReactNode;
  onSubmit: () => void;
  onReset: () => void;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Paper
      component="form"
      role="search"
      aria-label={label}
      variant="outlined"
      onSubmit={submit}
      noValidate
      sx={{
        borderRadius: 3,
        p: { xs: 1.5, sm: 2 },
        mb: 2,
        display: 'flex',
        gap: 1.5,
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        '& > .MuiFormControl-root, & > .MuiAutocomplete-root': { flex: { xs: '1 1 100%', sm: '0 0 auto' } },
      }}
    >
      {children}
      <Box sx={{ display: 'flex', gap: 1, ml: { sm: 'auto' }, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>
        <Button
          type="button"
          onClick={onReset}
          sx={{ color: 'text.primary', flex: { xs: 1, sm: '0 0 auto' } }}
        >
          Reset
        </Button>
        <Button type="submit" variant="contained" sx={{ flex: { xs: 1, sm: '0 0 auto' } }}>
          Apply
        </Button>
      </Box>
    </Paper>
  );
}

/** The as-of date of a filter bar ('' = today). */
export function AsOfField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      type="date"
      size="small"
      label="As of"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={value ? ' ' : 'Today'}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ width: { sm: 170 } }}
    />
  );
}

/**
 * A party filter through the records feature's type-ahead (lent by app/); without it, the party's id
 * typed in a plain field.
 */
export function PartyFilterField({
  kind,
  value,
  onChange,
}: {
  kind: 'partner' | 'employer';
  value: PartyPick | null;
  onChange: (value: PartyPick | null) => void;
}) {
  const Picker: PartyPicker | undefined = usePartyPickers()[kind];
  const label = kind === 'partner' ? 'Partner' : 'Employer';
  if (Picker)
    return (
      <Suspense fallback={<TextField size="small" label={label} disabled sx={{ width: { sm: 280 } }} />}>
        <Picker value={value} onChange={onChange} />
      </Suspense>
    );
  return (
    <TextField
      size="small"
      label={`${label} id`}
      value={value?.id ?? ''}
      onChange={(event) => {
        const id = event.target.value.trim();
        onChange(id ? { id, name: id } : null);
      }}
      sx={{ width: { sm: 200 } }}
    />
  );
}
