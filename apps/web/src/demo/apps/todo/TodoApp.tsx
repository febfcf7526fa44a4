import Add from '@mui/icons-material/Add';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { demoApi, MockApiError } from '../../mock';
import type { Todo, TodoLabel } from '../../mock/todo';
import { AppFrame, LABEL_COLORS, LabelDot, SideNav } from '../shared/AppFrame';
import { shortWhen } from '../shared/format';

/** /apps/todo/:folderHandle, /label/:labelHandle or /filter/:filterHandle, each with an optional to-do id. */
function useTodoPlace() {
  const { folderHandle, labelHandle, filterHandle, todoId } = useParams();
  const base = labelHandle
    ? `/apps/todo/label/${labelHandle}`
    : filterHandle
      ? `/apps/todo/filter/${filterHandle}`
      : `/apps/todo/${folderHandle}`;
  const query = labelHandle
    ? { label: labelHandle }
    : filterHandle
      ? { filter: filterHandle }
      : { folder: folderHandle ?? 'all' };
  return { base, query, todoId, name: labelHandle ?? filterHandle ?? folderHandle ?? 'all' };
}

/** The to-do app (spec §2): folders, filters and labels, the list, add a to-do, edit and complete one. */
export default function TodoApp() {
  const place = useTodoPlace();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const folders = useQuery({
    queryKey: ['demo', 'todo', 'folders'],
    queryFn: () => demoApi.get('/api/todo-app/folders'),
  });
  const filters = useQuery({
    queryKey: ['demo', 'todo', 'filters'],
    queryFn: () => demoApi.get('/api/todo-app/filters'),
  });
  const labels = useQuery({
    queryKey: ['demo', 'todo', 'labels'],
    queryFn: () => demoApi.get('/api/todo-app/labels'),
  });
  const todos = useQuery({
    queryKey: ['demo', 'todo', 'todos', place.query],
    queryFn: () => demoApi.get('/api/todo-app/todos', place.query),
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['demo', 'todo', 'todos'] });
  const update = useMutation({
    mutationFn: (todo: Partial<Todo> & { id: string }) => demoApi.post('/api/todo-app/update-todo', { todo }),
    onSettled: refresh,
  });
  const title =
    [...(folders.data ?? []), ...(filters.data ?? []), ...(labels.data ?? [])].find(
      (e) => e.handle === place.name,
    )?.title ?? 'To-Do';
  const editing = todos.data?.find((t) => t.id === place.todoId);

  const sidebar = (
    <SideNav
      header={
        <Button fullWidth variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
          Add task
        </Button>
      }
      sections={[
        { items: (folders.data ?? []).map((f) => ({ to: `/apps/todo/${f.handle}`, label: f.title })) },
        {
          title: 'Filters',
          items: (filters.data ?? []).map((f) => ({ to: `/apps/todo/filter/${f.handle}`, label: f.title })),
        },
        {
          title: 'Labels',
          items: (labels.data ?? []).map((l) => ({
            to: `/apps/todo/label/${l.handle}`,
            label: l.title,
            icon: <LabelDot color={l.color} />,
          })),
        },
      ]}
    />
  );
  return (
    <AppFrame
      title="To-Do"
      description={`${title}: tasks kept by the mock backend in this page.`}
      sidebar={sidebar}
      actions={
        <Button
          variant="contained"
          startIcon={<Add />}
          onClick={() => setAdding(true)}
          sx={{ display: { md: 'none' } }}
        >
          Add task
        </Button>
      }
    >
      {todos.isError ? <Alert severity="error">The tasks could not be read.</Alert> : null}
      <Paper variant="outlined">
        {todos.data?.length === 0 ? (
          <Typography sx={{ p: 3, color: 'text.secondary' }}>No tasks here.</Typography>
        ) : null}
        <List aria-label={`${title} tasks`} disablePadding>
          {(todos.data ?? []).map((todo) => (
            <ListItem
              key={todo.id}
              disablePadding
              divider
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={todo.starred ? `Unstar ${todo.title}` : `Star ${todo.title}`}
                  onClick={() => update.mutate({ id: todo.id, starred: !todo.starred })}
                >
                  {todo.starred ? <Star sx={{ color: 'warning.main' }} /> : <StarBorder />}
                </IconButton>
              }
            >
              <Checkbox
                checked={todo.completed}
                onChange={() => update.mutate({ id: todo.id, completed: !todo.completed })}
                slotProps={{ input: { 'aria-label': `Done: ${todo.title}` } }}
                sx={{ ml: 1 }}
              />
              <ListItemButton onClick={() => navigate(`${place.base}/${todo.id}`)}>
                <ListItemText
                  primary={todo.title}
                  secondary={<TodoMeta todo={todo} labels={labels.data ?? []} />}
                  slotProps={{
                    primary: { sx: { textDecoration: todo.completed ? 'line-through' : 'none' } },
                    secondary: { component: 'div' },
                  }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
      {adding ? (
        <TodoDialog
          labels={labels.data ?? []}
          onClose={() => setAdding(false)}
          onSave={async (todo) => {
            await demoApi.post('/api/todo-app/new-todo', { todo });
            setAdding(false);
            enqueueSnackbar('Task added', { variant: 'success' });
            await refresh();
          }}
        />
      ) : null}
      {editing ? (
        <TodoDialog
          todo={editing}
          labels={labels.data ?? []}
          onClose={() => navigate(place.base)}
          onRemove={async () => {
            await demoApi.post('/api/todo-app/remove-todo', { id: editing.id });
            navigate(place.base);
            await refresh();
          }}
          onSave={async (todo) => {
            await demoApi.post('/api/todo-app/update-todo', { todo: { ...todo, id: editing.id } });
            navigate(place.base);
            await refresh();
          }}
        />
      ) : null}
    </AppFrame>
  );
}

function TodoMeta({ todo, labels }: { todo: Todo; labels: TodoLabel[] }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}>
      {todo.dueDate ? (
        <Chip size="small" variant="outlined" label={`Due ${shortWhen(todo.dueDate)}`} />
      ) : null}
      {todo.labels.map((id) => {
        const label = labels.find((l) => l.id === id);
        return label ? (
          <Chip
            key={id}
            size="small"
            label={label.title}
            sx={{ bgcolor: LABEL_COLORS[label.color], color: '#fff' }}
          />
        ) : null;
      })}
    </Box>
  );
}

/** Add or edit a to-do: title (required), notes, due date, labels. */
function TodoDialog({
  todo,
  labels,
  onClose,
  onSave,
  onRemove,
}: {
  todo?: Todo;
  labels: TodoLabel[];
  onClose: () => void;
  onSave: (todo: Partial<Todo> & { title: string }) => Promise<void>;
  onRemove?: () => Promise<void>;
}) {
  const [title, setTitle] = useState(todo?.title ?? '');
  const [notes, setNotes] = useState(todo?.notes ?? '');
  const [due, setDue] = useState(todo?.dueDate?.slice(0, 10) ?? '');
  const [chosen, setChosen] = useState<string[]>(todo?.labels ?? []);
  const [error, setError] = useState<string | null>(null);
  const save = () =>
    onSave({
      title,
      notes,
      labels: chosen,
      dueDate: due ? new Date(`${due}T12:00:00`).toISOString() : null,
    }).catch((e: unknown) => setError(e instanceof MockApiError ? e.message : 'The task was not saved.'));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="todo-dialog-title">
      <DialogTitle id="todo-dialog-title">{todo ? 'Edit task' : 'New task'}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {error ? <Alert severity="error">{error}</Alert> : null}
        <TextField
          label="Title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          required
          autoFocus
        />
        <TextField
          label="Notes"
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
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
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} role="group" aria-label="Labels">
          {labels.map((label) => {
            const on = chosen.includes(label.id);
            return (
              <Chip
                key={label.id}
                label={label.title}
                aria-pressed={on}
                onClick={() => setChosen(on ? chosen.filter((id) => id !== label.id) : [...chosen, label.id])}
                variant={on ? 'filled' : 'outlined'}
                sx={on ? { bgcolor: LABEL_COLORS[label.color], color: '#fff' } : undefined}
              />
            );
          })}
        </Box>
      </DialogContent>
      <DialogActions>
        {onRemove ? (
          <Button color="error" onClick={() => void onRemove()} sx={{ mr: 'auto' }}>
            Delete
          </Button>
        ) : null}
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void save()} disabled={!title.trim()}>
          {todo ? 'Save' : 'Add'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
