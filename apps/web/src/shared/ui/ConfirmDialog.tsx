import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type FormEvent, type ReactNode, useId } from 'react';

/**
 * Asks before an action: a title, what will happen, optional fields (a reason), the server's refusal,
 * then Cancel and the action. It is a form, so Enter in a one-line field confirms. While the action
 * runs the dialog cannot be closed; `danger` actions are red (the dark shade: white text keeps 4.5:1).
 */
export function ConfirmDialog({
  open,
  title,
  summary,
  description,
  children,
  confirmLabel,
  pendingLabel,
  pending = false,
  danger = false,
  error,
  errorTestId,
  confirmDisabled = false,
  focusCancel = false,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: ReactNode;
  /** What the action applies to, above the text (an entry's date, customer and amount). */
  summary?: ReactNode;
  /** What the action does; read out with the title. */
  description?: ReactNode;
  /** Anything between the text and the buttons: a summary, a reason field. */
  children?: ReactNode;
  confirmLabel: string;
  /** The button's text while the action runs; without it the button shows a spinner. */
  pendingLabel?: string;
  pending?: boolean;
  danger?: boolean;
  /** The refusal to show (already worded for people), or nothing. */
  error?: ReactNode;
  errorTestId?: string;
  confirmDisabled?: boolean;
  /** Focus Cancel first (a destructive question with nothing to type). */
  focusCancel?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending && !confirmDisabled) onConfirm();
  };
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={description ? textId : undefined}
      maxWidth="xs"
      fullWidth
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId} sx={{ fontSize: '1.125rem', fontWeight: 700 }}>
          {title}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          {summary}
          {description ? <DialogContentText id={textId}>{description}</DialogContentText> : null}
          {children}
          {error ? (
            <Alert severity="error" role="alert" data-testid={errorTestId}>
              {error}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button
            onClick={onCancel}
            disabled={pending}
            autoFocus={focusCancel}
            sx={{ color: 'text.primary' }}
          >
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={danger ? 'error' : 'primary'}
            sx={
              danger
                ? { bgcolor: 'error.dark', '&:hover': { bgcolor: 'error.dark', filter: 'brightness(0.9)' } }
                : undefined
            }
            disabled={confirmDisabled || (pending && pendingLabel !== undefined)}
            loading={pending && pendingLabel === undefined}
          >
            {pending && pendingLabel !== undefined ? pendingLabel : confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
