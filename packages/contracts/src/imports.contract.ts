import { BANK_REC_AREA, EWA_AREA, type LedgerAreaDescriptor } from '@clearline/domain/areas';
import { CUSTOMER_ID_MAX_LENGTH } from '@clearline/domain/ledger';
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

/** The area an import belongs to: its activity log and its un-import are that area's. */
export const ImportArea = z.enum(['bankRec', 'ewa']);
export type ImportArea = z.infer<typeof ImportArea>;

export const ImportStatus = z.enum(['In Progress', 'Completed', 'Failed', 'Un-imported']);
export const StatementFormatName = z.enum(['bai2', 'camt', 'ofx', 'nacha', 'csv', 'ledger-csv']);

const uuid = z.string().uuid();

export const FileImportQuery = z.object({
  /** Which limit applies in bank-rec: the drop area (10 MB) or another import (15 MB); see uploadSizeLimit. */
  source: z.enum(['drop', 'import']).default('import'),
  /**
   * 'statement' (bank side, the default) or 'ledger' (book side): the ledger CSV template in bank-rec, a
   * partner settlement file in employer funds.
   */
  kind: z.enum(['statement', 'ledger']).default('statement'),
  /** Overrides format detection. */
  format: StatementFormatName.optional(),
  /** Bank account number for CSV files that carry none. */
  accountId: text(64).trim().min(1).optional(),
  /** CSV column profile as JSON (see docs/domain/import-formats-ofx-camt-csv.md); inferred when absent. */
  profile: multilineText(10_000).optional(),
  /**
   * Employer funds: the partner (its id) whose settlement file this is; required with kind 'ledger' there,
   * refused in bank-rec. Its saved settlement profile reads the file unless `profile` is given.
   */
  partner: text(CUSTOMER_ID_MAX_LENGTH, { trim: true }).min(1).optional(),
});
export type FileImportQuery = z.output<typeof FileImportQuery>;

/** The upload query of an area: a ledger-side file names its partner where the area's parties have one. */
export function uploadQueryOf(area: LedgerAreaDescriptor) {
  return FileImportQuery.superRefine((q, ctx) => {
    if (area.partiesHavePartners && q.kind === 'ledger' && !q.partner) {
      ctx.addIssue({ code: 'custom', path: ['partner'], message: 'A settlement file needs its partner' });
    }
    if (!area.partiesHavePartners && q.partner !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['partner'], message: "This area's files name no partner" });
    }
  });
}

/** What a ledger-side file is in each area. */
const LEDGER_FILE_NAMES: Record<ImportArea, string> = {
  bankRec: 'ledger CSV',
  ewa: 'partner settlement CSV (kind=ledger, partner=...)',
};

/**
 * The size limit of an upload (spec §9): bank-rec by where the file was given (drop area or another
 * import), employer funds 100485760 bytes whatever the source.
 */
const AREA_SIZE_LIMITS: Record<ImportArea, (source: 'drop' | 'import') => number> = {
  bankRec: (source) => FILE_SIZE_LIMITS[source],
  ewa: () => FILE_SIZE_LIMITS.ewa,
};

export function uploadSizeLimit(area: ImportArea, source: 'drop' | 'import'): number {
  return AREA_SIZE_LIMITS[area](source);
}

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
  /**
   * Issue 19: an OpenPGP file's opening: the organisation key (fingerprint) that decrypted it and the bank
   * key whose signature verified; null for a plain file.
   */
  pgp: z
    .object({
      decryptedWith: z.string().nullable(),
      signedBy: z.string().nullable(),
      signerName: z.string().nullable(),
    })
    .nullable(),
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

/**
 * The import calls of one ledger area (spec §7): the same routes under the area's API prefix, guarded by
 * the area's access. Bank-rec: `/api/bankRec/items/fileImport`, ...; employer funds:
 * `/api/employeeFunds/items/fileImport`, ...
 */
export function importRoutesOf(area: LedgerAreaDescriptor) {
  const { apiPrefix: prefix, access } = area;
  const tags = ['imports'];
  return {
    upload: route({
      method: 'POST',
      path: `${prefix}/items/fileImport`,
      access,
      status: 202,
      summary: `Upload a bank statement (BAI2, camt, OFX/QFX, NACHA, CSV) or a ${LEDGER_FILE_NAMES[area.area]} as multipart field \`file\``,
      tags,
      query: uploadQueryOf(area),
      response: z.object({ data: z.object({ importId: z.string(), status: ImportStatus, msg: z.string() }) }),
    }),
    status: route({
      method: 'GET',
      path: `${prefix}/items/fileImport/:importId`,
      access,
      summary: 'Status, message and counts of an import',
      tags,
      params: ImportIdParams,
      response: z.object({ data: ImportStatusBody }),
    }),
    errors: route({
      method: 'GET',
      path: `${prefix}/items/fileImport/:importId/errors`,
      access,
      summary: 'Line-numbered errors and warnings of an import, by line',
      tags,
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
      path: `${prefix}/items/fileImport/:importId/unimport`,
      access,
      summary: "Remove exactly this file's rows (restoring rows it had updated) and mark it un-imported",
      tags,
      params: ImportIdParams,
      response: z.object({ data: ImportStatusBody }),
    }),
    activityLogs: route({
      method: 'GET',
      path: `${prefix}/items/fileActivityLogs`,
      access,
      summary: "The area's file-activity log: imports newest first, those In Progress first",
      tags,
      query: PageQuery,
      response: z.object({ data: z.array(FileActivityEntry), total: z.number().int() }),
    }),
    bankTransactions: route({
      method: 'GET',
      path: `${prefix}/items/bankTransactions`,
      access,
      summary:
        "Imported bank transactions of the area's bank accounts by account, date range, import and bank status",
      tags,
      query: BankTransactionsQuery,
      response: z.object({ data: z.object({ rows: z.array(BankTransaction), total: z.number().int() }) }),
    }),
    templateFile: route({
      method: 'GET',
      path: `${prefix}/getTemplateFile`,
      access,
      summary: "A zip of the area's import template files with their column descriptions",
      tags,
      response: z.unknown(),
    }),
  };
}

export type ImportRoutes = ReturnType<typeof importRoutesOf>;

/** Bank reconciliation's imports (`contracts.imports`). */
export const importsRoutes: ImportRoutes = importRoutesOf(BANK_REC_AREA);
/** Employer funds' imports (`contracts.ewaImports`): bank statements and partner settlement files. */
export const ewaImportsRoutes: ImportRoutes = importRoutesOf(EWA_AREA);

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
