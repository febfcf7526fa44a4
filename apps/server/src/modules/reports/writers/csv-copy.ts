import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReportColumn } from '@clearline/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db';
import { writeCsvHead } from './csv.writer';
import type { ReportWriter } from './writer';

/** A column's value as the CSV writer shows it (domain `plainText`, `escapeFormula`), in SQL. */
function cellOf(column: ReportColumn): SQL {
  const value = sql.raw(`r."${column.key.replaceAll('"', '""')}"`);
  switch (column.type) {
    // Cents as a plain 2-decimal number: exact (numeric), '-0.05', '1234.50', '0.00'.
    case 'money':
      return sql`coalesce(round(${value}::numeric / 100, 2)::text, '')`;
    case 'integer':
      return sql`coalesce(${value}::bigint::text, '')`;
    // Dates and instants: the reports' SQL already gives them as ISO text.
    case 'date':
    case 'datetime':
      return sql`coalesce(${value}::text, '')`;
    default:
      // A text cell that a spreadsheet would read as a formula is prefixed with an apostrophe.
      return sql`coalesce(case when left(${value}::text, 1) in ('=', '+', '-', '@', chr(9), chr(13))
                               then '''' || ${value}::text else ${value}::text end, '')`;
  }
}

/**
 * Record ends from LF (COPY's) to CRLF (RFC 4180, as the batch writer writes): a line feed ends a record
 * only outside quotes (a text field may hold one), so the quotes are followed across chunks. Counts the
 * records for progress.
 */
export function crlfRecords(onRecords: (records: number) => Promise<void> | void): Transform {
  let quoted = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const ends: number[] = [];
      for (let i = 0; i < chunk.length; i += 1) {
        const byte = chunk[i];
        if (byte === 0x22) quoted = !quoted;
        else if (byte === 0x0a && !quoted) ends.push(i);
      }
      if (ends.length === 0) {
        done(null, chunk);
        return;
      }
      const out = Buffer.allocUnsafe(chunk.length + ends.length);
      let from = 0;
      let at = 0;
      for (const end of ends) {
        at += chunk.copy(out, at, from, end);
        out[at] = 0x0d;
        at += 1;
        from = end;
      }
      chunk.copy(out, at, from);
      Promise.resolve(onRecords(ends.length)).then(
        () => done(null, out),
        (error: unknown) => done(error as Error),
      );
    },
  });
}

/**
 * The CSV of a report that is one SQL select, streamed by PostgreSQL's COPY straight into the file: the
 * values are formatted in SQL exactly as the batch writer (csv.writer.ts) formats them, so the bytes are
 * the same, without a round trip per batch or a JavaScript object per row. The BOM, the heading figures
 * and the header row are written here (COPY's header would quote only some labels).
 */
export function copyCsvWriter(database: Database, rows: SQL): ReportWriter {
  return async (meta, _batches, out, onRows) => {
    const copyOut = database.copyOut;
    if (!copyOut) throw new Error('COPY is PostgreSQL only');
    await writeCsvHead(
      out,
      meta.columns.map((c) => c.label),
      meta.summary,
    );
    // A projection of the ordered select keeps its order (no join, sort or aggregate above it).
    const formatted = sql`select ${sql.join(meta.columns.map(cellOf), sql`, `)} from (${rows}) r`;
    let written = 0;
    const progress = (records: number) => {
      written += records;
      return onRows?.(written);
    };
    await copyOut.call(database, formatted, 'format csv, force_quote *', (copy) =>
      pipeline(copy, crlfRecords(progress), out, { end: false }),
    );
    return { rows: written };
  };
}
