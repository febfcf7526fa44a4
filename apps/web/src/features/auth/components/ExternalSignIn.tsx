import type { OidcProvider } from '@clearline/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../shared/lib/api-client';
import { oidcProviders, startOidc } from '../api/auth-api';
import { PROVIDER_LABELS, rememberOidcProvider } from '../model/external-sign-in';

/**
 * The Firebase and Auth0 tabs (issue 17): a button that leaves for the identity provider (OpenID
 * Connect); /callback completes the sign-in. A tab the deployment has not configured says so.
 */
export function ExternalSignIn({ provider }: { provider: OidcProvider }) {
  const label = PROVIDER_LABELS[provider];
  const providers = useQuery({ queryKey: ['oidc-providers'], queryFn: oidcProviders, staleTime: 60_000 });
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const configured = providers.data?.providers.find((p) => p.provider === provider)?.configured;

  const start = async () => {
    setError(null);
    setLeaving(true);
    try {
      const { authorizationUrl } = await startOidc(provider);
      rememberOidcProvider(provider);
      window.location.assign(authorizationUrl);
    } catch (failure) {
      setError(errorMessage(failure));
      setLeaving(false);
    }
  };

  if (providers.isError) return <Alert severity="error">{errorMessage(providers.error)}</Alert>;
  if (configured === false)
    return (
      <Alert severity="info" data-testid="provider-not-configured">
        {label} sign-in is not configured on this server. Sign in with your e-mail and password on the JWT
        tab.
      </Alert>
    );
  return (
    <Stack spacing={2}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Sign in with your {label} account. Your e-mail there must be the one your Clearline administrator
        invited.
      </Typography>
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      <Button
        variant="contained"
        size="large"
        fullWidth
        onClick={start}
        loading={leaving || configured === undefined}
      >
        Sign in with {label}
      </Button>
    </Stack>
  );
}
