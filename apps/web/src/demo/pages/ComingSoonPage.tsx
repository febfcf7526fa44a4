import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { Countdown } from '../../shared/ui/Countdown';
import { BareCard } from './BareCard';

/** The launch the page counts down to: a fixed date, so everyone sees the same countdown. */
const LAUNCH = Date.UTC(2027, 0, 4, 14, 0, 0);

/** /pages/coming-soon: the shared Countdown and a sign-up field that only says thank you (no call). */
export default function ComingSoonPage() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [launched, setLaunched] = useState(() => Date.now() >= LAUNCH);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim()) setSent(true);
  };
  return (
    <BareCard
      title="Coming soon"
      subtitle="Statement imports straight from your bank's portal. Leave your e-mail and we will tell you when it is ready."
      width={520}
    >
      {launched ? (
        <Alert severity="success">It is here.</Alert>
      ) : (
        <Countdown endsAt={LAUNCH} onComplete={() => setLaunched(true)} />
      )}
      {sent ? (
        <Alert severity="info" role="status">
          Thank you: we will write to {email.trim()}.
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 12 }}>
          <TextField
            type="email"
            label="E-mail"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoComplete="email"
            required
          />
          <Button type="submit" variant="contained" size="large" disabled={!email.trim()}>
            Notify me
          </Button>
        </form>
      )}
    </BareCard>
  );
}
