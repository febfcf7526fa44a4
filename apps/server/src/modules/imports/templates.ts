import { LEDGER_FILE_COLUMNS } from '@clearline/domain/statements';
import { strToU8, zipSync } from 'fflate';
import type { ImportArea } from '../../db/schema/index';

/**
 * The import templates users download (GET .../getTemplateFile): a ledger (book side) CSV and a bank
 * statement CSV, each with a README of its columns. Built once; the zip is deterministic. The sample
 * lines name the demo bureau's customer, accounts and transaction codes, so both import cleanly there
 * as shipped (imports.int.test.ts downloads and imports them).
 */
const LEDGER_TEMPLATE_COLUMNS: [name: string, required: boolean, description: string][] =
  LEDGER_FILE_COLUMNS.map((c) => [c.name, c.required, c.description]);

export const BANK_CSV_TEMPLATE_COLUMNS: [name: string, required: boolean, description: string][] = [
  ['Date', true, 'Posting date, MM/DD/YYYY or YYYY-MM-DD.'],
  ['Description', true, 'The bank description of the line.'],
  ['Amount', true, 'Signed amount: negative for debits. Or use separate Debit and Credit columns instead.'],
  ['Reference', false, 'Bank reference or check number.'],
  ['Type', false, 'Transaction type as the bank reports it.'],
  ['Balance', false, 'Running balance after the line.'],
  ['Account', false, 'Account number; when absent, choose the bank account at upload.'],
];

function readme(title: string, columns: typeof LEDGER_TEMPLATE_COLUMNS, notes: string): string {
  const lines = columns.map(
    ([name, required, text]) => `${name.padEnd(16)} ${required ? 'required' : 'optional'}  ${text}`,
  );
  return `${title}\r\n${'='.repeat(title.length)}\r\n\r\n${notes}\r\n\r\nColumns (first row is the header):\r\n\r\n${lines.join('\r\n')}\r\n`;
}

let cached: Uint8Array | undefined;

/** The zip of an area's import templates. */
export function templateZip(_area: ImportArea): Uint8Array {
  cached ??= zipSync(
    {
      'ledger-transactions-template.csv': strToU8(
        `${LEDGER_TEMPLATE_COLUMNS.map(([n]) => n).join(',')}\r\n` +
          '2026-10-15,-18250.40,941 deposit Q4 2026,B&J-01,Federal Tax,Preauthorized ACH Debit,,Federal,941,Q4 2026,false,\r\n' +
          '2026-10-15,-52310.00,Net pay 10/15,B&J-01,Net Pay,Outgoing Money Transfer,,,,,false,\r\n',
      ),
      'ledger-transactions-template.README.txt': strToU8(
        readme(
          'Ledger transactions template',
          LEDGER_TEMPLATE_COLUMNS,
          'Book-side entries for Bank Reconciliation. Amounts are exact: no more than 2 decimals. A file is imported as a whole: lines with errors are listed on the error page and not imported.',
        ),
      ),
      'bank-statement-template.csv': strToU8(
        `${BANK_CSV_TEMPLATE_COLUMNS.map(([n]) => n).join(',')}\r\n` +
          '10/15/2026,EFTPS TAX PAYMENT 270000123,-18250.40,270000123,DEBIT,1204533.12,4410029399\r\n',
      ),
      'bank-statement-template.README.txt': strToU8(
        readme(
          'Bank statement CSV template',
          BANK_CSV_TEMPLATE_COLUMNS,
          'For banks that export CSV only. BAI2, camt.052/053/054, OFX/QFX and NACHA files are read as the bank sends them.',
        ),
      ),
    },
    { mtime: new Date('2026-01-01T00:00:00Z') },
  );
  return cached;
}
