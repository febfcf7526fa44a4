import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { IconTile } from '../../../shared/ui/IconTile';

/** Spec §2: the Transfer Money dialog's brand colour. */
export const TRANSFER_BRAND = 'rgb(45, 184, 194)';
/** Text on the brand colour: 8:1 against it. */
export const ON_TRANSFER_BRAND = '#05292C';
/** The brand darkened for hover and for checked controls on light paper (3.4:1 on white). */
export const TRANSFER_BRAND_DARK = 'rgb(30, 140, 148)';
/** The brand as text on light surfaces: 5.7:1 on the page grey (the darker shade above is 3.7:1). */
export const TRANSFER_BRAND_TEXT = 'rgb(21, 107, 113)';

/** A dialog title bar with an icon, a subtitle and the close icon. */
export function DialogHeader({
  id,
  title,
  subtitle,
  icon,
  onClose,
  closeDisabled = false,
  brand = false,
  actions,
}: {
  id: string;
  title: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
  onClose: () => void;
  closeDisabled?: boolean;
  /** Draw the bar in the transfer brand colour. */
  brand?: boolean;
  /** Extra icon buttons before the close icon. */
  actions?: ReactNode;
}) {
  return (
    <Box
      data-testid="dialog-header"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: { xs: 2, sm: 3 },
        py: 1.5,
        ...(brand
          ? { bgcolor: TRANSFER_BRAND, color: ON_TRANSFER_BRAND }
          : { borderBottom: 1, borderColor: 'divider' }),
      }}
    >
      {icon ? (
        <IconTile
          bgcolor={brand ? 'rgba(255,255,255,0.35)' : 'action.selected'}
          color={brand ? ON_TRANSFER_BRAND : 'text.primary'}
        >
          {icon}
        </IconTile>
      ) : null}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <DialogTitle id={id} sx={{ p: 0, fontSize: '1.125rem', fontWeight: 700, lineHeight: 1.3 }}>
          {title}
        </DialogTitle>
        {subtitle ? (
          <Box
            sx={{
              fontSize: '0.8125rem',
              opacity: brand ? 0.85 : 1,
              color: brand ? 'inherit' : 'text.secondary',
            }}
          >
            {subtitle}
          </Box>
        ) : null}
      </Box>
      {actions}
      <IconButton
        aria-label="Close"
        onClick={onClose}
        disabled={closeDisabled}
        size="small"
        sx={brand ? { color: ON_TRANSFER_BRAND } : undefined}
      >
        <Close fontSize="small" />
      </IconButton>
    </Box>
  );
}
