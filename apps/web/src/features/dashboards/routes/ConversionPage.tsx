import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { monthLabel } from '../../../shared/lib/month';
import { tabular } from '../../../shared/ui/Amount';
import { ChartPanel } from '../../../shared/ui/charts';
import { headCellSx } from '../../../shared/ui/DataGrid';
import { FetchingBar } from '../../../shared/ui/FetchingBar';
import { LoadError } from '../../../shared/ui/LoadError';
import { MonthPicker } from '../../../shared/ui/MonthPicker';
import { PageFrame, PageHeader } from '../../../shared/ui/PageHeader';
import { ScrollRegion } from '../../../shared/ui/ScrollRegion';
import { type Conversion, useConversion } from '../api/dashboards-api';
import { AreaSwitch } from '../components/PeriodControls';
import { StatTile } from '../components/StatTile';
import { AREA_LABELS, drillDowns, percent } from '../model/dashboard-view';
import { useDashboardPeriod } from '../model/use-dashboard-period';

const count = (n: number) => n.toLocaleString('en-US');
const cellSx = { py: 1, px: 1.25, fontSize: '0.8125rem', whiteSpace: 'nowrap', ...tabular } as const;
const STAGES = [
  { key: 'auto', label: 'Auto-confirmed' },
  { key: 'suggested', label: 'Suggested, accepted' },
  { key: 'manual', label: 'Matched by hand' },
  { key: 'open', label: 'Still open' },
] as const;

/**
 * /RPConversion: the reconciliation funnel of a month's bank lines (imported -> auto-confirmed ->
 * suggested -> matched by hand -> still open), by account and by rule, so a lead sees where the engine's
 * rules fall short.
 */
export default function ConversionPage() {
  const { area, month, setArea, setMonth } = useDashboardPeriod();
  const conversion = useConversion(area, month);
  const data = conversion.data;
  const links = drillDowns(area);
  const shownMonth = data?.month ?? month ?? '';
  const total = data?.total;

  return (
    <PageFrame maxWidth={1440}>
      <PageHeader
        area="Management"
        title="Conversion"
        description={`${AREA_LABELS[area]}: what became of the bank lines dated in ${shownMonth ? monthLabel(shownMonth) : 'the month'}, by account and by matching rule.`}
        actions={
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
            <AreaSwitch area={area} onChange={setArea} />
            {shownMonth ? <MonthPicker month={shownMonth} onChange={setMonth} /> : null}
          </Box>
        }
      />
      <FetchingBar fetching={conversion.isFetching} sx={{ mb: 1 }} />
      <LoadError query={conversion} fallback="The funnel could not be loaded." sx={{ mb: 2 }} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
          mb: 2,
        }}
      >
        <StatTile
          testId="stage-imported"
          title="Imported"
          value={total ? count(total.lines) : undefined}
          caption="Bank lines of the month"
          to={links.activityLog}
          action="Activity Log"
        />
        {STAGES.map((s) => (
          <StatTile
            key={s.key}
            testId={`stage-${s.key}`}
            title={s.label}
            value={total ? count(total[s.key]) : undefined}
            caption={total ? percent(total[s.key] / (total.lines || 1), total.lines) : undefined}
            tone={s.key === 'open' && total && total.open > 0 ? 'tone.warning' : undefined}
            to={s.key === 'open' ? links.rematch : s.key === 'suggested' ? links.suggestions : links.matched}
            action="Re-match"
          />
        ))}
      </Box>
      {data ? (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <FunnelByAccount data={data} />
          <RulesChart data={data} />
        </Box>
      ) : null}
    </PageFrame>
  );
}

function FunnelByAccount({ data }: { data: Conversion }) {
  const accounts = data.accounts.filter((a) => a.lines > 0);
  return (
    <ChartPanel
      title="By account"
      subtitle="Each account's lines of the month, by stage"
      height={300}
      table={{
        columns: [
          { key: 'accountName', label: 'Account' },
          { key: 'lines', label: 'Imported', numeric: true },
          ...STAGES.map((s) => ({ key: s.key, label: s.label, numeric: true })),
        ],
        rows: accounts.map((a) => ({ ...a })),
      }}
    >
      <BarChart
        height={300}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: accounts.map((a) => a.accountName), width: 130 }]}
        series={STAGES.map((s) => ({ data: accounts.map((a) => a[s.key]), label: s.label, stack: 'all' }))}
        margin={{ left: 0, right: 12 }}
      />
    </ChartPanel>
  );
}

function RulesChart({ data }: { data: Conversion }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="By rule"
      sx={{ overflow: 'hidden', minWidth: 0 }}
    >
      <Box sx={{ px: 2, py: 1.5 }}>
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1rem' }}>
          By rule
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Lines each rule matched on its own or through an accepted suggestion; suggestions still waiting
        </Typography>
      </Box>
      {data.rules.length === 0 ? (
        <Typography sx={{ p: 3, color: 'text.secondary' }}>No rule matched a line of this month.</Typography>
      ) : (
        <ScrollRegion label="Rules" ruled>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell sx={headCellSx}>Rule</TableCell>
                <TableCell sx={headCellSx} align="right">
                  Auto-confirmed
                </TableCell>
                <TableCell sx={headCellSx} align="right">
                  Accepted
                </TableCell>
                <TableCell sx={headCellSx} align="right">
                  Waiting
                </TableCell>
                <TableCell sx={headCellSx} align="right">
                  Auto share
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.rules.map((r) => (
                <TableRow key={r.ruleId} hover>
                  <TableCell sx={{ ...cellSx, fontWeight: 600 }}>{r.ruleId}</TableCell>
                  <TableCell sx={cellSx} align="right">
                    {count(r.auto)}
                  </TableCell>
                  <TableCell sx={cellSx} align="right">
                    {count(r.suggested)}
                  </TableCell>
                  <TableCell sx={cellSx} align="right">
                    {count(r.pending)}
                  </TableCell>
                  <TableCell sx={cellSx} align="right">
                    {percent(r.auto / (r.auto + r.suggested || 1), r.auto + r.suggested)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
    </Paper>
  );
}
