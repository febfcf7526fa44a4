import { DEFAULT_LANDING, normaliseEmail } from '@clearline/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
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
import { fieldProps } from '../components/field';
import { PasswordField } from '../components/PasswordField';
import { LoginForm } from '../model/forms';
import { canEncrypt } from '../model/login-crypto';

export default function LoginPage() {
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const [serverError, setServerError] = useState<string | null>(null);
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
        signIn(answer.access_token);
        navigate(DEFAULT_LANDING, { replace: true });
        return;
      }
      setServerError(answer.error || 'Sign-in failed. Please try again.');
    } catch (error) {
      console.error('Sign-in failed', error);
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
      </EntryForm>
    </EntryLayout>
  );
}
