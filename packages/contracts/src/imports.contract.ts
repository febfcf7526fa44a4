import { z } from 'zod';
import { IsoDate, multilineText, text } from './fields';
import { route } from './route';

/** Spec §9 build-time size limits, in bytes. */
export const FILE_SIZE_LIMITS = {
  /** The drag-and-drop area. */
  drop: 10_485_760,
  /** Any other bank-rec import. */
  import: 15_485_760,
  /** Employer-funds imports. */
  ewa: 100_485_760,
} as const;

/**
 * The area an import belongs to: its activity log and its un-import are that area's. Bank-rec files are
 * 'bankRec'; 'ewa' is the employer-funds area (issues to come).
 */
export const ImportArea = z.enum(['bankRec', 'ewa']);
export type ImportArea = z.infer<typeof ImportArea>;

export const ImportStatus = z.enum(['In Progress', 'Completed', 'Failed', 'Un-imported']);
export const StatementFormatName = z.enum(['bai2', 'camt', 'ofx', 'nacha', 'csv', 'ledger-csv']);

const uuid = z.string().uuid();

export const FileImportQuery = z.object({
  /** Which limit applies: the drop area (10 MB) or another import (15 MB). */
  source: z.enum(['drop', 'import']).default('import'),
  /** 'statement' (bank side, the default) or 'ledger' (book side, the ledger CSV template). */
  kind: z.enum(['statement', 'ledger']).default('statement'),
  /** Overrides format detection. */
  format: StatementFormatName.optional(),
  /** Bank account number for CSV files that carry none. */
  accountId: text(64).trim().min(1).optional(),
  /** CSV column profile as JSON (see docs/domain/import-formats-ofx-camt-csv.md); inferred when absent. */
  profile: multilineText(10_000).optional(),
});

export const ImportIdParams = z.object({ importId: uuid });

export const ImportCounts = z.object({
  imported: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  warnings: z.number().int(),
  errors: z.number().int(),
});

export const ImportStatusBody = z.object({
  importId: z.string(),
  fileName: z.string(),
  kind: z.enum(['statement', 'ledger']),
  format: z.string(),
  status: ImportStatus,
  msg: z.string(),
  errorFlag: z.boolean(),
  counts: ImportCounts,
  progress: z.number().int(),
  sizeBytes: z.number().int(),
  sha256: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  unimportedAt: z.string().nullable(),
  /** Per account: rows, credits and debits in cents, control total when the file has one. */
  accounts: z.array(
    z.object({
      accountNumber: z.string(),
      currency: z.string(),
      rowCount: z.number().int(),
      creditMinor: z.number().int(),
      debitMinor: z.number().int(),
    }),
  ),
});
export type ImportStatusBody = z.infer<typeof ImportStatusBody>;

export const ImportIssue = z.object({
  line: z.number().int(),
  severity: z.enum(['error', 'warning']),
  code: z.string(),
  message: z.string(),
  raw: z.string(),
});

export const PageQuery = z.object({
  page: z.coerce.number<string>().int().min(1).max(100_000).default(1),
  limit: z.coerce.number<string>().int().min(1).max(500).default(100),
});

/** Spec §3 file-activity log entry (fileName, msg, errorFlag, _id, createdAt) plus status and counts. */
export const FileActivityEntry = z.object({
  _id: z.string(),
  fileName: z.string(),
  msg: z.string(),
  errorFlag: z.boolean(),
  createdAt: z.string(),
  status: ImportStatus,
  kind: z.enum(['statement', 'ledger']),
  format: z.string(),
  counts: ImportCounts,
  createdBy: z.string(),
  /** The uploader's display name (first and last name, else the e-mail); null for a system import. */
  createdByName: z.string().nullable(),
  /** A failed file's first line issue (errors before warnings), shown inline; null otherwise. */
  firstIssue: z.object({ line: z.number().int(), message: z.string() }).nullable(),
});

export const BankTransactionsQuery = PageQuery.extend({
  accountId: text(64).trim().optional(),
  from: IsoDate.optional(),
  to: IsoDate.optional(),
  importId: uuid.optional(),
  /** 'booked' | 'pending' as the bank reports it. */
  bankStatus: z.enum(['booked', 'pending']).optional(),
});

export const BankTransaction = z.object({
  id: z.string(),
  accountId: z.string(),
  valueDate: z.string(),
  bookingDate: z.string().nullable(),
  /** Signed, 2 decimals as a string ('-1234.50'): exact. */
  amount: z.string(),
  amountMinor: z.number().int(),
  currency: z.string(),
  typeCode: z.string(),
  bankReference: z.string(),
  customerReference: z.string(),
  text: z.string(),
  bankStatus: z.enum(['booked', 'pending']),
  importId: z.string(),
  line: z.number().int(),
});

export const importsRoutes = {
  upload: route({
    method: 'POST',
    path: '/api/bankRec/items/fileImport',
    access: 'bankRec',
    status: 202,
    summary:
      'Upload a bank statement (BAI2, camt, OFX/QFX, NACHA, CSV) or a ledger CSV as multipart field `file`',
    tags: ['imports'],
    query: FileImportQuery,
    response: z.object({ data: z.object({ importId: z.string(), status: ImportStatus, msg: z.string() }) }),
  }),
  status: route({
    method: 'GET',
    path: '/api/bankRec/items/fileImport/:importId',
    access: 'bankRec',
    summary: 'Status, message and counts of an import',
    tags: ['imports'],
    params: ImportIdParams,
    response: z.object({ data: ImportStatusBody }),
  }),
  errors: route({
    method: 'GET',
    path: '/api/bankRec/items/fileImport/:importId/errors',
    access: 'bankRec',
    summary: 'Line-numbered errors and warnings of an import, by line',
    tags: ['imports'],
    params: ImportIdParams,
    query: PageQuery,
    response: z.object({
      data: z.object({
        fileName: z.string(),
        createdAt: z.string(),
        status: ImportStatus,
        msg: z.string(),
        rows: z.array(ImportIssue),
        total: z.number().int(),
      }),
    }),
  }),
  unimport: route({
    method: 'POST',
    path: '/api/bankRec/items/fileImport/:importId/unimport',
    access: 'bankRec',
    summary: "Remove exactly this file's rows (restoring rows it had updated) and mark it un-imported",
    tags: ['imports'],
    params: ImportIdParams,
    response: z.object({ data: ImportStatusBody }),
  }),
  activityLogs: route({
    method: 'GET',
    path: '/api/bankRec/items/fileActivityLogs',
    access: 'bankRec',
    summary: 'The file-activity log: imports newest first, those In Progress first',
    tags: ['imports'],
    query: PageQuery,
    response: z.object({ data: z.array(FileActivityEntry), total: z.number().int() }),
  }),
  bankTransactions: route({
    method: 'GET',
    path: '/api/bankRec/items/bankTransactions',
    access: 'bankRec',
    summary: 'Imported bank transactions by account, date range, import and bank status',
    tags: ['imports'],
    query: BankTransactionsQuery,
    response: z.object({ data: z.object({ rows: z.array(BankTransaction), total: z.number().int() }) }),
  }),
  templateFile: route({
    method: 'GET',
    path: '/api/bankRec/getTemplateFile',
    access: 'bankRec',
    summary: 'A zip of import template files (ledger CSV, bank CSV) with their column descriptions',
    tags: ['imports'],
    response: z.unknown(),
  }),
};

/** socket.io `showStatus` / `showEwaStatus` payload. */
export const ImportStatusEvent = z.object({
  importId: z.string(),
  fileName: z.string(),
  status: ImportStatus,
  msg: z.string(),
  errorFlag: z.boolean(),
  progress: z.number().int(),
});
export type ImportStatusEvent = z.infer<typeof ImportStatusEvent>;
