/**
 * The column-mapping profile of a CSV bank export. There is no standard: each bank has its own
 * layout and changes it silently, so a profile is saved per source and can be inferred from a sample
 * (see infer.ts). Columns are named by header text (matched case- and punctuation-insensitively) or
 * by 0-based index for files without a header.
 */

export type CsvColumnRef = string | number;

export type CsvDelimiter = ',' | ';' | '\t' | '|';

export interface CsvColumns {
  /** The date the money moved: value date, else posting date, else transaction date. */
  date: CsvColumnRef;
  /** Booking / posting date when the file has it besides `date`. */
  bookingDate?: CsvColumnRef;
  /** Card exports: the purchase date (kept in extra.transactionDate). */
  transactionDate?: CsvColumnRef;
  /** One signed amount column... */
  amount?: CsvColumnRef;
  /** ...or split columns: debit (money out) and credit (money in), both usually unsigned. */
  debit?: CsvColumnRef;
  credit?: CsvColumnRef;
  /** A column saying "debit"/"credit" for an unsigned amount (Mint's Transaction Type). */
  direction?: CsvColumnRef;
  /** Description columns, joined with a space (e.g. Description then Memo). */
  description?: CsvColumnRef | CsvColumnRef[];
  /** Check / slip / customer reference number. */
  reference?: CsvColumnRef;
  /** The bank's own transaction reference, when the export has one. */
  bankReference?: CsvColumnRef;
  type?: CsvColumnRef;
  /** Running balance after the row. */
  balance?: CsvColumnRef;
  /** Posted / Pending / Cleared... */
  status?: CsvColumnRef;
  account?: CsvColumnRef;
  currency?: CsvColumnRef;
  time?: CsvColumnRef;
}

export interface CsvProfile {
  /** Whether a header row names the columns (it may follow preamble lines, which are skipped). */
  hasHeader: boolean;
  /** Field delimiter; 'auto' (or absent) detects comma, semicolon, tab or pipe from the first lines. */
  delimiter?: CsvDelimiter | 'auto';
  /** E.g. 'MM/DD/YYYY', 'M/D/YY', 'YYYY-MM-DD', 'DD.MM.YYYY', 'YYYYMMDD'. M and D accept 1 or 2 digits. */
  dateFormat: string;
  /** Decimal separator of amounts; the other of '.' and ',' (and spaces, apostrophes) group thousands. */
  decimalSeparator?: '.' | ',';
  columns: CsvColumns;
  /** Status values (case-insensitive) that mark a row pending. Default ['pending']. */
  pendingValues?: string[];
  /** Direction-column values that mean debit. Default ['debit', 'dr', 'd', 'withdrawal']. */
  debitValues?: string[];
  /** Card exports that show charges as positive: flip every amount. */
  invertSign?: boolean;
  /** Remarks from inference (ambiguous dates...). The parser reports them as warnings. */
  notes?: string[];
}

export const DEFAULT_PENDING_VALUES = ['pending'];
export const DEFAULT_DEBIT_VALUES = ['debit', 'dr', 'd', 'withdrawal'];
export const DIRECTION_VALUES = new Set(['debit', 'credit', 'dr', 'cr', 'd', 'c', 'withdrawal', 'deposit']);

/** Lower-case letters and digits only: 'Check or Slip #' -> 'checkorslip', 'Running Bal.' -> 'runningbal'. */
export function normalizeHeader(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]/g, '');
}

export type ColumnRole = Exclude<keyof CsvColumns, 'description'> | 'description' | 'memo';

/** The roles that name one column each, as inference fills them and a profile resolves them. */
export const AMOUNT_ROLES = ['amount', 'debit', 'credit'] as const;
export const OTHER_DATE_ROLES = ['bookingDate', 'transactionDate'] as const;
export const FIELD_ROLES = [
  'reference',
  'bankReference',
  'type',
  'balance',
  'status',
  'account',
  'currency',
  'time',
] as const;

/** Header names seen in real exports, most specific first; the first role to claim a column keeps it. */
export const HEADER_ALIASES: [ColumnRole, string[]][] = [
  [
    'date',
    [
      'valuedate',
      'date',
      'postingdate',
      'posteddate',
      'postdate',
      'bookingdate',
      'transactiondate',
      'transdate',
      'txndate',
      'effectivedate',
    ],
  ],
  ['bookingDate', ['bookingdate', 'postingdate', 'posteddate', 'postdate']],
  ['transactionDate', ['transactiondate', 'transdate', 'txndate']],
  ['amount', ['amount', 'transactionamount', 'amt', 'netamount']],
  [
    'debit',
    ['debit', 'debits', 'debitamount', 'withdrawal', 'withdrawals', 'moneyout', 'paidout', 'outflow'],
  ],
  ['credit', ['credit', 'credits', 'creditamount', 'deposit', 'deposits', 'moneyin', 'paidin', 'inflow']],
  [
    'description',
    [
      'description',
      'transactiondescription',
      'payee',
      'merchantname',
      'merchant',
      'name',
      'narrative',
      'text',
    ],
  ],
  ['memo', ['memo']],
  [
    'reference',
    ['checkorslip', 'checknumber', 'checkno', 'check', 'chequenumber', 'slip', 'reference', 'ref'],
  ],
  ['bankReference', ['referencenumber', 'transactionid', 'bankreference', 'transactionreference', 'fitid']],
  ['type', ['type', 'transactiontype']],
  ['balance', ['balance', 'runningbalance', 'runningbal', 'availablebalance', 'ledgerbalance']],
  ['status', ['status', 'transactionstatus']],
  ['account', ['account', 'accountnumber', 'accountno', 'accountname', 'acct']],
  ['currency', ['currency', 'ccy', 'currencycode']],
  ['time', ['time', 'transactiontime']],
];

/** Which header cell each role would take; indexes into `cells`. */
export function resolveHeaderRoles(cells: readonly string[]): Partial<Record<ColumnRole, number>> {
  const names = cells.map(normalizeHeader);
  const taken = new Set<number>();
  const roles: Partial<Record<ColumnRole, number>> = {};
  for (const [role, aliases] of HEADER_ALIASES) {
    for (const alias of aliases) {
      const index = names.findIndex((name, i) => name === alias && !taken.has(i));
      if (index !== -1) {
        roles[role] = index;
        taken.add(index);
        break;
      }
    }
  }
  return roles;
}

/** Column indexes of a profile resolved against a header row (or against nothing, for indexes). */
export interface ResolvedColumns {
  date: number;
  bookingDate?: number;
  transactionDate?: number;
  amount?: number;
  debit?: number;
  credit?: number;
  direction?: number;
  description: number[];
  reference?: number;
  bankReference?: number;
  type?: number;
  balance?: number;
  status?: number;
  account?: number;
  currency?: number;
  time?: number;
}

function resolveRef(ref: CsvColumnRef, names: readonly string[] | undefined): number | undefined {
  if (typeof ref === 'number') return Number.isInteger(ref) && ref >= 0 ? ref : undefined;
  if (!names) return undefined;
  const wanted = normalizeHeader(ref);
  const index = names.indexOf(wanted);
  return index === -1 ? undefined : index;
}

/**
 * Resolves every column of the profile. Returns undefined when the date or the amount columns cannot
 * be found (this row is not the header); `missing` lists optional columns the header lacks.
 */
export function resolveColumns(
  columns: CsvColumns,
  header: readonly string[] | undefined,
): { resolved: ResolvedColumns; missing: string[] } | undefined {
  const names = header?.map(normalizeHeader);
  const missing: string[] = [];
  const date = resolveRef(columns.date, names);
  if (date === undefined) return undefined;
  const resolved: ResolvedColumns = { date, description: [] };
  for (const role of AMOUNT_ROLES) {
    const ref = columns[role];
    if (ref === undefined) continue;
    const index = resolveRef(ref, names);
    if (index === undefined) return undefined;
    resolved[role] = index;
  }
  if (resolved.amount === undefined && resolved.debit === undefined && resolved.credit === undefined)
    return undefined;
  const optional = [...OTHER_DATE_ROLES, 'direction', ...FIELD_ROLES] as const;
  for (const role of optional) {
    const ref = columns[role];
    if (ref === undefined) continue;
    const index = resolveRef(ref, names);
    if (index === undefined) missing.push(String(ref));
    else resolved[role] = index;
  }
  const descriptions = columns.description === undefined ? [] : [columns.description].flat();
  for (const ref of descriptions) {
    const index = resolveRef(ref, names);
    if (index === undefined) missing.push(String(ref));
    else resolved.description.push(index);
  }
  return { resolved, missing };
}
