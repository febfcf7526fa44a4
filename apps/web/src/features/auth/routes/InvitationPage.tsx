import { passwordMatchStatus, passwordPolicyError } from '@clearline/domain';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { errorMessage } from '../../../shared/lib/api-client';
import { EntryLayout, EntryProblem } from '../../../shared/ui/EntryLayout';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { acceptInvitation, checkInvitation } from '../api/auth-api';
import { EntryForm } from '../components/EntryForm';
import { PasswordField } from '../components/PasswordField';

/** The e-mailed link carries its token in the hash (`/invitation#token=…`), which never reaches a server log. */
const tokenOf = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';

/**
 * /invitation (issue 17): the invitee opens the link once, sets a password that meets spec §5's policy
 * (an existing account keeps its own) and becomes a member with the invited roles; then signs in.
 */
export default function InvitationPage() {
  const token = tokenOf(useLocation().hash);
  const info = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => checkInvitation(token),
    enabled: token !== '',
    retry: false,
  });
  const [password, setPassword] = useState('');
  const [rewrite, setRewrite] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [joined, setJoined] = useState<string | null>(null);

  if (token === '' || info.isError)
    return (
      <EntryProblem title="Invitation not usable">
        {token === ''
          ? 'This link is incomplete. Open the link from your invitation e-mail again.'
          : errorMessage(info.error)}
      </EntryProblem>
    );
  if (!info.data) return <PageLoader label="Reading your invitation" />;

  if (joined)
    return (
      <EntryLayout title="You have joined" subtitle={`You are now a member of ${joined}.`}>
        <Button component={RouterLink} to="/login" variant="contained" size="large" fullWidth>
          Sign in
        </Button>
      </EntryLayout>
    );

  const existing = info.data.existingAccount;
  const policy = existing ? null : passwordPolicyError(password);
  const match = passwordMatchStatus(password, rewrite);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!existing && (policy || match !== 'match')) return;
    setSaving(true);
    setServerError(null);
    try {
      const answer = await acceptInvitation(token, existing ? '' : password);
      setJoined(answer.organization);
    } catch (error) {
      setServerError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <EntryLayout
      title={`Join ${info.data.organization}`}
      subtitle={
        existing
          ? `You already have a Clearline account as ${info.data.email}. Accept to add this organisation to it.`
          : `Set a password for ${info.data.email} to finish joining.`
      }
    >
      <EntryForm label="Accept invitation" onSubmit={submit} error={serverError}>
        {existing ? null : (
          <>
            <PasswordField
              id="invitation-password"
              label="Password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={touched && policy !== null}
              helperText={
                touched && policy
                  ? policy
                  : 'At least 8 characters with an uppercase and a lowercase letter, a number and a special character.'
              }
              slotProps={{ htmlInput: { 'aria-required': true } }}
              fullWidth
            />
            <PasswordField
              id="invitation-rewrite"
              label="Confirm password"
              autoComplete="new-password"
              value={rewrite}
              onChange={(e) => setRewrite(e.target.value)}
              error={match === 'mismatch'}
              helperText={
                match === 'match' ? 'Password Match' : match === 'mismatch' ? 'Password must be same' : ' '
              }
              slotProps={{ htmlInput: { 'aria-required': true } }}
              fullWidth
            />
          </>
        )}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          This link works once and expires {new Date(info.data.expiresAt).toLocaleString('en-US')}.
        </Typography>
        <Button type="submit" variant="contained" size="large" fullWidth loading={saving}>
          {existing ? 'Accept invitation' : 'Set password and join'}
        </Button>
      </EntryForm>
    </EntryLayout>
  );
}
