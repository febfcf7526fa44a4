import type { ReportDefinition, ReportExport } from '@clearline/contracts';
import Download from '@mui/icons-material/DownloadOutlined';
import Replay from '@mui/icons-material/Replay';
import SummarizeOutlined from '@mui/icons-material/SummarizeOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../../shared/auth/auth-context';
import { errorMessage } from '../../../shared/lib/api-client';
import { formatUsDateTime } from '../../../shared/lib/date-time';
import { selectAreaBankAccounts, useLedgerConfig } from '../../../shared/lib/ledger-config';
import { usePaging } from '../../../shared/lib/use-paging';
import { DataGrid, type GridColumn } from '../../../shared/ui/DataGrid';
import { exactPagination } from '../../../shared/ui/exact-pagination';
import { PageFrame, PageHeader } from '../../../shared/ui/PageHeader';
import { StatusChip } from '../../../shared/ui/StatusChip';
import {
  useCatalogue,
  useDownloadExport,
  useExports,
  useLiveExports,
  useRetryExport,
} from '../api/reports-api';
import { useReportsArea } from '../api/reports-area';
import {
  exportStatusView,
  formatLabel,
  formatSize,
  parametersText,
  withLiveStatus,
} from '../model/export-status';

const EXPORT_LIMITS = [25, 50, 100] as const;
const userZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const when = (iso: string | null) => (iso ? formatUsDateTime(iso, userZone()) : '—');

/** Date over time and zone: one short column. */
function When({ iso }: { iso: string | null }) {
  const [date, ...time] = when(iso).split(' ');
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {date}
      {time.length > 0 ? (
        <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {time.join(' ')}
        </Box>
      ) : null}
    </Typography>
  );
}

/** The labels of each report's parameters and the names of the area's accounts, for the parameters column. */
function useParameterReader() {
  const { area } = useReportsArea();
  const catalogue = useCatalogue();
  const accounts = useLedgerConfig({ select: selectAreaBankAccounts(area) });
  const reports = new Map<string, ReportDefinition>((catalogue.data ?? []).map((r) => [r.id, r]));
  const accountNames = new Map((accounts.data ?? []).map((a) => [a.accountId, a.name]));
  return (job: ReportExport) =>
    parametersText(job.parameters, reports.get(job.reportId)?.parameters ?? [], accountNames);
}

function Status({ job }: { job: ReportExport }) {
  const view = exportStatusView(job);
  return (
    <Box sx={{ display: 'grid', gap: 0.5, minWidth: 120 }}>
      <Box>
        <StatusChip label={view.label} tone={view.tone} testId="export-status" />
      </Box>
      {view.running ? (
        <LinearProgress
          color="secondary"
          variant={view.progress === null ? 'indeterminate' : 'determinate'}
          value={view.progress ?? 0}
          aria-label={`Progress of ${job.reportName}`}
        />
      ) : null}
      {job.status === 'failed' && job.error ? (
        <Typography variant="caption" sx={{ color: 'tone.error' }}>
          {job.error}
        </Typography>
      ) : null}
    </Box>
  );
}

function Actions({ job }: { job: ReportExport }) {
  const view = exportStatusView(job);
  const downloader = useDownloadExport();
  const retry = useRetryExport();
  if (view.canDownload)
    return (
      <Button
        size="small"
        variant="outlined"
        startIcon={<Download fontSize="small" />}
        onClick={() => downloader.mutate(job)}
        disabled={downloader.isPending}
        aria-label={`Download ${job.reportName} (${formatLabel(job.format)})`}
        sx={{ color: 'text.primary', borderColor: 'divider', whiteSpace: 'nowrap' }}
      >
        {downloader.isPending ? 'Downloading…' : 'Download'}
      </Button>
    );
  if (view.canRetry)
    return (
      <Button
        size="small"
        variant="outlined"
        startIcon={<Replay fontSize="small" />}
        onClick={() => retry.mutate(job.id)}
        disabled={retry.isPending}
        aria-label={`Retry ${job.reportName} (${formatLabel(job.format)})`}
        sx={{ color: 'text.primary', borderColor: 'divider' }}
      >
        Retry
      </Button>
    );
  return null;
}

/** Who asked for an export: 'You' for the signed-in user. */
const askedBy = (job: ReportExport, me: string | null) =>
  job.requestedBy.id !== null && job.requestedBy.id === me ? 'You' : job.requestedBy.name;

/** A phone's card of one export: the same facts as a row, stacked. */
function ExportCard({ job, parameters, me }: { job: ReportExport; parameters: string; me: string | null }) {
  return (
    <Box
      component="li"
      data-testid="export-row"
      sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 0.75 }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {job.reportName} · {formatLabel(job.format)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
          {formatSize(job.sizeBytes)}
        </Typography>
      </Box>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {parameters}
      </Typography>
      <Status job={job} />
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {askedBy(job, me)} · {when(job.createdAt)}
      </Typography>
      <Box>
        <Actions job={job} />
      </Box>
    </Box>
  );
}

/**
 * /app/bankRec/ReportsComponent and /app/ewa/ReportsComponent: the organisation's exports of the area,
 * newest first: report, parameters, format, status with live progress, who asked, size, when, and the
 * download (through the authorised route) or a retry of a failed one.
 */
export default function ExportsPage() {
  const { label, paths } = useReportsArea();
  const paging = usePaging(EXPORT_LIMITS[0]);
  const exports = useExports(paging.page, paging.limit);
  const live = useLiveExports();
  const readParameters = useParameterReader();
  const me = useAuth().me?.userDetails.id ?? null;
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const rows = (exports.data?.rows ?? []).map((job) => withLiveStatus(job, live.get(job.id)));

  const columns: GridColumn<ReportExport>[] = [
    {
      id: 'report',
      header: 'Report',
      cell: (job) => (
        <Box sx={{ minWidth: 180 }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {job.reportName}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {readParameters(job)}
          </Typography>
        </Box>
      ),
    },
    { id: 'format', header: 'Format', cell: (job) => formatLabel(job.format) },
    { id: 'status', header: 'Status', cell: (job) => <Status job={job} /> },
    { id: 'by', header: 'Asked by', cell: (job) => askedBy(job, me) },
    {
      id: 'size',
      header: 'Size',
      numeric: true,
      cell: (job) => formatSize(job.sizeBytes),
      cellSx: { whiteSpace: 'nowrap' },
    },
    { id: 'created', header: 'Asked at', cell: (job) => <When iso={job.createdAt} /> },
    { id: 'finished', header: 'Finished', cell: (job) => <When iso={job.finishedAt} /> },
    { id: 'actions', header: 'Actions', headerHidden: true, cell: (job) => <Actions job={job} /> },
  ];

  return (
    <PageFrame>
      <PageHeader
        area={label}
        title="Exports"
        description="Every report export of your organisation, newest first. Files are ready to download once they finish."
        actions={
          <Button
            component={RouterLink}
            to={paths.reports}
            startIcon={<SummarizeOutlined />}
            sx={{ color: 'text.primary' }}
          >
            Reports
          </Button>
        }
      />
      <DataGrid
        label="Report exports"
        columns={columns}
        rows={rows}
        rowKey={(job) => job.id}
        rowProps={(job) => ({ 'data-testid': 'export-row', 'data-status': job.status }) as object}
        loaded={exports.data !== undefined}
        fetching={exports.isFetching}
        error={exports.isError ? errorMessage(exports.error, 'The exports could not be loaded.') : null}
        empty="No exports yet. Export a report from the Reports page."
        minWidth={1000}
        narrow={
          phone ? (
            <Box component="ul" aria-label="Report exports" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {rows.map((job) => (
                <ExportCard key={job.id} job={job} parameters={readParameters(job)} me={me} />
              ))}
              {exports.data && rows.length === 0 ? (
                <Typography component="li" sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>
                  No exports yet. Export a report from the Reports page.
                </Typography>
              ) : null}
            </Box>
          ) : undefined
        }
        pagination={
          exports.data
            ? exactPagination(paging, {
                rowCount: rows.length,
                total: exports.data.total,
                limits: EXPORT_LIMITS,
                noun: 'exports',
              })
            : null
        }
      />
    </PageFrame>
  );
}
