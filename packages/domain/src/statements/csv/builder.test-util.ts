// Writes bank CSV exports for the tests: cells are quoted when they must be (or always, as some banks
// do), with a chosen delimiter and line end, an optional BOM, preamble lines and windows-1252 bytes. The
// layouts reproduce what docs/domain/import-formats-ofx-camt-csv.md lists from real banks.

export interface CsvFileSpec {
  header?: string[];
  rows: string[][];
  delimiter?: ',' | ';' | '\t' | '|';
  newline?: '\n' | '\r\n' | '\r';
  /** Quote every cell (Wells Fargo, Schwab), not only those that need it. */
  quoteAll?: boolean;
  /** Lines before the header (a bank's account summary). */
  preamble?: string[][];
}

function cell(value: string, delimiter: string, quoteAll: boolean): string {
  const needs = quoteAll || value.includes(delimiter) || /["\r\n]/.test(value);
  return needs ? `"${value.replaceAll('"', '""')}"` : value;
}

export function csvText(spec: CsvFileSpec): string {
  const delimiter = spec.delimiter ?? ',';
  const line = (cells: string[]) =>
    cells.map((c) => cell(c, delimiter, spec.quoteAll ?? false)).join(delimiter);
  const lines = [...(spec.preamble ?? []), ...(spec.header ? [spec.header] : []), ...spec.rows].map(line);
  const newline = spec.newline ?? '\n';
  return `${lines.join(newline)}${newline}`;
}

/** UTF-8 bytes, with the byte-order mark some exports start with. */
export const utf8Bytes = (text: string, bom = false): Uint8Array =>
  new TextEncoder().encode(bom ? `\uFEFF${text}` : text);

/** windows-1252 bytes of Latin-1 text (what European bank exports are). */
export function cp1252Bytes(text: string): Uint8Array {
  return Uint8Array.from(text, (c) => {
    const code = c.charCodeAt(0);
    if (code > 0xff) throw new Error(`not Latin-1: ${c}`);
    return code;
  });
}

/** One file per quirk the corpus taught us, as bytes; the unit tests parse each with an inferred profile. */
export const CSV_SAMPLES: Record<string, Uint8Array> = {
  // Schwab: newest first, quoted cells, '$' amounts in Withdrawal/Deposit, a running balance and a check.
  'schwab-newest-first': utf8Bytes(
    csvText({
      quoteAll: true,
      header: [
        'Date',
        'Status',
        'Type',
        'CheckNumber',
        'Description',
        'Withdrawal',
        'Deposit',
        'RunningBalance',
      ],
      rows: [
        ['08/17/2022', 'Posted', 'DEPOSIT', '', 'Mobile deposit', '', '$20.00', '$878.47'],
        ['08/14/2022', 'Posted', 'ATM', '', 'ATM WITHDRAWAL', '$103.00', '', '$858.47'],
        ['08/09/2022', 'Posted', 'CHECK', '558', 'CHECK 558', '$75.00', '', '$961.47'],
        ['08/04/2022', 'Posted', 'DEBIT', '', 'GROCERY STORE', '$57.27', '', '$1,036.47'],
      ],
    }),
  ),
  // Chase: 8 fields under 7 header names (a trailing empty one), the Details column, a check number.
  'chase-trailing-field': utf8Bytes(
    `${csvText({
      header: ['Details', 'Posting Date', 'Description', 'Amount', 'Type', 'Balance', 'Check or Slip #'],
      rows: [
        [
          'DEBIT',
          '06/28/2024',
          'ORIG CO NAME:ACME PAYROLL CO ENTRY DESCR:PAYROLL SEC:CCD',
          '-48213.77',
          'ACH_DEBIT',
          '10234.11',
          '',
        ],
        ['CREDIT', '06/27/2024', 'ACH RETURN', '1250.00', 'ACH_CREDIT', '58447.88', ''],
        ['CHECK', '06/26/2024', 'CHECK 1042', '-300.00', 'CHECK_PAID', '57197.88', '1042'],
      ],
    }).replaceAll('\n', ',\n')}`,
  ),
  // A credit union on an old Mac: CR-only line ends, M/D/YY dates, non-ASCII names.
  'cr-only-two-digit-years': utf8Bytes(
    csvText({
      newline: '\r',
      header: ['Date', 'Description', 'Amount', 'Reference'],
      rows: [
        ['2/8/15', 'Ằdøłƥh Noƴa', '50000.00', 'INV-1'],
        ['2/13/15', 'Zoë Ñúñez', '1500.00', 'INV-2'],
      ],
    }),
  ),
  // A European export: windows-1252 bytes, semicolons, day-first dotted dates, decimal commas, currency.
  'cp1252-semicolon': cp1252Bytes(
    csvText({
      delimiter: ';',
      header: ['Booking date', 'Value date', 'Text', 'Amount', 'Currency'],
      rows: [['28.06.2024', '28.06.2024', 'Café Rémy payroll advance', '-1.234,56', 'USD']],
    }),
  ),
  // Status column with a pending row, split Debit/Credit, a parenthesised negative balance, and a BOM.
  'split-columns-bom': utf8Bytes(
    csvText({
      header: ['Status', 'Date', 'Description', 'Debit', 'Credit', 'Balance'],
      rows: [
        ['Cleared', '06/28/2024', 'ACH DEBIT ACME PAYROLL', '48213.77', '', '(35278.77)'],
        ['Cleared', '06/27/2024', 'ACH CREDIT RETURN R01', '', '1250.00', '12935.00'],
        ['Pending', '06/29/2024', 'CARD PURCHASE', '500.00', '', ''],
      ],
    }),
    true,
  ),
  // Mint: unsigned amounts signed by 'Transaction Type', rows in two accounts by 'Account Name'.
  'mint-direction-accounts': utf8Bytes(
    csvText({
      header: [
        'Date',
        'Description',
        'Original Description',
        'Amount',
        'Transaction Type',
        'Category',
        'Account Name',
      ],
      rows: [
        ['6/12/2015', 'Transfer to Checking', 'TRANSFER', '1,000.00', 'debit', 'Transfer', 'Savings'],
        ['6/13/2015', 'Transfer from Savings', 'TRANSFER', '2,000.00', 'credit', 'Transfer', 'Checking'],
      ],
    }),
  ),
  // No header: the columns are found from their values (date, amount, reference, description).
  'headerless-quoted': utf8Bytes(
    csvText({
      quoteAll: true,
      rows: [
        ['06/28/2024', '-48213.77', '*', '', 'ACME PAYROLL 240628 ACME CORP'],
        ['06/27/2024', '1250.00', '*', '', 'ACME PAYROLL RETURN DOE JANE'],
        ['06/26/2024', '-300.00', '*', '1042', 'CHECK # 1042'],
      ],
    }),
  ),
  // Bank of America: an account summary before the header, a blank line, a dated "Beginning balance" line
  // without amount, oldest first.
  'preamble-beginning-balance': utf8Bytes(
    csvText({
      preamble: [
        ['Description', '', 'Summary Amt.'],
        ['Beginning balance as of 06/01/2024', '', '12,000.00'],
        ['Ending balance as of 06/30/2024', '', '13,000.00'],
        [''],
      ],
      header: ['Date', 'Description', 'Amount', 'Running Bal.'],
      rows: [
        ['06/01/2024', 'Beginning balance as of 06/01/2024', '', '12,000.00'],
        ['06/27/2024', 'ACME PAYROLL RETURN', '1,250.00', '13,250.00'],
        ['06/28/2024', 'WIRE OUT', '-250.00', '13,000.00'],
      ],
    }),
  ),
};
