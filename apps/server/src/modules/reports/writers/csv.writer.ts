import type { Writable } from 'node:stream';
import { CSV_BOM, type CsvFigure, csvFigureRecords, csvRecord } from '@clearline/domain';
import { type ReportWriter, turn, writeOut } from './writer';

/** Rows formatted between two turns of the event loop. */
const SLICE = 500;

/**
 * CSV as Excel opens it: UTF-8 with a byte-order mark, one header row, every field quoted, amounts as
 * plain 2-decimal numbers, dates ISO, text escaped against formula injection. The table without a
 * totals row, so the file sums and sorts as it is; a report with heading figures (the statement's
 * balances) has them first, as label/value records, then an empty record, as its .xlsx does.
 */

/** The byte-order mark, the heading figures and the header row (every label quoted as text): the batch and the COPY writer alike. */
export function writeCsvHead(
  out: Writable,
  labels: readonly string[],
  figures: readonly CsvFigure[] = [],
): Promise<void> {
  return writeOut(
    out,
    CSV_BOM +
      csvFigureRecords(figures, labels.length) +
      csvRecord(
        labels,
        labels.map(() => 'text'),
      ),
  );
}

export const csvWriter: ReportWriter = async (meta, batches, out, onRows) => {
  const labels = meta.columns.map((c) => c.label);
  const types = meta.columns.map((c) => c.type);
  await writeCsvHead(out, labels, meta.summary);
  let rows = 0;
  for await (const batch of batches) {
    for (let start = 0; start < batch.length; start += SLICE) {
      let chunk = '';
      for (const row of batch.slice(start, start + SLICE)) chunk += csvRecord(row, types);
      await writeOut(out, chunk);
      await turn();
    }
    rows += batch.length;
    await onRows?.(rows);
  }
  return { rows };
};
