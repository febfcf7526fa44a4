import { isValidEmail, normaliseEmail } from '@clearline/domain';
import { ORG_KEY_LIFETIMES_DAYS } from '@clearline/domain/pgp';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { errorMessage } from '../../../shared/lib/api-client';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useGenerateOrgKey } from '../api/encryption-api';

const lifetimeLabel = (days: number) =>
  days === 0 ? 'Never expires' : `${days / 365} year${days === 365 ? '' : 's'}`;

/** Make a key pair (the first, or a rotation): the name and e-mail banks will see, and its lifetime. */
export function GenerateKeyDialog({
  open,
  rotating,
  defaultName,
  onClose,
}: {
  open: boolean;
  rotating: boolean;
  defaultName: string;
  onClose: () => void;
}) {
  const [name, setName] = useState(defaultName);
  const [email, setEmail] = useState('');
  const [days, setDays] = useState(730);
  const [touched, setTouched] = useState(false);
  const generate = useGenerateOrgKey();
  const nameError = touched && name.trim() === '' ? 'Give the key a name' : undefined;
  const emailError =
    touched && !isValidEmail(normaliseEmail(email)) ? 'Please enter a valid email' : undefined;
  const close = () => {
    setTouched(false);
    generate.reset();
    onClose();
  };
  const submit = () => {
    setTouched(true);
    if (name.trim() === '' || !isValidEmail(normaliseEmail(email))) return;
    generate.mutate(
      { name: name.trim(), email: normaliseEmail(email), expiresInDays: days },
      { onSuccess: close },
    );
  };
  return (
    <ConfirmDialog
      open={open}
      title={rotating ? 'Rotate the key pair' : 'Generate a key pair'}
      description={
        rotating
          ? 'The new key pair becomes current: send its public key to your banks. The current one stays to decrypt files already encrypted to it until you delete it.'
          : 'The private key stays on the server, sealed under the deployment key. Send the public key to your banks so they encrypt files to it.'
      }
      confirmLabel={rotating ? 'Rotate' : 'Generate'}
      pendingLabel="Generating…"
      pending={generate.isPending}
      error={generate.isError ? errorMessage(generate.error) : null}
      onCancel={close}
      onConfirm={submit}
    >
      <TextField
        label="Name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={Boolean(nameError)}
        helperText={nameError ?? 'The user ID banks see, with the e-mail'}
        required
        fullWidth
      />
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
      <TextField
        select
        label="Expires"
        value={days}
        onChange={(e) => setDays(Number(e.target.value))}
        fullWidth
      >
        {ORG_KEY_LIFETIMES_DAYS.map((d) => (
          <MenuItem key={d} value={d}>
            {lifetimeLabel(d)}
          </MenuItem>
        ))}
      </TextField>
    </ConfirmDialog>
  );
}
