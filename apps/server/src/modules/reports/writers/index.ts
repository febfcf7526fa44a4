import type { ReportFormat } from '@clearline/contracts';
import { csvWriter } from './csv.writer';
import { pdfWriter } from './pdf.writer';
import type { ReportWriter } from './writer';
import { xlsxWriter } from './xlsx.writer';

export type { ReportMeta, ReportWriter } from './writer';
export { CONTENT_TYPES } from './writer';

/** The writer of each export format (one interface: rows in, bytes out). */
export const WRITERS: Record<ReportFormat, ReportWriter> = {
  csv: csvWriter,
  xlsx: xlsxWriter,
  pdf: pdfWriter,
};

/**
 * The formats written on a worker thread: compressing a spreadsheet and laying out PDF pages cost tens
 * of milliseconds per batch; CSV formatting is cheap enough to stay on the event loop between turns.
 */
export const OFF_THREAD_FORMATS: ReadonlySet<ReportFormat> = new Set(['xlsx', 'pdf']);
export { writeOffThread } from './writer-thread';
