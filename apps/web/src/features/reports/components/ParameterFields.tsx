import { type LedgerArea, ledgerArea } from '@clearline/domain/areas';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Suspense } from 'react';
import { selectAreaBankAccounts, useLedgerConfig } from '../../../shared/lib/ledger-config';
import { FilterSelect } from '../../../shared/ui/FilterSelect';
import { type PartyPick, type PartyPicker, usePartyPickers } from '../../../shared/ui/party-pickers';
import type { ParameterErrors, ParameterSpec, ParameterValues } from '../model/parameter-form';

export interface ParameterFieldsProps {
  area: LedgerArea;
  specs: readonly ParameterSpec[];
  values: ParameterValues;
  /** The names of chosen parties (customer, employer, partner), shown in their boxes. */
  names: ParameterValues;
  errors: ParameterErrors;
  onChange: (name: string, value: string, shownName?: string) => void;
}

const fieldSx = { width: { xs: '100%', sm: 220 } } as const;

/** One field per catalogue parameter, drawn by its kind (the catalogue is data: a new report needs no code here). */
export function ParameterFields({ area, specs, values, names, errors, onChange }: ParameterFieldsProps) {
  return (
    <>
      {specs.map((spec) => (
        <ParameterField
          key={spec.name}
          area={area}
          spec={spec}
          value={values[spec.name] ?? ''}
          name={names[spec.name] ?? ''}
          error={errors[spec.name] ?? ''}
          onChange={(value, shownName) => onChange(spec.name, value, shownName)}
        />
      ))}
    </>
  );
}

function ParameterField({
  area,
  spec,
  value,
  name,
  error,
  onChange,
}: {
  area: LedgerArea;
  spec: ParameterSpec;
  value: string;
  name: string;
  error: string;
  onChange: (value: string, shownName?: string) => void;
}) {
  const label = spec.label;
  switch (spec.kind) {
    case 'account':
      return <AccountField area={area} spec={spec} value={value} error={error} onChange={onChange} />;
    case 'select':
      return (
        <FilterSelect
          label={label}
          value={value}
          onChange={onChange}
          options={spec.options ?? []}
          error={Boolean(error)}
          anyLabel={spec.required ? undefined : 'Any'}
          sx={fieldSx}
        />
      );
    case 'party':
      return (
        <PartyField
          kind={partyKind(area, spec.name)}
          label={label}
          required={spec.required}
          value={value ? { id: value, name: name || value } : null}
          error={error}
          onChange={(pick) => onChange(pick?.id ?? '', pick?.name ?? '')}
        />
      );
    default: {
      const type = spec.kind === 'month' ? 'month' : spec.kind === 'date' ? 'date' : 'text';
      return (
        <TextField
          type={type}
          size="small"
          label={label}
          value={value}
          required={spec.required}
          onChange={(event) => onChange(event.target.value)}
          error={Boolean(error)}
          helperText={error || spec.help || ' '}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 100 } }}
          sx={fieldSx}
        />
      );
    }
  }
}

/** The area's bank accounts from the ledger configuration (the one shared query). */
function AccountField({
  area,
  spec,
  value,
  error,
  onChange,
}: {
  area: LedgerArea;
  spec: ParameterSpec;
  value: string;
  error: string;
  onChange: (value: string, shownName?: string) => void;
}) {
  const accounts = useLedgerConfig({ select: selectAreaBankAccounts(area) });
  const options = (accounts.data ?? []).map((a) => ({ value: a.accountId, label: a.name }));
  return (
    <TextField
      select
      size="small"
      label={spec.label}
      value={options.some((o) => o.value === value) ? value : ''}
      required={spec.required}
      onChange={(event) =>
        onChange(event.target.value, options.find((o) => o.value === event.target.value)?.label)
      }
      error={Boolean(error)}
      helperText={error || (accounts.isError ? 'The bank accounts could not be loaded.' : (spec.help ?? ' '))}
      disabled={!accounts.data}
      sx={{ width: { xs: '100%', sm: 280 } }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A party parameter is the area's party (its descriptor: customer or employer) unless it names the partner. */
const partyKind = (area: LedgerArea, name: string) =>
  name === 'partner' ? 'partner' : ledgerArea(area).party;

const PARTY_LABELS = { customer: 'Customer', employer: 'Employer', partner: 'Partner' } as const;

/**
 * A customer, employer or partner through the records feature's type-ahead (lent by app/ through
 * PartyPickersContext); without it, the party's id typed in a plain field.
 */
function PartyField({
  kind,
  label,
  required,
  value,
  error,
  onChange,
}: {
  kind: 'customer' | 'employer' | 'partner';
  label: string;
  required: boolean;
  value: PartyPick | null;
  error: string;
  onChange: (value: PartyPick | null) => void;
}) {
  const Picker: PartyPicker | undefined = usePartyPickers()[kind];
  if (Picker)
    return (
      <Suspense fallback={<TextField size="small" label={label} disabled sx={{ width: { sm: 280 } }} />}>
        <Picker
          value={value}
          onChange={onChange}
          required={required}
          error={Boolean(error)}
          helperText={error || ' '}
        />
      </Suspense>
    );
  return (
    <TextField
      size="small"
      label={`${PARTY_LABELS[kind]} id`}
      value={value?.id ?? ''}
      required={required}
      error={Boolean(error)}
      helperText={error || ' '}
      onChange={(event) => {
        const id = event.target.value.trim();
        onChange(id ? { id, name: id } : null);
      }}
      slotProps={{ htmlInput: { maxLength: 40 } }}
      sx={fieldSx}
    />
  );
}
