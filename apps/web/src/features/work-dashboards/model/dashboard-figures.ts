import type { ChartTable } from '../../../shared/ui/charts';
import type { AreaDashboard } from '../api/work-dashboards-api';

/** 'Mon 11/23' for a chart's axis: short enough for seven bars at phone width. */
export function dayLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', {
    weekday: 'short',
    timeZone: 'UTC',
  });
  return `${weekday} ${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}`;
}

/** The aging chart's figures: items and amount per bucket. */
export function agingTable(aging: AreaDashboard['aging']): ChartTable {
  return {
    columns: [
      { key: 'bucket', label: 'Age (days)' },
      { key: 'items', label: 'Open items', numeric: true },
      { key: 'amount', label: 'Amount', numeric: true },
    ],
    rows: aging.every((a) => a.count === 0)
      ? []
      : aging.map((a) => ({ bucket: a.bucket, items: a.count, amount: a.amount })),
  };
}

/** The week chart's figures: the caller's matches per day, by hand and by the runs they started. */
export function weekTable(week: AreaDashboard['myWeek']): ChartTable {
  return {
    columns: [
      { key: 'date', label: 'Date' },
      { key: 'byHand', label: 'By hand', numeric: true },
      { key: 'automatic', label: 'By my auto-match runs', numeric: true },
    ],
    rows: week.every((d) => d.byHand + d.automatic === 0)
      ? []
      : week.map((d) => ({ date: d.date, byHand: d.byHand, automatic: d.automatic })),
  };
}
