import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { AuthFrame, AuthLink } from './AuthFrame';
import { DemoSignedIn } from './DemoSignedIn';
import { type DemoAuthResult, demoSignIn } from './demo-auth';

/** The demo account the lock screen belongs to (the mock's admin). */
const LOCKED = { email: 'admin@clearline.demo', name: 'Abbott Keller' };

/**
 * /pages/auth/lock: the session is locked; the password unlocks it, checked by the mock's sign-in
 * ('Check your password' when wrong). It never locks or unlocks the user's real session.
 */
export default function LockPage() {
  const [password, setPassword] = useState('');
  const [result, setResult] = useState<DemoAuthResult | null>(null);
  const error = result && !result.ok ? (result.errors.password ?? result.errors.email) : undefined;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(await demoSignIn(LOCKED.email, password));
  };
  return (
    <AuthFrame
      style={1}
      title="Your session is locked"
      subtitle="Enter the password to unlock it (the demo admin's is admin)."
      footer={
        <Typography variant="body2">
          Not {LOCKED.name}? <AuthLink to="/pages/auth/login">Sign in as someone else</AuthLink>
        </Typography>
      }
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Avatar aria-hidden="true">AK</Avatar>
        <Box>
          <Typography sx={{ fontWeight: 700 }}>{LOCKED.name}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {LOCKED.email}
          </Typography>
        </Box>
      </Box>
      {result?.ok ? (
        <DemoSignedIn verb="Unlocked" displayName={result.displayName} role={result.role} />
      ) : null}
      <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 16 }}>
        <TextField
          label="Password"
          type="password"
          autoComplete="off"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={Boolean(error)}
          helperText={error}
          required
        />
        <Button type="submit" variant="contained" size="large" disabled={!password}>
          Unlock
        </Button>
      </form>
    </AuthFrame>
  );
}
