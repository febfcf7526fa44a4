import { enqueueSnackbar } from 'notistack';
import { errorMessage } from '../../../shared/lib/api-client';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useUnimport } from '../api/imports-api';
import type { ActivityEntry } from './ActivityTable';

/**
 * Confirms an un-import. Success: a message and the list refreshes; a refusal (409 when a later file
 * updated rows of this one, or its entries are matched) is shown exactly as the server words it.
 */
export function UnimportDialog({ entry, onClose }: { entry: ActivityEntry | null; onClose: () => void }) {
  const unimport = useUnimport();
  const close = () => {
    if (unimport.isPending) return;
    unimport.reset();
    onClose();
  };
  const confirm = () => {
    if (!entry) return;
    unimport.mutate(entry._id, {
      onSuccess: () => {
        enqueueSnackbar(
          `${entry.fileName} was un-imported. Its rows were removed; it can be imported again.`,
          {
            variant: 'success',
          },
        );
        unimport.reset();
        onClose();
      },
    });
  };
  const rows = entry ? entry.counts.imported + entry.counts.updated : 0;
  return (
    <ConfirmDialog
      open={entry !== null}
      title="Un-import this file?"
      description={
        entry ? (
          <>
            <strong>{entry.fileName}</strong> will be removed:{' '}
            {rows === 1
              ? 'the row it imported or updated is taken out'
              : `the ${rows.toLocaleString('en-US')} rows it imported or updated are taken out`}{' '}
            (rows it updated get their earlier values back) and any matches they belong to are dissolved. The
            file can then be imported again.
          </>
        ) : null
      }
      error={unimport.isError ? errorMessage(unimport.error) : null}
      errorTestId="unimport-error"
      confirmLabel="Un-import"
      pendingLabel="Un-importing…"
      pending={unimport.isPending}
      confirmDisabled={unimport.isError}
      danger
      onCancel={close}
      onConfirm={confirm}
    />
  );
}
