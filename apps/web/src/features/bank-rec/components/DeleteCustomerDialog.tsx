import { DELETE_CUSTOMER_TITLE, deleteCustomerMessage } from '@clearline/domain/ledger';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useRef } from 'react';
import { errorMessage } from '../../../shared/lib/api-client';
import { useRemoveClient } from '../api/bank-rec-api';
import { notify } from './snackbars';

/**
 * Spec §8: 'Are you sure ?' / 'Are you sure you want to permanently delete customer {id} ? This action
 * cannot be undone.' with Cancel and Yes. The server's refusal (entries reference the customer, or
 * deleting is turned off) is shown as it says it.
 */
export function DeleteCustomerDialog({
  coId,
  onClose,
  onDeleted,
}: {
  /** The customer to delete; null keeps the dialog closed. */
  coId: string | null;
  onClose: () => void;
  onDeleted?: (coId: string) => void;
}) {
  const titleId = useId();
  const textId = useId();
  const remove = useRemoveClient();
  // Keep the text while the dialog fades out.
  const lastId = useRef(coId);
  if (coId) lastId.current = coId;
  const shownId = coId ?? lastId.current;
  const confirm = () => {
    if (!coId) return;
    remove.mutate(coId, {
      onSuccess: () => {
        notify(`Customer ${coId} was deleted.`, 'success');
        onDeleted?.(coId);
        onClose();
      },
      onError: (error) => {
        console.error('Deleting the customer failed', error);
        notify(errorMessage(error), 'error');
        onClose();
      },
    });
  };
  return (
    <Dialog
      open={coId !== null}
      onClose={remove.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId} sx={{ fontSize: '1.125rem', fontWeight: 700 }}>
        {DELETE_CUSTOMER_TITLE}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{shownId ? deleteCustomerMessage(shownId) : ''}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={remove.isPending} autoFocus>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={confirm} loading={remove.isPending}>
          Yes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
