/**
 * NACHA ACH streaming parser: TextFeed (bytes -> lines) -> NachaRecordReader (lines -> 94-character
 * records) -> this file (records -> batches, entry rows, control checks).
 *
 * Structure problems that real bank files have (missing file header / control, missing batch
 * control, a file control that miscounts) are warnings; entries without a batch header are an error
 * because their date, SEC code and company are unknown, but their rows are still produced.
 */

import { RecordFileParser } from '../shared/record-file-parser';
import { TextFeed, yymmddToIso } from '../shared/record-text';
import { StatementAccumulator } from '../shared/statement-accumulator';
import type { ParserOptions, StatementParser, StatementSink } from '../types';
import { type Batch, EntryAssembler } from './entry-assembler';
import { isPadding, readBatchControl, readBatchHeader, readFileControl, readFileHeader } from './layout';
import { NachaRecordReader, RECORD_LENGTH } from './record-reader';
import { type ControlCode, checkBatchControl, checkFileControl, mergeTotals, newTotals } from './totals';

const RECORD_TYPE = /^[156789]/;
/** Past this many issues the input is not an ACH file worth reading further. */
export const MAX_ISSUES = 1000;
class NachaParser extends RecordFileParser {
  private readonly reader: NachaRecordReader;
  protected readonly feed: TextFeed;
  private readonly entries: EntryAssembler;
  private readonly fileTotals = newTotals();
  private creationDate = '';
  private sawFileHeader = false;
  private sawRecord = false;
  private sawFileControl = false;
  private afterControlReported = false;
  private batch: Batch | undefined;
  private batchCount = 0;
  private recordCount = 0;
  private advBatches = 0;
  private otherBatches = 0;
  private lastLine = 0;

  constructor(
    sink: StatementSink,
    private readonly options: ParserOptions,
  ) {
    super(new StatementAccumulator('nacha', sink), 'NACHA_TOO_MANY_ISSUES', MAX_ISSUES);
    this.reader = new NachaRecordReader({
      record: (text, line) => this.onRecord(text, line),
      badLength: (line, length, text, overflowIsBlank) => {
        // a first line that is not ACH at all gets one NACHA_NOT_NACHA, not a length warning too
        if (!this.sawRecord && !RECORD_TYPE.test(text)) return;
        const fix =
          length < RECORD_LENGTH ? 'it was padded with blanks' : 'the extra characters were ignored';
        const severity = length > RECORD_LENGTH && !overflowIsBlank ? 'error' : 'warning';
        this.report(
          line,
          severity,
          'NACHA_BAD_RECORD_LENGTH',
          `Line ${line} is ${length} characters long instead of ${RECORD_LENGTH}; ${fix}.`,
          text,
        );
      },
    });
    this.feed = new TextFeed(this.reader);
    this.entries = new EntryAssembler(
      (line, severity, code, message, raw) => this.report(line, severity, code, message, raw),
      (row) => this.out.row(row),
    );
  }

  protected drain(): void {
    this.reader.end();
  }

  private warn(line: number, code: string, message: string, raw?: string): void {
    this.report(line, 'warning', code, message, raw);
  }

  private error(line: number, code: string, message: string, raw?: string): void {
    this.report(line, 'error', code, message, raw);
  }

  private controlReport(line: number, raw: string) {
    return (code: ControlCode, message: string): void => {
      const strict = this.options.strictControlTotals === true && code !== 'NACHA_BAD_FIELD';
      this.report(line, strict ? 'error' : 'warning', code, message, raw);
    };
  }

  private onRecord(text: string, line: number): void {
    if (this.aborted) return;
    this.lastLine = line;
    const type = text[0] ?? '';
    if (!this.sawRecord) {
      this.sawRecord = true;
      if (!RECORD_TYPE.test(text)) {
        this.fatal(
          line,
          'NACHA_NOT_NACHA',
          `The file does not look like a NACHA ACH file: record type '${type}' on line ${line}.`,
          text,
        );
        return;
      }
      if (type !== '1') {
        this.warn(line, 'NACHA_MISSING_FILE_HEADER', 'The file has no file header (record type 1).', text);
      }
    }
    if (this.sawFileControl) {
      if (!isPadding(text) && !this.afterControlReported) {
        this.afterControlReported = true;
        this.warn(line, 'NACHA_AFTER_FILE_CONTROL', 'Records after the file control were ignored.', text);
      }
      return;
    }
    this.recordCount += 1;
    if (isPadding(text)) return;
    switch (type) {
      case '1':
        this.fileHeader(text, line);
        break;
      case '5':
        this.batchHeader(text, line);
        break;
      case '6':
        this.batch = this.entries.entry(text, line, this.batch, this.creationDate);
        break;
      case '7':
        this.entries.addenda(text, line, this.batch);
        break;
      case '8':
        this.batchControl(text, line);
        break;
      case '9':
        this.fileControl(text, line);
        break;
      default:
        this.error(
          line,
          'NACHA_BAD_RECORD_TYPE',
          `Record type '${type}' is not 1, 5, 6, 7, 8 or 9; the record was ignored.`,
          text,
        );
    }
  }

  private fileHeader(text: string, line: number): void {
    if (this.sawFileHeader || this.batchCount > 0) {
      this.error(
        line,
        'NACHA_UNEXPECTED_RECORD',
        'A file header in the middle of the file was ignored.',
        text,
      );
      return;
    }
    this.sawFileHeader = true;
    const header = readFileHeader(text);
    const creation = yymmddToIso(header.creationDate);
    if (creation === undefined) {
      this.warn(
        line,
        'NACHA_BAD_DATE',
        `File creation date '${header.creationDate}' is not a valid YYMMDD date.`,
        text,
      );
    }
    this.creationDate = creation ?? '';
    this.out.fileId = [
      header.immediateOrigin,
      `${header.creationDate}${header.creationTime}`,
      header.fileIdModifier.trim(),
    ].join(':');
  }

  private batchHeader(text: string, line: number): void {
    this.entries.flush();
    if (this.batch) this.closeBatch(line);
    const header = readBatchHeader(text);
    let valueDate = yymmddToIso(header.effectiveDate);
    if (valueDate === undefined) {
      valueDate = this.creationDate;
      const fallback =
        valueDate === ''
          ? 'the file has no creation date to use instead, so its rows have no date'
          : `the file creation date ${valueDate} is used instead`;
      this.report(
        line,
        valueDate === '' ? 'error' : 'warning',
        'NACHA_BAD_DATE',
        `Batch ${header.batchNumber.trim()}: effective entry date '${header.effectiveDate}' is not a valid YYMMDD date; ${fallback}.`,
        text,
      );
    }
    if (header.secCode === 'ADV' || header.serviceClassCode === '280') this.advBatches += 1;
    else this.otherBatches += 1;
    this.batchCount += 1;
    this.batch = {
      identity: { line, ...header, hasHeader: true },
      header,
      valueDate,
      totals: newTotals(),
      serviceClassWarned: false,
    };
  }

  private batchControl(text: string, line: number): void {
    this.entries.flush();
    const batch = this.batch;
    if (batch === undefined) {
      this.error(
        line,
        'NACHA_UNEXPECTED_RECORD',
        'A batch control (record type 8) without a batch was ignored.',
        text,
      );
      return;
    }
    const adv = batch.header?.secCode === 'ADV' || batch.identity.serviceClassCode === '280';
    checkBatchControl(
      readBatchControl(text, adv),
      batch.identity,
      batch.totals,
      this.controlReport(line, text),
    );
    this.closeBatch(undefined);
  }

  /** Closes the open batch; `missingAt` is the line where its batch control was expected. */
  private closeBatch(missingAt: number | undefined): void {
    const batch = this.batch;
    if (batch === undefined) return;
    this.batch = undefined;
    if (missingAt !== undefined) {
      const what = batch.identity.hasHeader
        ? `Batch ${batch.identity.batchNumber.trim()} (line ${batch.identity.line}) has`
        : `The entries starting on line ${batch.identity.line} have`;
      this.warn(
        missingAt,
        'NACHA_MISSING_BATCH_CONTROL',
        `${what} no batch control (record type 8); the totals were not checked.`,
      );
    }
    mergeTotals(this.fileTotals, batch.totals);
  }

  private fileControl(text: string, line: number): void {
    this.entries.flush();
    if (this.batch) this.closeBatch(line);
    this.sawFileControl = true;
    const adv = this.advBatches > 0 && this.otherBatches === 0;
    const counts = { batches: this.batchCount, records: this.recordCount };
    checkFileControl(readFileControl(text, adv), counts, this.fileTotals, this.controlReport(line, text));
  }

  protected closeAtEnd(): void {
    if (!this.sawRecord) {
      this.out.error(0, 'NACHA_EMPTY_FILE', 'The file is empty: it has no ACH records.');
      return;
    }
    this.entries.flush();
    if (this.batch) this.closeBatch(this.lastLine);
    if (!this.sawFileControl) {
      this.warn(
        this.lastLine,
        'NACHA_MISSING_FILE_CONTROL',
        'The file has no file control (record type 9); file totals were not checked.',
      );
    }
  }
}

export function createNachaParser(sink: StatementSink, options: ParserOptions = {}): StatementParser {
  return new NachaParser(sink, options);
}
