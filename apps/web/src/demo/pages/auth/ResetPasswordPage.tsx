import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router';
import { AuthFrame, AuthLink, authPath, styleOf } from './AuthFrame';
import { resetEmailError } from './demo-auth';

/**
 * /pages/auth/reset-password and reset-password-2: spec §5's forgot-password rule (e-mail required, at
 * least 4 characters). As in the template, sending makes no request: the page only confirms.
 */
export default function ResetPasswordPage() {
  const style = styleOf(useLocation().pathname);
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [sent, setSent] = useState(false);
  const problem = touched ? resetEmailError(email) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (resetEmailError(email)) return;
    console.info('Demo reset-password form submitted (no request is made).');
    setSent(true);
  };
  return (
    <AuthFrame
      style={style}
      title="Reset your password"
      subtitle="Enter your e-mail and we will send you a link to choose a new password."
      footer={
        <Typography variant="body2">
          <AuthLink to={authPath('login', style)}>Back to sign in</AuthLink>
        </Typography>
      }
    >
      {sent ? (
        <Alert severity="info" role="status">
          If {email.trim()} has a demo account, a reset link is on its way.
        </Alert>
      ) : null}
      <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 16 }}>
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          onBlur={() => setTouched(true)}
          error={Boolean(problem)}
          helperText={problem}
          required
        />
        <Button type="submit" variant="contained" size="large">
          Send reset link
        </Button>
      </form>
    </AuthFrame>
  );
}
