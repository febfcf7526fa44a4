/**
 * Physical BAI2 text -> logical records ("NN,body"), incrementally.
 *
 * Real files break the one-record-per-line picture in both directions (design notes §1.4): several
 * records on one line ("…/   02,…"), a record wrapped onto a line with no record code, 16/88 text
 * with no terminator that may contain ',' and '/'. The reader therefore works on characters:
 * - a non-text record ends at its first '/' or at the end of the physical line;
 * - a text record (16, and an 88 continuing a 16) runs to the end of the line, except that
 *   '/' + 1..80 blanks + a record code + ',' ends it in the middle of a line (moov sample3);
 * - a line that does not start with a record code continues a pending text record, else it is bad.
 * Only the undecided tail of the current line is kept, so memory stays small whatever the line length.
 */

import { COMMA, SPACE, TAB } from '../shared/char-codes';
import type { TextFeedTarget } from '../shared/record-text';

export const RECORD_CODES = ['01', '02', '03', '16', '49', '88', '98', '99'] as const;
export type Bai2RecordCode = (typeof RECORD_CODES)[number];

/** Longest record + continuations kept (a wire 16 with its 88s is a few hundred); the rest is dropped. */
export const MAX_LOGICAL_CHARS = 20_000;

export interface Bai2RawRecord {
  code: Bai2RecordCode;
  /** Text after "NN,". Non-text records lose their '/' terminator; text records keep everything. */
  body: string;
  /** 1-based physical line where the record starts. */
  line: number;
  /** True when the record is a text record (16, or an 88 that continues a 16). */
  text: boolean;
  /** True when the body was longer than MAX_RECORD_CHARS and was cut. */
  truncated: boolean;
}

export interface Bai2ReaderEvents {
  record(record: Bai2RawRecord): void;
  /** A line (outside any text record) that does not start with a record code. */
  badLine(line: number, text: string): void;
  /** Characters after a '/' terminator that do not start another record. */
  trailingText(line: number, text: string): void;
  /** A line without a record code that was read as more text of the record started on `recordLine`. */
  wrappedLine(line: number, text: string, recordLine: number): void;
}

/** Longest logical record kept; beyond it the body is cut (a 16 with its text is a few hundred). */
export const MAX_RECORD_CHARS = 20_000;
const ECHO_LIMIT = 500;
const CODE_AT = /(0[123]|16|49|88|9[89]),/y;
const BLANKS_AT = /\s*/y;
const TEXT_SPLIT = /\/[ \t]{1,80}(?:0[123]|16|49|88|9[89]),/g;
const VIABLE_SPLIT_TAIL = /\/(?:[ \t]{0,80}|[ \t]{1,80}\d{1,2})$/y;

type Mode = 'start' | 'between' | 'record' | 'skip';

/** The record code of "NN," at `at` (what CODE_AT matches), else undefined. */
function recordCodeAt(source: string, at: number): Bai2RecordCode | undefined {
  if (source.charCodeAt(at + 2) !== COMMA) return undefined;
  const code = source.slice(at, at + 2);
  return (RECORD_CODES as readonly string[]).includes(code) ? (code as Bai2RecordCode) : undefined;
}

interface Pending {
  code: Bai2RecordCode;
  body: string;
  line: number;
  text: boolean;
  truncated: boolean;
}

export class Bai2RecordReader implements TextFeedTarget {
  // buf[pos..] is the undecided rest of the current physical line; indexes avoid re-copying long lines
  private buf = '';
  private pos = 0;
  private line = 1;
  private mode: Mode = 'start';
  private pending: Pending | undefined;
  private lastBaseCode = '';
  private echo = '';
  private skipKind: 'bad' | 'trailing' = 'bad';
  private wrappedInto = 0;
  private lineHasText = false;

  constructor(private readonly events: Bai2ReaderEvents) {}

  text(segment: string): void {
    this.buf += segment;
    this.lineHasText = true;
    this.drain(false);
  }

  lineEnd(): void {
    this.drain(true);
    this.line += 1;
    this.lineHasText = false;
  }

  wholeLine(source: string, start: number, end: number): void {
    if (this.wholeRecordLine(source, start, end)) {
      this.line += 1;
      return;
    }
    if (end > start) this.text(source.slice(start, end));
    this.lineEnd();
  }

  /**
   * The fast path for the lines nearly every file is made of: one record, starting at the first
   * character, "NN,body/" for a non-text record, "NN,text" with no '/' followed by a blank in a text
   * record. Such a line gives the same records as the character-by-character path below, without
   * its buffering; anything else returns false before touching any state.
   */
  private wholeRecordLine(source: string, start: number, end: number): boolean {
    if (this.mode !== 'start' || this.buf !== '' || end - start < 3) return false;
    const code = recordCodeAt(source, start);
    if (code === undefined) return false;
    const text = code === '16' || (code === '88' && this.lastBaseCode === '16');
    const bodyStart = start + 3;
    let bodyEnd = end;
    if (text) {
      // A '/' followed by a blank might end the text before another record on the same line.
      for (let slash = source.indexOf('/', bodyStart); slash >= 0 && slash < end; ) {
        const next = source.charCodeAt(slash + 1);
        if (slash + 1 < end && (next === SPACE || next === TAB)) return false;
        slash = source.indexOf('/', slash + 1);
      }
    } else {
      const slash = source.indexOf('/', bodyStart);
      if (slash >= 0 && slash < end) {
        if (slash !== end - 1) return false; // something after the terminator
        bodyEnd = slash;
      }
    }
    this.finishPending();
    this.startRecord(code);
    if (bodyEnd > bodyStart) this.append(source.slice(bodyStart, bodyEnd));
    if (!text) this.finishPending();
    return true;
  }

  /** True at the start of a physical line with nothing buffered: where a whole-line path may start. */
  get atLineStart(): boolean {
    return this.mode === 'start' && this.buf === '';
  }

  /** The 1-based physical line being read. */
  get lineNumber(): number {
    return this.line;
  }

  /** Hands on the record still open, as the record code at the start of the next line would. */
  completePending(): void {
    this.finishPending();
  }

  /** Counts lines a fast path read itself: a 16 and the 88s that continue it. */
  skipDetailLines(count: number): void {
    this.line += count;
    this.lastBaseCode = '16';
  }

  /** Flushes the last line (when the file has no final newline) and the pending record. */
  end(): void {
    if (this.lineHasText) this.drain(true);
    this.finishPending();
  }

  private drain(final: boolean): void {
    while (this.step(final)) {
      // each step consumes input or changes mode; it returns false when it needs more input
    }
    this.buf = this.buf.slice(this.pos);
    this.pos = 0;
    if (final) this.endLine();
  }

  private get available(): number {
    return this.buf.length - this.pos;
  }

  private step(final: boolean): boolean {
    if (this.mode === 'skip') {
      this.consume(this.available);
      return false;
    }
    if (this.mode === 'record') return this.stepRecord(final);
    BLANKS_AT.lastIndex = this.pos;
    BLANKS_AT.test(this.buf);
    this.consume(BLANKS_AT.lastIndex - this.pos);
    if (this.available === 0 || (this.available < 3 && !final)) return false;
    CODE_AT.lastIndex = this.pos;
    const code = CODE_AT.exec(this.buf)?.[1] as Bai2RecordCode | undefined;
    if (code !== undefined) {
      this.finishPending();
      this.startRecord(code);
      this.consume(3);
      this.mode = 'record';
    } else if (this.mode === 'start' && this.pending?.text) {
      this.append(' ');
      this.wrappedInto = this.pending.line;
      this.mode = 'record';
    } else {
      this.skipKind = this.mode === 'start' ? 'bad' : 'trailing';
      this.mode = 'skip';
    }
    return true;
  }

  private stepRecord(final: boolean): boolean {
    const pending = this.pending;
    if (pending === undefined) {
      this.mode = 'between';
      return true;
    }
    if (!pending.text) {
      const slash = this.buf.indexOf('/', this.pos);
      if (slash >= 0) {
        this.take(slash - this.pos);
        this.consume(1);
        this.finishPending();
        this.mode = 'between';
        return true;
      }
      this.take(this.available);
      if (final) {
        this.finishPending();
        this.mode = 'between';
      }
      return false;
    }
    TEXT_SPLIT.lastIndex = this.pos;
    const split = TEXT_SPLIT.exec(this.buf);
    if (split !== null) {
      // keep the '/' in a text body: the field parser strips it the same way as at a line end
      this.take(split.index + 1 - this.pos);
      this.finishPending();
      this.mode = 'between';
      return true;
    }
    this.take(final ? this.available : this.safePrefixLength());
    return false;
  }

  /** How much of the rest can be committed now: a trailing "/ 4" might still become "/ 49,". */
  private safePrefixLength(): number {
    const slash = this.buf.lastIndexOf('/');
    if (slash < this.pos) return this.available;
    VIABLE_SPLIT_TAIL.lastIndex = slash;
    return VIABLE_SPLIT_TAIL.test(this.buf) ? slash - this.pos : this.available;
  }

  private startRecord(code: Bai2RecordCode): void {
    const text = code === '16' || (code === '88' && this.lastBaseCode === '16');
    if (code !== '88') this.lastBaseCode = code;
    this.pending = { code, body: '', line: this.line, text, truncated: false };
  }

  /** Moves `count` characters from the input into the pending record's body. */
  private take(count: number): void {
    this.append(this.buf.slice(this.pos, this.pos + count));
    this.consume(count);
  }

  private append(text: string): void {
    const pending = this.pending;
    if (pending === undefined || text === '') return;
    const room = MAX_RECORD_CHARS - pending.body.length;
    if (text.length > room) pending.truncated = true;
    if (room > 0) pending.body += text.length > room ? text.slice(0, room) : text;
  }

  private finishPending(): void {
    const pending = this.pending;
    if (pending === undefined) return;
    this.pending = undefined;
    this.events.record(pending);
  }

  private consume(count: number): void {
    const room = ECHO_LIMIT - this.echo.length;
    if (room > 0 && count > 0) this.echo += this.buf.slice(this.pos, this.pos + Math.min(count, room));
    this.pos += count;
  }

  private endLine(): void {
    const text = this.echo.trim();
    if (this.mode === 'skip') {
      if (this.skipKind === 'bad') this.events.badLine(this.line, text);
      else this.events.trailingText(this.line, text);
    } else if (this.wrappedInto > 0) {
      this.events.wrappedLine(this.line, text, this.wrappedInto);
    }
    this.mode = 'start';
    this.echo = '';
    this.wrappedInto = 0;
  }
}
