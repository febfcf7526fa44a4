import type { OrgReport } from '@clearline/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { Link as RouterLink } from 'react-router';
import { formatBytes } from '../../../shared/lib/bytes';
import { tabular } from '../../../shared/ui/Amount';
import { ChartPanel } from '../../../shared/ui/charts';
import { AREA_LABELS, AREA_PAGES, count } from '../model/org-report-view';

type Volumes = OrgReport['volumes'][number];
const STATES = [
  ['open', 'Open'],
  ['auto', 'Auto-confirmed'],
  ['suggested', 'Suggestion accepted'],
  ['manual', 'By hand'],
  ['reconciling', 'Reconciling'],
] as const;

/** One row of an area's figures: the label drills to the page that lists them. */
function Figure({ label, to, value, detail }: { label: string; to: string; value: number; detail?: string }) {
  return (
    <TableRow data-testid="volume-row">
      <TableCell sx={{ pl: 0 }}>
        <Link component={RouterLink} to={to} underline="hover" sx={{ fontWeight: 600 }}>
          {label}
        </Link>
      </TableCell>
      <TableCell align="right" sx={{ ...tabular, fontWeight: 700 }}>
        {count(value)}
      </TableCell>
      <TableCell align="right" sx={{ ...tabular, pr: 0, color: 'text.secondary', whiteSpace: 'nowrap' }}>
        {detail ?? ''}
      </TableCell>
    </TableRow>
  );
}

function AreaCard({ v }: { v: Volumes }) {
  const pages = AREA_PAGES[v.area];
  return (
    <Paper component="section" aria-label={AREA_LABELS[v.area]} variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {AREA_LABELS[v.area]}
      </Typography>
      <Table size="small" aria-label={`${AREA_LABELS[v.area]} data`}>
        <TableBody>
          <Figure label="Ledger entries" to={pages.ledger} value={v.ledgerEntries} detail="not voided" />
          <Figure label="Bank lines" to={pages.bankLines} value={v.bankLines} />
          <Figure label="Matches" to={pages.matches} value={v.matches} detail="confirmed" />
          <Figure
            label="Import files"
            to={pages.imports}
            value={v.importFiles}
            detail={formatBytes(v.importBytes)}
          />
          <Figure
            label="Exports kept"
            to={pages.exports}
            value={v.exportFiles}
            detail={formatBytes(v.exportBytes)}
          />
        </TableBody>
      </Table>
    </Paper>
  );
}

/** Lines of each area and side by what became of them (the reconciliation summaries). */
function StateChart({ volumes }: { volumes: Volumes[] }) {
  const bars = volumes.flatMap((v) => [
    { name: `${AREA_LABELS[v.area]}: bank`, ...v.bankByState },
    { name: `${AREA_LABELS[v.area]}: ledger`, ...v.ledgerByState },
  ]);
  return (
    <ChartPanel
      title="Lines by reconciliation state"
      subtitle="Bank lines and ledger entries on the bank accounts, as they stand"
      height={260}
      table={{
        columns: [
          { key: 'name', label: 'Lines' },
          ...STATES.map(([key, label]) => ({ key, label, numeric: true })),
        ],
        rows: bars,
      }}
    >
      <BarChart
        height={260}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: bars.map((b) => b.name), width: 170 }]}
        series={STATES.map(([key, label]) => ({ data: bars.map((b) => b[key]), label, stack: 'all' }))}
        margin={{ left: 0, right: 12 }}
      />
    </ChartPanel>
  );
}

/** The stored files, counted from the organisation's own records (identical bytes once). */
function StorageCard({ storage }: { storage: OrgReport['storage'] }) {
  const rows = [
    ['Import originals', storage.importFiles, storage.importBytes],
    ['Card attachments', storage.attachmentFiles, storage.attachmentBytes],
    ['Export files', storage.exportFiles, storage.exportBytes],
  ] as const;
  return (
    <Paper component="section" aria-label="Storage" variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography component="h3" sx={{ fontWeight: 700 }}>
        Storage
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        Files kept for this organisation; identical files are stored once.
      </Typography>
      <Table size="small" aria-label="Stored files">
        <TableHead>
          <TableRow>
            <TableCell sx={{ pl: 0 }}>Kind</TableCell>
            <TableCell align="right">Files</TableCell>
            <TableCell align="right" sx={{ pr: 0 }}>
              Size
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {[...rows, ['Total', storage.totalFiles, storage.totalBytes] as const].map(
            ([label, files, bytes]) => (
              <TableRow key={label} data-testid="storage-row">
                <TableCell sx={{ pl: 0, fontWeight: label === 'Total' ? 700 : 400 }}>{label}</TableCell>
                <TableCell align="right" sx={{ ...tabular, fontWeight: label === 'Total' ? 700 : 400 }}>
                  {count(files)}
                </TableCell>
                <TableCell
                  align="right"
                  sx={{ ...tabular, pr: 0, fontWeight: label === 'Total' ? 700 : 400 }}
                >
                  {formatBytes(bytes)}
                </TableCell>
              </TableRow>
            ),
          )}
        </TableBody>
      </Table>
    </Paper>
  );
}

/** The organisation's data as it stands: each area's volumes, their reconciliation state, the storage. */
export function DataVolumes({ report }: { report: OrgReport }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {report.volumes.map((v) => (
        <AreaCard key={v.area} v={v} />
      ))}
      <StorageCard storage={report.storage} />
      <StateChart volumes={report.volumes} />
    </Box>
  );
}
