import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** The small upper-case heading of a section inside a side panel. */
export const panelHeadingSx = {
  fontSize: '0.75rem',
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: 'text.secondary',
} as const;

/**
 * A right-hand drawer of the shell (settings, quick panel, notifications, help): a titled, labelled
 * dialog that Escape or the close button dismisses and that keeps the keyboard inside while open.
 */
export function SidePanel({
  open,
  onClose,
  title,
  width,
  actions,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  width: number;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: {
            width: { xs: `min(${width}px, 100vw)`, sm: width },
            bgcolor: 'background.default',
            backgroundImage: 'none',
          },
        } as object,
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          minHeight: 56,
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          flex: 'none',
        }}
      >
        <Typography id={titleId} variant="h2" sx={{ flex: 1, fontSize: '1rem', fontWeight: 700 }}>
          {title}
        </Typography>
        {actions}
        <IconButton onClick={onClose} aria-label={`Close ${title.toLowerCase()}`} size="small">
          <Close fontSize="small" />
        </IconButton>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>{children}</Box>
    </Drawer>
  );
}
