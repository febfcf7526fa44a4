import TextField from '@mui/material/TextField';
import { AmountField } from '../../../shared/ui/AmountField';
import type { LedgerSetup } from '../model/ledger-setup';
import { Cell, DateField, TransactionTypeSelect } from './TransactionDialogFrame';

/**
 * The fields both areas' Add Ledger Transaction dialogs share, each in its place of the frame's grid:
 * one piece per field so that the two dialogs differ only in the fields their area declares.
 */

/** What opens an Add Ledger Transaction dialog, in either area. */
export interface TransactionDialogProps {
  open: boolean;
  onClose: () => void;
  /** After a save, so the parent can refresh (the ledger queries refresh themselves too). */
  onSaved?: () => void;
}

/** The transaction date, required in both areas (spec §5). */
export function TransactionDateCell(props: {
  value: string;
  onChange: (value: string) => void;
  error: { code: string } | undefined;
}) {
  return (
    <Cell span={3}>
      <DateField label="Transaction Date" required {...props} />
    </Cell>
  );
}

/** The amount: a signed decimal string, the domain parses it to cents. */
export function AmountCell({
  value,
  onChange,
  problem,
}: {
  value: string;
  onChange: (text: string) => void;
  /** The domain's message once the field is touched and wrong, else null. */
  problem: string | null;
}) {
  return (
    <Cell span={3}>
      <AmountField
        label="Amount"
        required
        size="small"
        value={value}
        onChange={onChange}
        flagged={problem !== null}
        problem={problem}
        helperText="Negative for a debit"
      />
    </Cell>
  );
}

/** The transaction type, from the organisation's transaction codes. */
export function TransactionTypeCell(props: {
  setup: LedgerSetup | undefined;
  value: string;
  onChange: (value: string) => void;
  error: boolean;
}) {
  return (
    <Cell span={3}>
      <TransactionTypeSelect {...props} />
    </Cell>
  );
}

/** A free-text field of the dialog (details, notes, check number, tax code...), cut at maxLength. */
export function TextInput({
  label,
  value,
  onChange,
  maxLength,
  required = false,
  error = false,
  multiline = false,
  helperText,
  numeric = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  required?: boolean;
  error?: boolean;
  multiline?: boolean;
  helperText?: string;
  numeric?: boolean;
}) {
  return (
    <TextField
      label={label}
      required={required}
      size="small"
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      helperText={helperText}
      slotProps={{ htmlInput: { maxLength, ...(numeric ? { inputMode: 'numeric' } : {}) } }}
    />
  );
}
