import { CSV_BOM, csvRecord } from '@clearline/domain';
import { type ReportWriter, writeOut } from './writer';

/**
 * CSV as Excel opens it: UTF-8 with a byte-order mark, one header row, every field quoted, amounts as
 * plain 2-decimal numbers, dates ISO, text escaped against formula injection. The table only (no
 * heading and no totals row), so the file sums and sorts as it is.
 */
export const csvWriter: ReportWriter = async (meta, batches, out, onRows) => {
  const labels = meta.columns.map((c) => c.label);
  const types = meta.columns.map((c) => c.type);
  await writeOut(
    out,
    CSV_BOM +
      csvRecord(
        labels,
        labels.map(() => 'text'),
      ),
  );
  let rows = 0;
  for await (const batch of batches) {
    let chunk = '';
    for (const row of batch) chunk += csvRecord(row, types);
    rows += batch.length;
    await writeOut(out, chunk);
    await onRows?.(rows);
  }
  return { rows };
};
