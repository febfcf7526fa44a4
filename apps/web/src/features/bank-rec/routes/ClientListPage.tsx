import { CUSTOMER_STATUSES, type CustomerStatus } from '@clearline/domain/ledger';
import { counted } from '@clearline/domain/text';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Refresh from '@mui/icons-material/Refresh';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/lib/api-client';
import { useDebouncedValue } from '../../../shared/lib/use-debounced-value';
import { viewPaging } from '../../../shared/lib/use-paging';
import { tabular } from '../../../shared/ui/Amount';
import { DataGrid, type GridColumn } from '../../../shared/ui/DataGrid';
import { exactPagination } from '../../../shared/ui/exact-pagination';
import { PageFrame, PageHeader } from '../../../shared/ui/PageHeader';
import { StatusChip } from '../../../shared/ui/StatusChip';
import { useClientList, useDeletePolicy } from '../api/bank-rec-api';
import { type PartyRecord, useRecordsArea } from '../api/records-area';
import { CustomerDialog } from '../components/CustomerDialog';
import { DeleteCustomerDialog } from '../components/DeleteCustomerDialog';
import { rowActionsColumn } from '../components/row-actions';
import {
  CLIENT_PAGE_LIMITS,
  type ClientListView,
  type ClientSortKey,
  clientSortDirection,
  readClientView,
  toggleClientSort,
  writeClientView,
} from '../model/client-list';

const STATUS_TONE: Record<CustomerStatus, 'success' | 'warning' | 'error'> = {
  Active: 'success',
  Inactive: 'warning',
  Terminated: 'error',
};

/** The customer dialog: kept while it fades out, so its title does not flip on close. */
interface DialogState {
  open: boolean;
  mode: 'add' | 'edit';
  customer: PartyRecord | null;
}

/**
 * /app/bankRec/clientList: the organisation's customers, searched, sorted and paged on the server. The
 * same page is /app/ewa/orgList, the employers, in the employer-funds area (see RecordsArea).
 */
export default function ClientListPage({ tabs }: { tabs?: ReactNode } = {}) {
  const area = useRecordsArea();
  const { party, parties } = area.descriptor.labels;
  const noun = party.toLowerCase();
  const nouns = parties.toLowerCase();
  const [params, setParams] = useSearchParams();
  const view = readClientView(params);
  const list = useClientList(view);
  const { allowDelete } = useDeletePolicy();
  const [dialog, setDialog] = useState<DialogState>({ open: false, mode: 'add', customer: null });
  const [deleting, setDeleting] = useState<string | null>(null);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));

  const update = (change: Partial<ClientListView>, replace = false) =>
    setParams(writeClientView({ ...view, ...change }), { replace });

  // The search box: typed freely, sent 300 ms after the last keystroke.
  const [searchText, setSearchText] = useState(view.search);
  const settled = useDebouncedValue(searchText);
  const pushed = useRef(view.search);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the settled text starts a search
  useEffect(() => {
    if (settled.trim() === view.search) return;
    pushed.current = settled.trim();
    update({ search: settled, page: 1 }, true);
  }, [settled]);
  useEffect(() => {
    // The address bar changed under us (back button): the box follows it.
    if (view.search !== pushed.current) {
      pushed.current = view.search;
      setSearchText(view.search);
    }
  }, [view.search]);

  const data = list.data?.data;
  const rows = data?.rows ?? [];
  const sorted = (key: ClientSortKey) => ({ sort: clientSortDirection(view.sort, key) });
  const emptyText =
    view.search || view.status
      ? `No ${noun} matches these filters.`
      : `No ${nouns} yet. Add the first one with Add New.`;
  const columns: GridColumn<PartyRecord>[] = [
    {
      id: 'coId',
      header: `${party} Id`,
      width: 150,
      ...sorted('coId'),
      cell: (client) => client.coId,
      cellSx: { fontWeight: 700, ...tabular, whiteSpace: 'nowrap' },
    },
    {
      id: 'coName',
      header: `${party} Name`,
      ...sorted('coName'),
      cell: (client) => client.coName,
      cellSx: { maxWidth: 360, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    },
    {
      id: 'coFein',
      header: 'FEIN',
      width: 130,
      cell: (client) => client.coFein || '—',
      cellSx: { ...tabular, color: 'text.secondary', whiteSpace: 'nowrap' },
    },
    {
      id: 'aside',
      header: area.asideColumn.header,
      width: area.asideColumn.numeric ? 110 : 180,
      numeric: area.asideColumn.numeric,
      cell: (client) => area.asideColumn.cell(client).replace(/ employees$/, '') || '—',
    },
    {
      id: 'coStatus',
      header: 'Status',
      width: 130,
      ...sorted('coStatus'),
      cell: (client) => <StatusChip label={client.coStatus} tone={STATUS_TONE[client.coStatus]} />,
    },
    {
      id: 'updatedAt',
      header: 'Updated',
      width: 120,
      cell: (client) =>
        new Date(client.updatedAt).toLocaleDateString('en-US', {
          month: '2-digit',
          day: '2-digit',
          year: 'numeric',
        }),
      cellSx: { color: 'text.secondary', whiteSpace: 'nowrap', ...tabular },
    },
    rowActionsColumn<PartyRecord>({
      noun,
      idOf: (client) => client.coId,
      onEdit: (client) => setDialog({ open: true, mode: 'edit', customer: client }),
      onDelete: (client) => setDeleting(client.coId),
      allowDelete,
    }),
  ];

  return (
    <PageFrame>
      <PageHeader
        area={area.pages.area}
        title={area.pages.listTitle}
        description={area.pages.listDescription}
        actions={
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={() => setDialog({ open: true, mode: 'add', customer: null })}
          >
            Add New
          </Button>
        }
      />
      {tabs}
      <DataGrid
        label={parties}
        columns={columns}
        rows={rows}
        rowKey={(client) => client.id}
        rowProps={(client) => ({
          onDoubleClick: () => setDialog({ open: true, mode: 'edit', customer: client }),
        })}
        onSort={(key) => update({ sort: toggleClientSort(view.sort, key as ClientSortKey), page: 1 })}
        loaded={data !== undefined}
        fetching={list.isFetching}
        error={list.isError ? errorMessage(list.error, `The ${nouns} could not be loaded.`) : null}
        empty={emptyText}
        minWidth={720}
        maxHeight={{ md: 'calc(100vh - 330px)' }}
        toolbar={
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              flexWrap: 'wrap',
              gap: 1.5,
              px: { xs: 1.5, sm: 2 },
              py: 1.5,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <TextField
              size="small"
              label={`Search ${nouns}`}
              placeholder="Id or name"
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
              sx={{ width: { xs: '100%', sm: 300 } }}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <Search fontSize="small" />
                    </InputAdornment>
                  ),
                },
                htmlInput: { type: 'search', maxLength: 100 },
              }}
            />
            <TextField
              select
              size="small"
              label="Status"
              value={view.status}
              onChange={(e) => update({ status: e.target.value as CustomerStatus | '', page: 1 })}
              sx={{ width: { xs: 'calc(100% - 52px)', sm: 170 } }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="" dense>
                All statuses
              </MenuItem>
              {CUSTOMER_STATUSES.map((status) => (
                <MenuItem key={status} value={status} dense>
                  {status}
                </MenuItem>
              ))}
            </TextField>
            <Box sx={{ flex: 1, display: { xs: 'none', sm: 'block' } }} />
            <Typography
              variant="body2"
              sx={{ color: 'text.secondary', display: { xs: 'none', sm: 'block' }, ...tabular }}
              data-testid="client-count"
            >
              {data ? counted(data.total, noun) : ''}
            </Typography>
            <Tooltip title="Refresh">
              <IconButton aria-label="Refresh the list" onClick={() => void list.refetch()} size="small">
                <Refresh fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        }
        narrow={
          phone ? (
            <ClientCards
              rows={rows}
              allowDelete={allowDelete}
              onEdit={(client) => setDialog({ open: true, mode: 'edit', customer: client })}
              onDelete={(client) => setDeleting(client.coId)}
              noun={noun}
              label={parties}
              aside={area.asideColumn.cell}
              emptyText={data && rows.length === 0 ? emptyText : ''}
            />
          ) : undefined
        }
        pagination={
          data
            ? exactPagination(viewPaging(view, update), {
                rowCount: rows.length,
                total: data.total,
                limits: CLIENT_PAGE_LIMITS,
                noun: nouns,
              })
            : null
        }
      />

      <CustomerDialog
        open={dialog.open}
        mode={dialog.mode}
        customer={dialog.customer}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
      <DeleteCustomerDialog coId={deleting} onClose={() => setDeleting(null)} />
    </PageFrame>
  );
}

/** The customers as cards on a phone: id, status, name, FEIN and the row actions, no sideways scrolling. */
function ClientCards({
  rows,
  allowDelete,
  onEdit,
  onDelete,
  emptyText,
  noun,
  label,
  aside,
}: {
  rows: PartyRecord[];
  allowDelete: boolean;
  onEdit: (client: PartyRecord) => void;
  onDelete: (client: PartyRecord) => void;
  emptyText: string;
  noun: string;
  label: string;
  aside: (party: PartyRecord) => string;
}) {
  if (rows.length === 0) {
    return <Typography sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>{emptyText}</Typography>;
  }
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((client) => (
        <Box
          component="li"
          key={client.id}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 1.5,
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography sx={{ fontWeight: 700, fontSize: '0.875rem' }}>{client.coId}</Typography>
              <StatusChip label={client.coStatus} tone={STATUS_TONE[client.coStatus]} />
            </Box>
            <Typography
              variant="body2"
              sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            >
              {client.coName}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary', ...tabular }}>
              {client.coFein || 'No FEIN'}
              {aside(client) ? ` · ${aside(client)}` : ''}
            </Typography>
          </Box>
          <IconButton size="small" aria-label={`Edit ${noun} ${client.coId}`} onClick={() => onEdit(client)}>
            <EditOutlined fontSize="small" />
          </IconButton>
          {allowDelete ? (
            <IconButton
              size="small"
              aria-label={`Delete ${noun} ${client.coId}`}
              onClick={() => onDelete(client)}
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
