/** BAI2 cash-management balance reports: streaming parser and the collecting convenience. */

import { collectStatement } from '../shared/statement-accumulator';
import type { ParsedStatement, ParserOptions } from '../types';
import { createBai2Parser } from './parser';

export { createBai2Parser } from './parser';
export { type Bai2Direction, directionOf } from './type-codes';

/** Parses a whole BAI2 file held in memory (tests, small uploads). */
export function parseBai2(bytes: Uint8Array, options?: ParserOptions): ParsedStatement {
  return collectStatement(createBai2Parser, bytes, options);
}
