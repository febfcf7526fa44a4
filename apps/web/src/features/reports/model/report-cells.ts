import type { ReportColumn } from '@clearline/contracts';

// How a cell reads by its column's type is shared with the query page (shared/ui/report-cells.ts).
export { cellText, isNumericColumn } from '../../../shared/ui/report-cells';

/** The columns whose sums the preview shows, with their totals (the server's, over every row). */
export function totalsOf(
  columns: readonly ReportColumn[],
  totals: Readonly<Record<string, string | number>>,
): { key: string; label: string; type: ReportColumn['type']; value: string | number }[] {
  return columns
    .filter((column) => column.total && totals[column.key] !== undefined)
    .map((column) => ({
      key: column.key,
      label: column.label,
      type: column.type,
      value: totals[column.key] ?? '',
    }));
}
