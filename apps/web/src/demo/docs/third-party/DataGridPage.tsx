import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Amount } from '../../../shared/ui/Amount';
import { DataGrid } from '../../../shared/ui/DataGrid';
import { DocPage, DocSection, Example, Mono } from '../kit/DocPage';

interface Line {
  id: string;
  date: string;
  description: string;
  amount: string;
}

/** 240 sample bank lines, made up from their index so the page needs no data. */
const LINES: Line[] = Array.from({ length: 240 }, (_, i) => {
  const cents = ((i * 7919) % 500_000) - (i % 3 === 0 ? 250_000 : 0);
  const day = String((i % 28) + 1).padStart(2, '0');
  return {
    id: `L${String(i + 1).padStart(4, '0')}`,
    date: `2026-10-${day}`,
    description: ['ACH CREDIT PAYROLL', 'IRS USATAXPYMT', 'CHECK 10', 'WIRE OUT'][i % 4] ?? '',
    amount: (cents / 100).toFixed(2),
  };
});

function PagedGrid() {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const rows = LINES.slice((page - 1) * limit, page * limit);
  return (
    <DataGrid
      label="Bank lines"
      loaded
      rows={rows}
      rowKey={(row) => row.id}
      empty="No bank lines"
      minHeight={0}
      columns={[
        { id: 'id', header: 'Line', cell: (row) => row.id },
        { id: 'date', header: 'Date', cell: (row) => row.date },
        { id: 'description', header: 'Description', cell: (row) => row.description },
        { id: 'amount', header: 'Amount', numeric: true, cell: (row) => <Amount value={row.amount} /> },
      ]}
      pagination={{
        page,
        limit,
        rowCount: rows.length,
        total: LINES.length,
        totalExact: true,
        hasNext: page * limit < LINES.length,
        onPageChange: setPage,
        onLimitChange: (next) => {
          setLimit(next);
          setPage(1);
        },
        limits: [10, 25, 50],
        noun: 'lines',
      }}
    />
  );
}

/** Only the rows in view are in the page: how Re-match keeps thousands of open lines fast. */
function VirtualList() {
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = useVirtualizer({
    count: LINES.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 40,
    overscan: 8,
  });
  return (
    <Box
      ref={scroller}
      role="region"
      aria-label="Virtual list of bank lines"
      tabIndex={0}
      sx={{ height: 280, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 2 }}
    >
      <Box sx={{ height: virtual.getTotalSize(), position: 'relative' }}>
        {virtual.getVirtualItems().map((item) => {
          const line = LINES[item.index] as Line;
          return (
            <Box
              key={line.id}
              sx={{
                position: 'absolute',
                top: 0,
                left: 0,
                right: 0,
                height: item.size,
                transform: `translateY(${item.start}px)`,
                display: 'flex',
                alignItems: 'center',
                gap: 2,
                px: 1.5,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Typography variant="body2" sx={{ width: 56 }}>
                {line.id}
              </Typography>
              <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }} noWrap>
                {line.description}
              </Typography>
              <Amount value={line.amount} />
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

/** /components-third-party/data-grid: MUI's Table under the shared DataGrid, and TanStack Virtual. */
export default function DataGridPage() {
  return (
    <DocPage
      title="Data grid"
      area="Third-party components"
      description="MUI's Table, wrapped once as the shared DataGrid; TanStack Virtual for very long lists."
    >
      <DocSection title="Server-paged tables">
        <Typography>
          Lists of records are paged and sorted by the server, so the product does not need a client-side grid
          library: the shared <Mono>DataGrid</Mono> (see{' '}
          <Link component={RouterLink} to="/components/data-grid">
            its page
          </Link>
          ) draws MUI's <Mono>Table</Mono> with the header style, tabular amounts, empty and error states and
          the <Mono>ServerPagination</Mono> footer. Here the paging happens in the page, on sample lines.
        </Typography>
        <Example label="240 sample bank lines, ten to a page">
          <PagedGrid />
        </Example>
      </DocSection>
      <DocSection title="Virtual lists">
        <Typography>
          Where a clerk scrolls through every open line at once (Re-match),{' '}
          <Mono>@tanstack/react-virtual</Mono> keeps only the rows in view in the page.
        </Typography>
        <Example label="The same 240 lines, virtualised: about a dozen rows exist in the page at a time">
          <VirtualList />
        </Example>
      </DocSection>
    </DocPage>
  );
}
