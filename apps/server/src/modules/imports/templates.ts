import { FILE_SIZE_LIMITS } from '@clearline/contracts';
import { LEDGER_FILE_COLUMNS } from '@clearline/domain/statements';
import { strToU8, zipSync } from 'fflate';
import type { ImportArea } from '../../db/schema/index';

/**
 * The import templates users download (GET .../getTemplateFile), per area: bank-rec a ledger (book side)
 * CSV and a bank statement CSV; employer funds a partner settlement CSV and a bank statement CSV; each
 * with a README of its columns. The bank-rec sample lines name the demo bureau's customer, accounts and
 * transaction codes, so they import cleanly there as shipped (imports.int.test.ts imports them).
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

const MTIME = new Date('2026-01-01T00:00:00Z');

/** The settlement file's default columns (DEFAULT_SETTLEMENT_PROFILE reads this header). */
export const SETTLEMENT_TEMPLATE_COLUMNS: [name: string, required: boolean, description: string][] = [
  ['date', true, 'Date of the advance, repayment or fee: YYYY-MM-DD (another format: save a profile).'],
  ['employer', true, 'The employer id (e.g. HARBORLOG) or its exact name, as in the Organization List.'],
  ['worker', true, "The partner's reference of the worker (kept in the ledger line's details)."],
  ['amount', true, 'Positive amount with at most 2 decimals; the type gives the sign.'],
  ['type', true, 'advance (or adv), repayment (or repay), fee.'],
];

const csv = (columns: typeof LEDGER_TEMPLATE_COLUMNS, lines: string[]) =>
  strToU8(`${columns.map(([n]) => n).join(',')}\r\n${lines.map((l) => `${l}\r\n`).join('')}`);

const sizeNote = (bytes: number) => `Files up to ${bytes.toLocaleString('en-US')} bytes are accepted.`;

/** Each area's templates, declared once: the file names and their bytes. */
const TEMPLATES: Record<ImportArea, () => Record<string, Uint8Array>> = {
  bankRec: () => ({
    'ledger-transactions-template.csv': csv(LEDGER_TEMPLATE_COLUMNS, [
      '2026-10-15,-18250.40,941 deposit Q4 2026,B&J-01,Federal Tax,Preauthorized ACH Debit,,Federal,941,Q4 2026,false,',
      '2026-10-15,-52310.00,Net pay 10/15,B&J-01,Net Pay,Outgoing Money Transfer,,,,,false,',
    ]),
    'ledger-transactions-template.README.txt': strToU8(
      readme(
        'Ledger transactions template',
        LEDGER_TEMPLATE_COLUMNS,
        'Book-side entries for Bank Reconciliation. Amounts are exact: no more than 2 decimals. A file is imported as a whole: lines with errors are listed on the error page and not imported.',
      ),
    ),
    'bank-statement-template.csv': csv(BANK_CSV_TEMPLATE_COLUMNS, [
      '10/15/2026,EFTPS TAX PAYMENT 270000123,-18250.40,270000123,DEBIT,1204533.12,4410029399',
    ]),
    'bank-statement-template.README.txt': strToU8(
      readme(
        'Bank statement CSV template',
        BANK_CSV_TEMPLATE_COLUMNS,
        'For banks that export CSV only. BAI2, camt.052/053/054, OFX/QFX and NACHA files are read as the bank sends them.',
      ),
    ),
  }),
  // The sample lines name the wage-access demo's employer HARBORLOG (partner BRIGHTPAY) and its settlement
  // account, so both import cleanly there (ewa-imports.int.test.ts imports them).
  ewa: () => ({
    'partner-settlement-template.csv': csv(SETTLEMENT_TEMPLATE_COLUMNS, [
      '2026-10-14,HARBORLOG,W-10001,150.00,advance',
      '2026-10-14,HARBORLOG,W-10001,2.50,fee',
    ]),
    'partner-settlement-template.README.txt': strToU8(
      readme(
        'Partner settlement file template',
        SETTLEMENT_TEMPLATE_COLUMNS,
        `One line per advance, repayment or fee of a partner's workers. Upload it as a settlement file and choose the partner: its saved settlement profile reads the file (other headers, date formats, type spellings, signed amounts). Advances and fees post negative, repayments positive, to the ledger accounts whose ledger is Advance, Repayment or Fees. A file with any line error imports nothing: fix the lines listed on the error page and upload it again. ${sizeNote(FILE_SIZE_LIMITS.ewa)}`,
      ),
    ),
    'bank-statement-template.csv': csv(BANK_CSV_TEMPLATE_COLUMNS, [
      '10/14/2026,BRIGHTPAY SETTLEMENT 1014,-152.50,BP1014,DEBIT,48210.07,5520047724',
    ]),
    'bank-statement-template.README.txt': strToU8(
      readme(
        'Bank statement CSV template',
        BANK_CSV_TEMPLATE_COLUMNS,
        `Statements of the employer-funds bank accounts (a line of a bank reconciliation account is refused here). For banks that export CSV only: BAI2, camt.052/053/054, OFX/QFX and NACHA files are read as the bank sends them. ${sizeNote(FILE_SIZE_LIMITS.ewa)}`,
      ),
    ),
  }),
};

const cached = new Map<ImportArea, Uint8Array>();

/** The zip of an area's import templates (GET .../getTemplateFile). Built once per area; deterministic. */
export function templateZip(area: ImportArea): Uint8Array {
  let zip = cached.get(area);
  if (!zip) {
    zip = zipSync(TEMPLATES[area](), { mtime: MTIME });
    cached.set(area, zip);
  }
  return zip;
}
