import Close from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { closeSnackbar, enqueueSnackbar, type VariantType } from 'notistack';

/** A snackbar at the top centre that can always be dismissed. */
export function notify(message: string, variant: VariantType) {
  enqueueSnackbar(message, {
    variant,
    anchorOrigin: { vertical: 'top', horizontal: 'center' },
    action: (key) => (
      <IconButton size="small" color="inherit" aria-label="Dismiss" onClick={() => closeSnackbar(key)}>
        <Close fontSize="small" />
      </IconButton>
    ),
  });
}
