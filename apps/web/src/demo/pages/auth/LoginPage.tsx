import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router';
import { AuthFrame, AuthLink, authPath, styleOf } from './AuthFrame';
import { DemoSignedIn } from './DemoSignedIn';
import { type DemoAuthResult, demoSignIn } from './demo-auth';

/**
 * /pages/auth/login and login-2: the template's sign-in form against the mock (spec §7 GET /api/auth).
 * A wrong e-mail shows 'Check your username/email', a wrong password 'Check your password' (spec §5).
 */
export default function LoginPage() {
  const style = styleOf(useLocation().pathname);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<DemoAuthResult | null>(null);
  const errors = result && !result.ok ? result.errors : {};
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setResult(await demoSignIn(email, password));
    setPending(false);
  };
  return (
    <AuthFrame
      style={style}
      title="Sign in"
      subtitle={
        <>
          Demo accounts: <b>admin@clearline.demo</b> / admin and <b>staff@clearline.demo</b> / staff.
        </>
      }
      footer={
        <Typography variant="body2">
          No account? <AuthLink to={authPath('register', style)}>Register</AuthLink>
          {' · '}
          <AuthLink to={authPath('reset-password', style)}>Forgot password?</AuthLink>
        </Typography>
      }
    >
      {result?.ok ? (
        <DemoSignedIn verb="Signed in" displayName={result.displayName} role={result.role} />
      ) : null}
      <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 16 }}>
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={Boolean(errors.email)}
          helperText={errors.email}
          required
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="off"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={Boolean(errors.password)}
          helperText={errors.password}
          required
        />
        <FormControlLabel
          control={<Checkbox checked={remember} onChange={(event) => setRemember(event.target.checked)} />}
          label="Remember me"
        />
        <Button type="submit" variant="contained" size="large" disabled={pending || !email || !password}>
          Sign in
        </Button>
      </form>
    </AuthFrame>
  );
}
