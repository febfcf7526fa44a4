import type { FileActivityEntry } from '@clearline/contracts';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { formatFileLogTime } from '../../../shared/lib/import-activity';
import { StatusChip } from '../../../shared/ui/StatusChip';
import { useImportsArea } from '../api/imports-area';
import { countParts, type ImportStatus, statusTone, uploaderLabel } from '../model/activity-view';
import { FORMAT_LABELS } from '../model/upload-rules';
import { ImportMessage } from './ImportMessage';

export type ActivityEntry = z.infer<typeof FileActivityEntry>;

export const PAGE_SIZES = [10, 25, 50];

export interface ActivityActions {
  title: string;
  render: (entry: ActivityEntry) => ReactNode;
}

interface Props {
  entries: ActivityEntry[];
  total: number;
  page: number;
  limit: number;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
  loading: boolean;
  currentUserId: string | null;
  /** An extra last column (the Un-import button of importLogs). */
  actions?: ActivityActions;
  /** Accessible name of the table. */
  label: string;
  empty: string;
}

/** A file's kind and format: a ledger-side file is the area's (a ledger file, a partner settlement file). */
const kindLabel = (entry: ActivityEntry, bookSide: string) =>
  `${entry.kind === 'ledger' ? bookSide : 'Bank statement'}${
    entry.format ? ` · ${FORMAT_LABELS[entry.format] ?? entry.format.toUpperCase()}` : ''
  }`;

function Counts({ entry }: { entry: ActivityEntry }) {
  const parts = countParts(entry.counts);
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="import-counts">
      {parts.length > 0 ? parts.join(' · ') : '—'}
    </Typography>
  );
}

function Who({ entry, currentUserId }: { entry: ActivityEntry; currentUserId: string | null }) {
  const label = uploaderLabel(entry.createdBy, entry.createdByName, currentUserId);
  return label !== 'You' && label !== 'System' ? (
    <Tooltip title={`User ${entry.createdBy}`}>
      <span>{label}</span>
    </Tooltip>
  ) : (
    <span>{label}</span>
  );
}

/** Date over time and zone: one short column, so the last column fits a 1440 px screen. */
function When({ createdAt }: { createdAt: string }) {
  const [date, ...time] = formatFileLogTime(createdAt).split(' ');
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {date}{' '}
      <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
        {time.join(' ')}
      </Box>
    </Typography>
  );
}

/** An import's status (In Progress, Completed, Failed, Un-imported) as a solid chip. */
const ImportStatusChip = ({ status }: { status: ImportStatus }) => (
  <StatusChip label={status} tone={statusTone(status)} solid testId="import-status" />
);

/**
 * The file-activity log: file, message (spec §8 tones), status, counts, who, when (the user's zone),
 * paged. A table on wide screens, a list of cards on phones.
 */
export function ActivityTable(props: Props) {
  const { entries, total, page, limit, onPage, onLimit, loading, currentUserId, actions, label, empty } =
    props;
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const bookSide = useImportsArea().bookSide.label;
  const pagination = (
    <TablePagination
      component="div"
      count={total}
      page={Math.max(0, page - 1)}
      rowsPerPage={limit}
      rowsPerPageOptions={PAGE_SIZES}
      onPageChange={(_event, next) => onPage(next + 1)}
      onRowsPerPageChange={(event) => onLimit(Number(event.target.value))}
      labelRowsPerPage={narrow ? 'Rows' : 'Rows per page'}
      sx={{ borderTop: 1, borderColor: 'divider' }}
    />
  );

  return (
    <Paper elevation={0} sx={{ border: 1, borderColor: 'divider', borderRadius: 3, overflow: 'hidden' }}>
      <Box sx={{ height: 4 }}>
        {loading ? <LinearProgress color="secondary" aria-label="Loading the activity log" /> : null}
      </Box>
      {entries.length === 0 && !loading ? (
        <Typography sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>{empty}</Typography>
      ) : narrow ? (
        <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {entries.map((entry) => (
            <Box
              component="li"
              key={entry._id}
              data-testid="activity-row"
              data-import-id={entry._id}
              sx={{ p: 2, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 1 }}
            >
              <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{entry.fileName}</Typography>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {kindLabel(entry, bookSide)}
                  </Typography>
                </Box>
                <ImportStatusChip status={entry.status} />
              </Box>
              <ImportMessage entry={entry} />
              {countParts(entry.counts).length > 0 ? <Counts entry={entry} /> : null}
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                <Who entry={entry} currentUserId={currentUserId} /> · {formatFileLogTime(entry.createdAt)}
              </Typography>
              {actions ? <Box>{actions.render(entry)}</Box> : null}
            </Box>
          ))}
        </Box>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table
            size="small"
            aria-label={label}
            sx={{ minWidth: 960, '& td, & th': { py: 1.25, verticalAlign: 'top' } }}
          >
            <TableHead>
              <TableRow>
                <TableCell sx={{ minWidth: 200 }}>File</TableCell>
                <TableCell sx={{ minWidth: 240 }}>Result</TableCell>
                <TableCell>Status</TableCell>
                <TableCell sx={{ minWidth: 110 }}>Rows</TableCell>
                <TableCell>By</TableCell>
                <TableCell>When</TableCell>
                {actions ? <TableCell>{actions.title}</TableCell> : null}
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((entry) => (
                <TableRow key={entry._id} data-testid="activity-row" data-import-id={entry._id} hover>
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                      {entry.fileName}
                    </Typography>
                    <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                      {kindLabel(entry, bookSide)}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <ImportMessage entry={entry} />
                  </TableCell>
                  <TableCell>
                    <ImportStatusChip status={entry.status} />
                  </TableCell>
                  <TableCell>
                    <Counts entry={entry} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Typography variant="body2">
                      <Who entry={entry} currentUserId={currentUserId} />
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <When createdAt={entry.createdAt} />
                  </TableCell>
                  {actions ? (
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{actions.render(entry)}</TableCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {pagination}
    </Paper>
  );
}
