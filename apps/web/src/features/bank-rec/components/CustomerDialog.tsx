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
import { type PartyRecord, useRecordsArea } from '../api/records-area';
import {
  type CustomerFormValues,
  customerFormFrom,
  customerRecordToSend,
  emptyCustomerForm,
  visibleCustomerErrors,
} from '../model/customer-form';
import { DeleteCustomerDialog } from './DeleteCustomerDialog';
import { PARTNER_SEARCH, type PartnerOption } from './PartnerSearch';
import { type AddNewDialog, RecordSearchBox } from './RecordSearchBox';
import { CUSTOMER_DIALOG_SNACKBAR_MS, LEDGER_DIALOG_SNACKBAR_MS, notify } from './snackbars';

export interface CustomerDialogProps {
  open: boolean;
  mode: CustomerDialogMode;
  /** The customer (or employer) being edited (edit mode). */
  customer?: PartyRecord | null;
  /** The id the add form starts with (Add New from a search box: the typed text cut at the first hyphen). */
  initialId?: string;
  onClose: () => void;
  /** After a save, with the saved record. */
  onSaved?: (client: PartyRecord | undefined) => void;
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
 * never cut silently. In the employer-funds area it is the employer dialog: the area's labels, and the
 * employer's partner (required) and ACH description besides.
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
  const { labels, partiesHavePartners } = useRecordsArea().descriptor;
  const [partner, setPartner] = useState<PartnerOption | null>(null);
  const [achDescription, setAchDescription] = useState('');
  const [values, setValues] = useState<CustomerFormValues>(emptyCustomerForm());
  const [touched, setTouched] = useState<Partial<Record<CustomerField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<CustomerField, string>>>({});
  const [confirmDelete, setConfirmDelete] = useState(false);

  useEffect(() => {
    if (!open) return;
    const editing = mode === 'edit' && customer ? customer : null;
    setValues(editing ? customerFormFrom(editing) : emptyCustomerForm(initialId));
    setPartner(
      editing?.partnerId ? { partner: editing.partnerId, partnerName: editing.partnerName ?? '' } : null,
    );
    setAchDescription(editing?.achDescription ?? '');
    setTouched({});
    setSubmitted(false);
    setServerErrors({});
  }, [open, mode, customer, initialId]);

  const validation = validateCustomer(values, mode);
  const shown = { ...visibleCustomerErrors(values, mode, touched, submitted), ...serverErrors };
  const title = mode === 'add' ? labels.addTitle : labels.editTitle;
  const partnerMissing = partiesHavePartners && partner === null;
  const canSave = validation.canSave && !partnerMissing;

  const change = (field: CustomerField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setTouched((t) => ({ ...t, [field]: true }));
    setServerErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const record = customerRecordToSend(values, mode, customer?.version);
    if (!record || partnerMissing || save.isPending) return;
    const extras = partiesHavePartners ? { partnerId: partner?.partner ?? '', achDescription } : {};
    save.mutate(
      { ...record, ...extras },
      {
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
          notify(`${labels.party} ${record.coId} was ${mode === 'add' ? 'added' : 'updated'}.`, 'success');
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
      },
    );
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
              <Tooltip title={`Delete ${labels.party.toLowerCase()}`}>
                <IconButton
                  aria-label={`Delete ${labels.party.toLowerCase()} ${customer.coId}`}
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
                label={`${labels.party} Id`}
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
                  {labels.party} Id
                </Typography>
                <Typography sx={{ fontWeight: 700, fontFamily: 'monospace', fontSize: '1rem' }}>
                  {values.coId}
                </Typography>
              </Box>
            )}
            <TextField
              label={`${labels.party} Name`}
              required
              autoFocus={mode === 'edit'}
              size="small"
              value={values.coName}
              onChange={(e) => change('coName')(e.target.value)}
              error={Boolean(shown.coName)}
              helperText={
                message('coName') ??
                (shown.coName ? `Enter the ${labels.party.toLowerCase()} name` : undefined)
              }
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
            {partiesHavePartners ? (
              <>
                <RecordSearchBox
                  kind={PARTNER_SEARCH}
                  value={partner}
                  onChange={setPartner}
                  required
                  error={submitted && partnerMissing}
                  helperText={submitted && partnerMissing ? 'Choose the employer’s partner' : undefined}
                />
                <TextField
                  label="ACH Description"
                  size="small"
                  value={achDescription}
                  onChange={(e) => setAchDescription(e.target.value)}
                  helperText="The text the employer’s ACH credits carry"
                  slotProps={{ htmlInput: { maxLength: 80 } }}
                />
              </>
            ) : null}
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 1.5 }}>
            <Button onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={!canSave} loading={save.isPending}>
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

/**
 * A type-ahead's 'Add New' dialog: this dialog in add mode, pre-filled with the id, its duplicate
 * snackbar lasting 4 s (spec §9), the saved party handed back as the box's option.
 */
export function partyAddNew<T>(toOption: (saved: PartyRecord) => T): AddNewDialog<T> {
  return function AddParty({ open, initialId, onClose, onSaved }) {
    return (
      <CustomerDialog
        open={open}
        mode="add"
        initialId={initialId}
        duplicateSnackbarMs={LEDGER_DIALOG_SNACKBAR_MS}
        onClose={onClose}
        onSaved={(saved) => onSaved(saved ? toOption(saved) : null)}
      />
    );
  };
}
