import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

export const IMPORT_BLOCKS_SWITCH_MESSAGE =
  'Files are currently importing. Please wait until the imports have completed to switch tenants.';

/** Spec §4/§8: the tenant switch is refused while a file import runs; only Ok. */
export function ImportBlockedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      slotProps={{ paper: { sx: { maxWidth: 420 } } }}
    >
      <DialogTitle id={titleId}>Alert</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{IMPORT_BLOCKS_SWITCH_MESSAGE}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          Ok
        </Button>
      </DialogActions>
    </Dialog>
  );
}
