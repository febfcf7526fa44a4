/**
 * Rows in COPY's CSV, built without a database connection: what bulk.ts streams row by row, and what a
 * worker thread builds whole (auto-match's engine thread encodes the rows a run writes, ADR 0032) so the
 * server's thread only hands the bytes to COPY. No driver is imported here: a worker loads this alone.
 */

/**
 * A string that recurs across many rows (one of a run's few reason lists): CsvRowsBuilder encodes it once
 * and copies its bytes after that.
 */
export class RecurringText {
  /** Its quoted CSV bytes, once a builder has written it. */
  encoded: Uint8Array | undefined;

  constructor(readonly text: string) {}
}

export type CsvValue = string | number | boolean | null | RecurringText;

/**
 * One row as a line of COPY's CSV: NULL is an unquoted empty field; numbers and booleans go bare (they
 * never contain a delimiter or a quote); every string is quoted, with its quotes doubled, so that an empty
 * string stays distinct from NULL. A plain loop: this runs once per imported row.
 */
export function csvLine(row: readonly CsvValue[]): string {
  let line = '';
  for (let i = 0; i < row.length; i += 1) {
    if (i > 0) line += ',';
    const value = row[i];
    if (value === null || value === undefined) continue;
    if (typeof value === 'string' || value instanceof RecurringText) {
      const text = typeof value === 'string' ? value : value.text;
      line += `"${text.includes('"') ? text.replaceAll('"', '""') : text}"`;
    } else {
      line += String(value);
    }
  }
  return `${line}\n`;
}

/**
 * Rows of one table, already encoded: UTF-8 chunks of CSV lines, ready for `BulkConnection.copyIn`. Plain
 * data, so it crosses threads (the chunks' buffers are transferred, not copied: see `transferList`).
 */
export interface EncodedRows {
  table: string;
  columns: readonly string[];
  chunks: Uint8Array[];
  count: number;
}

/** About this many bytes per chunk: one CopyData message, one socket write. */
const CHUNK_BYTES = 256 * 1024;

/**
 * Builds an EncodedRows a row at a time, writing each value's CSV straight into UTF-8 bytes (`done()`
 * hands the rows over). No line string is built: for the million rows of a large auto-match, building
 * strings, joining them and encoding the result cost several times what writing the bytes does.
 */
export class CsvRowsBuilder {
  private readonly chunks: Uint8Array[] = [];
  private bytes = new Uint8Array(CHUNK_BYTES * 2);
  private at = 0;
  private count = 0;

  constructor(
    private readonly table: string,
    private readonly columns: readonly string[],
  ) {}

  /** One row: the values in column order, as csvLine writes them. */
  add(row: readonly CsvValue[]): void {
    for (let i = 0; i < row.length; i += 1) {
      if (i > 0) this.byte(44); // ,
      const value = row[i];
      if (value === null || value === undefined) continue;
      if (typeof value === 'string') this.quoted(value);
      else if (value instanceof RecurringText) this.recurring(value);
      else this.ascii(String(value));
    }
    this.byte(10); // \n
    this.count += 1;
    if (this.at >= CHUNK_BYTES) this.flush();
  }

  get rows(): number {
    return this.count;
  }

  done(): EncodedRows {
    this.flush();
    return { table: this.table, columns: this.columns, chunks: this.chunks, count: this.count };
  }

  private flush(): void {
    if (this.at === 0) return;
    // A copy that owns its buffer (it may be moved to another thread); this one is written over.
    this.chunks.push(this.bytes.slice(0, this.at));
    this.at = 0;
  }

  /** Room for `n` more bytes (a row longer than a chunk grows the buffer). */
  private room(n: number): void {
    if (this.at + n <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.at + n));
    grown.set(this.bytes.subarray(0, this.at));
    this.bytes = grown;
  }

  private byte(b: number): void {
    this.room(1);
    this.bytes[this.at++] = b;
  }

  /** A recurring string: encoded on its first row, its bytes copied on the others. */
  private recurring(value: RecurringText): void {
    if (value.encoded === undefined) {
      const from = this.at;
      this.quoted(value.text);
      value.encoded = this.bytes.slice(from, this.at);
      return;
    }
    this.room(value.encoded.length);
    this.bytes.set(value.encoded, this.at);
    this.at += value.encoded.length;
  }

  /** Text that is ASCII without quotes (numbers, booleans). */
  private ascii(text: string): void {
    this.room(text.length);
    for (let i = 0; i < text.length; i += 1) this.bytes[this.at++] = text.charCodeAt(i);
  }

  /**
   * A string in quotes, its quotes doubled, as UTF-8 (a lone surrogate as U+FFFD, as TextEncoder writes
   * it). A plain loop: for the short strings of a row it beats a call into the native encoder per string.
   */
  private quoted(text: string): void {
    // At most 3 bytes per UTF-16 unit (a surrogate pair: 4 bytes for 2 units), quotes doubled: 2.
    this.room(text.length * 3 + 2);
    const out = this.bytes;
    let at = this.at;
    out[at++] = 34;
    for (let i = 0; i < text.length; i += 1) {
      let c = text.charCodeAt(i);
      if (c < 0x80) {
        out[at++] = c;
        if (c === 34) out[at++] = 34;
      } else if (c < 0x800) {
        out[at++] = 0xc0 | (c >> 6);
        out[at++] = 0x80 | (c & 0x3f);
      } else {
        if (c >= 0xd800 && c <= 0xdfff) {
          const next = i + 1 < text.length ? text.charCodeAt(i + 1) : 0;
          if (c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
            c = 0x10000 + ((c - 0xd800) << 10) + (next - 0xdc00);
            i += 1;
            out[at++] = 0xf0 | (c >> 18);
            out[at++] = 0x80 | ((c >> 12) & 0x3f);
            out[at++] = 0x80 | ((c >> 6) & 0x3f);
            out[at++] = 0x80 | (c & 0x3f);
            continue;
          }
          c = 0xfffd;
        }
        out[at++] = 0xe0 | (c >> 12);
        out[at++] = 0x80 | ((c >> 6) & 0x3f);
        out[at++] = 0x80 | (c & 0x3f);
      }
    }
    out[at++] = 34;
    this.at = at;
  }
}

/** The buffers of encoded rows, for postMessage's transfer list (moved to the other thread, not copied). */
export function transferList(...tables: readonly (EncodedRows | null | undefined)[]): ArrayBuffer[] {
  const buffers: ArrayBuffer[] = [];
  for (const t of tables) {
    for (const chunk of t?.chunks ?? []) buffers.push(chunk.buffer as ArrayBuffer);
  }
  return buffers;
}
