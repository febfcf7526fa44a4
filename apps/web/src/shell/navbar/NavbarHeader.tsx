import { DEFAULT_LANDING } from '@clearline/domain';
import Close from '@mui/icons-material/Close';
import MenuOpen from '@mui/icons-material/MenuOpen';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { Link as RouterLink } from 'react-router';
import { Brand, BrandMark } from '../../shared/ui/Brand';

/**
 * The top of the side navigation: the product mark (a link to the landing page) and either the fold
 * toggle (wide screens) or a close button (the phone drawer).
 */
export function NavbarHeader({
  folded,
  pinned,
  onToggleFold,
  onClose,
}: {
  /** Showing only icons right now. */
  folded: boolean;
  /** Not folded in the settings (the toggle folds it); false: it only opens while hovered. */
  pinned?: boolean;
  onToggleFold?: () => void;
  onClose?: () => void;
}) {
  return (
    <Box
      sx={{
        height: 64,
        flex: 'none',
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        pl: folded ? '14px' : 2.5,
        pr: 1,
      }}
    >
      <Box
        component={RouterLink}
        to={DEFAULT_LANDING}
        aria-label="Clearline home"
        sx={{
          display: 'flex',
          alignItems: 'center',
          flex: 1,
          minWidth: 0,
          textDecoration: 'none',
          borderRadius: 1,
        }}
      >
        {folded ? <BrandMark size={34} /> : <Brand size={30} inverse={false} />}
      </Box>
      {!folded && onToggleFold ? (
        <Tooltip title={pinned ? 'Fold navigation' : 'Keep navigation open'}>
          <IconButton
            onClick={onToggleFold}
            aria-label={pinned ? 'Fold navigation' : 'Keep navigation open'}
            aria-pressed={!pinned}
            size="small"
            sx={{ color: 'text.secondary' }}
          >
            {pinned ? <MenuOpen fontSize="small" /> : <PushPinOutlined fontSize="small" />}
          </IconButton>
        </Tooltip>
      ) : null}
      {onClose ? (
        <IconButton
          onClick={onClose}
          aria-label="Close navigation"
          size="small"
          sx={{ color: 'text.secondary' }}
        >
          <Close fontSize="small" />
        </IconButton>
      ) : null}
    </Box>
  );
}
