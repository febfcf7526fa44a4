/**
 * CSV bank exports -> statement rows, through a column-mapping profile (given, or inferred from the
 * first lines). Streaming: the first lines are held back only until the delimiter and the profile are
 * known, then every record goes straight through.
 */

import type { DecodingStream, TextEncodingName } from '../detect/index';
import { CR, LF } from '../shared/char-codes';
import { statementDecoding } from '../shared/decoding';
import { collectStatement, RowKeyRegistry, StatementAccumulator } from '../shared/statement-accumulator';
import type {
  ParsedStatement,
  ParserOptions,
  StatementParser,
  StatementSink,
  StatementSummary,
} from '../types';
import { detectDelimiter, inferCsvProfile } from './infer';
import { CsvRowMapper } from './mapper';
import type { CsvProfile } from './profile';
import { CsvTokenizer } from './tokenizer';
import { isSupportedDateFormat } from './values';

export interface CsvParserOptions extends ParserOptions {
  /** The column mapping; inferred from the first lines when absent. */
  profile?: CsvProfile;
  /** Account of every row when the profile maps no account column. */
  accountNumber?: string;
  /** Force the text encoding instead of detecting it. */
  encoding?: TextEncodingName;
}

/** The sample for inference: this many line-break characters or characters, whichever comes first. */
const SAMPLE_BREAKS = 100;
const SAMPLE_CHARS = 1 << 16;

class CsvParser implements StatementParser {
  private readonly acc: StatementAccumulator;
  private readonly keys = new RowKeyRegistry();
  private readonly decoding: DecodingStream;
  private buffered = '';
  private breaks = 0;
  private tokenizer: CsvTokenizer | undefined;
  private mapper: CsvRowMapper | undefined;
  private stopped = false;
  private finished: StatementSummary | undefined;

  constructor(
    sink: StatementSink,
    private readonly options: CsvParserOptions,
  ) {
    this.acc = new StatementAccumulator('csv', sink);
    this.decoding = statementDecoding(this.acc, (text) => this.text(text), options.encoding);
  }

  push(chunk: Uint8Array): void {
    if (!this.finished && !this.stopped) this.decoding.push(chunk);
  }

  end(): StatementSummary {
    if (this.finished) return this.finished;
    if (!this.stopped) {
      this.decoding.end();
      if (!this.tokenizer) this.start(true);
      this.tokenizer?.end();
      this.mapper?.finish();
      if (this.acc.summary().rowCount === 0 && this.acc.errors === 0 && this.mapper && !this.mapper.stopped) {
        this.acc.warning(0, 'CSV_NO_ROWS', 'The file contains no transaction rows.');
      }
    }
    this.finished = this.acc.summary();
    return this.finished;
  }

  private text(text: string): void {
    if (this.stopped) return;
    if (this.tokenizer) {
      this.tokenizer.push(text);
      return;
    }
    this.buffered += text;
    for (let i = 0; i < text.length; i += 1) {
      const c = text.charCodeAt(i);
      if (c === LF || c === CR) this.breaks += 1;
    }
    if (this.breaks >= SAMPLE_BREAKS || this.buffered.length >= SAMPLE_CHARS) this.start(false);
  }

  /** The same prefix whatever the chunking: cut at the SAMPLE_BREAKS-th line break or SAMPLE_CHARS. */
  private sample(final: boolean): string {
    let cut = Math.min(this.buffered.length, SAMPLE_CHARS);
    let seen = 0;
    for (let i = 0; i < cut; i += 1) {
      const c = this.buffered.charCodeAt(i);
      if ((c === LF || c === CR) && ++seen === SAMPLE_BREAKS) {
        cut = i + 1;
        break;
      }
    }
    const sample = this.buffered.slice(0, cut);
    if (final && cut === this.buffered.length) return sample;
    // Drop the unfinished last line: half a record would skew the inference.
    return sample.slice(0, Math.max(sample.lastIndexOf('\n'), sample.lastIndexOf('\r')) + 1);
  }

  private start(final: boolean): void {
    const sample = this.sample(final);
    const given = this.options.profile;
    const profile = given ?? inferCsvProfile(sample);
    if (!profile || !isSupportedDateFormat(profile.dateFormat)) {
      this.stopped = true;
      this.acc.aborted = true;
      const why = profile
        ? `the date format "${profile.dateFormat}" is not supported`
        : 'no date and amount columns were recognised';
      this.acc.error(
        0,
        'CSV_UNRECOGNISED_LAYOUT',
        `This CSV file cannot be read without a column mapping: ${why}.`,
      );
      return;
    }
    if (!given) {
      for (const note of profile.notes ?? []) this.acc.warning(0, 'CSV_PROFILE_NOTE', note);
    }
    const delimiter =
      profile.delimiter && profile.delimiter !== 'auto' ? profile.delimiter : detectDelimiter(sample);
    const mapper = new CsvRowMapper(this.acc, this.keys, profile, {
      accountNumber: this.options.accountNumber ?? '',
      defaultCurrency: this.options.defaultCurrency ?? 'USD',
      delimiter,
    });
    this.mapper = mapper;
    this.tokenizer = new CsvTokenizer(delimiter, {
      record: (fields, line) => {
        // A BOM that survived decoding (forced encoding) must not stick to the first header name.
        if (line === 1 && fields[0]?.startsWith('\uFEFF')) fields[0] = fields[0].slice(1);
        mapper.record(fields, line);
      },
      error: (line, code, message) => {
        this.acc.error(line, code, message);
        if (code === 'CSV_RECORD_TOO_LONG') this.acc.aborted = true;
      },
    });
    const text = this.buffered;
    this.buffered = '';
    this.tokenizer.push(text);
  }
}

export function createCsvParser(sink: StatementSink, options: CsvParserOptions = {}): StatementParser {
  return new CsvParser(sink, options);
}

export function parseCsv(bytes: Uint8Array, options?: CsvParserOptions): ParsedStatement {
  return collectStatement(createCsvParser, bytes, options);
}
