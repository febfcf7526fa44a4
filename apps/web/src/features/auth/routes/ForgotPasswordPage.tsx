import { zodResolver } from '@hookform/resolvers/zod';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AppLink } from '../../../shared/ui/AppLink';
import { EntryLayout } from '../../../shared/ui/EntryLayout';
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
        <Box component="form" noValidate onSubmit={onSubmit} aria-label="Reset password">
          <Stack spacing={2.5}>
            <TextField
              {...fieldProps(register, 'email')}
              id="forgot-email"
              label="Email"
              type="email"
              autoComplete="email"
              autoFocus
              error={Boolean(errors.email)}
              helperText={errors.email?.message}
              slotProps={{ htmlInput: { 'aria-required': true, spellCheck: false, autoCapitalize: 'none' } }}
            />
            <Button type="submit" variant="contained" size="large" fullWidth>
              Send reset instructions
            </Button>
          </Stack>
        </Box>
      )}
    </EntryLayout>
  );
}
