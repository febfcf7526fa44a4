/**
 * Guesses a CsvProfile from the first lines of an export: delimiter, header row (possibly after a
 * preamble), the columns real exports name (Date, Posting Date, Amount, Debit/Credit, Withdrawal/
 * Deposit, Description, Check or Slip #, Balance, Status...), the date format and the decimal
 * separator. Headerless files (Wells Fargo) are read by what the values look like. The result is a
 * starting point for a saved profile, to be confirmed in a preview: an ambiguous date format is noted.
 */

import {
  AMOUNT_ROLES,
  type CsvDelimiter,
  type CsvProfile,
  DIRECTION_VALUES,
  FIELD_ROLES,
  OTHER_DATE_ROLES,
  resolveHeaderRoles,
} from './profile';
import { tokenizeCsv } from './tokenizer';
import { inferDateFormat, inferDecimalSeparator, parseCsvAmount } from './values';

const DELIMITERS: CsvDelimiter[] = [',', ';', '\t', '|'];
const HEADER_SEARCH_ROWS = 30;

function isBlank(fields: readonly string[]): boolean {
  return fields.every((f) => f.trim() === '');
}

/** The delimiter that splits most lines into the same number (> 1) of fields. */
export function detectDelimiter(text: string): CsvDelimiter {
  let best: CsvDelimiter = ',';
  let bestScore = 0;
  for (const delimiter of DELIMITERS) {
    const counts = new Map<number, number>();
    for (const { fields } of tokenizeCsv(text, delimiter).slice(0, 50)) {
      if (!isBlank(fields)) counts.set(fields.length, (counts.get(fields.length) ?? 0) + 1);
    }
    for (const [width, frequency] of counts) {
      const score = width > 1 ? frequency * 1000 + width : 0;
      if (score > bestScore) {
        best = delimiter;
        bestScore = score;
      }
    }
  }
  return best;
}

function column(rows: readonly string[][], index: number | undefined): string[] {
  return index === undefined ? [] : rows.map((row) => (row[index] ?? '').trim()).filter((v) => v !== '');
}

function isAmount(value: string): boolean {
  return parseCsvAmount(value, 2, '.').ok || parseCsvAmount(value, 2, ',').ok;
}

function finish(
  profile: Omit<CsvProfile, 'dateFormat' | 'decimalSeparator'>,
  dates: string[],
  amounts: string[],
): CsvProfile {
  const notes: string[] = [];
  const inferred = inferDateFormat(dates);
  if (!inferred) notes.push('No sample dates could be read; assuming MM/DD/YYYY.');
  else if (inferred.ambiguous) {
    notes.push(
      `Dates such as "${dates[0]}" read as both month-first and day-first; ${inferred.format} was assumed.`,
    );
  }
  const result: CsvProfile = {
    ...profile,
    dateFormat: inferred?.format ?? 'MM/DD/YYYY',
    decimalSeparator: inferDecimalSeparator(amounts),
  };
  if (notes.length > 0) result.notes = notes;
  return result;
}

function fromHeader(rows: string[][], headerIndex: number, delimiter: CsvDelimiter): CsvProfile {
  const header = rows[headerIndex] as string[];
  const roles = resolveHeaderRoles(header);
  const data = rows.slice(headerIndex + 1);
  const name = (index: number | undefined): string | undefined =>
    index === undefined ? undefined : (header[index] ?? '').trim();
  const columns: CsvProfile['columns'] = { date: name(roles.date) as string };
  const simple = [...OTHER_DATE_ROLES, ...AMOUNT_ROLES, ...FIELD_ROLES] as const;
  for (const role of simple) {
    const value = name(roles[role]);
    if (value !== undefined) columns[role] = value;
  }
  const description = [name(roles.description), name(roles.memo)].filter((v): v is string => v !== undefined);
  if (description.length > 0)
    columns.description = description.length === 1 ? (description[0] as string) : description;
  const amountValues = column(data, roles.amount);
  if (roles.amount !== undefined && amountValues.every((v) => !/^[-(\u2212]|[-)]$/.test(v))) {
    const taken = new Set(Object.values(roles));
    const direction = header.findIndex((_, i) => {
      const values = column(data, i);
      return (
        (!taken.has(i) || i === roles.type) &&
        values.length > 0 &&
        values.every((v) => DIRECTION_VALUES.has(v.toLowerCase()))
      );
    });
    if (direction !== -1) columns.direction = (header[direction] ?? '').trim();
  }
  const amounts = [roles.amount, roles.debit, roles.credit, roles.balance].flatMap((i) => column(data, i));
  return finish({ hasHeader: true, delimiter, columns }, column(data, roles.date), amounts);
}

interface ColumnStats {
  index: number;
  filled: number;
  dates: boolean;
  amounts: boolean;
  decimals: boolean;
  signed: boolean;
  digitsOnly: boolean;
  direction: boolean;
  textLength: number;
}

function stats(rows: readonly string[][], index: number): ColumnStats {
  const values = column(rows, index);
  return {
    index,
    filled: values.length,
    dates: values.length > 0 && inferDateFormat(values) !== undefined,
    amounts: values.length > 0 && values.every(isAmount),
    decimals: values.some((v) => /[.,]\d{1,2}\)?$|^[-(]/.test(v)),
    signed: values.some((v) => /^[-(\u2212]|[-)]$/.test(v)),
    digitsOnly: values.length > 0 && values.every((v) => /^\d+$/.test(v)),
    direction: values.length > 0 && values.every((v) => DIRECTION_VALUES.has(v.toLowerCase())),
    textLength:
      values.filter((v) => /\p{L}/u.test(v)).reduce((sum, v) => sum + v.length, 0) /
      Math.max(1, values.length),
  };
}

/** No header: the date column reads as dates, the amount column as decimals, the longest text describes. */
function headerless(rows: string[][], delimiter: CsvDelimiter): CsvProfile | null {
  const widths = new Map<number, number>();
  for (const row of rows) widths.set(row.length, (widths.get(row.length) ?? 0) + 1);
  const width = [...widths.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0] ?? 0;
  const data = rows.filter((row) => row.length === width);
  const all = Array.from({ length: width }, (_, i) => stats(data, i));
  const date = all.find((s) => s.dates && s.filled === data.length);
  const amount = all.find((s) => s !== date && s.amounts && s.decimals && s.filled >= data.length * 0.8);
  if (!date || !amount) return null;
  const used = new Set([date.index, amount.index]);
  const direction = amount.signed ? undefined : all.find((s) => !used.has(s.index) && s.direction);
  if (direction) used.add(direction.index);
  const reference = all.find((s) => !used.has(s.index) && s.digitsOnly);
  if (reference) used.add(reference.index);
  const description = all
    .filter((s) => !used.has(s.index) && s.textLength > 0)
    .sort((a, b) => b.textLength - a.textLength)[0];
  const columns: CsvProfile['columns'] = { date: date.index, amount: amount.index };
  if (direction) columns.direction = direction.index;
  if (reference) columns.reference = reference.index;
  if (description) columns.description = description.index;
  const amounts = column(data, amount.index);
  return finish({ hasHeader: false, delimiter, columns }, column(data, date.index), amounts);
}

/**
 * Infers a profile from the first lines (raw text or an array of lines). Returns null when no date
 * and amount columns can be found.
 */
export function inferCsvProfile(firstRows: string | readonly string[]): CsvProfile | null {
  const text = (typeof firstRows === 'string' ? firstRows : firstRows.join('\n')).replace(/^\uFEFF/, '');
  const delimiter = detectDelimiter(text);
  const rows = tokenizeCsv(text, delimiter)
    .map((r) => r.fields)
    .filter((fields) => !isBlank(fields));
  if (rows.length === 0) return null;
  for (let i = 0; i < Math.min(rows.length, HEADER_SEARCH_ROWS); i += 1) {
    const roles = resolveHeaderRoles(rows[i] as string[]);
    const hasAmount = roles.amount !== undefined || roles.debit !== undefined || roles.credit !== undefined;
    if (roles.date !== undefined && hasAmount) return fromHeader(rows, i, delimiter);
  }
  return headerless(rows, delimiter);
}
