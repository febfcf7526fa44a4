/**
 * Physical NACHA text -> 94-character records.
 *
 * Positions are characters of the UTF-8-decoded text (UTF-16 code units, which is the same thing
 * for every character outside emoji and other astral planes), not bytes: moov-io/ach slices by rune
 * and `moov-nonascii-utf8.ach` is only aligned that way.
 *
 * Line shapes seen in real files (design notes §4.2):
 * - one record per line, CRLF or LF;
 * - the whole file on one line (`ppd-debit-fixedLength.ach`): a line of 188+ characters is cut
 *   into 94-character records, which also bounds what is held for a file without any newline;
 * - short lines with trailing blanks trimmed: padded back to 94 (warning);
 * - long lines: blank overflow is dropped (warning), non-blank overflow is dropped (error).
 */

import type { TextFeedTarget } from '../shared/record-text';

export const RECORD_LENGTH = 94;

export interface NachaRecordEvents {
  record(text: string, line: number): void;
  /** A line whose length is not 94; `text` is the line as found. */
  badLength(line: number, length: number, text: string, overflowIsBlank: boolean): void;
}

export class NachaRecordReader implements TextFeedTarget {
  private buf = '';
  private line = 1;

  constructor(private readonly events: NachaRecordEvents) {}

  text(segment: string): void {
    this.buf += segment;
    let offset = 0;
    // Two records' worth without a newline can only be a blocked (newline-free) file.
    while (this.buf.length - offset >= 2 * RECORD_LENGTH) {
      this.events.record(this.buf.slice(offset, offset + RECORD_LENGTH), this.line);
      offset += RECORD_LENGTH;
    }
    if (offset > 0) this.buf = this.buf.slice(offset);
  }

  lineEnd(): void {
    this.finishLine();
    this.line += 1;
  }

  end(): void {
    if (this.buf !== '') this.finishLine();
  }

  private finishLine(): void {
    const rest = this.buf;
    this.buf = '';
    if (rest.trim() === '') return;
    if (rest.length === RECORD_LENGTH) {
      this.events.record(rest, this.line);
      return;
    }
    const overflow = rest.slice(RECORD_LENGTH);
    this.events.badLength(this.line, rest.length, rest, overflow.trim() === '');
    this.events.record(rest.slice(0, RECORD_LENGTH).padEnd(RECORD_LENGTH, ' '), this.line);
  }
}
