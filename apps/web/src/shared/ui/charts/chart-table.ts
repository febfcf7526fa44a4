/**
 * The data behind a chart, as a table: what the chart's "Table" view shows and its CSV download holds.
 * Every chart in the product carries one, so its figures are readable without the picture (screen
 * readers, a phone held upright, a figure to paste into a spreadsheet).
 */
export interface ChartTableColumn {
  key: string;
  label: string;
  /** Right-aligned numbers (counts, amounts); left-aligned text otherwise. */
  numeric?: boolean;
}

export type ChartTableCell = string | number | null;

export interface ChartTable {
  columns: readonly ChartTableColumn[];
  rows: readonly Record<string, ChartTableCell>[];
}

/** One CSV field: quoted when it holds a quote, a comma or a line break (RFC 4180), quotes doubled. */
function csvField(value: ChartTableCell): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The table as CSV text with a header row, CRLF line ends and a BOM so Excel reads it as UTF-8. */
export function chartTableToCsv(table: ChartTable): string {
  const header = table.columns.map((c) => csvField(c.label)).join(',');
  const lines = table.rows.map((row) => table.columns.map((c) => csvField(row[c.key] ?? null)).join(','));
  return `\uFEFF${[header, ...lines].join('\r\n')}\r\n`;
}

/** A file name from a chart's title: 'Open items by age' -> 'open-items-by-age.csv'. */
export function chartCsvFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'chart'}.csv`;
}
