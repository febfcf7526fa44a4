import PostAdd from '@mui/icons-material/PostAdd';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import { type SxProps, type Theme, useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId } from 'react';
import { srOnly } from '../../../shared/ui/DataGrid';
import type { LedgerSetup } from '../model/ledger-setup';
import { DialogHeader } from './DialogHeader';

const DATE_MESSAGES: Record<string, string> = {
  invalid: 'Enter a real date',
  yearOutOfRange: 'The year must be from 1900 to 2100',
};

/** The ledger setup query as the frame needs it. */
export interface SetupState {
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * The frame of an Add Ledger Transaction dialog (either area): the header, the configuration's loading
 * bar and error, a 12-column field grid, Cancel and Save with the spec's hover hint. While saving it
 * cannot be closed.
 */
export function TransactionDialogFrame<P>({
  open,
  subtitle,
  setup,
  form,
  validation,
  children,
}: {
  open: boolean;
  subtitle: string;
  setup: SetupState & { data?: unknown };
  /** The form's state (useTransactionForm). */
  form: { saving: boolean; refusal: string | null; close: () => void; submit: (payload: P | null) => void };
  /** The domain's answer for the draft. */
  validation: { canSave: boolean; hint: string | null; payload: P | null };
  children: ReactNode;
}) {
  const { saving, close: onClose } = form;
  // Save waits for the configuration too: the payload's accounts are resolved against it.
  const canSave = validation.canSave && setup.data !== undefined;
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      fullScreen={fullScreen}
      data-testid="add-transaction-dialog"
    >
      <DialogHeader
        id={titleId}
        title="Add Ledger Transaction"
        subtitle={subtitle}
        icon={<PostAdd />}
        onClose={onClose}
        closeDisabled={saving}
      />
      {setup.isLoading ? <LinearProgress aria-label="Loading the ledger configuration" /> : null}
      <DialogContent sx={{ pt: '20px !important' }}>
        <SetupErrorAlert setup={setup} sx={{ mb: 2 }} />
        {form.refusal ? (
          <Alert severity="warning" role="alert" sx={{ mb: 2 }} data-testid="locked-month">
            {form.refusal}
          </Alert>
        ) : null}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(12, minmax(0, 1fr))' }}>
          {children}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: { xs: 2, sm: 3 }, py: 1.5, gap: 1, borderTop: 1, borderColor: 'divider' }}>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <SaveButton
          hint={validation.hint}
          disabled={!canSave}
          saving={saving}
          onClick={() => form.submit(validation.payload)}
        />
      </DialogActions>
    </Dialog>
  );
}

/** A field's place in the frame's grid: `span` of 12 columns from md up; 3-wide fields go 6-wide on sm. */
export function Cell({ span, children }: { span: number; children: ReactNode }) {
  return (
    <Box
      sx={{ gridColumn: { xs: 'span 12', sm: span === 3 ? 'span 6' : `span ${span}`, md: `span ${span}` } }}
    >
      {children}
    </Box>
  );
}

/**
 * Save, disabled with the spec's hover hint while the required fields are missing. A disabled button
 * gets no pointer events, so the hint sits on a wrapper that keyboard users can reach too.
 */
function SaveButton({
  hint,
  disabled,
  saving,
  onClick,
}: {
  hint: string | null;
  disabled: boolean;
  saving: boolean;
  onClick: () => void;
}) {
  const hintId = useId();
  const showHint = disabled && Boolean(hint);
  const button = (
    <Button
      variant="contained"
      onClick={onClick}
      disabled={disabled}
      loading={saving}
      aria-describedby={showHint ? hintId : undefined}
      sx={{ minWidth: 96 }}
    >
      Save
    </Button>
  );
  if (!showHint) return button;
  return (
    <>
      <Box component="span" id={hintId} sx={srOnly}>
        {hint}
      </Box>
      <Tooltip title={hint}>
        <Box component="span" data-testid="save-hint" sx={{ display: 'inline-flex' }}>
          {button}
        </Box>
      </Tooltip>
    </>
  );
}

/** A date of the dialog (transaction or source date), with the domain's date error (spec §5: 1900-2100). */
export function DateField({
  label,
  value,
  onChange,
  error,
  required = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: { code: string } | undefined;
  required?: boolean;
}) {
  return (
    <TextField
      type="date"
      label={label}
      required={required}
      size="small"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error ? (DATE_MESSAGES[error.code] ?? 'Enter a date') : undefined}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: '1900-01-01', max: '2100-12-31' } }}
    />
  );
}

/** The transaction type: one of the organisation's transaction codes (spec §5: a known code). */
export function TransactionTypeSelect({
  setup,
  value,
  onChange,
  error,
}: {
  setup: LedgerSetup | undefined;
  value: string;
  onChange: (value: string) => void;
  error: boolean;
}) {
  return (
    <TextField
      select
      label="Transaction Type"
      size="small"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      disabled={!setup}
      slotProps={{ select: { renderValue: (selected) => String(selected) } }}
    >
      <MenuItem value="" dense>
        <em>None</em>
      </MenuItem>
      {(setup?.transactionCodes ?? []).map((code) => (
        <MenuItem key={code.transCode} value={code.transDesc} dense>
          <Box component="span" sx={{ color: 'text.secondary', mr: 1, fontVariantNumeric: 'tabular-nums' }}>
            {code.transCode}
          </Box>
          {code.transDesc}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The ledger configuration could not be loaded: say so, with Retry (both records dialogs). */
export function SetupErrorAlert({ setup, sx }: { setup: SetupState; sx?: SxProps<Theme> }) {
  if (!setup.isError) return null;
  return (
    <Alert
      severity="error"
      sx={sx ?? {}}
      action={
        <Button color="inherit" size="small" onClick={() => void setup.refetch()}>
          Retry
        </Button>
      }
    >
      The ledger configuration could not be loaded.
    </Alert>
  );
}
