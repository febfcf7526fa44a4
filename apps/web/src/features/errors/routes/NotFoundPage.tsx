import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { Brand } from '../../../shared/ui/Brand';

/** The 404 page: no app chrome (spec §2). The full error pages come with the shell. */
export default function NotFoundPage() {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 2,
        p: 3,
        bgcolor: 'background.default',
      }}
    >
      <Box sx={{ mb: 3 }}>
        <Brand />
      </Box>
      <Typography
        component="p"
        aria-hidden="true"
        sx={{
          fontSize: { xs: '5rem', sm: '7rem' },
          fontWeight: 800,
          lineHeight: 1,
          color: 'primary.light',
          letterSpacing: '-0.04em',
        }}
      >
        404
      </Typography>
      <Typography variant="h1">Page not found</Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 420 }}>
        The page you asked for does not exist or has moved.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" size="large" sx={{ mt: 2 }}>
        Go to the start page
      </Button>
    </Box>
  );
}
