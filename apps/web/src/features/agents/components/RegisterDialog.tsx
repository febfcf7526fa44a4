import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { errorMessage } from '../../../shared/lib/api-client';
import { useRegisterAgent } from '../api/agents-api';

/** Registers an agent: its name and the ledger area its files go to; the answer carries the one-time code. */
export function RegisterDialog({
  open,
  onClose,
  onRegistered,
}: {
  open: boolean;
  onClose: () => void;
  onRegistered: (answer: { agentName: string; code: string; expiresAt: string }) => void;
}) {
  const register = useRegisterAgent();
  const [name, setName] = useState('');
  const [area, setArea] = useState<'bankRec' | 'ewa'>('bankRec');
  const submit = () =>
    register.mutate(
      { name: name.trim(), area },
      {
        onSuccess: (answer) => {
          onRegistered({
            agentName: answer.data.agent.name,
            code: answer.data.activationCode,
            expiresAt: answer.data.expiresAt,
          });
          setName('');
          register.reset();
        },
      },
    );
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="register-agent-title" fullWidth maxWidth="xs">
      <DialogTitle id="register-agent-title">Register agent</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField
          label="Name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          helperText="Where it runs, e.g. 'Chase SFTP pickup'"
          autoFocus
          slotProps={{ htmlInput: { maxLength: 80 } }}
        />
        <TextField
          select
          label="Files go to"
          value={area}
          onChange={(e) => setArea(e.target.value as 'bankRec' | 'ewa')}
        >
          <MenuItem value="bankRec">Bank reconciliation</MenuItem>
          <MenuItem value="ewa">Employer funds</MenuItem>
        </TextField>
        {register.isError ? <Alert severity="error">{errorMessage(register.error)}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!name.trim() || register.isPending} onClick={submit}>
          Register and get code
        </Button>
      </DialogActions>
    </Dialog>
  );
}
