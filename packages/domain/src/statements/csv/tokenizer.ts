/**
 * A streaming RFC 4180 tokenizer that knows physical line numbers. A quoted field may span lines, so
 * the line a record starts on is not its index: issues must point at the line a person sees in an
 * editor. CR, LF and CRLF all end a line (old-Mac CR-only exports are real), and a CRLF split across
 * two chunks still counts once.
 *
 * Lenient where banks are sloppy: a quote inside an unquoted field is kept as text, and text after a
 * closing quote is appended to the field. An unterminated quote at the end of the file is an error.
 */

import { CR, LF, QUOTE } from '../shared/char-codes';
import { NextChar } from '../shared/next-char';

const FIELD_START = 0;
const UNQUOTED = 1;
const QUOTED = 2;
const QUOTE_IN_QUOTED = 3;

export interface CsvTokenizerHandler {
  record(fields: string[], line: number): void;
  error(line: number, code: string, message: string): void;
}

/** A single field longer than this is a broken file (usually a stray quote), not data. */
const MAX_FIELD = 1 << 20;

/** The next LF or CR, whichever comes first. */
class NextLineBreak {
  private readonly lf = new NextChar('\n');
  private readonly cr = new NextChar('\r');

  /** Index of the next line break at or after `from`, or -1 when the text has none. */
  before(text: string, from: number): number {
    const at = Math.min(this.lf.find(text, from), this.cr.find(text, from));
    return at < text.length ? at : -1;
  }
}

export class CsvTokenizer {
  private fields: string[] = [];
  private field = '';
  private state = FIELD_START as number;
  private inRecord = false;
  private line = 1;
  private recordLine = 1;
  private crPending = false;
  private stopped = false;
  private readonly delimiter: number;
  private readonly delimiterText: string;
  private readonly breaks = new NextLineBreak();
  private readonly quotes = new NextChar('"');
  private readonly delimiters: NextChar;

  constructor(
    delimiter: string,
    private readonly handler: CsvTokenizerHandler,
  ) {
    this.delimiter = delimiter.charCodeAt(0);
    this.delimiterText = delimiter.charAt(0);
    this.delimiters = new NextChar(this.delimiterText);
  }

  get aborted(): boolean {
    return this.stopped;
  }

  push(text: string): void {
    if (this.stopped) return;
    const d = this.delimiter;
    const n = text.length;
    let i = 0;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (this.crPending) {
        this.crPending = false;
        if (c === LF) {
          // Second half of a CRLF: the line was already counted (and the record ended) at the CR.
          if (this.state === QUOTED) this.field += '\n';
          i += 1;
          continue;
        }
      }
      if (this.state === FIELD_START && !this.inRecord) {
        const next = this.plainLine(text, i);
        if (next > i) {
          i = next;
          if (this.stopped) return;
          continue;
        }
      }
      switch (this.state) {
        case FIELD_START:
        case UNQUOTED: {
          if (c === d) {
            this.endField();
            i += 1;
          } else if (c === LF || c === CR) {
            this.line += 1;
            this.crPending = c === CR;
            this.endRecord();
            i += 1;
          } else if (c === QUOTE && this.state === FIELD_START) {
            this.state = QUOTED;
            this.inRecord = true;
            i += 1;
          } else {
            let j = i + 1;
            while (j < n) {
              const k = text.charCodeAt(j);
              if (k === d || k === LF || k === CR) break;
              j += 1;
            }
            this.append(text.slice(i, j));
            this.state = UNQUOTED;
            i = j;
          }
          break;
        }
        case QUOTED: {
          if (c === QUOTE) {
            this.state = QUOTE_IN_QUOTED;
            i += 1;
          } else if (c === LF || c === CR) {
            this.line += 1;
            this.crPending = c === CR;
            this.append(c === CR ? '\r' : '\n');
            i += 1;
          } else {
            let j = i + 1;
            while (j < n) {
              const k = text.charCodeAt(j);
              if (k === QUOTE || k === LF || k === CR) break;
              j += 1;
            }
            this.append(text.slice(i, j));
            i = j;
          }
          break;
        }
        case QUOTE_IN_QUOTED: {
          if (c === QUOTE) {
            this.append('"');
            this.state = QUOTED;
            i += 1;
          } else {
            // The field's closing quote: what follows is a delimiter, a line end, or stray text.
            this.state = UNQUOTED;
          }
          break;
        }
      }
      if (this.stopped) return;
    }
  }

  /**
   * The fast path for a record that is one whole line without a quote (nearly every line of a bank
   * export): cut at each delimiter found by a native search (what `split` of the line gives, without
   * copying the line first), which gives exactly the fields the character loop below would. Returns where the next line starts, or `at` when the line must take the loop (a quote
   * before its end, or no line break in this text yet).
   */
  private plainLine(text: string, at: number): number {
    const breakAt = this.breaks.before(text, at);
    if (breakAt < 0 || breakAt - at > MAX_FIELD || this.quotes.find(text, at) < breakAt) return at;
    const fields: string[] = [];
    let from = at;
    const delimiters = this.delimiters;
    for (let d = delimiters.find(text, from); d < breakAt; d = delimiters.find(text, from)) {
      fields.push(text.slice(from, d));
      from = d + 1;
    }
    fields.push(text.slice(from, breakAt));
    let next = breakAt + 1;
    if (text.charCodeAt(breakAt) === CR) {
      if (next === text.length) this.crPending = true;
      else if (text.charCodeAt(next) === LF) next += 1;
    }
    this.line += 1;
    const line = this.recordLine;
    this.recordLine = this.line;
    this.handler.record(fields, line);
    return next;
  }

  end(): void {
    if (this.stopped) return;
    if (this.state === QUOTED) {
      this.handler.error(
        this.recordLine,
        'CSV_UNTERMINATED_QUOTE',
        `The quoted field that starts on line ${this.recordLine} is never closed; that record was not imported.`,
      );
      return;
    }
    if (this.inRecord || this.field !== '' || this.fields.length > 0) this.endRecord();
  }

  private append(text: string): void {
    this.inRecord = true;
    this.field += text;
    if (this.field.length > MAX_FIELD) {
      this.stopped = true;
      this.handler.error(
        this.recordLine,
        'CSV_RECORD_TOO_LONG',
        `The record that starts on line ${this.recordLine} has a field longer than ${MAX_FIELD} characters (usually a stray quote); reading stopped there.`,
      );
    }
  }

  private endField(): void {
    this.fields.push(this.field);
    this.field = '';
    this.state = FIELD_START;
    this.inRecord = true;
  }

  private endRecord(): void {
    this.fields.push(this.field);
    const fields = this.fields;
    const line = this.recordLine;
    this.fields = [];
    this.field = '';
    this.state = FIELD_START;
    this.inRecord = false;
    this.recordLine = this.line;
    this.handler.record(fields, line);
  }
}

/** Tokenizes a whole string (inference samples, tests). */
export function tokenizeCsv(text: string, delimiter: string): { fields: string[]; line: number }[] {
  const records: { fields: string[]; line: number }[] = [];
  const tokenizer = new CsvTokenizer(delimiter, {
    record: (fields, line) => records.push({ fields, line }),
    error: () => undefined,
  });
  tokenizer.push(text);
  tokenizer.end();
  return records;
}
