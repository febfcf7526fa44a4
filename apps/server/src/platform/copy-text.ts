/**
 * Rows of `COPY ... TO STDOUT` in PostgreSQL's text format, parsed without a driver: fields separated by
 * tabs, rows by newlines, `\N` for NULL, and a backslash before a backslash or a control character
 * (`\t`, `\n`, `\r`, `\b`, `\f`, `\v`; what PostgreSQL's COPY writes). A worker thread reads an
 * auto-match run's open lines this way from the bytes COPY gave the server's thread (ADR 0032): no row
 * objects are built by the driver, cloned across threads and built again.
 */

const ESCAPED: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };

/** One field's text as stored: its backslash escapes undone. */
function unescapeField(field: string): string {
  let out = '';
  for (let i = 0; i < field.length; i += 1) {
    const c = field[i] as string;
    if (c !== '\\' || i + 1 === field.length) {
      out += c;
      continue;
    }
    i += 1;
    const next = field[i] as string;
    out += ESCAPED[next] ?? next;
  }
  return out;
}

/**
 * Calls `row` with each row's fields (null for NULL), in order. The array handed over is reused for the
 * next row: copy what you keep. Throws when a row has another number of fields than `width`.
 */
export function forEachCopyRow(
  bytes: Uint8Array,
  width: number,
  row: (fields: readonly (string | null)[]) => void,
): number {
  const text = new TextDecoder().decode(bytes);
  const fields: (string | null)[] = new Array(width).fill(null);
  let count = 0;
  let start = 0;
  // One scan over the text for tabs and newlines: no string per line, no array per row.
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    let field = 0;
    let from = start;
    for (;;) {
      let to = text.indexOf('\t', from);
      if (to < 0 || to > end) to = end;
      if (field === width) throw widthError(count + 1, text, start, end, width);
      const part = text.slice(from, to);
      fields[field] = part === '\\N' ? null : part.includes('\\') ? unescapeField(part) : part;
      field += 1;
      if (to === end) break;
      from = to + 1;
    }
    if (field !== width) throw widthError(count + 1, text, start, end, width);
    row(fields);
    count += 1;
    start = end + 1;
  }
  return count;
}

function widthError(row: number, text: string, start: number, end: number, width: number): Error {
  const fields = text.slice(start, end).split('\t').length;
  return new Error(`COPY row ${row} has ${fields} fields, expected ${width}`);
}
