import type { MenuItem } from '@clearline/contracts';
import { roleName } from '@clearline/domain';
import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../../shared/lib/api-client';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { LoadError } from '../../../shared/ui/LoadError';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { useOrganizationMenu, useResetMenu, useSaveMenu } from '../api/organization-api';
import { EntryDialog, entryAreaLabel, entryTypeLabel } from '../components/EntryDialog';
import {
  addEntry,
  describedProblems,
  type EntryPath,
  entryAt,
  freshId,
  moveEntry,
  removeEntry,
  replaceEntry,
} from '../model/menu-edit';

type Editing = { kind: 'edit'; path: EntryPath } | { kind: 'add'; parent: EntryPath | null } | null;

/**
 * The Navigation tab (issue 17): the organisation's menu as every member's side navigation draws it
 * (filtered there by their roles): reorder, add, edit, remove entries, or put back the default menu of
 * this kind of organisation. Checked as edited and by the server on save.
 */
export default function NavigationPanel() {
  const menu = useOrganizationMenu();
  if (menu.isError) return <LoadError query={menu} fallback="The menu could not be loaded." />;
  if (!menu.data) return <PageLoader />;
  return <MenuEditor key={JSON.stringify(menu.data.menu)} saved={menu.data.menu} />;
}

function MenuEditor({ saved }: { saved: MenuItem[] }) {
  const [draft, setDraft] = useState<MenuItem[]>(saved);
  const [editing, setEditing] = useState<Editing>(null);
  const [resetting, setResetting] = useState(false);
  const save = useSaveMenu();
  const reset = useResetMenu();
  const problems = describedProblems(draft);
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const change = (next: MenuItem[]) => {
    save.reset();
    setDraft(next);
  };

  const rows = (items: MenuItem[], parent: EntryPath, depth: number) =>
    items.map((item, i) => {
      const path = [...parent, i];
      const holds = item.type === 'group' || item.type === 'collapse';
      const name = item.title || entryTypeLabel(item.type);
      return (
        <Box component="li" key={item.id} sx={{ listStyle: 'none' }}>
          <Box
            data-testid="menu-entry"
            data-entry-id={item.id}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              flexWrap: { xs: 'wrap', sm: 'nowrap' },
              py: 0.75,
              pl: { xs: 1 + depth * 1.5, sm: 1.5 + depth * 3 },
              pr: 1,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography
                variant="body2"
                sx={{ fontWeight: holds ? 700 : 500, overflowWrap: 'anywhere' }}
                component="span"
              >
                {name}
              </Typography>{' '}
              <Chip size="small" variant="outlined" label={entryTypeLabel(item.type)} sx={{ ml: 0.5 }} />
              <Typography
                variant="caption"
                component="div"
                sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}
              >
                {[
                  item.url,
                  entryAreaLabel(item.area),
                  item.auth && item.auth.length > 0 ? `only ${item.auth.map(roleName).join(', ')}` : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', flexShrink: 0 }}>
              {holds ? (
                <Tooltip title={`Add an entry to ${name}`}>
                  <IconButton
                    size="small"
                    aria-label={`Add an entry to ${name}`}
                    onClick={() => setEditing({ kind: 'add', parent: path })}
                  >
                    <Add fontSize="small" />
                  </IconButton>
                </Tooltip>
              ) : null}
              <Tooltip title="Move up">
                <span>
                  <IconButton
                    size="small"
                    aria-label={`Move ${name} up`}
                    disabled={i === 0}
                    onClick={() => change(moveEntry(draft, path, -1))}
                  >
                    <ArrowUpward fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title="Move down">
                <span>
                  <IconButton
                    size="small"
                    aria-label={`Move ${name} down`}
                    disabled={i === items.length - 1}
                    onClick={() => change(moveEntry(draft, path, 1))}
                  >
                    <ArrowDownward fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title="Edit">
                <IconButton
                  size="small"
                  aria-label={`Edit ${name}`}
                  onClick={() => setEditing({ kind: 'edit', path })}
                >
                  <EditOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title="Remove">
                <IconButton
                  size="small"
                  aria-label={`Remove ${name}`}
                  onClick={() => change(removeEntry(draft, path))}
                >
                  <DeleteOutline fontSize="small" />
                </IconButton>
              </Tooltip>
            </Box>
          </Box>
          {holds && item.children && item.children.length > 0 ? (
            <Box component="ul" sx={{ m: 0, p: 0 }}>
              {rows(item.children, path, depth + 1)}
            </Box>
          ) : null}
        </Box>
      );
    });

  const editedEntry = editing?.kind === 'edit' ? entryAt(draft, editing.path) : undefined;
  const blank: MenuItem = { id: '', title: '', type: 'item', url: '', area: 'member' };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', flex: '1 1 320px' }}>
          Every member sees the entries their roles open, in this order. Changes apply to open tabs once
          saved.
        </Typography>
        <Button startIcon={<Add />} onClick={() => setEditing({ kind: 'add', parent: null })}>
          Add entry
        </Button>
        <Button color="inherit" onClick={() => setResetting(true)}>
          Reset to default
        </Button>
      </Box>
      <Paper variant="outlined">
        <Box component="ul" aria-label="Navigation menu" sx={{ m: 0, p: 0 }}>
          {rows(draft, [], 0)}
        </Box>
        {draft.length === 0 ? (
          <Typography sx={{ p: 2, color: 'text.secondary' }}>The menu is empty: add an entry.</Typography>
        ) : null}
      </Paper>
      {problems.length > 0 ? (
        <Alert severity="warning" data-testid="menu-problems">
          The menu cannot be saved yet:
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {problems.slice(0, 8).map((p) => (
              <li key={`${p.where}-${p.message}`}>
                {p.where}: {p.message}
              </li>
            ))}
          </Box>
        </Alert>
      ) : null}
      {save.isError ? <Alert severity="error">{errorMessage(save.error)}</Alert> : null}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button disabled={!dirty || save.isPending} onClick={() => change(saved)}>
          Discard changes
        </Button>
        <Button
          variant="contained"
          disabled={!dirty || problems.length > 0 || save.isPending}
          onClick={() => save.mutate(draft)}
        >
          {save.isPending ? 'Saving…' : 'Save menu'}
        </Button>
      </Box>
      {editing ? (
        <EntryDialog
          title={editing.kind === 'add' ? 'Add an entry' : `Edit ${editedEntry?.title ?? 'entry'}`}
          entry={editing.kind === 'edit' && editedEntry ? editedEntry : blank}
          onCancel={() => setEditing(null)}
          onDone={(entry) => {
            if (editing.kind === 'edit') change(replaceEntry(draft, editing.path, entry));
            else
              change(
                addEntry(draft, editing.parent, { ...entry, id: freshId(draft, entry.title ?? entry.type) }),
              );
            setEditing(null);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={resetting}
        title="Put back the default menu?"
        description="The menu of this kind of organisation replaces the current one for every member. Unsaved edits are lost."
        confirmLabel="Reset menu"
        danger
        focusCancel
        pending={reset.isPending}
        error={reset.isError ? errorMessage(reset.error) : null}
        onCancel={() => setResetting(false)}
        onConfirm={() =>
          reset.mutate(undefined, {
            onSuccess: () => setResetting(false),
          })
        }
      />
    </Box>
  );
}
