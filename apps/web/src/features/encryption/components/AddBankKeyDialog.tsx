import UploadFile from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { errorMessage } from '../../../shared/lib/api-client';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useAddBankKey } from '../api/encryption-api';

/** A bank's public key, pasted or read from its .asc file; the server reads it and refuses private keys. */
export function AddBankKeyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [name, setName] = useState('');
  const [armoredKey, setArmoredKey] = useState('');
  const [touched, setTouched] = useState(false);
  const add = useAddBankKey();
  const nameError = touched && name.trim() === '' ? 'Name the bank whose key this is' : undefined;
  const keyError =
    touched && armoredKey.trim() === '' ? 'Paste the public key or upload its file' : undefined;
  const close = () => {
    setName('');
    setArmoredKey('');
    setTouched(false);
    add.reset();
    onClose();
  };
  const submit = () => {
    setTouched(true);
    if (name.trim() === '' || armoredKey.trim() === '') return;
    add.mutate({ name: name.trim(), armoredKey }, { onSuccess: close });
  };
  return (
    <ConfirmDialog
      open={open}
      title="Add a bank key"
      description="The bank's public key: files it signs are checked against it, and exports may be encrypted to it."
      confirmLabel="Add key"
      pendingLabel="Adding…"
      pending={add.isPending}
      error={add.isError ? errorMessage(add.error) : null}
      onCancel={close}
      onConfirm={submit}
    >
      <TextField
        label="Bank"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={Boolean(nameError)}
        helperText={nameError}
        autoFocus
        required
        fullWidth
      />
      <TextField
        label="Public key (armoured)"
        placeholder="-----BEGIN PGP PUBLIC KEY BLOCK-----"
        value={armoredKey}
        onChange={(e) => setArmoredKey(e.target.value)}
        error={Boolean(keyError)}
        helperText={keyError}
        multiline
        minRows={5}
        maxRows={10}
        required
        fullWidth
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 12 } } }}
      />
      <Button
        component="label"
        variant="outlined"
        startIcon={<UploadFile />}
        sx={{ alignSelf: 'flex-start' }}
      >
        Upload key file
        <input
          hidden
          type="file"
          accept=".asc,.pub,.txt,.key,.gpg"
          aria-label="Key file"
          onChange={async (e) => {
            const file = e.target.files?.[0];
            if (file) setArmoredKey(await file.text());
            e.target.value = '';
          }}
        />
      </Button>
    </ConfirmDialog>
  );
}
