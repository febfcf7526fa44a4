import Close from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { closeSnackbar, enqueueSnackbar, type VariantType } from 'notistack';

/** Spec §9: the duplicate snackbar stays up to 400000 ms in the customer dialog... */
export const CUSTOMER_DIALOG_SNACKBAR_MS = 400_000;
/** ...and 4 s when the customer dialog was opened from the bank-rec ledger dialog. */
export const LEDGER_DIALOG_SNACKBAR_MS = 4_000;

/** A snackbar at the top centre (spec §8) that can always be dismissed. */
export function notify(message: string, variant: VariantType, autoHideDuration?: number) {
  enqueueSnackbar(message, {
    variant,
    anchorOrigin: { vertical: 'top', horizontal: 'center' },
    ...(autoHideDuration !== undefined ? { autoHideDuration } : {}),
    action: (key) => (
      <IconButton size="small" color="inherit" aria-label="Dismiss" onClick={() => closeSnackbar(key)}>
        <Close fontSize="small" />
      </IconButton>
    ),
  });
}
