import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Amount, tabular } from '../../../../shared/ui/Amount';
import { DataGrid, type GridColumn } from '../../../../shared/ui/DataGrid';
import { AGE_BUCKETS, type AgeBucket } from '../../model/coverage-view';
import { formatDate } from '../format';

type CountAmount = { count: number; amount: string };

/** A row of an aging summary: what it is, its open items and their buckets. */
export interface AgingRow {
  key: string;
  label: string;
  note?: string;
  count: number;
  amount: string;
  oldestDate?: string;
  buckets: Record<AgeBucket, CountAmount>;
}

function BucketCell({ value }: { value: CountAmount }) {
  if (value.count === 0)
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        —
      </Box>
    );
  return (
    <Box component="span" sx={{ display: 'grid', justifyItems: 'end' }}>
      <Amount value={value.amount} />
      <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.75rem', ...tabular }}>
        {value.count.toLocaleString('en-US')} {value.count === 1 ? 'item' : 'items'}
      </Box>
    </Box>
  );
}

/**
 * Open items aged in the buckets of spec §2 ledgerRec (0-7, 8-30, 31-60, 61-90, 90+ days), one row per
 * group (a side, an employer, a partner, a bank account). `onPick` makes the group's name a button
 * that narrows the lines to it.
 */
export function AgingTable({
  label,
  groupHeader,
  rows,
  loaded,
  empty,
  onPick,
  toolbar,
  compact = false,
}: {
  label: string;
  groupHeader: string;
  rows: readonly AgingRow[];
  loaded: boolean;
  empty: string;
  onPick?: (row: AgingRow) => void;
  /** Above the table, in its card (the grouping tabs). */
  toolbar?: ReactNode;
  /** A summary of a few fixed rows: no room kept for an empty text, no oldest date. */
  compact?: boolean;
}) {
  const columns: GridColumn<AgingRow>[] = [
    {
      id: 'group',
      header: groupHeader,
      cell: (row) => (
        <Box sx={{ minWidth: 0 }}>
          {onPick ? (
            <Link
              component="button"
              type="button"
              onClick={() => onPick(row)}
              aria-label={`${row.label}: show its open lines`}
              sx={{ fontWeight: 700, textAlign: 'left' }}
            >
              {row.label}
            </Link>
          ) : (
            <Box component="span" sx={{ fontWeight: 700 }}>
              {row.label}
            </Box>
          )}
          {row.note ? (
            <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.75rem' }}>
              {row.note}
            </Box>
          ) : null}
        </Box>
      ),
    },
    {
      id: 'count',
      header: 'Items',
      numeric: true,
      cell: (row) => row.count.toLocaleString('en-US'),
    },
    {
      id: 'amount',
      header: 'Open amount',
      numeric: true,
      cell: (row) => <Amount value={row.amount} strong />,
    },
    ...(compact
      ? []
      : [
          {
            id: 'oldest',
            header: 'Oldest',
            cell: (row) => (row.oldestDate ? formatDate(row.oldestDate) : '—'),
            cellSx: { whiteSpace: 'nowrap', ...tabular },
          } satisfies GridColumn<AgingRow>,
        ]),
    ...AGE_BUCKETS.map(
      (bucket): GridColumn<AgingRow> => ({
        id: bucket,
        header: `${bucket} days`,
        numeric: true,
        cell: (row) => <BucketCell value={row.buckets[bucket]} />,
      }),
    ),
  ];
  return (
    <DataGrid
      label={label}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.key}
      loaded={loaded}
      empty={empty}
      toolbar={toolbar}
      minWidth={compact ? 860 : 980}
      minHeight={compact ? 0 : 200}
      maxHeight={{ xs: 'none', md: '420px' }}
    />
  );
}
