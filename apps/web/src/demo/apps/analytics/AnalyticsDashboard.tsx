import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ChartPanel } from '../../../shared/ui/charts';
import { demoApi } from '../../mock';
import type { AnalyticsWidgets, Period, TargetWidget } from '../../mock/analytics';
import { AppFrame } from '../shared/AppFrame';

const HEIGHT = 260;

/** /apps/dashboards/analytics: the template's analytics dashboard over the mock's widgets. */
export default function AnalyticsDashboard() {
  const widgets = useQuery({
    queryKey: ['demo', 'analytics'],
    queryFn: () => demoApi.get('/api/analytics-dashboard-app/widgets'),
  });
  const w = widgets.data;
  return (
    <AppFrame
      title="Analytics Dashboard"
      description="Sample visitors, conversions and devices from the demo's mock backend."
    >
      {widgets.isError ? <Alert severity="error">The widgets could not be read.</Alert> : null}
      {w ? (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Visitors visitors={w.visitors} />
          </Box>
          <Target title="Conversion" widget={w.conversion} />
          <Target title="Impressions" widget={w.impressions} />
          <Target title="Visits" widget={w.visits} />
          <Box sx={{ gridColumn: { md: 'span 2' } }}>
            <ChartPanel
              title="Visitors vs. page views"
              height={HEIGHT}
              table={{
                columns: [
                  { key: 'month', label: 'Month' },
                  { key: 'visitors', label: 'Visitors', numeric: true },
                  { key: 'views', label: 'Page views', numeric: true },
                ],
                rows: w.visitorsVsPageViews.labels.map((month, i) => ({
                  month,
                  visitors: w.visitorsVsPageViews.datasets[0]?.data[i] ?? null,
                  views: w.visitorsVsPageViews.datasets[1]?.data[i] ?? null,
                })),
              }}
            >
              <BarChart
                height={HEIGHT}
                xAxis={[{ scaleType: 'band', data: w.visitorsVsPageViews.labels }]}
                yAxis={[{ width: 48 }]}
                series={w.visitorsVsPageViews.datasets.map((d) => ({ data: d.data, label: d.label }))}
                margin={{ left: 0, right: 12 }}
              />
            </ChartPanel>
          </Box>
          <Devices devices={w.devices} />
          <Paper
            variant="outlined"
            component="section"
            aria-label="Top pages"
            sx={{ p: 2, gridColumn: '1 / -1', overflowX: 'auto' }}
          >
            <Typography variant="h2" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
              Top pages
            </Typography>
            <Box
              component="table"
              sx={{
                width: '100%',
                borderCollapse: 'collapse',
                '& td, & th': { py: 0.75, borderBottom: 1, borderColor: 'divider', textAlign: 'left' },
                '& .n': { textAlign: 'right' },
              }}
            >
              <thead>
                <tr>
                  <th>Page</th>
                  <th className="n">Clicks</th>
                  <th className="n">Conversion</th>
                </tr>
              </thead>
              <tbody>
                {w.topPages.map((p) => (
                  <tr key={p.title}>
                    <td>{p.title}</td>
                    <td className="n">{p.clicks.toLocaleString('en-US')}</td>
                    <td className="n">{p.conversion} %</td>
                  </tr>
                ))}
              </tbody>
            </Box>
          </Paper>
        </Box>
      ) : null}
    </AppFrame>
  );
}

/** Visitors per month, for one of the years 2015-2017 (spec §9). */
function Visitors({ visitors }: { visitors: AnalyticsWidgets['visitors'] }) {
  const [year, setYear] = useState(visitors.years.at(-1) ?? '');
  const data = visitors.byYear[year];
  return (
    <ChartPanel
      title="Visitors"
      subtitle={`Per month in ${year}`}
      height={HEIGHT}
      actions={
        <ToggleButtonGroup
          size="small"
          exclusive
          value={year}
          onChange={(_, y: string | null) => y && setYear(y)}
          aria-label="Year"
        >
          {visitors.years.map((y) => (
            <ToggleButton key={y} value={y}>
              {y}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      }
      table={{
        columns: [
          { key: 'month', label: 'Month' },
          { key: 'visitors', label: 'Visitors', numeric: true },
        ],
        rows: (data?.labels ?? []).map((month, i) => ({
          month,
          visitors: data?.datasets[0]?.data[i] ?? null,
        })),
      }}
    >
      <LineChart
        height={HEIGHT}
        xAxis={[{ scaleType: 'point', data: data?.labels ?? [] }]}
        yAxis={[{ width: 48 }]}
        series={[{ data: data?.datasets[0]?.data ?? [], label: 'Visitors', area: true }]}
        margin={{ left: 0, right: 12 }}
        hideLegend
      />
    </ChartPanel>
  );
}

function Target({ title, widget }: { title: string; widget: TargetWidget }) {
  const up = widget.ofTarget >= 0;
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography sx={{ color: 'text.secondary', fontWeight: 600 }}>{title}</Typography>
      <Typography sx={{ fontSize: '2rem', fontWeight: 700 }}>
        {widget.value.toLocaleString('en-US')}
      </Typography>
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: up ? 'success.main' : 'error.main' }}
      >
        {up ? <ArrowUpward fontSize="small" /> : <ArrowDownward fontSize="small" />}
        <Typography variant="body2">
          {Math.abs(widget.ofTarget)} % {up ? 'above' : 'below'} target
        </Typography>
      </Box>
      <LineChart
        height={90}
        xAxis={[{ scaleType: 'point', data: widget.chart.labels }]}
        yAxis={[{ width: 0 }]}
        series={[{ data: widget.chart.datasets[0]?.data ?? [], label: title, area: true, showMark: false }]}
        margin={{ left: 0, right: 0, top: 8, bottom: 0 }}
        hideLegend
        slotProps={{ tooltip: { trigger: 'none' } }}
        sx={{ '& .MuiChartsAxis-root': { display: 'none' } }}
      />
    </Paper>
  );
}

/** The device split for a period (Today .. Last 90 days), a doughnut with spec §9's 75 % cutout. */
function Devices({ devices }: { devices: AnalyticsWidgets['devices'] }) {
  const [period, setPeriod] = useState<Period>(devices.periods[0] ?? 'Today');
  const split = devices.byPeriod[period];
  return (
    <ChartPanel
      title="Devices"
      subtitle={period}
      height={HEIGHT}
      actions={
        <TextField
          select
          size="small"
          label="Period"
          value={period}
          onChange={(e) => setPeriod(e.target.value as Period)}
          sx={{ minWidth: 150 }}
        >
          {devices.periods.map((p) => (
            <MenuItem key={p} value={p}>
              {p}
            </MenuItem>
          ))}
        </TextField>
      }
      table={{
        columns: [
          { key: 'device', label: 'Device' },
          { key: 'share', label: 'Share %', numeric: true },
          { key: 'change', label: 'Change %', numeric: true },
        ],
        rows: devices.labels.map((device, i) => ({
          device,
          share: split.data[i] ?? null,
          change: split.change[i] ?? null,
        })),
      }}
    >
      <PieChart
        height={HEIGHT}
        series={[
          {
            innerRadius: `${devices.cutoutPercent}%`,
            outerRadius: '100%',
            data: devices.labels.map((label, i) => ({ id: label, label, value: split.data[i] ?? 0 })),
          },
        ]}
      />
    </ChartPanel>
  );
}
