import { MESSAGES } from '@clearline/contracts';
import { DEFAULT_LANDING } from '@clearline/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import MailOutline from '@mui/icons-material/MailOutlined';
import PhonelinkLock from '@mui/icons-material/PhonelinkLock';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { useAuth } from '../../../shared/auth/auth-context';
import { errorMessage } from '../../../shared/lib/api-client';
import { clearPendingMfa, getPendingMfa, type PendingMfa } from '../../../shared/lib/session';
import { AppLink } from '../../../shared/ui/AppLink';
import { EntryLayout } from '../../../shared/ui/EntryLayout';
import { emailMeACode, startAuthenticatorSetup, verifyMfaCode } from '../api/auth-api';
import { EntryForm } from '../components/EntryForm';
import { fieldProps } from '../components/field';
import { MfaCodeForm, type MfaCodeFormInput } from '../model/forms';

type Method = 'app' | 'email' | 'setup';

interface Enrolment {
  qr: string;
  secret: string;
}

/** Server answers that end this attempt: the user has to start again from the login page. */
const isTerminal = (error: string) => error === MESSAGES.mfaExpired || error === MESSAGES.locked;

export default function MfaPage() {
  const [pending] = useState<PendingMfa | null>(() => getPendingMfa());
  if (!pending) return <Navigate to="/login" replace />;
  return <MfaStep pending={pending} />;
}

function MfaStep({ pending }: { pending: PendingMfa }) {
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const [method, setMethod] = useState<Method>(pending.totpEnrolled ? 'app' : 'email');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [busyFactor, setBusyFactor] = useState<'Email' | 'TOTP' | null>(null);
  const [emailSent, setEmailSent] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<MfaCodeFormInput, unknown, MfaCodeForm>({
    resolver: zodResolver(MfaCodeForm),
    defaultValues: { code: '' },
  });

  const terminal = error !== null && isTerminal(error);
  // A user without an authenticator app has no code yet: they choose a factor first.
  const choosing = method === 'email' && !emailSent;
  const canEmail = pending.factors.includes('Email');
  const canSetUpApp = !pending.totpEnrolled && pending.factors.includes('TOTP');

  const onSubmit = handleSubmit(async ({ code }) => {
    setError(null);
    try {
      const answer = await verifyMfaCode(pending.mfaToken, code);
      if (answer.success && answer.access_token) {
        clearPendingMfa();
        signIn(answer.access_token);
        navigate(DEFAULT_LANDING, { replace: true });
        return;
      }
      setError(answer.error || 'That code was not accepted.');
      reset({ code: '' });
    } catch (e) {
      console.error('MFA verification failed', e);
      setError(errorMessage(e));
    }
  });

  // Another way to verify: one request at a time; its failure is said where the code's would be.
  const choose = async (factor: 'Email' | 'TOTP', what: string, request: () => Promise<void>) => {
    setError(null);
    setNotice(null);
    setBusyFactor(factor);
    try {
      await request();
    } catch (e) {
      console.error(`${what} failed`, e);
      setError(errorMessage(e));
    } finally {
      setBusyFactor(null);
    }
  };

  const chooseEmail = () =>
    choose('Email', 'Choosing the e-mail factor', async () => {
      const answer = await emailMeACode(pending.mfaToken, pending.email);
      if (answer.success) {
        setMethod('email');
        setEmailSent(true);
        setNotice(answer.message ?? 'We sent you a 6-digit code.');
      } else {
        setError(answer.error);
      }
    });

  const chooseAppSetup = () =>
    choose('TOTP', 'Starting authenticator setup', async () => {
      const answer = await startAuthenticatorSetup(pending.mfaToken, pending.email);
      if (answer.success && answer.qr && answer.secret) {
        setEnrolment({ qr: answer.qr, secret: answer.secret });
        setMethod('setup');
      } else {
        setError(answer.error || 'The authenticator app could not be set up.');
      }
    });

  const prompt =
    method === 'app'
      ? 'Enter the 6-digit code from your authenticator app.'
      : method === 'setup'
        ? 'Scan the QR code with your authenticator app, then enter the 6-digit code it shows.'
        : emailSent
          ? 'Enter the 6-digit code we e-mailed you.'
          : 'Your organisation asks for a second step. Have a code e-mailed to you, or set up an authenticator app.';

  return (
    <EntryLayout
      title="Two-step verification"
      subtitle={prompt}
      footer={
        <Typography variant="body2">
          Not you, or stuck? <AppLink to="/login">Back to sign in</AppLink>
        </Typography>
      }
    >
      <Stack spacing={2.5}>
        {error ? (
          <Alert
            severity="error"
            role="alert"
            action={
              terminal ? (
                <AppLink to="/login" sx={{ alignSelf: 'center', mr: 1, whiteSpace: 'nowrap' }}>
                  Sign in again
                </AppLink>
              ) : undefined
            }
          >
            {error}
          </Alert>
        ) : null}
        {notice && !terminal ? (
          <Alert severity="info" role="status">
            {notice}
          </Alert>
        ) : null}

        {method === 'setup' && enrolment && !terminal ? (
          <Box
            sx={{
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              gap: 2.5,
              alignItems: 'center',
              p: 2,
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
            }}
          >
            <Box
              component="img"
              src={enrolment.qr}
              alt="QR code to add Clearline to your authenticator app"
              sx={{ width: 160, height: 160, flex: 'none', imageRendering: 'pixelated' }}
            />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
                Can't scan? Enter this key in the app:
              </Typography>
              <Typography
                component="code"
                aria-label="Setup key"
                sx={{
                  display: 'block',
                  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
                  fontSize: '0.95rem',
                  fontWeight: 600,
                  letterSpacing: '0.08em',
                  bgcolor: 'action.hover',
                  px: 1,
                  py: 0.75,
                  borderRadius: 1,
                }}
              >
                {enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}
              </Typography>
            </Box>
          </Box>
        ) : null}

        {choosing ? null : (
          <EntryForm label="Verification code" onSubmit={onSubmit}>
            <TextField
              {...fieldProps(register, 'code')}
              id="mfa-code"
              label="Authentication code"
              autoComplete="one-time-code"
              autoFocus
              disabled={terminal}
              error={Boolean(errors.code)}
              helperText={errors.code?.message ?? '6 digits'}
              slotProps={{
                htmlInput: {
                  inputMode: 'numeric',
                  pattern: '[0-9]*',
                  maxLength: 7,
                  'aria-required': true,
                  style: { letterSpacing: '0.3em', fontSize: '1.25rem', fontWeight: 600 },
                },
              }}
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              loading={isSubmitting}
              disabled={terminal}
            >
              Verify
            </Button>
          </EntryForm>
        )}

        {!terminal && (canEmail || canSetUpApp) ? (
          <>
            {choosing ? null : (
              <Divider>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  Other ways to verify
                </Typography>
              </Divider>
            )}
            <Stack spacing={1.5}>
              {canEmail ? (
                <Button
                  variant="outlined"
                  startIcon={<MailOutline />}
                  onClick={chooseEmail}
                  loading={busyFactor === 'Email'}
                  disabled={busyFactor !== null}
                >
                  {emailSent ? 'Send another code' : 'Email me a code instead'}
                </Button>
              ) : null}
              {canSetUpApp && method !== 'setup' ? (
                <Button
                  variant="outlined"
                  startIcon={<PhonelinkLock />}
                  onClick={chooseAppSetup}
                  loading={busyFactor === 'TOTP'}
                  disabled={busyFactor !== null}
                >
                  Set up an authenticator app
                </Button>
              ) : null}
            </Stack>
          </>
        ) : null}
      </Stack>
    </EntryLayout>
  );
}
