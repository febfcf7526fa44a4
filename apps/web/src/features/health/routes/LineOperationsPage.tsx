import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatUsDateTime } from '../../../shared/lib/date-time';
import { Amount } from '../../../shared/ui/Amount';
import { formatAmount } from '../../../shared/ui/amount-format';
import { ChartPanel } from '../../../shared/ui/charts';
import { DataGrid } from '../../../shared/ui/DataGrid';
import { LoadError } from '../../../shared/ui/LoadError';
import { PageFrame, PageHeader } from '../../../shared/ui/PageHeader';
import { useLineOperations } from '../api/monitoring-api';
import { useLineSlug } from '../api/use-line-slug';
import { LineNav } from '../components/LineNav';
import { customerColumn, listGridProps, tileGrid } from '../components/layout';
import { MetricTile } from '../components/MetricTile';
import { formatPercent } from '../model/monitoring';

const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
/** The customers with most open items in the chart (the table lists them all). */
const CHART_CUSTOMERS = 10;

/** A product line's Operations: its customers' imports, reconciliation state and open items. */
export default function LineOperationsPage() {
  const slug = useLineSlug();
  const query = useLineOperations(slug);
  const data = query.data;
  const top = (data?.customers ?? []).filter((c) => c.openItems > 0).slice(0, CHART_CUSTOMERS);
  return (
    <PageFrame>
      <PageHeader
        area="Product lines"
        title={`${data?.line.name ?? 'Product line'} · Operations`}
        description="The bank reconciliation of this line's customers: open ledger lines, what the last 30 days' lines matched, and the files that touched them."
      />
      <LineNav slug={slug} current="operations" />
      <LoadError query={query} fallback="The line's operations could not be read." sx={{ mb: 2 }} />
      <Box sx={tileGrid}>
        <MetricTile label="Customers" value={data ? data.totals.customers : '—'} testId="tile-customers" />
        <MetricTile
          label="Open items"
          value={data ? data.totals.openItems : '—'}
          hint={data ? `$${formatAmount(data.totals.openAmount)} open` : undefined}
          tone={data && data.totals.openItems > 0 ? 'warning' : undefined}
          testId="tile-open"
        />
        <MetricTile
          label="Matched, 30 days"
          value={data ? data.totals.matchedItems30d : '—'}
          hint="ledger lines"
        />
        <MetricTile
          label="Matched share, 30 days"
          value={formatPercent(data?.totals.matchedShare30d ?? null)}
        />
      </Box>
      <Box sx={{ mb: 2 }}>
        <ChartPanel
          title="Open items by customer"
          subtitle={`The ${CHART_CUSTOMERS} customers with most open ledger lines`}
          table={{
            columns: [
              { key: 'customer', label: 'Customer' },
              { key: 'open', label: 'Open items', numeric: true },
              { key: 'amount', label: 'Open amount', numeric: true },
            ],
            rows: top.map((c) => ({
              customer: `${c.coId} ${c.coName}`,
              open: c.openItems,
              amount: c.openAmount,
            })),
          }}
        >
          <BarChart
            height={260}
            skipAnimation
            layout="horizontal"
            margin={{ left: 4, right: 16, top: 8, bottom: 4 }}
            yAxis={[{ scaleType: 'band', data: top.map((c) => c.coId), width: 80 }]}
            series={[{ label: 'Open items', data: top.map((c) => c.openItems) }]}
            hideLegend
          />
        </ChartPanel>
      </Box>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        Customers
      </Typography>
      <Box sx={{ mb: 2 }}>
        <DataGrid
          label="Customers of the line"
          rows={data?.customers ?? []}
          rowKey={(c) => c.id}
          loaded={query.isSuccess}
          empty="No customer is assigned to this line."
          minWidth={680}
          maxHeight={{ xs: '60vh', md: '420px' }}
          {...listGridProps}
          columns={[
            customerColumn,
            { id: 'open', header: 'Open items', numeric: true, width: 110, cell: (c) => c.openItems },
            {
              id: 'amount',
              header: 'Open amount',
              numeric: true,
              width: 140,
              cell: (c) => <Amount value={c.openAmount} />,
            },
            {
              id: 'matched',
              header: 'Matched, 30 d',
              numeric: true,
              width: 130,
              cell: (c) => c.matchedItems30d,
            },
            { id: 'last', header: 'Last ledger line', width: 140, cell: (c) => c.lastEntryDate ?? '—' },
          ]}
        />
      </Box>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        Latest imports
      </Typography>
      <DataGrid
        label="Latest imports"
        rows={data?.imports ?? []}
        rowKey={(i) => i.id}
        loaded={query.isSuccess}
        empty="No file was imported yet."
        minWidth={640}
        {...listGridProps}
        columns={[
          { id: 'when', header: 'Imported', width: 190, cell: (i) => formatUsDateTime(i.createdAt, zone()) },
          { id: 'file', header: 'File', cell: (i) => i.fileName },
          { id: 'status', header: 'Status', width: 130, cell: (i) => i.status },
          {
            id: 'lines',
            header: "Lines of this line's customers",
            numeric: true,
            width: 220,
            cell: (i) => i.linesOfLine,
          },
        ]}
      />
    </PageFrame>
  );
}
