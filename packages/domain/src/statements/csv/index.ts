export { detectDelimiter, inferCsvProfile } from './infer';
export type { CsvParserOptions } from './parser';
export { createCsvParser, parseCsv } from './parser';
export type { CsvColumnRef, CsvColumns, CsvDelimiter, CsvProfile } from './profile';
export { CsvTokenizer, tokenizeCsv } from './tokenizer';
export { inferDateFormat, isSupportedDateFormat, parseCsvAmount, parseCsvDate } from './values';
