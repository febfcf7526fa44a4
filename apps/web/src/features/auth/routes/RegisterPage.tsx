import { DEFAULT_LANDING, PASSWORD_POLICY_MESSAGE } from '@clearline/domain';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../shared/auth/auth-context';
import { errorMessage } from '../../../shared/lib/api-client';
import { AppLink } from '../../../shared/ui/AppLink';
import { EntryLayout } from '../../../shared/ui/EntryLayout';
import { register as registerAccount } from '../api/auth-api';
import { EmailField } from '../components/EmailField';
import { EntryForm } from '../components/EntryForm';
import { fieldProps } from '../components/field';
import { PasswordField } from '../components/PasswordField';
import { type RegisterForm, registerResolver, serverFieldErrors } from '../model/register-form';

export default function RegisterPage() {
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isValid, isSubmitting },
  } = useForm<RegisterForm>({
    resolver: registerResolver,
    mode: 'onTouched',
    defaultValues: { displayName: '', email: '', password: '', passwordConfirm: '' },
  });

  const onSubmit = handleSubmit(async ({ displayName, email, password }) => {
    setFormError(null);
    try {
      const answer = await registerAccount(displayName, email, password);
      if ('access_token' in answer) {
        signIn(answer.access_token);
        navigate(DEFAULT_LANDING, { replace: true });
        return;
      }
      const fieldErrors = serverFieldErrors(answer.error);
      for (const [field, message] of fieldErrors) setError(field, { type: 'server', message });
      if (fieldErrors[0]) setFocus(fieldErrors[0][0]);
      else setFormError('The account could not be created. Please try again.');
    } catch (error) {
      console.error('Registration failed', error);
      setFormError(errorMessage(error));
    }
  });

  return (
    <EntryLayout
      title="Create your account"
      subtitle="An administrator adds you to your organisation once your account exists."
      footer={
        <Typography variant="body2">
          Already have an account? <AppLink to="/login">Sign in</AppLink>
        </Typography>
      }
    >
      <EntryForm label="Create account" onSubmit={onSubmit} error={formError} spacing={2.25}>
        <TextField
          {...fieldProps(register, 'displayName')}
          id="register-display-name"
          label="Display name"
          autoComplete="name"
          autoFocus
          error={Boolean(errors.displayName)}
          helperText={errors.displayName?.message}
          slotProps={{ htmlInput: { 'aria-required': true } }}
        />
        <EmailField {...fieldProps(register, 'email')} id="register-email" problem={errors.email?.message} />
        <PasswordField
          {...fieldProps(register, 'password', { deps: ['passwordConfirm'] })}
          id="register-password"
          label="Password"
          autoComplete="new-password"
          error={Boolean(errors.password)}
          helperText={errors.password?.message ?? PASSWORD_POLICY_MESSAGE}
          slotProps={{ htmlInput: { 'aria-required': true } }}
        />
        <PasswordField
          {...fieldProps(register, 'passwordConfirm')}
          id="register-password-confirm"
          label="Confirm password"
          autoComplete="new-password"
          error={Boolean(errors.passwordConfirm)}
          helperText={errors.passwordConfirm?.message}
          slotProps={{ htmlInput: { 'aria-required': true } }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={!isValid}
          loading={isSubmitting}
        >
          Create account
        </Button>
      </EntryForm>
    </EntryLayout>
  );
}
