import Box from '@mui/material/Box';
import { ThemeProvider } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useAuth } from '../../shared/auth/auth-context';
import { BrandMark } from '../../shared/ui/Brand';
import { useRegionTheme } from '../theme/ShellThemeProvider';

/** The footer's height (its top rule included). */
export const FOOTER_HEIGHT = 44;

/** The footer: the product, and where the user works (times in the app are US Eastern unless noted). */
export function FooterLayout() {
  const theme = useRegionTheme('footer');
  const { organization } = useAuth();
  return (
    <ThemeProvider theme={theme}>
      <Box
        component="footer"
        sx={{
          height: FOOTER_HEIGHT,
          px: { xs: 2, sm: 3 },
          display: 'flex',
          alignItems: 'center',
          gap: 1.25,
          bgcolor: 'background.default',
          color: 'text.secondary',
          borderTop: 1,
          borderColor: 'divider',
          fontSize: '0.8125rem',
        }}
      >
        <BrandMark size={18} />
        <Typography variant="body2" sx={{ fontSize: 'inherit', fontWeight: 600, color: 'text.primary' }}>
          Clearline
        </Typography>
        <Typography variant="body2" sx={{ fontSize: 'inherit', display: { xs: 'none', sm: 'block' } }}>
          Reconciliation back office
        </Typography>
        <Box sx={{ flex: 1 }} />
        {organization ? (
          <Typography variant="body2" noWrap sx={{ fontSize: 'inherit', minWidth: 0 }}>
            {organization.name}
          </Typography>
        ) : null}
      </Box>
    </ThemeProvider>
  );
}
