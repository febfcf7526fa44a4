import FilterList from '@mui/icons-material/FilterList';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEvent, type ReactNode, Suspense, useId, useState } from 'react';
import { type PartyPick, type PartyPicker, usePartyPickers } from '../../../../shared/ui/party-pickers';
import { FilterActions } from '../FilterActions';

/**
 * The filter bar of the employer-funds reconciliation pages: a search form whose fields the page gives,
 * with Reset and Apply (the grid reads the applied filters from the address bar). On a phone it folds
 * behind a 'Filters' button that counts the filters applied.
 */
export function CoverageFilters({
  label,
  applied,
  children,
  onSubmit,
  onReset,
}: {
  label: string;
  /** How many filters are applied (the folded bar's badge). */
  applied: number;
  children: ReactNode;
  onSubmit: () => void;
  onReset: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const [open, setOpen] = useState<boolean | null>(null);
  const shown = open ?? !phone;
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
    if (phone) setOpen(false);
  };
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, mb: 2, overflow: 'hidden' }}>
      {phone ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 1 }}>
          <Button
            size="small"
            onClick={() => setOpen(!shown)}
            aria-expanded={shown}
            aria-controls={formId}
            startIcon={
              <Badge badgeContent={applied} color="primary" max={99}>
                <FilterList fontSize="small" />
              </Badge>
            }
            sx={{ color: 'text.primary', fontWeight: 700 }}
          >
            Filters
          </Button>
          {applied > 0 ? (
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {applied} applied
            </Typography>
          ) : null}
        </Box>
      ) : null}
      <Collapse in={shown} id={formId}>
        <Box
          component="form"
          role="search"
          aria-label={label}
          onSubmit={submit}
          noValidate
          sx={{
            p: { xs: 1.5, sm: 2 },
            pt: { xs: 0.5, md: 2 },
            display: 'flex',
            gap: 1.5,
            flexWrap: 'wrap',
            alignItems: 'flex-start',
            '& > .MuiFormControl-root, & > .MuiAutocomplete-root': {
              flex: { xs: '1 1 100%', sm: '0 0 auto' },
            },
          }}
        >
          {children}
          <FilterActions onReset={onReset} submitLabel="Apply" />
        </Box>
      </Collapse>
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
