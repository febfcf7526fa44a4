import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { Link as RouterLink } from 'react-router';
import { ChartPanel } from '../../../shared/ui/charts';
import { DataGrid } from '../../../shared/ui/DataGrid';
import { projectProgressColumns } from '../../../shared/ui/implementation-projects';
import { LoadError } from '../../../shared/ui/LoadError';
import { PageFrame, PageHeader } from '../../../shared/ui/PageHeader';
import { useImplementation, useImplementationProjects } from '../api/monitoring-api';
import { customerColumn, listGridProps, tileGrid } from '../components/layout';
import { MetricTile } from '../components/MetricTile';
import { monthLabel } from '../model/monitoring';

/** The months the chart shows: the last three years (the table lists every customer). */
const CHART_MONTHS = 36;

/**
 * /apps/rpimplementation/Dashboard: the payroll implementation projects (issue 19: state, steps done,
 * overdue and blocked steps, the month the customer was first reconciled), then every customer and how
 * soon it was reconciled: onboarding is the customer's creation date and the first reconciliation the
 * month of its first matched ledger line.
 */
export default function ImplementationPage() {
  const query = useImplementation();
  const projects = useImplementationProjects();
  const projectRows = projects.data ?? [];
  const openProjects = projectRows.filter((p) => p.state !== 'done');
  const data = query.data;
  const months = (data?.months ?? []).slice(-CHART_MONTHS);
  const customers = data?.customers ?? [];
  const totals = data?.totals;
  // The median of the customers listed: the most recently onboarded, whose pace matters now.
  const days = customers
    .filter((c) => c.daysToFirstMatch !== null)
    .map((c) => c.daysToFirstMatch ?? 0)
    .sort((a, b) => a - b);
  const median = days.length ? days[Math.floor((days.length - 1) / 2)] : null;
  return (
    <PageFrame>
      <PageHeader
        area="Implementation"
        title="Implementation progress"
        description="Customers onboarded each month and the month each one was first reconciled (its first matched ledger line)."
      />
      <LoadError query={query} fallback="The implementation figures could not be read." sx={{ mb: 2 }} />
      <Box sx={tileGrid}>
        <MetricTile label="Customers" value={totals ? totals.customers : '—'} testId="tile-customers" />
        <MetricTile label="Reconciled at least once" value={totals ? totals.reconciled : '—'} />
        <MetricTile
          label="Not reconciled yet"
          value={totals ? totals.customers - totals.reconciled : '—'}
          tone={totals && totals.customers > totals.reconciled ? 'warning' : undefined}
        />
        <MetricTile label="Median days to first match, newest customers" value={median ?? '—'} />
      </Box>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        Implementation projects
      </Typography>
      <LoadError query={projects} fallback="The implementation projects could not be read." sx={{ mb: 2 }} />
      <Box sx={tileGrid}>
        <MetricTile
          label="Projects under way"
          value={projects.data ? openProjects.length : '—'}
          testId="tile-projects-open"
        />
        <MetricTile
          label="Overdue steps"
          value={projects.data ? openProjects.reduce((n, p) => n + p.overdueSteps, 0) : '—'}
          tone={openProjects.some((p) => p.overdueSteps > 0) ? 'warning' : undefined}
        />
        <MetricTile
          label="Blocked steps"
          value={projects.data ? openProjects.reduce((n, p) => n + p.blockedSteps, 0) : '—'}
          tone={openProjects.some((p) => p.blockedSteps > 0) ? 'error' : undefined}
        />
        <MetricTile
          label="Completed (first month reconciled)"
          value={projects.data ? projectRows.filter((p) => p.state === 'done').length : '—'}
          testId="tile-projects-done"
        />
      </Box>
      <Box sx={{ mb: 3 }}>
        <DataGrid
          label="Implementation projects"
          rows={projectRows}
          rowKey={(p) => p.id}
          loaded={projects.isSuccess}
          empty="No implementation project yet."
          minWidth={860}
          maxHeight={{ xs: '50vh', md: '360px' }}
          {...listGridProps}
          columns={[
            {
              id: 'customer',
              header: 'Customer',
              cell: (p) => (
                <Link component={RouterLink} to={`/app/payroll/payrollimpl?project=${p.id}`}>
                  {p.customerName} ({p.coId})
                </Link>
              ),
            },
            ...projectProgressColumns(monthLabel),
          ]}
        />
      </Box>
      <Box sx={{ mb: 2 }}>
        <ChartPanel
          title="Onboarded and first reconciled, by month"
          table={{
            columns: [
              { key: 'month', label: 'Month' },
              { key: 'onboarded', label: 'Onboarded', numeric: true },
              { key: 'first', label: 'First reconciled', numeric: true },
            ],
            rows: months.map((m) => ({ month: m.month, onboarded: m.onboarded, first: m.firstReconciled })),
          }}
        >
          <BarChart
            height={260}
            skipAnimation
            margin={{ left: 4, right: 12, top: 8, bottom: 4 }}
            xAxis={[{ scaleType: 'band', data: months.map((m) => monthLabel(m.month)), tickLabelMinGap: 12 }]}
            yAxis={[{ width: 36 }]}
            series={[
              { label: 'Onboarded', data: months.map((m) => m.onboarded) },
              { label: 'First reconciled', data: months.map((m) => m.firstReconciled) },
            ]}
          />
        </ChartPanel>
      </Box>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        The {customers.length} most recently onboarded customers
      </Typography>
      <DataGrid
        label="Customers and their first reconciliation"
        rows={customers}
        rowKey={(c) => c.id}
        loaded={query.isSuccess}
        empty="No customer yet."
        minWidth={720}
        maxHeight={{ xs: '60vh', md: '480px' }}
        {...listGridProps}
        columns={[
          customerColumn,
          { id: 'line', header: 'Product line', width: 160, cell: (c) => c.productLine ?? '—' },
          { id: 'onboarded', header: 'Onboarded', width: 120, cell: (c) => c.onboardedOn },
          {
            id: 'first',
            header: 'First reconciled',
            width: 140,
            cell: (c) => (c.firstMatchMonth ? monthLabel(c.firstMatchMonth) : 'Not yet'),
          },
          { id: 'days', header: 'Days', numeric: true, width: 80, cell: (c) => c.daysToFirstMatch ?? '—' },
        ]}
      />
    </PageFrame>
  );
}
