/**
 * The ledger (book side) CSV layout: the fields of spec §3 "Bank-rec ledger transaction" that a file can
 * carry. The template users download is built from this list, and the parser reads headers by it.
 */
export interface LedgerFileColumn {
  name: string;
  required: boolean;
  description: string;
}

export const LEDGER_FILE_COLUMNS: readonly LedgerFileColumn[] = [
  {
    name: 'transactionDate',
    required: true,
    description: 'Date of the transaction, YYYY-MM-DD or MM/DD/YYYY; year 1900 to 2100.',
  },
  {
    name: 'amount',
    required: true,
    description: 'Signed amount with at most 2 decimals: -1250.00 is money out, 310.25 money in.',
  },
  { name: 'details', required: true, description: 'What the entry is, e.g. "941 deposit Q3 2026".' },
  { name: 'coName', required: true, description: 'Customer id as in the Customer List, e.g. ACME01.' },
  {
    name: 'account',
    required: true,
    description: 'Ledger account name exactly as configured, e.g. "Federal Tax".',
  },
  {
    name: 'transactionType',
    required: false,
    description: 'A configured transaction code or its description (any case).',
  },
  { name: 'checkNo', required: false, description: 'Check or reference number.' },
  { name: 'taxType', required: false, description: 'Federal, State or Local (tax accounts only).' },
  { name: 'taxCode', required: false, description: 'Tax code, e.g. 941 (tax accounts only).' },
  { name: 'quarter', required: false, description: 'Tax quarter, e.g. "Q3 2026".' },
  {
    name: 'manualCheck',
    required: false,
    description: 'true when the entry is a reconciling item (then recType names its type).',
  },
  { name: 'recType', required: false, description: 'Reconciling type when manualCheck is true.' },
];

/** Header cells are matched ignoring case, spaces, underscores and hyphens ('Transaction Date' works). */
export const headerKey = (cell: string) => cell.replace(/[\s_-]+/g, '').toLowerCase();
