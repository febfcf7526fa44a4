/**
 * BAI2 (BAI Cash Management Balance Reporting Specifications, Version 2) streaming parser.
 *
 * Layers: TextFeed (bytes -> lines) -> Bai2RecordReader (lines -> records) -> Bai2Structure
 * (records -> file / group / account structure, rows, balances, trailer checks). A base record is
 * held until the next non-88 record arrives, because 88s continue it; that is the only look-ahead.
 */

import { RecordFileParser } from '../shared/record-file-parser';
import { TextFeed } from '../shared/record-text';
import { StatementAccumulator } from '../shared/statement-accumulator';
import type { ParserOptions, StatementParser, StatementSink } from '../types';
import { PlainDetail, scanPlainDetail } from './plain-detail';
import { type Bai2RawRecord, Bai2RecordReader, MAX_LOGICAL_CHARS } from './record-reader';
import { Bai2Structure, type LogicalRecord } from './structure';

/** Past this many issues the input is not a BAI2 file worth reading further. */
export const MAX_ISSUES = 1000;

class Bai2Parser extends RecordFileParser {
  private readonly reader: Bai2RecordReader;
  protected readonly feed: TextFeed;
  private readonly structure: Bai2Structure;
  /** The fast path's record, reused from one 16 to the next. */
  private readonly plainDetail = new PlainDetail();
  private base: LogicalRecord | undefined;
  private afterTrailerReported = false;
  private lastLine = 0;

  constructor(sink: StatementSink, options: ParserOptions) {
    super(new StatementAccumulator('bai2', sink), 'BAI2_TOO_MANY_ISSUES', MAX_ISSUES);
    this.structure = new Bai2Structure(
      this.out,
      (line, severity, code, message, raw) => this.report(line, severity, code, message, raw),
      options,
    );
    this.reader = new Bai2RecordReader({
      record: (record) => this.onRecord(record),
      badLine: (line, text) => this.onBadLine(line, text),
      trailingText: (line, text) =>
        this.report(
          line,
          'warning',
          'BAI2_TRAILING_TEXT',
          `Characters after a '/' terminator were ignored: '${text}'.`,
          text,
        ),
      wrappedLine: (line, text, recordLine) =>
        this.report(
          line,
          'warning',
          'BAI2_WRAPPED_LINE',
          `Line ${line} does not start with a record code; it was read as more text of the record on line ${recordLine}.`,
          text,
        ),
    });
    const reader = this.reader;
    this.feed = new TextFeed({
      text: (segment) => reader.text(segment),
      lineEnd: () => reader.lineEnd(),
      wholeLine: (source, start, end) => reader.wholeLine(source, start, end),
      wholeLines: (source, start) => this.plainDetails(source, start),
    });
  }

  /**
   * Reads the plain 16s (with their 88s) that follow each other from `start` on (plain-detail.ts)
   * and returns where it stopped: at the first line the general path must read.
   */
  private plainDetails(source: string, start: number): number {
    const detail = this.plainDetail;
    let at = start;
    while (!this.aborted && this.reader.atLineStart) {
      const next = scanPlainDetail(source, at, detail);
      if (next < 0) break;
      // What the 16's record code does on the general path first: the records before it are complete.
      this.reader.completePending();
      this.flushBase();
      if (this.aborted || !this.structure.started || this.structure.finished) break;
      const line = this.reader.lineNumber;
      const records = 1 + detail.continuationCount;
      if (!this.structure.plainDetail(detail, line, records)) break;
      this.reader.skipDetailLines(records);
      this.lastLine = line + records - 1;
      at = next;
    }
    return at;
  }

  protected drain(): void {
    this.reader.end();
    this.flushBase();
  }

  protected closeAtEnd(): void {
    this.structure.closeAtEnd(this.lastLine);
  }

  private onRecord(record: Bai2RawRecord): void {
    if (this.aborted) return;
    this.lastLine = record.line;
    if (!this.structure.started && this.base === undefined && record.code !== '01') {
      this.notBai2(record.line, `${record.code},${record.body}`);
      return;
    }
    if (record.code === '88' && this.base !== undefined) {
      if (this.base.chars + record.body.length > MAX_LOGICAL_CHARS) {
        this.base.dropped += 1;
      } else {
        this.base.continuations.push(record);
        this.base.chars += record.body.length;
      }
      return;
    }
    this.flushBase();
    if (this.structure.finished) {
      this.afterTrailer(record.line, `${record.code},${record.body}`);
    } else {
      this.base = { record, continuations: [], chars: record.body.length, dropped: 0 };
    }
  }

  private onBadLine(line: number, text: string): void {
    if (this.aborted) return;
    this.lastLine = line;
    if (!this.structure.started && this.base === undefined) {
      this.notBai2(line, text);
      return;
    }
    if (this.base?.record.code === '99') this.flushBase();
    if (this.structure.finished) {
      this.afterTrailer(line, text);
      return;
    }
    this.report(
      line,
      'error',
      'BAI2_BAD_RECORD_CODE',
      `Line ${line} does not start with a BAI2 record code (01, 02, 03, 16, 49, 88, 98, 99 followed by a comma); it was ignored.`,
      text,
    );
  }

  private notBai2(line: number, raw: string): void {
    this.fatal(
      line,
      'BAI2_NOT_BAI2',
      `The file does not start with a BAI2 01 file header record (line ${line} starts with '${raw.slice(0, 20)}'); nothing was read.`,
      raw,
    );
  }

  private afterTrailer(line: number, raw: string): void {
    if (this.afterTrailerReported) return;
    this.afterTrailerReported = true;
    this.report(
      line,
      'warning',
      'BAI2_AFTER_FILE_TRAILER',
      'Content after the 99 file trailer was ignored.',
      raw,
    );
  }

  /** Hands the held base record, now complete with its 88s, to the structure. */
  private flushBase(): void {
    const base = this.base;
    if (base === undefined) return;
    this.base = undefined;
    this.structure.handle(base);
  }
}

export function createBai2Parser(sink: StatementSink, options: ParserOptions = {}): StatementParser {
  return new Bai2Parser(sink, options);
}
