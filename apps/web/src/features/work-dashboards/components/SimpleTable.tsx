import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { tabular } from '../../../shared/ui/Amount';
import { headCellSx } from '../../../shared/ui/DataGrid';
import { ScrollRegion } from '../../../shared/ui/ScrollRegion';

export interface SimpleColumn<T> {
  label: string;
  numeric?: boolean;
  cell: (row: T) => ReactNode;
}

const cellSx = { py: 0.75, px: 1.25, fontSize: '0.8125rem', whiteSpace: 'nowrap' } as const;

/**
 * A short read-only table of a dashboard card (a summary, never paged: the full list lives on the page
 * the card links to). It scrolls sideways on a phone, from the keyboard too.
 */
export function SimpleTable<T>({
  label,
  columns,
  rows,
  rowKey,
}: {
  label: string;
  columns: readonly SimpleColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
}) {
  return (
    <ScrollRegion label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.label} sx={{ ...headCellSx, ...(c.numeric ? { textAlign: 'right' } : {}) }}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} hover>
              {columns.map((c) => (
                <TableCell
                  key={c.label}
                  sx={c.numeric ? { ...cellSx, ...tabular, textAlign: 'right' } : cellSx}
                >
                  {c.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
