// Test helper: the BAI2 parser fed the same bytes in chunks of one size, collected into one result.
import type { ParsedStatement } from '../types';
import { createBai2Parser } from './index';

export function parseInChunks(bytes: Uint8Array, size: number): ParsedStatement {
  const result: ParsedStatement = { rows: [], balances: [], issues: [], summary: undefined as never };
  const parser = createBai2Parser({
    row: (r) => result.rows.push(r),
    balance: (b) => result.balances.push(b),
    issue: (i) => result.issues.push(i),
  });
  for (let at = 0; at < bytes.length; at += size) parser.push(bytes.subarray(at, at + size));
  result.summary = parser.end();
  return result;
}
