import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
// biome-ignore lint/style/noRestrictedImports: issue 20 reuses the product's board components for the demo scrumboard (demo/ is not a feature).
import { LabelChip } from '../../../features/boards/components/board-bits';
import type { BoardCard, ScrumBoard } from '../../mock/scrumboard';

/** A card's name, description, due date and labels; Save sends only these (the mock merges them). */
export function CardEditDialog({
  board,
  card,
  onClose,
  onSave,
  onRemove,
}: {
  board: ScrumBoard;
  card: BoardCard;
  onClose: () => void;
  onSave: (fields: Pick<BoardCard, 'name' | 'description' | 'due' | 'idLabels'>) => void;
  onRemove: () => void;
}) {
  const [name, setName] = useState(card.name);
  const [description, setDescription] = useState(card.description);
  const [due, setDue] = useState(card.due?.slice(0, 10) ?? '');
  const [labels, setLabels] = useState(card.idLabels);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="card-edit-title">
      <DialogTitle id="card-edit-title">Card</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} required autoFocus />
          <TextField
            label="Description"
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            multiline
            minRows={3}
          />
          <TextField
            label="Due date"
            type="date"
            value={due}
            onChange={(e) => setDue(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap' }}
            role="group"
            aria-label="Labels"
          >
            {board.labels.map((label) => {
              const on = labels.includes(label.id);
              return (
                <LabelChip
                  key={label.id}
                  label={label}
                  selected={on}
                  onClick={() =>
                    setLabels(on ? labels.filter((id) => id !== label.id) : [...labels, label.id])
                  }
                />
              );
            })}
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button color="error" onClick={onRemove} sx={{ mr: 'auto' }}>
          Remove card
        </Button>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!name.trim()}
          onClick={() =>
            onSave({
              name: name.trim(),
              description,
              due: due ? new Date(`${due}T12:00:00`).toISOString() : null,
              idLabels: labels,
            })
          }
        >
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
