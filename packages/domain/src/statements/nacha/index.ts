/** NACHA ACH files (origination, returns, NOCs): streaming parser and the collecting convenience. */

import { collectStatement } from '../shared/statement-accumulator';
import type { ParsedStatement, ParserOptions } from '../types';
import { createNachaParser } from './parser';

export { createNachaParser } from './parser';
export { classifyTransactionCode, type EntryKind, type TransactionCodeInfo } from './transaction-codes';

/** Parses a whole ACH file held in memory (tests, small uploads). */
export function parseNacha(bytes: Uint8Array, options?: ParserOptions): ParsedStatement {
  return collectStatement(createNachaParser, bytes, options);
}
