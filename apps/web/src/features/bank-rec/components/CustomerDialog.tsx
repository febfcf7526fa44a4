import type { ClientRecord } from '@clearline/contracts';
import {
  CUSTOMER_ID_PATTERN_MESSAGE,
  CUSTOMER_STATUSES,
  type CustomerDialogMode,
  type CustomerField,
  validateCustomer,
} from '@clearline/domain/ledger';
import Close from '@mui/icons-material/Close';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { isApiError } from '../../../shared/lib/api-client';
import { useDeletePolicy, useSaveClient } from '../api/bank-rec-api';
import {
  type CustomerFormValues,
  customerFormFrom,
  customerRecordToSend,
  emptyCustomerForm,
  visibleCustomerErrors,
} from '../model/customer-form';
import { DeleteCustomerDialog } from './DeleteCustomerDialog';
import { CUSTOMER_DIALOG_SNACKBAR_MS, notify } from './snackbars';

export interface CustomerDialogProps {
  open: boolean;
  mode: CustomerDialogMode;
  /** The customer being edited (edit mode). */
  customer?: ClientRecord | null;
  /** The id the add form starts with (Add New from a search box: the typed text cut at the first hyphen). */
  initialId?: string;
  onClose: () => void;
  /** After a save, with the saved record. */
  onSaved?: (client: ClientRecord | undefined) => void;
  onDeleted?: (coId: string) => void;
  /** How long the duplicate snackbar stays (spec §9: 400000 ms here, 4 s from the ledger dialog). */
  duplicateSnackbarMs?: number;
}

const FIELD_PATHS: Record<string, CustomerField> = {
  'pushInfo.record.coId': 'coId',
  'pushInfo.record.coName': 'coName',
  'pushInfo.record.coFein': 'coFein',
  'pushInfo.record.coStatus': 'coStatus',
};

/**
 * The Add/Edit customer dialog (spec §2, §4, §5, §8). The domain's validateCustomer decides the button
 * (add needs id, name and status; edit always allows Update) and the messages; the server answers
 * saved, reload (the customer changed since it was read) or duplicate (one snackbar, the spec's text).
 * The id field has no maxLength: a pasted long id is shown whole and refused with the domain's message,
 * never cut silently.
 */
export function CustomerDialog({
  open,
  mode,
  customer,
  initialId = '',
  onClose,
  onSaved,
  onDeleted,
  duplicateSnackbarMs = CUSTOMER_DIALOG_SNACKBAR_MS,
}: CustomerDialogProps) {
  const titleId = useId();
  const save = useSaveClient();
  const { allowDelete } = useDeletePolicy();
  const [values, setValues] = useState<CustomerFormValues>(emptyCustomerForm());
  const [touched, setTouched] = useState<Partial<Record<CustomerField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<CustomerField, string>>>({});
  const [confirmDelete, setConfirmDelete] = useState(false);

  useEffect(() => {
    if (!open) return;
    setValues(mode === 'edit' && customer ? customerFormFrom(customer) : emptyCustomerForm(initialId));
    setTouched({});
    setSubmitted(false);
    setServerErrors({});
  }, [open, mode, customer, initialId]);

  const validation = validateCustomer(values, mode);
  const shown = { ...visibleCustomerErrors(values, mode, touched, submitted), ...serverErrors };
  const title = mode === 'add' ? 'Add New Customer' : 'Edit Customer';

  const change = (field: CustomerField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setTouched((t) => ({ ...t, [field]: true }));
    setServerErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const record = customerRecordToSend(values, mode, customer?.version);
    if (!record || save.isPending) return;
    save.mutate(record, {
      onSuccess: (outcome) => {
        if (outcome.kind === 'duplicate') {
          notify(outcome.message, 'error', duplicateSnackbarMs);
          return;
        }
        if (outcome.kind === 'reload') {
          notify(outcome.message, 'warning');
          onClose();
          return;
        }
        notify(
          mode === 'add' ? `Customer ${record.coId} was added.` : `Customer ${record.coId} was updated.`,
          'success',
        );
        onSaved?.(outcome.client);
        onClose();
      },
      onError: (error) => {
        // Spec §8: client save failures are logged; the saving flag clears. Field refusals go on their fields.
        console.error('Saving the customer failed', error);
        if (isApiError(error)) {
          const fromServer: Partial<Record<CustomerField, string>> = {};
          for (const d of error.details) {
            // The contract's refusals name 'body.pushInfo...', the service's rules 'pushInfo...'.
            const field = FIELD_PATHS[d.path.replace(/^body\./, '')];
            if (field) fromServer[field] = d.message;
          }
          setServerErrors(fromServer);
        }
      },
    });
  };

  const message = (field: CustomerField) => {
    const value = shown[field];
    return typeof value === 'string' ? value : undefined;
  };

  return (
    <>
      <Dialog
        open={open}
        onClose={save.isPending ? undefined : onClose}
        aria-labelledby={titleId}
        maxWidth="xs"
        fullWidth
      >
        <Box component="form" noValidate onSubmit={submit} aria-labelledby={titleId}>
          <DialogTitle
            id={titleId}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              pr: 1.5,
              fontSize: '1.125rem',
              fontWeight: 700,
            }}
          >
            <Box component="span" sx={{ flex: 1 }}>
              {title}
            </Box>
            {mode === 'edit' && customer && allowDelete ? (
              <Tooltip title="Delete customer">
                <IconButton
                  aria-label={`Delete customer ${customer.coId}`}
                  color="error"
                  onClick={() => setConfirmDelete(true)}
                  size="small"
                >
                  <DeleteOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
            ) : null}
            <IconButton aria-label="Close" onClick={onClose} size="small" disabled={save.isPending}>
              <Close fontSize="small" />
            </IconButton>
          </DialogTitle>
          <DialogContent dividers sx={{ display: 'grid', gap: 2, pt: 2.5 }}>
            {mode === 'add' ? (
              <TextField
                label="Customer Id"
                required
                autoFocus
                size="small"
                value={values.coId}
                onChange={(e) => change('coId')(e.target.value)}
                error={Boolean(shown.coId)}
                helperText={message('coId') ?? CUSTOMER_ID_PATTERN_MESSAGE}
                slotProps={{
                  htmlInput: {
                    autoCapitalize: 'characters',
                    spellCheck: false,
                  },
                }}
              />
            ) : (
              <Box>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  Customer Id
                </Typography>
                <Typography sx={{ fontWeight: 700, fontFamily: 'monospace', fontSize: '1rem' }}>
                  {values.coId}
                </Typography>
              </Box>
            )}
            <TextField
              label="Customer Name"
              required
              autoFocus={mode === 'edit'}
              size="small"
              value={values.coName}
              onChange={(e) => change('coName')(e.target.value)}
              error={Boolean(shown.coName)}
              helperText={message('coName') ?? (shown.coName ? 'Enter the customer name' : undefined)}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <TextField
              label="FEIN"
              size="small"
              value={values.coFein}
              onChange={(e) => change('coFein')(e.target.value)}
              error={Boolean(shown.coFein)}
              helperText={message('coFein') ?? 'NN-NNNNNNN'}
              slotProps={{ htmlInput: { maxLength: 20, inputMode: 'numeric' } }}
            />
            <TextField
              select
              label="Status"
              required
              size="small"
              value={values.coStatus}
              onChange={(e) => change('coStatus')(e.target.value)}
              error={Boolean(shown.coStatus)}
            >
              {CUSTOMER_STATUSES.map((status) => (
                <MenuItem key={status} value={status}>
                  {status}
                </MenuItem>
              ))}
            </TextField>
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 1.5 }}>
            <Button onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={!validation.canSave} loading={save.isPending}>
              {mode === 'add' ? 'Save' : 'Update'}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
      <DeleteCustomerDialog
        coId={confirmDelete && customer ? customer.coId : null}
        onClose={() => setConfirmDelete(false)}
        onDeleted={(coId) => {
          onDeleted?.(coId);
          onClose();
        }}
      />
    </>
  );
}
