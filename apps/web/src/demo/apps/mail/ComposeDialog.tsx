import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { demoApi, MockApiError } from '../../mock';

/** A new mail: to, subject, message; Send hands it to the mock, which files it under Sent. */
export function ComposeDialog({ onClose, onSent }: { onClose: () => void; onSent: () => void }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [to, setTo] = useState('');
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const send = useMutation({
    mutationFn: () => demoApi.post('/api/mail-app/send', { to, subject, content }),
    onSuccess: onSent,
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby="compose-title">
      <DialogTitle id="compose-title">New message</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {send.error ? (
          <Alert severity="error">
            {send.error instanceof MockApiError ? send.error.message : 'The mail was not sent.'}
          </Alert>
        ) : null}
        <TextField label="To" value={to} onChange={(e) => setTo(e.target.value)} required autoFocus />
        <TextField label="Subject" value={subject} onChange={(e) => setSubject(e.target.value)} />
        <TextField
          label="Message"
          value={content}
          onChange={(e) => setContent(e.target.value)}
          multiline
          minRows={6}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Discard</Button>
        <Button variant="contained" onClick={() => send.mutate()} disabled={!to.trim() || send.isPending}>
          Send
        </Button>
      </DialogActions>
    </Dialog>
  );
}
