import { trySumMinor } from '@clearline/domain/money';
import { counted } from '@clearline/domain/text';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Amount, tabular } from '../../../shared/ui/Amount';
import { headCellSx } from '../../../shared/ui/DataGrid';
import { FetchingBar } from '../../../shared/ui/FetchingBar';
import { LoadError } from '../../../shared/ui/LoadError';
import { ScrollRegion } from '../../../shared/ui/ScrollRegion';
import { useDrillEntries, useOutstandingGroup } from '../api/reconcile-api';
import { bucketDateRange, type Drill } from '../model/outstanding';
import { amountMinorOf, formatTotal } from '../model/selection';
import { DetailDialog } from './DetailDialog';
import { formatDate } from './format';

const cellSx = { py: 0.75, px: 1.5, fontSize: '0.8125rem' } as const;

/**
 * One group's bucket: the group asked again with the bucket (its count and amounts now), and the open
 * ledger entries behind it — the customer's open entries dated in the bucket's range, of the group's tax
 * type and quarter — with their sum next to the bucket's amount.
 */
export function DrillDownDialog({ drill, onClose }: { drill: Drill | null; onClose: () => void }) {
  const group = useOutstandingGroup(drill);
  const entries = useDrillEntries(drill);
  const rows = entries.data?.pages.flatMap((p) => p.rows) ?? [];
  const minors = rows.map((r) => amountMinorOf(r.amount));
  const sum = minors.every((m) => m !== null) ? trySumMinor(minors as number[]) : null;
  const shownMinor = sum?.ok ? sum.minor : null;
  // The ledger search cannot filter by tax type and quarter: pages with none of the group's entries are
  // read on until a screenful is found (at most 20 pages before asking).
  const pagesRead = entries.data?.pages.length ?? 0;
  const { hasNextPage, isFetching, fetchNextPage } = entries;
  useEffect(() => {
    if (hasNextPage && !isFetching && rows.length < 50 && pagesRead < 20) void fetchNextPage();
  }, [hasNextPage, isFetching, rows.length, pagesRead, fetchNextPage]);
  const range = drill ? bucketDateRange(drill.bucket, drill.asOf) : {};
  const rangeText = drill
    ? range.dateFrom && range.dateTo
      ? `${formatDate(range.dateFrom)} – ${formatDate(range.dateTo)}`
      : range.dateFrom
        ? `from ${formatDate(range.dateFrom)}`
        : `up to ${formatDate(range.dateTo ?? drill.asOf)}`
    : '';
  return (
    <DetailDialog
      open={drill !== null}
      onClose={onClose}
      title={
        drill
          ? `${drill.coId} · ${drill.taxType || 'No tax type'} · ${drill.quarter || 'No quarter'} · ${drill.bucket} days`
          : ''
      }
      contentSx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      {drill ? (
        <Box
          data-testid="drill-summary"
          sx={{
            display: 'flex',
            gap: { xs: 1.5, sm: 3 },
            flexWrap: 'wrap',
            alignItems: 'baseline',
            ...tabular,
          }}
        >
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {drill.coName || drill.coId}
          </Typography>
          <Typography variant="body2">
            Bucket <Amount value={drill.amount} strong />
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Dated {rangeText} (aged as of {formatDate(drill.asOf)})
          </Typography>
          {group.data ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Group: {group.data.count.toLocaleString('en-US')} open items, total{' '}
              <Amount value={group.data.total} />
            </Typography>
          ) : null}
        </Box>
      ) : null}
      <FetchingBar fetching={entries.isFetching} />
      <LoadError query={entries} fallback="The items could not be loaded." />
      <ScrollRegion label="Open items of the bucket">
        <Table size="small" sx={{ minWidth: 640 }}>
          <TableHead>
            <TableRow>
              <TableCell sx={headCellSx}>Date</TableCell>
              <TableCell sx={headCellSx}>Check no</TableCell>
              <TableCell sx={headCellSx}>Details</TableCell>
              <TableCell sx={headCellSx}>Account</TableCell>
              <TableCell sx={headCellSx}>Type</TableCell>
              <TableCell sx={headCellSx} align="right">
                Amount
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((entry) => (
              <TableRow key={entry.id} data-testid="drill-row">
                <TableCell sx={{ ...cellSx, whiteSpace: 'nowrap', ...tabular }}>
                  {formatDate(entry.transactionDate)}
                </TableCell>
                <TableCell sx={cellSx}>{entry.checkNo || '—'}</TableCell>
                <TableCell sx={cellSx}>{entry.details || '—'}</TableCell>
                <TableCell sx={cellSx}>{entry.account}</TableCell>
                <TableCell sx={cellSx}>{entry.transactionType}</TableCell>
                <TableCell sx={cellSx} align="right">
                  <Amount value={entry.amount} />
                </TableCell>
              </TableRow>
            ))}
            {entries.data && rows.length === 0 && !entries.hasNextPage ? (
              <TableRow>
                <TableCell colSpan={6} sx={{ py: 3, textAlign: 'center', color: 'text.secondary' }}>
                  No open items left in this bucket.
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </ScrollRegion>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="body2" role="status" aria-live="polite" data-testid="drill-totals" sx={tabular}>
          {counted(rows.length, 'item')} shown · sum <strong>{formatTotal(shownMinor)}</strong>
          {entries.hasNextPage ? ' (more to load)' : ''}
        </Typography>
        {entries.hasNextPage ? (
          <Button
            onClick={() => void entries.fetchNextPage()}
            disabled={entries.isFetchingNextPage}
            sx={{ ml: 'auto' }}
          >
            {entries.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        ) : null}
      </Box>
    </DetailDialog>
  );
}
