import { DEFAULT_LANDING } from '@clearline/domain';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../../shared/auth/auth-context';
import { errorMessage } from '../../../shared/lib/api-client';
import { isTokenExpired } from '../../../shared/lib/jwt';
import { storePendingMfa } from '../../../shared/lib/session';
import { EntryProblem } from '../../../shared/ui/EntryLayout';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { completeOidc } from '../api/auth-api';
import { errorFromCallbackUrl, tokenFromCallbackUrl } from '../model/callback';
import {
  announceLoggedIn,
  authorizationResponseOf,
  forgetOidcProvider,
  loggedIn,
  loggingIn,
  PROVIDER_LABELS,
  recalledOidcProvider,
} from '../model/external-sign-in';

type Outcome = { kind: 'working'; message: string } | { kind: 'failed'; message: string };

/**
 * Completes an external sign-in. With `?code&state` (the Firebase and Auth0 tabs, issue 17) the server
 * finishes the OpenID Connect exchange; with a token in the URL it is stored as is. Either way the page
 * shows spec §8's progress messages, then goes to the landing page (or the second factor).
 */
export default function CallbackPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const [token] = useState(() => tokenFromCallbackUrl(location));
  const [authorization] = useState(() => authorizationResponseOf(location.search));
  const [provider] = useState(() => recalledOidcProvider());
  const method = provider ? PROVIDER_LABELS[provider] : 'your identity provider';
  const usable = token !== null && !isTokenExpired(token);
  const [outcome, setOutcome] = useState<Outcome | null>(
    authorization ? { kind: 'working', message: loggingIn(method) } : null,
  );
  const started = useRef(false);

  useEffect(() => {
    if (!token || !usable) return;
    signIn(token);
    navigate(DEFAULT_LANDING, { replace: true });
  }, [token, usable, signIn, navigate]);

  useEffect(() => {
    // The state is good for one exchange: never send it twice (React may run an effect twice in development).
    if (!authorization || started.current) return;
    started.current = true;
    forgetOidcProvider();
    completeOidc(authorization.code, authorization.state)
      .then((answer) => {
        if (answer.success && answer.mfa && answer.mfa_token) {
          storePendingMfa({
            mfaToken: answer.mfa_token,
            email: '',
            totpEnrolled: answer.totp_enrolled !== false,
            factors: answer.mfa_factors ?? ['TOTP', 'Email'],
          });
          navigate('/login/mfa', { replace: true });
          return;
        }
        if (answer.success && answer.access_token) {
          setOutcome({ kind: 'working', message: loggedIn(method) });
          announceLoggedIn(method);
          signIn(answer.access_token);
          navigate(DEFAULT_LANDING, { replace: true });
          return;
        }
        setOutcome({ kind: 'failed', message: answer.error || 'The sign-in was not completed.' });
      })
      .catch((error: unknown) => setOutcome({ kind: 'failed', message: errorMessage(error) }));
  }, [authorization, method, signIn, navigate]);

  if (usable) return <PageLoader label={loggingIn('JWT')} />;
  if (outcome?.kind === 'working') return <PageLoader label={outcome.message} />;

  const providerError = errorFromCallbackUrl(location);
  return (
    <EntryProblem title="Sign-in not completed">
      {outcome?.kind === 'failed'
        ? outcome.message
        : providerError
          ? `The sign-in service reported: ${providerError} Please sign in again.`
          : token
            ? 'This sign-in link has expired. Please sign in again.'
            : 'No sign-in details were received. Please sign in again.'}
    </EntryProblem>
  );
}
