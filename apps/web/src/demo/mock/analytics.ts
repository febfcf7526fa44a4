import { type Handler, mock, ok } from './http';
import { type Random, words } from './random';

/** Spec §9: the dashboard's periods, chart years and the device split's doughnut cutout. */
export const ANALYTICS_PERIODS = [
  'Today',
  'Yesterday',
  'Last 7 days',
  'Last 28 days',
  'Last 90 days',
] as const;
export const CHART_YEARS = ['2015', '2016', '2017'] as const;
export const DEVICE_CUTOUT_PERCENT = 75;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export type Period = (typeof ANALYTICS_PERIODS)[number];

export interface ChartData {
  labels: string[];
  datasets: { label: string; data: number[] }[];
}
export interface TargetWidget {
  value: number;
  ofTarget: number;
  chart: ChartData;
}
export interface AnalyticsWidgets {
  /** Visitors per month, one dataset per year (2015-2017); the page offers the years. */
  visitors: { years: string[]; byYear: Record<string, ChartData> };
  conversion: TargetWidget;
  impressions: TargetWidget;
  visits: TargetWidget;
  visitorsVsPageViews: ChartData;
  markers: { lat: number; lng: number; label: string }[];
  devices: {
    cutoutPercent: number;
    labels: string[];
    periods: Period[];
    byPeriod: Record<Period, { data: number[]; change: number[] }>;
  };
  topPages: { title: string; clicks: number; conversion: number }[];
}

const series = (random: Random, length: number, min: number, max: number) =>
  Array.from({ length }, () => random.int(min, max));

function target(random: Random, label: string): TargetWidget {
  const days = Array.from({ length: 7 }, (_, i) => `Day ${i + 1}`);
  return {
    value: random.int(400, 9_000),
    ofTarget: random.int(-20, 40),
    chart: { labels: days, datasets: [{ label, data: series(random, 7, 100, 900) }] },
  };
}

/** Percentages that add up to 100, for the device split. */
function split(random: Random, parts: number): number[] {
  const raw = series(random, parts, 10, 60);
  const sum = raw.reduce((a, b) => a + b, 0);
  const shares = raw.map((v) => Math.floor((v * 100) / sum));
  shares[0] = (shares[0] ?? 0) + 100 - shares.reduce((a, b) => a + b, 0);
  return shares;
}

export function generateAnalytics(random: Random): AnalyticsWidgets {
  const byYear = Object.fromEntries(
    CHART_YEARS.map((year) => [
      year,
      { labels: MONTHS, datasets: [{ label: 'Visitors', data: series(random, 12, 1_500, 5_000) }] },
    ]),
  );
  const byPeriod = Object.fromEntries(
    ANALYTICS_PERIODS.map((period) => [
      period,
      { data: split(random, 3), change: series(random, 3, -25, 25) },
    ]),
  ) as AnalyticsWidgets['devices']['byPeriod'];
  return {
    visitors: { years: [...CHART_YEARS], byYear },
    conversion: target(random, 'Conversion'),
    impressions: target(random, 'Impressions'),
    visits: target(random, 'Visits'),
    visitorsVsPageViews: {
      labels: MONTHS,
      datasets: [
        { label: 'Visitors', data: series(random, 12, 1_000, 3_000) },
        { label: 'Page views', data: series(random, 12, 2_500, 7_000) },
      ],
    },
    markers: Array.from({ length: 8 }, () => ({
      lat: random.int(-50, 60),
      lng: random.int(-150, 150),
      label: `${random.int(100, 9_000)}`,
    })),
    devices: {
      cutoutPercent: DEVICE_CUTOUT_PERCENT,
      labels: ['Desktop', 'Mobile', 'Tablet'],
      periods: [...ANALYTICS_PERIODS],
      byPeriod,
    },
    topPages: Array.from({ length: 6 }, (_, i) => ({
      title: `/${words(random, 1)}${i ? `/${words(random, 1)}` : ''}`.replace(/ /g, '-'),
      clicks: random.int(500, 9_000),
      conversion: random.int(5, 90),
    })),
  };
}

export function analyticsHandlers(widgets: AnalyticsWidgets): Handler[] {
  return [mock.get('/api/analytics-dashboard-app/widgets', () => ok(widgets))];
}
