import type { EndpointStatus } from '@clearline/contracts';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatUsDateTime } from '../../../shared/lib/date-time';
import { DataGrid, type GridColumn } from '../../../shared/ui/DataGrid';
import { StatusChip } from '../../../shared/ui/StatusChip';
import { formatMs, formatPercent, STATE_VIEW } from '../model/monitoring';

const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The endpoints of a line (or one component) now: state, last probe, uptime; edit and remove when allowed. */
export function EndpointsTable({
  label,
  endpoints,
  loaded,
  onEdit,
  onRemove,
  showComponent = true,
}: {
  label: string;
  endpoints: readonly EndpointStatus[];
  loaded: boolean;
  onEdit?: (endpoint: EndpointStatus) => void;
  onRemove?: (endpoint: EndpointStatus) => void;
  showComponent?: boolean;
}) {
  const columns: GridColumn<EndpointStatus>[] = [
    {
      id: 'state',
      header: 'State',
      width: 120,
      cell: (e) => (
        <StatusChip
          label={STATE_VIEW[e.state].label}
          tone={STATE_VIEW[e.state].tone}
          testId="endpoint-state"
        />
      ),
    },
    {
      id: 'endpoint',
      header: 'Endpoint',
      cell: (e) => (
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {e.name}
            {showComponent ? (
              <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                {' '}
                · {e.componentName}
              </Box>
            ) : null}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            GET {e.url} → {e.expectedStatus} · every {e.intervalSeconds} s, timeout {formatMs(e.timeoutMs)}
          </Typography>
        </Box>
      ),
    },
    {
      id: 'last',
      header: 'Last probe',
      width: 190,
      cell: (e) =>
        e.lastCheckedAt ? (
          <Box>
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {e.lastHttpStatus ?? 'no answer'} · {formatMs(e.lastLatencyMs)}
            </Typography>
            <Typography variant="caption" sx={{ color: e.lastError ? 'tone.error' : 'text.secondary' }}>
              {e.lastError ?? formatUsDateTime(e.lastCheckedAt, zone())}
            </Typography>
          </Box>
        ) : (
          '—'
        ),
    },
    { id: 'u24', header: 'Uptime 24 h', numeric: true, width: 110, cell: (e) => formatPercent(e.uptime24h) },
    { id: 'u7', header: '7 d', numeric: true, width: 90, cell: (e) => formatPercent(e.uptime7d) },
    { id: 'u30', header: '30 d', numeric: true, width: 90, cell: (e) => formatPercent(e.uptime30d) },
  ];
  if (onEdit && onRemove)
    columns.push({
      id: 'actions',
      header: 'Actions',
      headerHidden: true,
      width: 96,
      cell: (e) => (
        <Box sx={{ display: 'flex' }}>
          <Tooltip title="Edit">
            <IconButton size="small" aria-label={`Edit ${e.name}`} onClick={() => onEdit(e)}>
              <EditOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Stop monitoring">
            <IconButton size="small" aria-label={`Remove ${e.name}`} onClick={() => onRemove(e)}>
              <DeleteOutline fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      ),
    });
  return (
    <DataGrid
      label={label}
      columns={columns}
      rows={endpoints}
      rowKey={(e) => e.id}
      loaded={loaded}
      empty="No endpoints are monitored here yet."
      minWidth={860}
      minHeight={80}
      keyboardScroll
    />
  );
}
