import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../shared/lib/api-client';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { LoadError } from '../../../shared/ui/LoadError';
import { useRecTypes } from '../api/reconcile-api';

export interface Adjustment {
  recType: string;
  reason: string;
}

const REASON_MIN = 3;
const REASON_MAX = 500;

/** A dialog that asks for a decision the server then carries out: busy and its refusal while it does. */
interface DecisionDialogProps<Decision> {
  open: boolean;
  busy: boolean;
  error: unknown;
  onCancel: () => void;
  onConfirm: (decision: Decision) => void;
}

/**
 * A match that does not balance records its difference: a reconciling type people may choose (the
 * system-assigned 'Aged Uncleared' and 'Negative Liabilities' are not offered) and a reason.
 */
export function AdjustmentDialog({
  open,
  difference,
  what,
  busy,
  error,
  onCancel,
  onConfirm,
}: DecisionDialogProps<Adjustment> & {
  /** The difference as shown ('-12.50'). */
  difference: string;
  /** 'these 3 lines', 'this suggestion'. */
  what: string;
}) {
  const recTypes = useRecTypes(open);
  const [recType, setRecType] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (open) {
      setRecType('');
      setReason('');
      setTouched(false);
    }
  }, [open]);
  const reasonError = reason.trim().length < REASON_MIN ? `At least ${REASON_MIN} characters` : null;
  const valid = recType !== '' && reasonError === null;
  // Match shows what is missing rather than staying disabled: the first press marks the fields.
  const confirm = () => {
    setTouched(true);
    if (valid && !busy) onConfirm({ recType, reason: reason.trim() });
  };
  return (
    <ConfirmDialog
      open={open}
      title="Record the difference"
      error={error ? errorMessage(error) : null}
      confirmLabel="Match"
      pendingLabel="Matching…"
      pending={busy}
      onCancel={onCancel}
      onConfirm={confirm}
    >
      <Typography variant="body2">
        The bank and ledger totals of {what} differ by <strong>{difference}</strong>. Choose the reconciling
        type that explains it and say why; the difference is recorded with the match.
      </Typography>
      <LoadError query={recTypes} fallback="The reconciling types could not be loaded." />
      <TextField
        select
        label="Reconciling type"
        required
        value={recType}
        onChange={(event) => setRecType(event.target.value)}
        disabled={!recTypes.data}
        error={touched && recType === ''}
        helperText={touched && recType === '' ? 'Choose a type' : ' '}
        size="small"
      >
        {(recTypes.data ?? []).map((type) => (
          <MenuItem key={type} value={type}>
            {type}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Reason"
        required
        multiline
        minRows={2}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={touched && reasonError !== null}
        helperText={touched && reasonError ? reasonError : `${reason.length}/${REASON_MAX}`}
        slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
        size="small"
      />
    </ConfirmDialog>
  );
}

/** Asks for an optional reason (unmatch, reject). */
export function ReasonDialog({
  open,
  title,
  message,
  confirmLabel,
  busy,
  error,
  onCancel,
  onConfirm,
}: DecisionDialogProps<string> & { title: string; message: string; confirmLabel: string }) {
  const [reason, setReason] = useState('');
  useEffect(() => {
    if (open) setReason('');
  }, [open]);
  return (
    <ConfirmDialog
      open={open}
      title={title}
      description={message}
      error={error ? errorMessage(error) : null}
      confirmLabel={confirmLabel}
      pendingLabel="Working…"
      pending={busy}
      onCancel={onCancel}
      onConfirm={() => onConfirm(reason.trim())}
    >
      <TextField
        label="Reason (optional)"
        multiline
        minRows={2}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
        size="small"
        autoFocus
      />
    </ConfirmDialog>
  );
}
