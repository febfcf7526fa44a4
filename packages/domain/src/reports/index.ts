/** Reports and exports: the values of report cells, CSV and spreadsheet formatting, the statement's arithmetic. */

export type { ReportValue, ReportValueType } from './cells';
export { columnLetter, escapeFormula, excelDateSerial, exportChunkSize, plainText, xmlText } from './cells';
export type { CsvFigure } from './csv';
export { CSV_BOM, csvField, csvFigureRecords, csvRecord } from './csv';
export type { ExportNaming } from './file-name';
export { exportFileName } from './file-name';
export type { ColumnSample, Measure, TableLimits, TablePlan } from './pdf-table';
export { planTable, printedText } from './pdf-table';
export type { ReconciliationFigures, StatementFigures, StatementInput } from './statement';
export { reconciliationDifference, statementFigures } from './statement';
