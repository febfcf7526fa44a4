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
