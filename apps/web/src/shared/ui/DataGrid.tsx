import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow, { type TableRowProps } from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactNode } from 'react';
import { tabular } from './Amount';
import { gridBody, type SortDirection } from './data-grid-model';
import { FetchingBar } from './FetchingBar';
import { ServerPagination, type ServerPaginationProps } from './ServerPagination';

/** Header cells of the dense grids: small caps, muted, on a faint band. */
export const headCellSx = {
  py: 1,
  px: 1.5,
  fontSize: '0.7rem',
  fontWeight: 800,
  letterSpacing: '0.07em',
  textTransform: 'uppercase',
  whiteSpace: 'nowrap',
  color: 'text.secondary',
  bgcolor: (t: Theme) => (t.palette.mode === 'dark' ? alpha(t.palette.common.white, 0.04) : '#F6F7F9'),
  borderBottom: 1,
  borderColor: 'divider',
} as const;

/** Body rows: 36 px, hover band, selected band. */
export const bodyRowSx = {
  '& > td': { py: 0.625, px: 1.5, fontSize: '0.8125rem', borderColor: 'divider' },
  '&:last-of-type > td': { borderBottom: 0 },
} as const;

/** Visually hidden, still read by assistive technology (px units: in sx a bare 1 means 100%). */
export const srOnly = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** A header cell; with `sort` and `onSort` its label sorts the grid on the server. */
export function HeadCell({
  children,
  sort,
  onSort,
  align,
  width,
}: {
  children: ReactNode;
  /** The column's sort direction, or false when it sorts but is not the sort; undefined: not sortable. */
  sort?: SortDirection | false | undefined;
  onSort?: (() => void) | undefined;
  align?: TableCellProps['align'];
  width?: number | string | undefined;
}) {
  return (
    <TableCell
      align={align}
      sx={{ ...headCellSx, ...(width !== undefined ? { width } : {}) }}
      sortDirection={sort === undefined ? undefined : sort}
    >
      {sort === undefined || !onSort ? (
        children
      ) : (
        <TableSortLabel
          active={sort !== false}
          direction={sort === false ? 'asc' : sort}
          onClick={onSort}
          sx={{ '&.Mui-active': { color: 'text.primary' } }}
        >
          {children}
        </TableSortLabel>
      )}
    </TableCell>
  );
}

/** The row a grid shows when the server found nothing: the text, centred, across every column. */
export function EmptyRow({
  colSpan,
  children,
  py = 6,
}: {
  colSpan: number;
  children: ReactNode;
  py?: number;
}) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan} sx={{ py, textAlign: 'center', color: 'text.secondary', border: 0 }}>
        {children}
      </TableCell>
    </TableRow>
  );
}

export interface GridColumn<Row> {
  id: string;
  header: ReactNode;
  /** Read by assistive technology only (an actions column). */
  headerHidden?: boolean;
  cell: (row: Row) => ReactNode;
  width?: number | string;
  align?: TableCellProps['align'];
  /** Money or another figure: right-aligned in tabular digits. */
  numeric?: boolean;
  /** Sorted on the server: the column's direction, or false while another column sorts. */
  sort?: SortDirection | false;
  cellSx?: SxProps<Theme>;
}

/**
 * A server-paged, server-sorted grid in its card: an optional toolbar, a loading bar, the server's
 * refusal, the rows (or `narrow`, a phone layout of the same rows), the empty text once loaded, and
 * the pagination footer.
 */
export function DataGrid<Row>({
  label,
  columns,
  rows,
  rowKey,
  rowProps,
  onSort,
  loaded,
  fetching = false,
  error,
  empty,
  toolbar,
  narrow,
  pagination,
  minWidth,
  maxHeight,
  minHeight = 200,
  keyboardScroll = false,
}: {
  /** The table's accessible name ('Customers'). */
  label: string;
  columns: readonly GridColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowProps?: (row: Row) => TableRowProps;
  onSort?: (columnId: string) => void;
  /** The server has answered at least once (the empty text waits for it). */
  loaded: boolean;
  fetching?: boolean;
  /** The refusal, worded for people; null while all is well. */
  error?: ReactNode;
  empty: ReactNode;
  toolbar?: ReactNode;
  /** Replaces the table (a phone's cards); it shows the empty text itself. */
  narrow?: ReactNode;
  pagination?: ServerPaginationProps | null;
  minWidth?: number;
  /** The scroll area's height cap (per breakpoint), so the header and footer stay in view. */
  maxHeight?: string | Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', string>>;
  /** The scroll area's least height (room for the empty text); a summary of a few fixed rows sets less. */
  minHeight?: number;
  /**
   * The table may be wider than its card (columns the data decides): its scroll area is a named region
   * that takes the keyboard focus, as ScrollRegion (WCAG 2.1.1).
   */
  keyboardScroll?: boolean;
}) {
  const body = gridBody({ error: Boolean(error), loaded, rowCount: rows.length });
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      {toolbar}
      <FetchingBar fetching={fetching} label={`Loading ${label.toLowerCase()}`} />
      {error ? (
        <Alert severity="error" sx={{ m: 2 }}>
          {error}
        </Alert>
      ) : null}
      {narrow ?? (
        <TableContainer
          sx={{ maxHeight, minHeight }}
          {...(keyboardScroll ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
        >
          <Table size="small" stickyHeader aria-label={label} sx={{ minWidth }}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <HeadCell
                    key={column.id}
                    sort={column.sort}
                    onSort={onSort && column.sort !== undefined ? () => onSort(column.id) : undefined}
                    align={column.numeric ? 'right' : column.align}
                    width={column.width}
                  >
                    {column.headerHidden ? (
                      <Box component="span" sx={srOnly}>
                        {column.header}
                      </Box>
                    ) : (
                      column.header
                    )}
                  </HeadCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={rowKey(row)} hover sx={bodyRowSx} {...rowProps?.(row)}>
                  {columns.map((column) => (
                    <TableCell
                      key={column.id}
                      align={column.numeric ? 'right' : column.align}
                      sx={[
                        column.numeric ? tabular : {},
                        ...(Array.isArray(column.cellSx) ? column.cellSx : [column.cellSx]),
                      ]}
                    >
                      {column.cell(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
              {body === 'empty' ? <EmptyRow colSpan={columns.length}>{empty}</EmptyRow> : null}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {pagination ? <ServerPagination {...pagination} /> : null}
    </Paper>
  );
}
