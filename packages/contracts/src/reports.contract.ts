import { BANK_REC_AREA, EWA_AREA, type LedgerAreaDescriptor } from '@clearline/domain/areas';
import { z } from 'zod';
import { text } from './fields';
import { route } from './route';

/**
 * Reports and exports (issue 14). Each area has a catalogue of reports declared as data (their
 * parameters and columns); a report can be previewed (a page of rows and the totals of all rows) or
 * exported as CSV, .xlsx or PDF by a durable job whose file only members of the organisation can download.
 */

/** Spec §8, exactly. */
export const EXPORT_INITIATED_MESSAGE =
  'Export has been successfully initiated ... You will be notified when the report is ready.';
export const EXPORT_FAILED_MESSAGE = 'Export has not been generated, Please try again';
/** An export whose file the retention rule removed (issue 14): still listed, no longer downloadable. */
export const EXPORT_EXPIRED_MESSAGE =
  'This export has expired and its file was removed. Export the report again to get a new file.';

export const REPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export const ReportFormat = z.enum(REPORT_FORMATS);
export type ReportFormat = z.infer<typeof ReportFormat>;

/** socket.io event of an export's progress, sent to the user who asked for it (the end: notifyBlobStorageQueue). */
export const REPORT_EXPORT_EVENT = 'reportExportStatus';

/**
 * What a parameter is, so a page can draw its input: an area bank account (a select of GET
 * bankAccounts), a month 'YYYY-MM', a date 'YYYY-MM-DD', a party (customer or employer id), one of
 * `options`, or free text.
 */
export const ReportParameterKind = z.enum(['account', 'month', 'date', 'party', 'select', 'text']);
export const ReportParameter = z.object({
  name: z.string(),
  label: z.string(),
  kind: ReportParameterKind,
  required: z.boolean(),
  /** `select` only. */
  options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
  /** Shown under the input. */
  help: z.string().optional(),
});
export type ReportParameter = z.infer<typeof ReportParameter>;

/**
 * How a column's values travel: `money` as a decimal string with 2 decimals ('-1250.00'), `date` as
 * 'YYYY-MM-DD', `datetime` as an ISO instant, `integer` as a number, `text` as a string. `total` marks
 * the columns summed in the totals.
 */
export const ReportColumnType = z.enum(['text', 'date', 'datetime', 'money', 'integer']);
export const ReportColumn = z.object({
  key: z.string(),
  label: z.string(),
  type: ReportColumnType,
  total: z.boolean(),
});
export type ReportColumn = z.infer<typeof ReportColumn>;

export const ReportDefinition = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  parameters: z.array(ReportParameter),
  columns: z.array(ReportColumn),
});
export type ReportDefinition = z.infer<typeof ReportDefinition>;

/** A report's parameters: name -> value as typed (validated by the report on the server: 400 with the field). */
export const ReportParameters = z.record(z.string().max(40), text(100).trim()).default({});

export const ReportCell = z.union([z.string(), z.number(), z.null()]);
export const ReportRow = z.record(z.string(), ReportCell);
export type ReportRow = z.infer<typeof ReportRow>;

/** A figure of the report's heading (the statement's balances), typed like a column. */
export const ReportSummaryLine = z.object({
  key: z.string(),
  label: z.string(),
  type: ReportColumnType,
  value: ReportCell,
});
export type ReportSummaryLine = z.infer<typeof ReportSummaryLine>;

const reportId = text(60).trim().min(1);

export const ReportPreviewBody = z.object({
  reportId,
  parameters: ReportParameters,
  page: z.number().int().min(1).max(100_000).default(1),
  limit: z.number().int().min(1).max(500).default(50),
});

export const ReportPreview = z.object({
  reportId: z.string(),
  reportName: z.string(),
  /** The parameters as the report read them (defaults filled in). */
  parameters: z.record(z.string(), z.string()),
  columns: z.array(ReportColumn),
  summary: z.array(ReportSummaryLine),
  rows: z.array(ReportRow),
  /** Rows of the whole report (all pages). */
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** Column key -> the sum over all rows, for the columns marked `total` (money as 2-decimal strings). */
  totals: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type ReportPreview = z.infer<typeof ReportPreview>;

export const ReportExportBody = z.object({
  reportId,
  parameters: ReportParameters,
  format: ReportFormat,
  /**
   * Issue 19: a bank key (GET /api/rec/encryption/recipients) to encrypt the file to, OpenPGP binary,
   * signed with the organisation's current key when it has one; the download is named '<file>.pgp'.
   */
  encryptTo: z.string().uuid().optional(),
});

export const ExportStatus = z.enum(['queued', 'running', 'succeeded', 'failed']);
export const ReportExport = z.object({
  id: z.string(),
  reportId: z.string(),
  reportName: z.string(),
  format: ReportFormat,
  parameters: z.record(z.string(), z.string()),
  status: ExportStatus,
  progress: z.number().int(),
  requestedBy: z.object({ id: z.string().nullable(), name: z.string() }),
  /** The finished file's size and rows; null until it succeeded. */
  sizeBytes: z.number().int().nullable(),
  rows: z.number().int().nullable(),
  fileName: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** EXPORT_FAILED_MESSAGE when it failed. */
  error: z.string().nullable(),
  /** The authorised download path once it succeeded, else null (and null once expired). */
  downloadUrl: z.string().nullable(),
  /** When the retention rule removed the file (EXPORT_RETENTION_DAYS after it finished), else null. */
  expiredAt: z.string().nullable(),
});
export type ReportExport = z.infer<typeof ReportExport>;

export const ExportsQuery = z.object({
  page: z.coerce.number<string>().int().min(1).max(100_000).default(1),
  limit: z.coerce.number<string>().int().min(1).max(200).default(25),
});

export const ExportIdParams = z.object({ id: z.string().uuid() });

/** Spec §3: the export notification (finished exports, newest first). */
export const ExportNotification = z.object({
  _id: z.string(),
  createdAt: z.string(),
  /** The authorised download path (never a public URL). */
  blobStorageURL: z.string(),
  reportName: z.string(),
});
export type ExportNotification = z.infer<typeof ExportNotification>;

/** The socket push when an export ends (spec §7 notifyBlobStorageQueue): the notification and how it ended. */
export const BlobStorageQueueEvent = ExportNotification.extend({
  status: z.enum(['succeeded', 'failed']),
  /** Null on success; EXPORT_FAILED_MESSAGE on failure (blobStorageURL is then ''). */
  message: z.string().nullable(),
  area: z.enum(['bankRec', 'ewa']),
});
export type BlobStorageQueueEvent = z.infer<typeof BlobStorageQueueEvent>;

/** An export's progress while it runs, to the user who asked. */
export const ReportExportStatusEvent = z.object({
  exportId: z.string(),
  reportName: z.string(),
  area: z.enum(['bankRec', 'ewa']),
  status: ExportStatus,
  progress: z.number().int(),
  rows: z.number().int(),
});
export type ReportExportStatusEvent = z.infer<typeof ReportExportStatusEvent>;

export const DownloadTemplateBody = z.object({
  /** The report id, or a path ending in it ('templates/bank-rec-statement'). */
  uri: text(200).trim().min(1),
  extn: z.enum(['pdf', 'csv']),
});

const ExportAccepted = z.object({
  message: z.literal(EXPORT_INITIATED_MESSAGE),
  data: z.object({ exportId: z.string() }),
});

/** The report calls of one ledger area, at its prefix and behind its access. */
export function reportRoutesOf(area: LedgerAreaDescriptor) {
  const prefix = area.apiPrefix;
  const access = area.access;
  const tags = ['reports'];
  return {
    catalogue: route({
      method: 'GET',
      path: `${prefix}/report/catalogue`,
      access,
      summary: "The area's reports with their parameters and columns",
      tags,
      response: z.object({ data: z.object({ reports: z.array(ReportDefinition) }) }),
    }),
    preview: route({
      method: 'POST',
      path: `${prefix}/report/preview`,
      access,
      summary: 'A page of a report and the totals of all its rows',
      tags,
      body: ReportPreviewBody,
      response: z.object({ data: ReportPreview }),
    }),
    exportReport: route({
      method: 'POST',
      path: `${prefix}/report/export`,
      access,
      summary: 'Starts an export job (csv, xlsx or pdf); answers at once with its id',
      tags,
      body: ReportExportBody,
      response: ExportAccepted,
      status: 202,
    }),
    exports: route({
      method: 'GET',
      path: `${prefix}/report/exports`,
      access,
      summary: "The organisation's exports of the area, newest first",
      tags,
      query: ExportsQuery,
      response: z.object({
        data: z.object({
          rows: z.array(ReportExport),
          total: z.number().int(),
          page: z.number().int(),
          limit: z.number().int(),
        }),
      }),
    }),
    retry: route({
      method: 'POST',
      path: `${prefix}/report/exports/:id/retry`,
      access,
      summary: 'Runs a failed export again (409 unless it failed)',
      tags,
      params: ExportIdParams,
      response: ExportAccepted,
      status: 202,
    }),
    download: route({
      method: 'GET',
      path: `${prefix}/report/exports/:id/download`,
      access,
      summary: "A finished export's file, streamed (409 while it runs, 404 for another organisation's)",
      tags,
      params: ExportIdParams,
      response: z.unknown(),
    }),
    exportNotification: route({
      method: 'GET',
      path: `${prefix}/report/exportNotification`,
      access,
      summary: 'Spec §7: finished exports of the area, newest first',
      tags,
      response: z.object({ data: z.array(ExportNotification) }),
    }),
    downloadTemplateFile: route({
      method: 'POST',
      path: `${prefix}/report/downloadTemplateFile`,
      access,
      summary: "Spec §7: a report's template (its heading and columns, no rows) as pdf or csv",
      tags,
      body: DownloadTemplateBody,
      response: z.unknown(),
    }),
  };
}

export type ReportRoutes = ReturnType<typeof reportRoutesOf>;

/** Bank reconciliation's reports (`contracts.reports`). */
export const reportsRoutes: ReportRoutes = reportRoutesOf(BANK_REC_AREA);
/** Employer funds' reports (`contracts.ewaReports`). */
export const ewaReportsRoutes: ReportRoutes = reportRoutesOf(EWA_AREA);
