import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { Brand } from '../../../shared/ui/Brand';
import { ErrorCode, ErrorLayout } from '../components/ErrorLayout';

/** The 404 page: no app chrome (spec §2). The full error pages come with the shell. */
export default function NotFoundPage() {
  return (
    <ErrorLayout asMain minHeight="100dvh">
      <Box sx={{ mb: 3 }}>
        <Brand />
      </Box>
      <ErrorCode code="404" fontSize={{ xs: '5rem', sm: '7rem' }} color="primary.light" />
      <Typography variant="h1">Page not found</Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 420 }}>
        The page you asked for does not exist or has moved.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" size="large" sx={{ mt: 2 }}>
        Go to the start page
      </Button>
    </ErrorLayout>
  );
}
