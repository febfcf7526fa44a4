import { DEFAULT_LANDING, normaliseEmail } from '@clearline/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../shared/auth/auth-context';
import { errorMessage } from '../../../shared/lib/api-client';
import { storePendingMfa } from '../../../shared/lib/session';
import { AppLink } from '../../../shared/ui/AppLink';
import { EntryLayout } from '../../../shared/ui/EntryLayout';
import { login } from '../api/auth-api';
import { EmailField } from '../components/EmailField';
import { EntryForm } from '../components/EntryForm';
import { ExternalSignIn } from '../components/ExternalSignIn';
import { fieldProps } from '../components/field';
import { PasswordField } from '../components/PasswordField';
import { loggedIn, loggingIn } from '../model/external-sign-in';
import { LoginForm } from '../model/forms';
import { canEncrypt } from '../model/login-crypto';

/** Spec §2: the login page offers JWT (the password sign-in), Firebase and Auth0 tabs. */
const TABS = ['jwt', 'firebase', 'auth0'] as const;
const TAB_LABELS = { jwt: 'JWT', firebase: 'Firebase', auth0: 'Auth0' } as const;

export default function LoginPage() {
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const [serverError, setServerError] = useState<string | null>(null);
  const [tab, setTab] = useState<(typeof TABS)[number]>('jwt');
  const [progress, setProgress] = useState<string | null>(null);
  const tabsId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({ resolver: zodResolver(LoginForm), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setServerError(null);
    if (!canEncrypt()) {
      setServerError('This browser cannot sign in securely here. Open Clearline over https.');
      return;
    }
    setProgress(loggingIn('JWT'));
    try {
      const answer = await login(email, password);
      if (answer.success && answer.mfa && answer.mfa_token) {
        storePendingMfa({
          mfaToken: answer.mfa_token,
          email: normaliseEmail(email),
          totpEnrolled: answer.totp_enrolled !== false,
          factors: answer.mfa_factors ?? ['TOTP', 'Email'],
        });
        navigate('/login/mfa');
        return;
      }
      if (answer.success && answer.access_token) {
        setProgress(loggedIn('JWT'));
        signIn(answer.access_token);
        navigate(DEFAULT_LANDING, { replace: true });
        return;
      }
      setProgress(null);
      setServerError(answer.error || 'Sign-in failed. Please try again.');
    } catch (error) {
      console.error('Sign-in failed', error);
      setProgress(null);
      setServerError(errorMessage(error));
    }
  });

  return (
    <EntryLayout
      title="Sign in"
      subtitle="Welcome back. Sign in to your Clearline workspace."
      footer={
        <Typography variant="body2">
          New to Clearline? <AppLink to="/register">Create an account</AppLink>
        </Typography>
      }
    >
      <Tabs
        value={tab}
        onChange={(_e, value: (typeof TABS)[number]) => setTab(value)}
        aria-label="Sign-in method"
        variant="fullWidth"
        sx={{ mb: 2.5, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((t) => (
          <Tab
            key={t}
            value={t}
            label={TAB_LABELS[t]}
            id={`${tabsId}-${t}`}
            aria-controls={`${tabsId}-${t}-panel`}
          />
        ))}
      </Tabs>
      {tab !== 'jwt' ? (
        <Box role="tabpanel" id={`${tabsId}-${tab}-panel`} aria-labelledby={`${tabsId}-${tab}`}>
          <ExternalSignIn provider={tab} />
        </Box>
      ) : (
        <Box role="tabpanel" id={`${tabsId}-jwt-panel`} aria-labelledby={`${tabsId}-jwt`}>
          <EntryForm label="Sign in" onSubmit={onSubmit} error={serverError}>
            <EmailField
              {...fieldProps(register, 'email')}
              id="login-email"
              autoComplete="username"
              autoFocus
              problem={errors.email?.message}
            />
            <PasswordField
              {...fieldProps(register, 'password')}
              id="login-password"
              label="Password"
              autoComplete="current-password"
              error={Boolean(errors.password)}
              helperText={errors.password?.message}
              slotProps={{ htmlInput: { 'aria-required': true } }}
            />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -1 }}>
              <AppLink to="/auth/forgot-password" variant="body2">
                Forgot password?
              </AppLink>
            </Box>
            <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting}>
              Sign in
            </Button>
            <Typography
              role="status"
              variant="body2"
              sx={{ color: 'text.secondary', minHeight: '1.5em', textAlign: 'center' }}
            >
              {progress}
            </Typography>
          </EntryForm>
        </Box>
      )}
    </EntryLayout>
  );
}
