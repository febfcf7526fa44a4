import type { PartnerRecord } from '@clearline/contracts';
import { counted } from '@clearline/domain/text';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../shared/lib/api-client';
import { usePaging } from '../../../shared/lib/use-paging';
import { tabular } from '../../../shared/ui/Amount';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { DataGrid, type GridColumn } from '../../../shared/ui/DataGrid';
import { exactPagination } from '../../../shared/ui/exact-pagination';
import { useDeletePolicy, usePartnerList, useRemovePartner, useSavePartner } from '../api/bank-rec-api';
import { CLIENT_PAGE_LIMITS } from '../model/client-list';
import { PARTNER_SEARCH, type PartnerOption } from './PartnerSearch';
import { RecordSearchBox } from './RecordSearchBox';
import { rowActionsColumn } from './row-actions';
import { notify } from './snackbars';

/** The secondary columns a phone leaves out. */
const PHONE_HIDDEN_COLUMNS = new Set(['parent', 'platform', 'employers']);

/**
 * The partners of the employer-funds organisation (the Partners tab of /app/ewa/orgList): the EWA
 * providers employers work through, a partner possibly under a parent partner. Add, edit, delete.
 */
export function PartnersPanel() {
  const paging = usePaging(CLIENT_PAGE_LIMITS[0]);
  const { page, limit } = paging;
  const list = usePartnerList(page, limit);
  const [editing, setEditing] = useState<PartnerRecord | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PartnerRecord | null>(null);
  const remove = useRemovePartner();
  // Partners are deleted under the same organisation flag as employers (the server checks it too).
  const { allowDelete } = useDeletePolicy();
  const data = list.data?.data;
  const rows = data?.rows ?? [];

  const allColumns: GridColumn<PartnerRecord>[] = [
    {
      id: 'partner',
      header: 'Partner Id',
      width: 140,
      cell: (p) => p.partner,
      cellSx: { fontWeight: 700, ...tabular },
    },
    { id: 'partnerName', header: 'Partner Name', cell: (p) => p.partnerName },
    { id: 'parent', header: 'Parent', width: 120, cell: (p) => p.parent || '—' },
    { id: 'platform', header: 'Platform', width: 160, cell: (p) => p.platform || '—' },
    { id: 'employers', header: 'Employers', width: 110, numeric: true, cell: (p) => p.employers },
    rowActionsColumn<PartnerRecord>({
      noun: 'partner',
      idOf: (p) => p.partner,
      onEdit: setEditing,
      onDelete: setDeleting,
      allowDelete,
    }),
  ];
  // A 390 px phone shows id, name and the actions without sideways scrolling; the rest is a tap away
  // in the edit dialog.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const columns = phone ? allColumns.filter((c) => !PHONE_HIDDEN_COLUMNS.has(c.id)) : allColumns;

  return (
    <>
      <DataGrid
        label="Partners"
        columns={columns}
        rows={rows}
        rowKey={(p) => p.id}
        loaded={data !== undefined}
        fetching={list.isFetching}
        error={list.isError ? errorMessage(list.error, 'The partners could not be loaded.') : null}
        empty="No partners yet. Add the first one with Add Partner."
        minWidth={phone ? undefined : 640}
        toolbar={
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              px: { xs: 1.5, sm: 2 },
              py: 1.5,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Button variant="outlined" size="small" startIcon={<Add />} onClick={() => setEditing('new')}>
              Add Partner
            </Button>
            <Box sx={{ flex: 1 }} />
            <Typography variant="body2" sx={{ color: 'text.secondary', ...tabular }}>
              {data ? counted(data.total, 'partner') : ''}
            </Typography>
          </Box>
        }
        pagination={
          data
            ? exactPagination(paging, {
                rowCount: rows.length,
                total: data.total,
                limits: CLIENT_PAGE_LIMITS,
                noun: 'partners',
              })
            : null
        }
      />
      <PartnerDialog partner={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Are you sure ?"
        description={
          deleting
            ? `Are you sure you want to permanently delete partner ${deleting.partner} ? This action cannot be undone.`
            : ''
        }
        confirmLabel="Yes"
        pending={remove.isPending}
        danger
        focusCancel
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.partner, {
            onSuccess: () => notify(`Partner ${deleting.partner} was deleted.`, 'success'),
            onError: (error) => notify(errorMessage(error), 'error'),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </>
  );
}

/** Add or edit a partner: id (add only), name, parent partner, platform. */
function PartnerDialog({ partner, onClose }: { partner: PartnerRecord | 'new' | null; onClose: () => void }) {
  const save = useSavePartner();
  const editing = partner !== null && partner !== 'new' ? partner : null;
  const [form, setForm] = useState({ partner: '', partnerName: '', platform: '' });
  const [parent, setParent] = useState<PartnerOption | null>(null);
  // Each opening starts from the partner being edited (or empty).
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when another partner opens
  useEffect(() => {
    setForm({
      partner: editing?.partner ?? '',
      partnerName: editing?.partnerName ?? '',
      platform: editing?.platform ?? '',
    });
    setParent(editing?.parent ? { partner: editing.parent, partnerName: '' } : null);
    save.reset();
  }, [partner]);
  const ready = form.partner.trim() !== '' && form.partnerName.trim() !== '';
  const submit = () =>
    save.mutate(
      {
        ...form,
        parent: parent?.partner ?? '',
        edited: editing !== null,
        ...(editing ? { version: editing.version } : {}),
      },
      {
        onSuccess: (answer) => {
          if (!Array.isArray(answer.data)) {
            notify('message' in answer ? answer.message : 'The partner was not saved.', 'error');
            return;
          }
          notify(
            `Partner ${form.partner.trim().toUpperCase()} was ${editing ? 'updated' : 'added'}.`,
            'success',
          );
          onClose();
        },
      },
    );
  return (
    <ConfirmDialog
      open={partner !== null}
      title={editing ? 'Edit Partner' : 'Add New Partner'}
      confirmLabel={editing ? 'Update' : 'Save'}
      pending={save.isPending}
      confirmDisabled={!ready}
      error={save.isError ? errorMessage(save.error) : null}
      onCancel={onClose}
      onConfirm={submit}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <TextField
          label="Partner Id"
          required
          size="small"
          disabled={editing !== null}
          value={form.partner}
          onChange={(e) => setForm((f) => ({ ...f, partner: e.target.value }))}
          slotProps={{ htmlInput: { maxLength: 10, autoCapitalize: 'characters' } }}
        />
        <TextField
          label="Partner Name"
          required
          size="small"
          value={form.partnerName}
          onChange={(e) => setForm((f) => ({ ...f, partnerName: e.target.value }))}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <RecordSearchBox kind={PARTNER_SEARCH} value={parent} onChange={setParent} />
        <TextField
          label="Platform"
          size="small"
          value={form.platform}
          onChange={(e) => setForm((f) => ({ ...f, platform: e.target.value }))}
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
      </Box>
    </ConfirmDialog>
  );
}
