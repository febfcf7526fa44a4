import { DEFAULT_LANDING } from '@clearline/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../../shared/auth/auth-context';
import { isTokenExpired } from '../../../shared/lib/jwt';
import { EntryLayout } from '../../../shared/ui/EntryLayout';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { errorFromCallbackUrl, tokenFromCallbackUrl } from '../model/callback';

/** Completes an external sign-in: stores the token from the URL and goes to the landing page. */
export default function CallbackPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const [token] = useState(() => tokenFromCallbackUrl(location));
  const usable = token !== null && !isTokenExpired(token);

  useEffect(() => {
    if (!token || !usable) return;
    signIn(token);
    navigate(DEFAULT_LANDING, { replace: true });
  }, [token, usable, signIn, navigate]);

  if (usable) return <PageLoader label="Completing sign-in" />;

  const providerError = errorFromCallbackUrl(location);
  return (
    <EntryLayout title="Sign-in not completed">
      <Stack spacing={2.5}>
        <Alert severity="warning">
          {providerError
            ? `The sign-in service reported: ${providerError}`
            : token
              ? 'This sign-in link has expired.'
              : 'No sign-in details were received.'}{' '}
          Please sign in again.
        </Alert>
        <Button component={RouterLink} to="/login" variant="contained" size="large" fullWidth>
          Go to sign in
        </Button>
      </Stack>
    </EntryLayout>
  );
}
