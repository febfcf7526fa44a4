import { isValidEmail, normaliseEmail } from '@clearline/domain';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { errorMessage } from '../../../shared/lib/api-client';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useInvite } from '../api/users-admin-api';
import { RolePicker } from './RolePicker';

/** Invite by e-mail: the address and the role ids; the server e-mails a one-time link (72 hours). */
export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [roleIds, setRoleIds] = useState<number[]>([]);
  const [touched, setTouched] = useState(false);
  const invite = useInvite();
  const emailError =
    touched && !isValidEmail(normaliseEmail(email)) ? 'Please enter a valid email' : undefined;
  const rolesError = touched && roleIds.length === 0 ? 'Give at least one role' : undefined;
  const close = () => {
    setEmail('');
    setRoleIds([]);
    setTouched(false);
    invite.reset();
    onClose();
  };
  const send = () => {
    setTouched(true);
    if (!isValidEmail(normaliseEmail(email)) || roleIds.length === 0) return;
    invite.mutate({ email: normaliseEmail(email), roleIds }, { onSuccess: close });
  };
  return (
    <ConfirmDialog
      open={open}
      title="Invite a user"
      description="We e-mail a link that works once, for 72 hours. The invitee sets a password and joins with these roles."
      confirmLabel="Send invitation"
      pendingLabel="Sending…"
      pending={invite.isPending}
      error={invite.isError ? errorMessage(invite.error) : null}
      onCancel={close}
      onConfirm={send}
    >
      <TextField
        label="E-mail"
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={Boolean(emailError)}
        helperText={emailError}
        autoFocus
        required
        fullWidth
      />
      <RolePicker value={roleIds} onChange={setRoleIds} error={rolesError} />
    </ConfirmDialog>
  );
}
