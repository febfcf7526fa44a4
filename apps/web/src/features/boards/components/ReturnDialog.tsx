import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

/** A reviewer returning a task for changes says why (the workflow requires the comment). */
export function ReturnDialog({
  taskName,
  onReturn,
  onCancel,
}: {
  taskName: string;
  onReturn: (comment: string) => void;
  onCancel: () => void;
}) {
  const [comment, setComment] = useState('');
  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="sm" aria-labelledby="return-title">
      <DialogTitle id="return-title">Return {taskName} for changes</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          label="What the preparer should change"
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" disabled={!comment.trim()} onClick={() => onReturn(comment.trim())}>
          Return for changes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
