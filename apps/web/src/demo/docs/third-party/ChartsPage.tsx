import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartPanel } from '../../../shared/ui/charts';
import { Code, DocPage, DocSection, Mono } from '../kit/DocPage';

const MONTHS = ['May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct'];
const AUTO_RATE = [88.2, 89.5, 91.0, 90.4, 92.7, 93.1];
const OPEN_BY_AGE = [
  { age: '0-7', items: 42 },
  { age: '8-30', items: 27 },
  { age: '31-60', items: 9 },
  { age: '61-90', items: 4 },
  { age: '90+', items: 2 },
];
const BY_RULE = [
  { label: 'exact', value: 6120 },
  { label: 'agency-batch', value: 2210 },
  { label: 'check-number', value: 940 },
  { label: 'by hand', value: 310 },
];

const HEIGHT = 240;
const twoUp = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } };

/**
 * /components-third-party/charts: @mui/x-charts as the dashboards use it, always inside a ChartPanel.
 * Only the chart kinds the product already draws (bar, line): the build puts every @mui module in the
 * product's first-load chunk, so a new kind here would grow every user's download.
 */
export default function ChartsPage() {
  return (
    <DocPage
      title="Charts"
      area="Third-party components"
      description="@mui/x-charts, always inside the shared ChartPanel so every chart has a table view and a CSV."
    >
      <DocSection title="How the product uses them">
        <Typography>
          Import each chart by its path (<Mono>@mui/x-charts/BarChart</Mono>) and give it the panel's height.
          The panel's <Mono>table</Mono> holds the same figures the chart draws: it is what screen readers and
          the CSV download get, so build both from one array.
        </Typography>
        <Code>
          {[
            '<ChartPanel title="Open items by age" table={{ columns, rows }}>',
            "  <BarChart height={240} xAxis={[{ scaleType: 'band', data: ages }]} series={[{ data: counts }]} />",
            '</ChartPanel>',
          ].join('\n')}
        </Code>
      </DocSection>
      <Box sx={twoUp}>
        <ChartPanel
          title="Auto-match rate"
          subtitle="Share of bank lines confirmed by the engine (sample)"
          height={HEIGHT}
          table={{
            columns: [
              { key: 'month', label: 'Month' },
              { key: 'rate', label: 'Auto-match rate (%)', numeric: true },
            ],
            rows: MONTHS.map((month, i) => ({ month, rate: AUTO_RATE[i] ?? null })),
          }}
        >
          <LineChart
            height={HEIGHT}
            xAxis={[{ scaleType: 'point', data: MONTHS }]}
            yAxis={[{ min: 80, max: 100, width: 40 }]}
            series={[{ data: AUTO_RATE, label: 'Auto-match rate', area: true }]}
            hideLegend
          />
        </ChartPanel>
        <ChartPanel
          title="Open items by age"
          subtitle="Days since the entry (sample)"
          height={HEIGHT}
          table={{
            columns: [
              { key: 'age', label: 'Age (days)' },
              { key: 'items', label: 'Open items', numeric: true },
            ],
            rows: OPEN_BY_AGE,
          }}
        >
          <BarChart
            height={HEIGHT}
            xAxis={[{ scaleType: 'band', data: OPEN_BY_AGE.map((r) => r.age) }]}
            series={[{ data: OPEN_BY_AGE.map((r) => r.items), label: 'Open items' }]}
            hideLegend
          />
        </ChartPanel>
        <ChartPanel
          title="Matches by rule"
          subtitle="This month (sample)"
          height={HEIGHT}
          table={{
            columns: [
              { key: 'label', label: 'Rule' },
              { key: 'value', label: 'Matches', numeric: true },
            ],
            rows: BY_RULE.map(({ label, value }) => ({ label, value })),
          }}
        >
          <BarChart
            height={HEIGHT}
            layout="horizontal"
            yAxis={[{ scaleType: 'band', data: BY_RULE.map((r) => r.label), width: 96 }]}
            series={[{ data: BY_RULE.map((r) => r.value), label: 'Matches' }]}
            hideLegend
          />
        </ChartPanel>
      </Box>
    </DocPage>
  );
}
