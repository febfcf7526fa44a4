export { ChartPanel } from './ChartPanel';
export type { ChartTable, ChartTableCell, ChartTableColumn } from './chart-table';
export { chartCsvFileName, chartTableToCsv } from './chart-table';
