import type { Board, BoardCard, CardUpdateBody } from '@clearline/contracts';
import AttachFile from '@mui/icons-material/AttachFile';
import Close from '@mui/icons-material/Close';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { type SxProps, type Theme, useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useState } from 'react';
import { downloadPath } from '../../../shared/lib/file-download';
import { type BoardActions, useCardDetail } from '../api/boards-api';
import { AVATAR_SX, initialsOf, LabelChip } from './board-bits';

/** A card's details: title, description, labels, members, due date, checklist, comments and activity, files. */
export function CardDialog({
  board,
  card,
  actions,
  onClose,
}: {
  board: Board;
  card: BoardCard;
  actions: BoardActions;
  onClose: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const detail = useCardDetail(board.number, card.task ? null : card.id);
  const update = (patch: Omit<CardUpdateBody, 'version'>) =>
    actions.updateCard(card.id, { version: card.version, ...patch });
  const readOnly = Boolean(card.task);
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby="card-dialog-title"
    >
      <DialogTitle id="card-dialog-title" sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {readOnly ? (
            card.name
          ) : (
            <NameField
              key={`${card.id}:${card.version}`}
              value={card.name}
              onSave={(name) => update({ name })}
            />
          )}
        </Box>
        <IconButton aria-label="Close" onClick={onClose}>
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2.5 }}>
        {card.task ? (
          <Typography variant="body2">
            Reconciliation task: {card.task.detail}. Move it to another state list to change its state.
          </Typography>
        ) : null}
        {readOnly ? null : (
          <>
            <Section title="Labels">
              {board.labels.map((l) => (
                <LabelChip
                  key={l.id}
                  label={l}
                  selected={card.idLabels.includes(l.id)}
                  onClick={() => update({ idLabels: toggle(card.idLabels, l.id) })}
                />
              ))}
            </Section>
            <Section title="Members">
              {board.members.map((m) => (
                <Chip
                  key={m.id}
                  size="small"
                  // '&&' outranks the chip's own avatar colours (grey on grey, 3.3:1).
                  avatar={<Avatar sx={{ ...AVATAR_SX, '&&': AVATAR_SX }}>{initialsOf(m.name)}</Avatar>}
                  label={m.name}
                  variant={card.idMembers.includes(m.id) ? 'filled' : 'outlined'}
                  color={card.idMembers.includes(m.id) ? 'primary' : 'default'}
                  aria-pressed={card.idMembers.includes(m.id)}
                  onClick={() => update({ idMembers: toggle(card.idMembers, m.id) })}
                />
              ))}
            </Section>
            <Section title="Due date">
              <TextField
                key={`due:${card.version}`}
                type="date"
                size="small"
                label="Due"
                defaultValue={card.due ? card.due.slice(0, 10) : ''}
                onBlur={(e) => {
                  const value = e.target.value;
                  const next = value ? `${value}T17:00:00.000Z` : null;
                  if (next !== card.due) void update({ due: next });
                }}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Section>
            <DescriptionField
              key={`desc:${card.version}`}
              value={card.description}
              onSave={(description) => update({ description })}
            />
            <Checklist card={card} onChange={(checklists) => update({ checklists })} />
            <Section title="Attachments">
              <Box sx={{ display: 'grid', gap: 0.5, width: '100%' }}>
                {(detail.data?.attachments ?? []).map((a) => (
                  <Link
                    key={a.id}
                    component="button"
                    type="button"
                    onClick={() => void downloadPath(a.url, a.name)}
                    sx={{ textAlign: 'left' }}
                  >
                    {a.name} ({Math.max(1, Math.round(a.size / 1024))} KB)
                  </Link>
                ))}
                <Box>
                  <Button component="label" size="small" startIcon={<AttachFile />}>
                    Attach a file
                    <input
                      hidden
                      type="file"
                      onChange={(e) => {
                        const file = e.target.files?.[0];
                        if (file) void actions.attach(card.id, file);
                        e.target.value = '';
                      }}
                    />
                  </Button>
                </Box>
              </Box>
            </Section>
            <Comments
              onSend={(message) => actions.comment(card.id, message)}
              activities={detail.data?.activities ?? []}
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

const toggle = (ids: string[], id: string) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.75, fontWeight: 700 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}>{children}</Box>
    </Box>
  );
}

function NameField({ value, onSave }: { value: string; onSave: (name: string) => unknown }) {
  const [name, setName] = useState(value);
  return (
    <TextField
      variant="standard"
      fullWidth
      value={name}
      onChange={(e) => setName(e.target.value)}
      onBlur={() => {
        if (name.trim() && name !== value) void onSave(name.trim());
      }}
      slotProps={{
        htmlInput: {
          'aria-label': 'Card title',
          maxLength: 200,
          style: { fontSize: '1.15rem', fontWeight: 700 },
        },
      }}
    />
  );
}

function DescriptionField({ value, onSave }: { value: string; onSave: (text: string) => unknown }) {
  const [text, setText] = useState(value);
  return (
    <TextField
      label="Description"
      multiline
      minRows={2}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={() => {
        if (text !== value) void onSave(text);
      }}
      slotProps={{ htmlInput: { maxLength: 5000 } }}
    />
  );
}

/** One line of text and a button (a checklist's new item, a comment): sends the trimmed text, then clears. */
function LineForm({
  label,
  submit,
  onSubmit,
  contained = false,
  maxLength,
  sx,
}: {
  label: string;
  submit: string;
  onSubmit: (text: string) => unknown;
  contained?: boolean;
  maxLength?: number;
  sx?: SxProps<Theme>;
}) {
  const [text, setText] = useState('');
  return (
    <Box
      component="form"
      sx={[{ display: 'flex', gap: 1 }, ...(Array.isArray(sx) ? sx : [sx])]}
      onSubmit={(e) => {
        e.preventDefault();
        if (!text.trim()) return;
        onSubmit(text.trim());
        setText('');
      }}
    >
      <TextField
        size="small"
        label={label}
        value={text}
        onChange={(e) => setText(e.target.value)}
        sx={{ flex: 1 }}
        slotProps={maxLength ? { htmlInput: { maxLength } } : undefined}
      />
      <Button type="submit" variant={contained ? 'contained' : 'text'} size="small">
        {submit}
      </Button>
    </Box>
  );
}

function Checklist({
  card,
  onChange,
}: {
  card: BoardCard;
  onChange: (lists: BoardCard['checklists']) => unknown;
}) {
  const list = card.checklists[0] ?? { id: 'checklist', name: 'Checklist', checkItems: [] };
  const save = (checkItems: typeof list.checkItems) =>
    onChange([{ ...list, checkItems }, ...card.checklists.slice(1)]);
  return (
    <Section title="Checklist">
      <Box sx={{ display: 'grid', width: '100%' }}>
        {list.checkItems.map((c) => (
          <FormControlLabel
            key={c.id}
            control={
              <Checkbox
                size="small"
                checked={c.checked}
                onChange={(e) =>
                  save(list.checkItems.map((x) => (x.id === c.id ? { ...x, checked: e.target.checked } : x)))
                }
              />
            }
            label={c.name}
          />
        ))}
        <LineForm
          label="New item"
          submit="Add"
          sx={{ mt: 0.5 }}
          onSubmit={(name) => save([...list.checkItems, { id: crypto.randomUUID(), name, checked: false }])}
        />
      </Box>
    </Section>
  );
}

function Comments({
  activities,
  onSend,
}: {
  activities: { id: string; type: string; memberName: string; message: string; time: string }[];
  onSend: (message: string) => unknown;
}) {
  return (
    <Section title="Comments and activity">
      <Box sx={{ display: 'grid', gap: 1, width: '100%' }}>
        <LineForm
          label="Write a comment"
          submit="Save"
          contained
          maxLength={2000}
          onSubmit={(m) => void onSend(m)}
        />
        {activities.map((a) => (
          <Box key={a.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <Avatar sx={{ ...AVATAR_SX, width: 28, height: 28, fontSize: 12 }}>
              {initialsOf(a.memberName)}
            </Avatar>
            <Box>
              <Typography variant="body2">
                <strong>{a.memberName}</strong> {a.type === 'comment' ? '' : a.message}
                <Typography component="span" variant="caption" sx={{ color: 'text.secondary', ml: 1 }}>
                  {new Date(a.time).toLocaleString('en-US')}
                </Typography>
              </Typography>
              {a.type === 'comment' ? (
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                  {a.message}
                </Typography>
              ) : null}
            </Box>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
