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
  /** A field of the current row is written: the next one needs a comma. */
  private started = false;

  constructor(
    private readonly table: string,
    private readonly columns: readonly string[],
  ) {}

  /** One row: the values in column order, as csvLine writes them. */
  add(row: readonly CsvValue[]): void {
    for (let i = 0; i < row.length; i += 1) {
      const value = row[i];
      if (value === null || value === undefined) this.nul();
      else if (typeof value === 'string') this.text(value);
      else if (value instanceof RecurringText) this.recurringText(value);
      else this.bare(String(value));
    }
    this.end();
  }

  /*
   * A row field by field, with no array per row (a large auto-match writes millions): the fields in
   * column order, then end(). Each field writer puts the comma before it.
   */

  /** NULL: an empty field. */
  nul(): void {
    this.separate();
  }

  /** A string, quoted. */
  text(value: string): void {
    this.separate();
    this.quoted(value);
  }

  /** ASCII text that never holds a comma, quote or newline and is never empty: a number, a uuid. */
  bare(value: string): void {
    this.separate();
    this.ascii(value);
  }

  /** A recurring string, quoted (encoded on its first row, its bytes copied after). */
  recurringText(value: RecurringText): void {
    this.separate();
    this.recurring(value);
  }

  /** A field already encoded (FieldBytes: a constant the run writes in every row, such as its organisation). */
  encoded(value: FieldBytes): void {
    this.separate();
    this.copy(value.bytes);
  }

  /**
   * A quoted field written in parts, with no string built for it (a JSON value, an array literal): open
   * it, then pre-encoded parts (raw: FieldBytes.json gives JSON's punctuation and keys with their quotes
   * doubled), ASCII without quotes (rawAscii: a uuid) and JSON strings (jsonString), then close it.
   */
  openQuoted(): void {
    this.separate();
    this.byte(34);
  }

  /** Pre-encoded bytes inside an open quoted field. */
  raw(value: FieldBytes): void {
    this.copy(value.bytes);
  }

  /** ASCII with no quote inside an open quoted field (a uuid, a number). */
  rawAscii(value: string): void {
    this.ascii(value);
  }

  /** A JSON string inside a quoted field, as JSON.stringify writes it, its quotes doubled for CSV. */
  jsonString(value: string): void {
    // Worst case per UTF-16 unit: \u00XX (6 bytes); quotes doubled: 4 more.
    this.room(value.length * 6 + 4);
    let out = this.bytes;
    let at = this.at;
    out[at++] = 34;
    out[at++] = 34;
    for (let i = 0; i < value.length; i += 1) {
      const c = value.charCodeAt(i);
      if (c >= 0x20 && c < 0x80 && c !== 34 && c !== 92) {
        out[at++] = c;
      } else if (c === 34) {
        // \" with its quote doubled
        out[at++] = 92;
        out[at++] = 34;
        out[at++] = 34;
      } else if (c === 92) {
        out[at++] = 92;
        out[at++] = 92;
      } else if (c < 0x20) {
        const short = JSON_ESCAPES[c];
        out[at++] = 92;
        if (short !== undefined) out[at++] = short;
        else {
          out[at++] = 117; // u
          out[at++] = 48;
          out[at++] = 48;
          out[at++] = HEX[c >> 4]!;
          out[at++] = HEX[c & 15]!;
        }
      } else {
        // Not ASCII: UTF-8, through the quoted writer's own loop for this one character or pair.
        this.at = at;
        const pair = c >= 0xd800 && c <= 0xdbff && i + 1 < value.length;
        const next = pair ? value.charCodeAt(i + 1) : 0;
        const width = pair && next >= 0xdc00 && next <= 0xdfff ? 2 : 1;
        this.utf8(value, i, i + width);
        i += width - 1;
        at = this.at;
        out = this.bytes;
      }
    }
    out[at++] = 34;
    out[at++] = 34;
    this.at = at;
  }

  closeQuoted(): void {
    this.byte(34);
  }

  /** Ends the row. */
  end(): void {
    this.byte(10); // \n
    this.started = false;
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

  private separate(): void {
    if (this.started)
      this.byte(44); // ,
    else this.started = true;
  }

  private copy(bytes: Uint8Array): void {
    this.room(bytes.length);
    this.bytes.set(bytes, this.at);
    this.at += bytes.length;
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
    this.copy(value.encoded);
  }

  /** Text that is ASCII without quotes (numbers, booleans). */
  private ascii(text: string): void {
    this.room(text.length);
    for (let i = 0; i < text.length; i += 1) this.bytes[this.at++] = text.charCodeAt(i);
  }

  /** A string in quotes, its quotes doubled, as UTF-8. */
  private quoted(text: string): void {
    this.room(text.length * 3 + 2);
    this.bytes[this.at++] = 34;
    this.utf8(text, 0, text.length, true);
    this.bytes[this.at++] = 34;
  }

  /**
   * text[from, to) as UTF-8 (a lone surrogate as U+FFFD, as TextEncoder writes it), with quotes doubled
   * when asked. A plain loop: for the short strings of a row it beats a call into the native encoder per
   * string.
   */
  private utf8(text: string, from: number, to: number, doubleQuotes = false): void {
    // At most 3 bytes per UTF-16 unit (a surrogate pair: 4 bytes for 2 units), quotes doubled: 2.
    this.room((to - from) * 3);
    const out = this.bytes;
    let at = this.at;
    for (let i = from; i < to; i += 1) {
      let c = text.charCodeAt(i);
      if (c < 0x80) {
        out[at++] = c;
        if (c === 34 && doubleQuotes) out[at++] = 34;
      } else if (c < 0x800) {
        out[at++] = 0xc0 | (c >> 6);
        out[at++] = 0x80 | (c & 0x3f);
      } else {
        if (c >= 0xd800 && c <= 0xdfff) {
          const next = i + 1 < to ? text.charCodeAt(i + 1) : 0;
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
    this.at = at;
  }
}

/** JSON's short escapes of control characters (\b \t \n \f \r); the others are \u00XX. */
const JSON_ESCAPES: Record<number, number> = { 8: 98, 9: 116, 10: 110, 12: 102, 13: 114 };
const HEX = Uint8Array.from('0123456789abcdef', (c) => c.charCodeAt(0));

/**
 * A field's bytes encoded once: a value every row of a run carries (its organisation, a constant) or the
 * fixed parts of a JSON field, written by CsvRowsBuilder.encoded / raw.
 */
export class FieldBytes {
  private constructor(readonly bytes: Uint8Array) {}

  /** ASCII with no comma, quote or newline, written bare (a uuid, a number). */
  static bare(text: string): FieldBytes {
    if (!/^[\x21-\x7e]+$/.test(text) || /[",]/.test(text))
      throw new RangeError(`not a bare CSV field: ${text}`);
    return new FieldBytes(new TextEncoder().encode(text));
  }

  /** A string as a quoted field. */
  static quoted(text: string): FieldBytes {
    return new FieldBytes(new TextEncoder().encode(`"${text.replaceAll('"', '""')}"`));
  }

  /** Raw JSON for inside a quoted field (its quotes doubled). */
  static json(raw: string): FieldBytes {
    return new FieldBytes(new TextEncoder().encode(raw.replaceAll('"', '""')));
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
