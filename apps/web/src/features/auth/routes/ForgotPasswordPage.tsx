import { zodResolver } from '@hookform/resolvers/zod';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AppLink } from '../../../shared/ui/AppLink';
import { EntryLayout } from '../../../shared/ui/EntryLayout';
import { EmailField } from '../components/EmailField';
import { EntryForm } from '../components/EntryForm';
import { fieldProps } from '../components/field';
import { ForgotPasswordForm } from '../model/forms';

/**
 * Spec §5: the form is validated and its submit only logs; no request is made. The confirmation is
 * neutral: it never says whether an account exists.
 */
export default function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordForm>({
    resolver: zodResolver(ForgotPasswordForm),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(({ email }) => {
    console.info('Password reset requested', { email });
    setSentTo(email);
  });

  return (
    <EntryLayout
      title="Reset your password"
      subtitle="Enter the e-mail address you sign in with."
      footer={
        <Typography variant="body2">
          Remembered it? <AppLink to="/login">Back to sign in</AppLink>
        </Typography>
      }
    >
      {sentTo ? (
        <Alert severity="success" icon={<MarkEmailReadOutlined />} role="status">
          If an account exists for {sentTo}, you will receive instructions to reset your password. If nothing
          arrives in a few minutes, ask your administrator.
        </Alert>
      ) : (
        <EntryForm label="Reset password" onSubmit={onSubmit}>
          <EmailField
            {...fieldProps(register, 'email')}
            id="forgot-email"
            autoFocus
            problem={errors.email?.message}
          />
          <Button type="submit" variant="contained" size="large" fullWidth>
            Send reset instructions
          </Button>
        </EntryForm>
      )}
    </EntryLayout>
  );
}
