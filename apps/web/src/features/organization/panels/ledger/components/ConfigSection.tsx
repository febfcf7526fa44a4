import type { LedgerConfigAdmin, LedgerConfigKind } from '@clearline/contracts';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId, useState } from 'react';
import { errorMessage } from '../../../../../shared/lib/api-client';
import { ConfirmDialog } from '../../../../../shared/ui/ConfirmDialog';
import { DataGrid, type GridColumn } from '../../../../../shared/ui/DataGrid';
import { StatusChip } from '../../../../../shared/ui/StatusChip';
import { useConfigChange } from '../api/ledger-config-admin-api';
import type { KindSpec } from '../model/config-kinds';
import { ConfigRowDialog } from './ConfigRowDialog';

type Row<K extends LedgerConfigKind> = LedgerConfigAdmin[K][number];

/**
 * One kind of the ledger configuration: its heading, an Add button, its rows in a table (cards on a
 * phone) with Edit and Remove; removal asks first and shows the server's refusal (what uses the row).
 */
export function ConfigSection<K extends LedgerConfigKind>({
  spec,
  config,
  columns,
  card,
  loaded,
  fetching,
  error,
}: {
  spec: KindSpec<K>;
  config: LedgerConfigAdmin | undefined;
  columns: GridColumn<Row<K>>[];
  /** A row on a phone: its main line and what follows. */
  card: (row: Row<K>) => { primary: ReactNode; secondary: ReactNode };
  loaded: boolean;
  fetching: boolean;
  error: ReactNode;
}) {
  const headingId = useId();
  const [editing, setEditing] = useState<{ id: string; row: Row<K> } | 'new' | null>(null);
  const [removing, setRemoving] = useState<Row<K> | null>(null);
  const remove = useConfigChange();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const rows = (config?.[spec.kind] ?? []) as Row<K>[];
  const noun = spec.noun;

  const actions = (row: Row<K>) => {
    const locked = spec.lockedOf?.(row);
    if (locked) return <StatusChip label={locked} tone="neutral" />;
    const name = spec.nameOf(row);
    return (
      <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
        <Tooltip title="Edit">
          <IconButton
            size="small"
            aria-label={`Edit ${noun} ${name}`}
            onClick={() => setEditing({ id: row.id, row })}
          >
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title="Remove">
          <IconButton
            size="small"
            aria-label={`Remove ${noun} ${name}`}
            onClick={() => {
              remove.reset();
              setRemoving(row);
            }}
          >
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
    );
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
          <Typography id={headingId} variant="h6" component="h2">
            {spec.title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {spec.description}
          </Typography>
        </Box>
        <Button variant="outlined" startIcon={<Add />} onClick={() => setEditing('new')} disabled={!config}>
          Add {noun}
        </Button>
      </Box>
      <DataGrid
        label={spec.title}
        columns={[
          ...columns,
          { id: 'actions', header: 'Actions', headerHidden: true, width: 104, cell: actions },
        ]}
        rows={rows}
        rowKey={(r) => r.id}
        rowProps={(r) => ({ 'data-testid': `${spec.kind}-row`, 'data-name': spec.nameOf(r) }) as object}
        loaded={loaded}
        fetching={fetching}
        error={error}
        empty={`No ${spec.title.toLowerCase()} yet.`}
        minHeight={96}
        narrow={
          phone ? (
            <Box component="ul" aria-label={spec.title} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {rows.map((row) => {
                const { primary, secondary } = card(row);
                return (
                  <Box
                    component="li"
                    key={row.id}
                    data-testid={`${spec.kind}-row`}
                    data-name={spec.nameOf(row)}
                    sx={{ px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider', display: 'flex', gap: 1 }}
                  >
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                        {primary}
                      </Typography>
                      <Typography
                        variant="caption"
                        sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}
                      >
                        {secondary}
                      </Typography>
                    </Box>
                    {actions(row)}
                  </Box>
                );
              })}
            </Box>
          ) : undefined
        }
      />
      {editing && config ? (
        <ConfigRowDialog
          spec={spec}
          config={config}
          editing={editing === 'new' ? null : { id: editing.id, values: spec.valuesOf(editing.row) }}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {removing ? (
        <ConfirmDialog
          open
          title={`Remove this ${noun}?`}
          summary={
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {spec.nameOf(removing)}
            </Typography>
          }
          description="Entries, bank lines and matches keep what they were posted with. Anything that still uses it keeps it from being removed."
          confirmLabel="Remove"
          danger
          focusCancel
          pending={remove.isPending}
          error={remove.isError ? errorMessage(remove.error) : null}
          errorTestId="config-error"
          onCancel={() => setRemoving(null)}
          onConfirm={() =>
            remove.mutate(
              { action: 'remove', kind: spec.kind, id: removing.id },
              { onSuccess: () => setRemoving(null) },
            )
          }
        />
      ) : null}
    </Box>
  );
}
