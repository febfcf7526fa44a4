import type { LedgerConfigAdmin, LedgerConfigKind } from '@clearline/contracts';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { errorMessage } from '../../../../../shared/lib/api-client';
import { ConfirmDialog } from '../../../../../shared/ui/ConfirmDialog';
import { useConfigChange } from '../api/ledger-config-admin-api';
import { type FieldSpec, type FormValues, formErrors, type KindSpec } from '../model/config-kinds';

/**
 * Add or edit one row of a kind: the kind's fields, checked by the domain's rules as the server checks
 * them; the server's refusal (a duplicate, a key in use) shows in the dialog and nothing is changed.
 */
export function ConfigRowDialog<K extends LedgerConfigKind>({
  spec,
  config,
  editing,
  onClose,
}: {
  spec: KindSpec<K>;
  config: LedgerConfigAdmin;
  /** The row being edited (its id and values), or null to add one. */
  editing: { id: string; values: FormValues } | null;
  onClose: () => void;
}) {
  const [values, setValues] = useState<FormValues>(editing?.values ?? spec.empty);
  const [touched, setTouched] = useState(false);
  const change = useConfigChange();
  const errors = touched ? formErrors(spec.fields, values) : {};
  const save = () => {
    setTouched(true);
    if (Object.keys(formErrors(spec.fields, values)).length > 0) return;
    const body = spec.bodyOf(values);
    change.mutate(
      editing
        ? { action: 'update', kind: spec.kind, id: editing.id, body }
        : { action: 'add', kind: spec.kind, body },
      { onSuccess: onClose },
    );
  };
  const set = (key: string, value: string) => setValues((v) => ({ ...v, [key]: value }));

  return (
    <ConfirmDialog
      open
      title={editing ? `Edit ${spec.noun}` : `Add ${spec.noun}`}
      description={spec.description}
      confirmLabel={editing ? 'Save' : 'Add'}
      pending={change.isPending}
      error={change.isError ? errorMessage(change.error) : null}
      errorTestId="config-error"
      onCancel={onClose}
      onConfirm={save}
    >
      {spec.fields.map((field, index) => (
        <Field
          key={field.key}
          field={field}
          config={config}
          values={values}
          error={errors[field.key]}
          autoFocus={index === 0}
          onChange={(value) => set(field.key, value)}
        />
      ))}
    </ConfirmDialog>
  );
}

function Field({
  field,
  config,
  values,
  error,
  autoFocus,
  onChange,
}: {
  field: FieldSpec;
  config: LedgerConfigAdmin;
  values: FormValues;
  error: string | undefined;
  autoFocus: boolean;
  onChange: (value: string) => void;
}) {
  const value = values[field.key] ?? '';
  if (field.type === 'switch')
    return (
      <FormControlLabel
        control={<Switch checked={value === 'true'} onChange={(e) => onChange(String(e.target.checked))} />}
        label={field.label}
      />
    );
  const enabled = field.enabled?.(values) ?? true;
  const options = field.options?.(config) ?? [];
  return (
    <TextField
      label={field.label}
      value={enabled ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      select={field.type === 'select'}
      disabled={!enabled}
      required={enabled}
      error={Boolean(error)}
      helperText={error ?? field.helper}
      autoFocus={autoFocus}
      autoComplete="off"
      slotProps={{ htmlInput: field.max ? { maxLength: field.max } : {} }}
      fullWidth
    >
      {field.type === 'select'
        ? options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))
        : null}
    </TextField>
  );
}
