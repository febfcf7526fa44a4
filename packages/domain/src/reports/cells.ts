import { daysFromCivil, parseIsoDate } from '../dates/iso-date';
import { minorToDecimalString } from '../money/minor';

/**
 * A report's values as its rows carry them, before any format: money in integer cents, dates as
 * 'YYYY-MM-DD', instants as ISO strings, counts as integers, text as strings; null is an empty cell.
 */
export type ReportValueType = 'text' | 'date' | 'datetime' | 'money' | 'integer';
export type ReportValue = string | number | null;

/** Where a value goes in a file: text as is, money as a 2-decimal plain number, dates ISO. */
export function plainText(value: ReportValue, type: ReportValueType): string {
  if (value === null) return '';
  if (type === 'money') return minorToDecimalString(Number(value));
  if (type === 'datetime') return String(value).replace(/\.\d{3}Z$/, 'Z');
  return String(value);
}

/**
 * Characters that make a spreadsheet read a text cell as a formula (OWASP "CSV injection"): the cell is
 * prefixed with an apostrophe so it stays text. Only text cells are escaped: a negative amount stays a
 * number.
 */
const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r']);

export function escapeFormula(text: string): string {
  return text.length > 0 && FORMULA_START.has(text[0] as string) ? `'${text}` : text;
}

/** The days Excel counts from its epoch (1899-12-30, which absorbs its 1900 leap-year bug) to a date. */
export function excelDateSerial(isoDate: string): number {
  const date = parseIsoDate(isoDate);
  if (!date) throw new Error(`not a date: ${isoDate}`);
  return daysFromCivil(date) - daysFromCivil({ year: 1899, month: 12, day: 30 });
}

/** Spreadsheet column letters: 0 -> A, 25 -> Z, 26 -> AA. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/** Text for XML content and attributes; characters XML 1.0 cannot carry are dropped. */
export function xmlText(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/**
 * Spec §9: the chunk size a download is streamed in, by the file's size: up to 1 MB 16384; up to 20 MB
 * 18432; up to 100 MB 65536; otherwise 262144.
 */
export function exportChunkSize(sizeBytes: number): number {
  const mb = 1024 * 1024;
  if (sizeBytes <= mb) return 16_384;
  if (sizeBytes <= 20 * mb) return 18_432;
  if (sizeBytes <= 100 * mb) return 65_536;
  return 262_144;
}
