import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { ReportColumn, ReportFormat } from '@clearline/contracts';
import type { ReportValue } from '@clearline/domain';
import type { SummaryValue } from '../report-source';

/** What a file says about itself: the heading of a PDF or spreadsheet. */
export interface ReportMeta {
  organizationName: string;
  reportName: string;
  /** Parameter label -> value, as shown. */
  parameters: { label: string; value: string }[];
  generatedAt: Date;
  generatedBy: string;
  columns: ReportColumn[];
  summary: SummaryValue[];
  /** Rows the report will have (a guess is harmless, the rows decide). */
  expectedRows: number;
  /**
   * The sums of the `total` columns as the totals query found them (cents and counts): a PDF's column
   * is planned wide enough for its total before the rows come.
   */
  totals?: Record<string, number>;
}

/**
 * One interface for every format: batches of rows in (values in column order: money in cents), bytes
 * out to `out`, waiting for it to drain; `onRows` after each batch with the rows written so far.
 * Resolves with the rows written once the last byte is handed to `out` (the caller ends it).
 */
export type ReportWriter = (
  meta: ReportMeta,
  batches: AsyncIterable<ReportValue[][]>,
  out: Writable,
  onRows?: (rows: number) => Promise<void> | void,
) => Promise<{ rows: number }>;

export const CONTENT_TYPES: Record<ReportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** Writes and waits for the stream to take more when its buffer is full. */
export async function writeOut(out: Writable, chunk: string | Uint8Array): Promise<void> {
  if (!out.write(chunk)) await once(out, 'drain');
}

/**
 * Hands the event loop back to requests: a writer formats a batch's rows synchronously, so it yields
 * between slices of rows (PDF layout costs most per row). Measured with `npm run bench:exports`.
 */
export const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The sums of the `total` columns (cents and counts: integers, exact). */
export class Totals {
  private readonly sums: number[];
  constructor(private readonly columns: readonly ReportColumn[]) {
    this.sums = columns.map(() => 0);
  }
  add(row: readonly ReportValue[]): void {
    this.columns.forEach((c, i) => {
      if (c.total) this.sums[i] = (this.sums[i] ?? 0) + Number(row[i] ?? 0);
    });
  }
  /** The totals row: 'Total' in the first column that is not summed, sums in the summed ones. */
  row(): ReportValue[] {
    const labelAt = this.columns.findIndex((c) => !c.total);
    return this.columns.map((c, i) => (c.total ? (this.sums[i] ?? 0) : i === labelAt ? 'Total' : null));
  }
}
