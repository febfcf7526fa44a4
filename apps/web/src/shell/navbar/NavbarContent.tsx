import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useAuth } from '../../shared/auth/auth-context';
import { NavigationLoading } from '../navigation/NavigationLoading';
import { useNavigation } from '../navigation/use-navigation';
import { VerticalNavigation } from '../navigation/VerticalNavigation';
import { useShellSettings } from '../settings/shell-settings-context';
import { scrollbarStyles } from '../theme/ShellThemeProvider';
import { NavbarHeader } from './NavbarHeader';

/** Header, the scrolling navigation, and the organisation the user works in. */
export function NavbarContent({
  folded = false,
  dense = false,
  pinned,
  onToggleFold,
  onClose,
  onNavigate,
}: {
  folded?: boolean;
  dense?: boolean;
  pinned?: boolean;
  onToggleFold?: () => void;
  onClose?: () => void;
  onNavigate?: () => void;
}) {
  const theme = useTheme();
  const { settings } = useShellSettings();
  const { organization } = useAuth();
  const { loading, menu } = useNavigation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <NavbarHeader
        folded={folded}
        {...(pinned !== undefined ? { pinned } : {})}
        {...(onToggleFold ? { onToggleFold } : {})}
        {...(onClose ? { onClose } : {})}
      />
      <Box
        sx={{
          flex: 1,
          minHeight: 0,
          overflowY: 'auto',
          overflowX: 'hidden',
          ...(settings.customScrollbars ? scrollbarStyles(theme) : {}),
        }}
      >
        {loading ? (
          <NavigationLoading compact={folded} />
        ) : menu.length === 0 ? (
          <Typography
            variant="body2"
            sx={{ px: 2.5, py: 2, color: 'text.secondary', opacity: folded ? 0 : 1 }}
          >
            No pages are open to your roles here yet. The landing page and Help are always available.
          </Typography>
        ) : (
          <VerticalNavigation
            menu={menu}
            dense={dense}
            folded={folded}
            {...(onNavigate ? { onNavigate } : {})}
          />
        )}
      </Box>
      {organization ? (
        <Box
          sx={{
            flex: 'none',
            display: 'flex',
            alignItems: 'center',
            gap: 1.25,
            px: '22px',
            py: 1.5,
            borderTop: 1,
            borderColor: 'divider',
            color: 'text.secondary',
            whiteSpace: 'nowrap',
            overflow: 'hidden',
          }}
        >
          <ApartmentOutlined sx={{ fontSize: 20, flex: 'none' }} aria-hidden="true" />
          <Typography variant="body2" noWrap sx={{ fontWeight: 600, opacity: folded ? 0 : 1 }}>
            {organization.name}
          </Typography>
        </Box>
      ) : null}
    </Box>
  );
}
