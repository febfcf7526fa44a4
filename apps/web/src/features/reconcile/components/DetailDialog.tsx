import Close from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { type SxProps, type Theme, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId } from 'react';

/**
 * The frame of a reconciliation drill-down: a wide dialog (the whole screen on a phone) named by its
 * title, with a Close button in the corner; the page gives what it shows.
 */
export function DetailDialog({
  open,
  onClose,
  title,
  contentSx,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  contentSx: SxProps<Theme>;
  children: ReactNode;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="lg"
      fullScreen={phone}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {title}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <Close />
      </IconButton>
      <DialogContent dividers sx={contentSx}>
        {children}
      </DialogContent>
    </Dialog>
  );
}
