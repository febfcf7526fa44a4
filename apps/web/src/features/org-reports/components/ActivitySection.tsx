import type { ActivityFigures, OrgReport } from '@clearline/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartPanel } from '../../../shared/ui/charts';
import { DataGrid, type GridColumn } from '../../../shared/ui/DataGrid';
import { ACTIVITY_COLUMNS, count } from '../model/org-report-view';

type Row = OrgReport['activity'][number];

/** What each person did in the period: a chart of who did the work, and every figure in the table. */
export function ActivitySection({ report, fetching }: { report: OrgReport | undefined; fetching: boolean }) {
  const people = report?.activity ?? [];
  const total: Row | null = report
    ? { userId: 'total', name: 'All people', member: true, ...report.activityTotals }
    : null;
  const columns: GridColumn<Row>[] = [
    {
      id: 'person',
      header: 'Person',
      cell: (p) => (
        <Box sx={{ fontWeight: p.userId === 'total' ? 700 : 600 }}>
          {p.name}
          {p.member ? null : (
            <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
              No longer a member
            </Typography>
          )}
        </Box>
      ),
    },
    ...ACTIVITY_COLUMNS.map(
      (c): GridColumn<Row> => ({
        id: c.key,
        header: c.label,
        numeric: true,
        cell: (p) => (
          <Box component="span" sx={{ fontWeight: p.userId === 'total' ? 700 : 400 }}>
            {count(p[c.key])}
          </Box>
        ),
      }),
    ),
  ];
  const busy = people.filter((p) => ACTIVITY_COLUMNS.some((c) => p[c.key] > 0)).slice(0, 10);
  const charted: (keyof ActivityFigures)[] = [
    'filesImported',
    'matchesByHand',
    'unmatches',
    'transfers',
    'ledgerEntries',
    'exports',
  ];
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
      }}
    >
      <DataGrid
        label="Activity by person"
        columns={columns}
        rows={total && people.length > 0 ? [...people, total] : people}
        rowKey={(p) => p.userId}
        rowProps={(p) => ({ 'data-testid': 'activity-row', 'data-person': p.name }) as object}
        loaded={report !== undefined}
        fetching={fetching}
        empty="Nobody belongs to this organisation yet."
        minWidth={960}
        keyboardScroll
        minHeight={120}
      />
      <ChartPanel
        title="Who did the work"
        subtitle="Actions per person in the period"
        height={280}
        table={{
          columns: [
            { key: 'name', label: 'Person' },
            ...ACTIVITY_COLUMNS.map((c) => ({ key: c.key, label: c.label, numeric: true })),
          ],
          rows: busy.map(({ member: _member, ...p }) => p),
        }}
      >
        <BarChart
          height={280}
          layout="horizontal"
          yAxis={[{ scaleType: 'band', data: busy.map((p) => p.name), width: 110 }]}
          series={charted.map((key) => ({
            data: busy.map((p) => p[key]),
            label: ACTIVITY_COLUMNS.find((c) => c.key === key)?.label ?? key,
            stack: 'all',
          }))}
          margin={{ left: 0, right: 12 }}
        />
      </ChartPanel>
    </Box>
  );
}
