import { FILE_SIZE_LIMITS, type ImportArea, uploadSizeLimit } from '@clearline/contracts';
import { isPgpFile } from '@clearline/domain/pgp';
import { type DetectedFormat, detectFormat, inferCsvProfile } from '@clearline/domain/statements';
import { formatBytes } from '../../../shared/lib/bytes';

// The byte sizes the upload messages show are the shared ones (the organisation report shows them too).
export { formatBytes };

/** How a file reached the upload area: dropped on it (10 MB) or chosen with the button (15 MB), spec §9. */
export type UploadSource = 'drop' | 'import';
/** A bank statement (bank side) or a ledger file (book side, the ledger CSV template). */
export type ImportKind = 'statement' | 'ledger';
/** A statement format the user may force; 'auto' lets the server detect it. */
export type FormatChoice = 'auto' | 'bai2' | 'camt' | 'ofx' | 'nacha' | 'csv';

export const FORMAT_CHOICES: { value: FormatChoice; label: string }[] = [
  { value: 'auto', label: 'Detect automatically' },
  { value: 'bai2', label: 'BAI2' },
  { value: 'camt', label: 'camt.052 / 053 / 054' },
  { value: 'ofx', label: 'OFX / QFX' },
  { value: 'nacha', label: 'NACHA ACH' },
  { value: 'csv', label: 'CSV bank export' },
];

export const FORMAT_LABELS: Record<string, string> = {
  bai2: 'BAI2',
  camt: 'camt',
  ofx: 'OFX / QFX',
  nacha: 'NACHA',
  csv: 'CSV',
  'ledger-csv': 'Ledger CSV',
  'settlement-csv': 'Settlement CSV',
};

/** The upload limit (spec §9): bank-rec by where the file was given, employer funds one limit for all. */
export const sizeLimitOf = (source: UploadSource, area: ImportArea = 'bankRec'): number =>
  uploadSizeLimit(area, source);

/**
 * The size check before sending (spec §9): null when the file may go, else the message to show. An
 * empty file is refused too (the server would answer 'The file is empty.').
 */
export function checkFileSize(
  size: number,
  source: UploadSource,
  area: ImportArea = 'bankRec',
): string | null {
  if (size === 0) return 'The file is empty.';
  const limit = sizeLimitOf(source, area);
  if (size <= limit) return null;
  const oneLimit = area === 'ewa';
  const where = oneLimit
    ? 'Employer-funds files'
    : source === 'drop'
      ? 'Files dropped here'
      : 'Imported files';
  const hint =
    !oneLimit && source === 'drop'
      ? ` Use 'Choose file' for files up to ${formatBytes(FILE_SIZE_LIMITS.import)}.`
      : '';
  return `This file is ${formatBytes(size)}. ${where} may be at most ${formatBytes(limit)} (${limit.toLocaleString('en-US')} bytes).${hint}`;
}

/** What the browser can tell about a file from its first bytes, before it is sent. */
export interface FileInspection {
  /** The format the server will detect, or null when nothing fits (it will call the file invalid). */
  detected: DetectedFormat | null;
  /** For a CSV: whether it has an account column; when not, the bank account must be chosen. */
  csvHasAccountColumn: boolean | null;
  /** Issue 19: an OpenPGP file (.pgp/.gpg/.asc or its content): the server decrypts it, then detects. */
  encrypted: boolean;
}

/** The head of a file the inspection reads. */
export const INSPECT_BYTES = 64 * 1024;

export function inspectHead(head: Uint8Array, fileName: string): FileInspection {
  if (isPgpFile(fileName, head)) return { detected: null, csvHasAccountColumn: null, encrypted: true };
  let detected: DetectedFormat | null = null;
  try {
    detected = detectFormat(head, fileName);
  } catch {
    detected = null;
  }
  let csvHasAccountColumn: boolean | null = null;
  if (detected === 'csv') {
    const text = new TextDecoder('utf-8', { fatal: false }).decode(head);
    // The last line of the head may be cut; the inference only needs whole first lines.
    const lines = text.split(/\r\n|\n|\r/).slice(0, 40);
    try {
      const profile = inferCsvProfile(lines);
      csvHasAccountColumn = profile ? profile.columns.account !== undefined : false;
    } catch {
      csvHasAccountColumn = false;
    }
  }
  return { detected, csvHasAccountColumn, encrypted: false };
}

/** The format the upload will be read as: the user's override, else what the head says. */
export function effectiveFormat(choice: FormatChoice, inspection: FileInspection | null): string | null {
  if (choice !== 'auto') return choice;
  return inspection?.detected ?? null;
}

/** A CSV statement with no account column needs a bank account (the account select shows for CSVs). */
export function needsBankAccount(
  kind: ImportKind,
  choice: FormatChoice,
  inspection: FileInspection | null,
): { show: boolean; required: boolean } {
  if (kind !== 'statement') return { show: false, required: false };
  const isCsv = effectiveFormat(choice, inspection) === 'csv';
  if (!isCsv) return { show: false, required: false };
  return { show: true, required: inspection?.csvHasAccountColumn !== true };
}

/**
 * The upload's query (spec §9 `source`, kind, optional format and bank account; an employer-funds
 * settlement file is a ledger-side file that names its partner).
 */
export function uploadQuery(options: {
  source: UploadSource;
  kind: ImportKind;
  format: FormatChoice;
  accountId: string;
  partnerId?: string;
}): {
  source: UploadSource;
  kind: ImportKind;
  format?: Exclude<FormatChoice, 'auto'>;
  accountId?: string;
  partner?: string;
} {
  const query: ReturnType<typeof uploadQuery> = { source: options.source, kind: options.kind };
  if (options.kind === 'statement' && options.format !== 'auto') query.format = options.format;
  if (options.kind === 'statement' && options.accountId.trim() !== '')
    query.accountId = options.accountId.trim();
  const partner = options.partnerId?.trim() ?? '';
  if (options.kind === 'ledger' && partner !== '') query.partner = partner;
  return query;
}
