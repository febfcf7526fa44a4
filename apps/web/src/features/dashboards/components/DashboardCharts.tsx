import Link from '@mui/material/Link';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { Link as RouterLink } from 'react-router';
import { formatAmount } from '../../../shared/ui/amount-format';
import { ChartPanel } from '../../../shared/ui/charts';
import type { AutoMatchMonth, ManagementDashboard, PersonMatches } from '../api/dashboards-api';
import { percent, shortMonth } from '../model/dashboard-view';

const HEIGHT = 260;

function Drill({ to, label }: { to: string; label: string }) {
  return (
    <Link
      component={RouterLink}
      to={to}
      underline="hover"
      sx={{ fontSize: '0.875rem', fontWeight: 600, alignSelf: 'center' }}
    >
      {label}
    </Link>
  );
}

/** The share of each month's bank lines the engine confirmed on its own, over twelve months. */
export function AutoMatchRateChart({ months, to }: { months: AutoMatchMonth[]; to: string }) {
  const shown = months.filter((m) => m.lines > 0);
  return (
    <ChartPanel
      title="Auto-match rate"
      subtitle="Bank lines of each month the engine confirmed on its own"
      height={HEIGHT}
      actions={<Drill to={to} label="Re-match" />}
      table={{
        columns: [
          { key: 'month', label: 'Month' },
          { key: 'lines', label: 'Bank lines', numeric: true },
          { key: 'auto', label: 'Auto-confirmed', numeric: true },
          { key: 'suggested', label: 'Suggested, accepted', numeric: true },
          { key: 'manual', label: 'By hand', numeric: true },
          { key: 'open', label: 'Open', numeric: true },
          { key: 'rate', label: 'Auto-match rate', numeric: true },
        ],
        rows: shown.map((m) => ({ ...m, month: shortMonth(m.month), rate: percent(m.rate, m.lines) })),
      }}
    >
      <LineChart
        height={HEIGHT}
        xAxis={[{ scaleType: 'point', data: shown.map((m) => shortMonth(m.month)) }]}
        yAxis={[{ min: 0, max: 100, valueFormatter: (v: number) => `${v}%`, width: 48 }]}
        series={[
          {
            data: shown.map((m) => Math.round(m.rate * 1000) / 10),
            label: 'Auto-confirmed',
            valueFormatter: (v) => (v === null ? '' : `${v}%`),
            area: true,
          },
        ]}
        margin={{ left: 0, right: 12 }}
        hideLegend
      />
    </ChartPanel>
  );
}

/** Open bank lines and ledger entries by how long they have been open. */
export function AgingChart({ aging, to }: { aging: ManagementDashboard['aging']; to: string }) {
  return (
    <ChartPanel
      title="Open items by age"
      subtitle="Days since the line's date"
      height={HEIGHT}
      actions={<Drill to={to} label="Open items" />}
      table={{
        columns: [
          { key: 'bucket', label: 'Days' },
          { key: 'bankCount', label: 'Bank lines', numeric: true },
          { key: 'bankAmount', label: 'Bank amount', numeric: true },
          { key: 'ledgerCount', label: 'Ledger entries', numeric: true },
          { key: 'ledgerAmount', label: 'Ledger amount', numeric: true },
        ],
        rows: aging.map((a) => ({
          ...a,
          bankAmount: formatAmount(a.bankAmount),
          ledgerAmount: formatAmount(a.ledgerAmount),
        })),
      }}
    >
      <BarChart
        height={HEIGHT}
        xAxis={[{ scaleType: 'band', data: aging.map((a) => a.bucket) }]}
        yAxis={[{ width: 48 }]}
        series={[
          { data: aging.map((a) => a.bankCount), label: 'Bank lines' },
          { data: aging.map((a) => a.ledgerCount), label: 'Ledger entries' },
        ]}
        margin={{ left: 0, right: 12 }}
      />
    </ChartPanel>
  );
}

/** Matches made in the last 30 days, by who made them and how. */
export function MatchesByPersonChart({ people, to }: { people: PersonMatches[]; to: string }) {
  const shown = people.slice(0, 8);
  return (
    <ChartPanel
      title="Matches by person"
      subtitle="Last 30 days; the engine's own as Auto-match engine"
      height={HEIGHT}
      actions={<Drill to={to} label="Matched" />}
      table={{
        columns: [
          { key: 'name', label: 'Person' },
          { key: 'manual', label: 'By hand', numeric: true },
          { key: 'suggested', label: 'Suggestions accepted', numeric: true },
          { key: 'auto', label: 'Auto-confirmed', numeric: true },
          { key: 'total', label: 'Total', numeric: true },
        ],
        rows: people.map((p) => ({ ...p })),
      }}
    >
      <BarChart
        height={HEIGHT}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: shown.map((p) => p.name), width: 120 }]}
        series={[
          { data: shown.map((p) => p.manual), label: 'By hand', stack: 'all' },
          { data: shown.map((p) => p.suggested), label: 'Suggestions accepted', stack: 'all' },
          { data: shown.map((p) => p.auto), label: 'Auto-confirmed', stack: 'all' },
        ]}
        margin={{ left: 0, right: 12 }}
      />
    </ChartPanel>
  );
}
