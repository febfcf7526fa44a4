import { DELETE_CUSTOMER_TITLE, deleteCustomerMessage } from '@clearline/domain/ledger';
import { useRef } from 'react';
import { errorMessage } from '../../../shared/lib/api-client';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useRemoveClient } from '../api/bank-rec-api';
import { useRecordsArea } from '../api/records-area';
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
  const remove = useRemoveClient();
  const party = useRecordsArea().descriptor.labels.party;
  // Keep the text while the dialog fades out.
  const lastId = useRef(coId);
  if (coId) lastId.current = coId;
  const shownId = coId ?? lastId.current;
  const confirm = () => {
    if (!coId) return;
    remove.mutate(coId, {
      onSuccess: () => {
        notify(`${party} ${coId} was deleted.`, 'success');
        onDeleted?.(coId);
        onClose();
      },
      onError: (error) => {
        console.error(`Deleting the ${party.toLowerCase()} failed`, error);
        notify(errorMessage(error), 'error');
        onClose();
      },
    });
  };
  return (
    <ConfirmDialog
      open={coId !== null}
      title={DELETE_CUSTOMER_TITLE}
      // The spec's text names a customer; in the employer-funds area it names the employer.
      description={
        shownId ? deleteCustomerMessage(shownId).replace(' customer ', ` ${party.toLowerCase()} `) : ''
      }
      confirmLabel="Yes"
      pending={remove.isPending}
      danger
      focusCancel
      onCancel={onClose}
      onConfirm={confirm}
    />
  );
}
