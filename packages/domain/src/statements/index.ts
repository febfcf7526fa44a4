// Bank statement parsers behind one interface (see types.ts). Importers pick a parser by format, push
// the file's bytes chunk by chunk and read rows, balances and line-numbered issues from the sink.
import { createBai2Parser } from './bai2/index';
import { createCamtParser } from './camt/index';
import { type CsvParserOptions, createCsvParser } from './csv/index';
import type { DetectedFormat } from './detect/index';
import { createNachaParser } from './nacha/index';
import { createOfxParser } from './ofx/index';
import type { ParserOptions, StatementParser, StatementSink } from './types';

export { parseBai2 } from './bai2/index';
export { parseCamt } from './camt/index';
export { type CsvParserOptions, type CsvProfile, inferCsvProfile, parseCsv } from './csv/index';
export { type DetectedFormat, detectFormat } from './detect/index';
export { parseNacha } from './nacha/index';
export { parseOfx } from './ofx/index';
export * from './types';

/** Options for any format; CSV reads its column profile and default account from them. */
export type AnyParserOptions = ParserOptions & Pick<CsvParserOptions, 'profile' | 'accountNumber'>;

/** A streaming parser for a bank file format. */
export function createStatementParser(
  format: DetectedFormat,
  sink: StatementSink,
  options: AnyParserOptions = {},
): StatementParser {
  switch (format) {
    case 'bai2':
      return createBai2Parser(sink, options);
    case 'nacha':
      return createNachaParser(sink, options);
    case 'ofx':
      return createOfxParser(sink, options);
    case 'camt':
      return createCamtParser(sink, options);
    case 'csv':
      return createCsvParser(sink, options);
  }
}
export {
  createLedgerFileParser,
  LEDGER_FILE_COLUMNS,
  type LedgerFileRow,
  type LedgerFileSummary,
} from './ledger-file/index';
export * from './settlement/index';
