import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { enqueueSnackbar } from 'notistack';
import { useId } from 'react';
import { errorMessage } from '../../../shared/lib/api-client';
import { useUnimport } from '../api/imports-api';
import type { ActivityEntry } from './ActivityTable';

/**
 * Confirms an un-import. Success: a message and the list refreshes; a refusal (409 when a later file
 * updated rows of this one, or its entries are matched) is shown exactly as the server words it.
 */
export function UnimportDialog({ entry, onClose }: { entry: ActivityEntry | null; onClose: () => void }) {
  const titleId = useId();
  const textId = useId();
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
    <Dialog
      open={entry !== null}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={textId}
      slotProps={{ paper: { sx: { maxWidth: 480 } } }}
    >
      <DialogTitle id={titleId}>Un-import this file?</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText id={textId}>
          {entry ? (
            <>
              <strong>{entry.fileName}</strong> will be removed:{' '}
              {rows === 1
                ? 'the row it imported or updated is taken out'
                : `the ${rows.toLocaleString('en-US')} rows it imported or updated are taken out`}{' '}
              (rows it updated get their earlier values back) and any matches they belong to are dissolved.
              The file can then be imported again.
            </>
          ) : null}
        </DialogContentText>
        {unimport.isError ? (
          <Alert severity="error" data-testid="unimport-error">
            {errorMessage(unimport.error)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={unimport.isPending} color="inherit">
          Cancel
        </Button>
        <Button
          variant="contained"
          color="error"
          sx={{ bgcolor: 'error.dark', '&:hover': { bgcolor: 'error.dark', filter: 'brightness(0.9)' } }}
          onClick={confirm}
          disabled={unimport.isPending || unimport.isError}
        >
          {unimport.isPending ? 'Un-importing…' : 'Un-import'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
