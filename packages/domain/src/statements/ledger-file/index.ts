export { headerKey, LEDGER_FILE_COLUMNS, type LedgerFileColumn } from './columns';
export {
  createLedgerFileParser,
  type LedgerFileRow,
  type LedgerFileSink,
  type LedgerFileSummary,
} from './parser';
