import { LineChart } from '@mui/x-charts/LineChart';
import { ChartPanel, type ChartTable } from '../../../shared/ui/charts';
import { pointLabel } from '../model/monitoring';

export interface SeriesLine<P> {
  label: string;
  value: (point: P) => number | null;
}

/**
 * One line chart over time in its ChartPanel: the points' times on the x axis, one line per series,
 * and the same figures as the panel's table and CSV.
 */
export function SeriesChart<P extends { at: string }>({
  title,
  subtitle,
  points,
  lines,
  bucketSeconds,
  unit,
  height = 240,
}: {
  title: string;
  subtitle?: string;
  points: readonly P[];
  lines: readonly SeriesLine<P>[];
  bucketSeconds: number;
  /** Shown after values in the tooltip and the table heading ('ms', 'MB'). */
  unit?: string;
  height?: number;
}) {
  const labels = points.map((p) => pointLabel(p.at, bucketSeconds));
  // A series of zeros (no failed job, nothing waiting) still gets a readable 0-1 axis.
  const highest = Math.max(0, ...points.flatMap((p) => lines.map((l) => l.value(p) ?? 0)));
  const table: ChartTable = {
    columns: [
      { key: 'at', label: 'Time (UTC)' },
      ...lines.map((l, i) => ({
        key: `s${i}`,
        label: unit ? `${l.label} (${unit})` : l.label,
        numeric: true,
      })),
    ],
    rows: points.map((p) => ({
      at: p.at.replace('T', ' ').replace(/:00Z$/, ''),
      ...Object.fromEntries(lines.map((l, i) => [`s${i}`, l.value(p)])),
    })),
  };
  return (
    <ChartPanel title={title} subtitle={subtitle} table={table} height={height}>
      <LineChart
        height={height}
        skipAnimation
        margin={{ left: 4, right: 12, top: 8, bottom: 4 }}
        xAxis={[{ scaleType: 'point', data: labels, tickLabelMinGap: 24 }]}
        yAxis={[{ min: 0, ...(highest > 0 ? {} : { max: 1 }), width: 48 }]}
        series={lines.map((l) => ({
          label: l.label,
          data: points.map((p) => l.value(p)),
          showMark: points.length < 30,
          connectNulls: false,
          valueFormatter: (v: number | null) => (v === null ? '—' : `${v}${unit ? ` ${unit}` : ''}`),
        }))}
      />
    </ChartPanel>
  );
}
