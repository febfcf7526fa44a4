import type { QuerySpecInput, SavedQuery } from '@clearline/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { errorMessage } from '../../../shared/lib/api-client';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { FilterSelect } from '../../../shared/ui/FilterSelect';
import { useDeleteQuery, useSavedQueries, useSaveQuery, useUpdateQuery } from '../api/queries-api';

type Naming = { mode: 'new' | 'rename'; name: string } | null;

/**
 * The caller's saved queries: open one, save the page's query under a new name, overwrite the open
 * one, rename or delete it. Only their own, in this organisation (the server sees to it).
 */
export function SavedQueries({
  current,
  spec,
  canSave,
  onOpen,
}: {
  current: SavedQuery | null;
  /** The page's query as it would be saved. */
  spec: QuerySpecInput;
  canSave: boolean;
  onOpen: (query: SavedQuery | null) => void;
}) {
  const saved = useSavedQueries();
  const save = useSaveQuery();
  const update = useUpdateQuery();
  const remove = useDeleteQuery();
  const [naming, setNaming] = useState<Naming>(null);
  const [deleting, setDeleting] = useState(false);
  const list = saved.data ?? [];
  const naming$ = naming?.mode === 'rename' ? update : save;

  const submitName = () => {
    if (!naming) return;
    const name = naming.name.trim();
    if (naming.mode === 'rename' && current)
      update.mutate(
        { id: current.id, name },
        {
          onSuccess: (answer) => {
            setNaming(null);
            onOpen(answer.data);
          },
        },
      );
    else
      save.mutate(
        { name, spec },
        {
          onSuccess: (answer) => {
            setNaming(null);
            onOpen(answer.data);
          },
        },
      );
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <FilterSelect
        label="Saved queries"
        value={current?.id ?? ''}
        onChange={(id) => onOpen(list.find((q) => q.id === id) ?? null)}
        anyLabel={list.length === 0 ? 'None saved yet' : 'A new query'}
        options={list.map((q) => ({ value: q.id, label: q.name }))}
        dense={false}
        sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 1 280px' } }}
      />
      {current ? (
        <Button
          variant="outlined"
          disabled={!canSave || update.isPending}
          onClick={() =>
            update.mutate({ id: current.id, spec }, { onSuccess: (answer) => onOpen(answer.data) })
          }
          sx={{ color: 'text.primary', borderColor: 'divider' }}
        >
          Save changes
        </Button>
      ) : null}
      <Button
        variant="outlined"
        disabled={!canSave}
        onClick={() => {
          save.reset();
          setNaming({ mode: 'new', name: '' });
        }}
        sx={{ color: 'text.primary', borderColor: 'divider' }}
      >
        {current ? 'Save as new…' : 'Save query…'}
      </Button>
      {current ? (
        <>
          <Button
            variant="text"
            onClick={() => {
              update.reset();
              setNaming({ mode: 'rename', name: current.name });
            }}
            sx={{ color: 'text.primary' }}
          >
            Rename
          </Button>
          <Button
            variant="text"
            onClick={() => {
              remove.reset();
              setDeleting(true);
            }}
            sx={{ color: 'tone.error' }}
          >
            Delete
          </Button>
        </>
      ) : null}
      {naming ? (
        <ConfirmDialog
          open
          title={naming.mode === 'rename' ? 'Rename saved query' : 'Save query'}
          description={
            naming.mode === 'rename'
              ? 'The query stays as it was saved; only its name changes.'
              : 'Only you see your saved queries, in this organisation.'
          }
          confirmLabel={naming.mode === 'rename' ? 'Rename' : 'Save'}
          pending={naming$.isPending}
          confirmDisabled={naming.name.trim() === ''}
          error={naming$.isError ? errorMessage(naming$.error) : null}
          onCancel={() => setNaming(null)}
          onConfirm={submitName}
        >
          <TextField
            autoFocus
            fullWidth
            size="small"
            label="Name"
            value={naming.name}
            onChange={(e) => setNaming({ ...naming, name: e.target.value })}
            slotProps={{ htmlInput: { maxLength: 80 } }}
          />
        </ConfirmDialog>
      ) : null}
      {deleting && current ? (
        <ConfirmDialog
          open
          title="Delete saved query?"
          summary={current.name}
          description="The query is removed from your saved queries. Exports made from it stay."
          confirmLabel="Delete"
          danger
          focusCancel
          pending={remove.isPending}
          error={remove.isError ? errorMessage(remove.error) : null}
          onCancel={() => setDeleting(false)}
          onConfirm={() =>
            remove.mutate(
              { id: current.id, name: current.name },
              {
                onSuccess: () => {
                  setDeleting(false);
                  onOpen(null);
                },
              },
            )
          }
        />
      ) : null}
    </Box>
  );
}
