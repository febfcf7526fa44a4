import { escapeFormula, plainText, type ReportValue, type ReportValueType } from './cells';

/** UTF-8's byte-order mark: Excel reads the file as UTF-8 only when it starts with it. */
export const CSV_BOM = '\uFEFF';

/**
 * One CSV field: every field quoted (a comma, quote or line break inside stays in its cell), quotes
 * doubled, text cells escaped against formula injection; numbers and dates plain.
 */
export function csvField(value: ReportValue, type: ReportValueType): string {
  const text = plainText(value, type);
  const safe = type === 'text' ? escapeFormula(text) : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** One CSV record with its CRLF (RFC 4180). */
export function csvRecord(values: readonly ReportValue[], types: readonly ReportValueType[]): string {
  return `${values.map((v, i) => csvField(v, types[i] ?? 'text')).join(',')}\r\n`;
}

/** A heading figure of a report (the statement's balances), typed like a column. */
export interface CsvFigure {
  label: string;
  type: ReportValueType;
  value: ReportValue;
}

/**
 * A report's heading figures as the first records of its CSV, where its .xlsx shows them: one record
 * per figure (its label, its value as a column of its type would hold it), then an empty record before
 * the header row. Each record has the table's number of fields, so the file reads as one table; no
 * figures, no records (the header row comes first).
 */
export function csvFigureRecords(figures: readonly CsvFigure[], fields: number): string {
  if (figures.length === 0) return '';
  const empty = Array.from({ length: Math.max(0, fields - 2) }, (): ReportValue => null);
  const rest = empty.map((): ReportValueType => 'text');
  const records = figures.map((f) => csvRecord([f.label, f.value, ...empty], ['text', f.type, ...rest]));
  return `${records.join('')}${csvRecord(
    Array.from({ length: Math.max(2, fields) }, () => null),
    [],
  )}`;
}
