import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ParseIssue } from '../types';
import { createLedgerFileParser, type LedgerFileRow } from './index';

function parse(text: string | Uint8Array, chunk = 1 << 20) {
  const rows: LedgerFileRow[] = [];
  const issues: ParseIssue[] = [];
  const parser = createLedgerFileParser({ row: (r) => rows.push(r), issue: (i) => issues.push(i) });
  const bytes = typeof text === 'string' ? new TextEncoder().encode(text) : text;
  for (let i = 0; i < bytes.length; i += chunk) parser.push(bytes.subarray(i, i + chunk));
  return { rows, issues, summary: parser.end() };
}

const HEADER =
  'transactionDate,amount,details,coName,account,transactionType,checkNo,taxType,taxCode,quarter,manualCheck,recType';

describe('ledger CSV file', () => {
  it('reads the template rows exactly', () => {
    const { rows, issues, summary } = parse(
      `${HEADER}\r\n2026-10-15,-18250.40,941 deposit,acme01 ,Federal Tax,TAX PAYMENT,,federal,941,q4 2026,false,\r\n10/15/2026,52310,Net pay,ACME01,Net Pay,,1001,,,,yes,Timing\r\n`,
    );
    expect(issues).toEqual([]);
    expect(summary).toMatchObject({ rowCount: 2, errorCount: 0, totalMinor: -1_825_040 + 5_231_000 });
    expect(rows[0]).toMatchObject({
      line: 2,
      transactionDate: '2026-10-15',
      amountMinor: -1_825_040,
      coId: 'ACME01',
      taxType: 'Federal',
      quarter: 'Q4 2026',
      manualCheck: false,
    });
    expect(rows[1]).toMatchObject({
      line: 3,
      transactionDate: '2026-10-15',
      amountMinor: 5_231_000,
      checkNo: '1001',
      manualCheck: true,
    });
    expect(rows[0]?.rowKey).not.toBe(rows[1]?.rowKey);
  });

  it('accepts headers in another case and order, and warns about unknown columns', () => {
    const { rows, issues } = parse(
      'Account,Amount,Transaction Date,Details,CoName,Memo\nNet Pay,1.5,2026-01-02,x,c1,hello\n',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountMinor: 150, account: 'Net Pay', coId: 'C1' });
    expect(issues).toEqual([
      expect.objectContaining({ line: 1, severity: 'warning', code: 'LEDGER_UNKNOWN_COLUMN' }),
    ]);
  });

  it('stops at a header without the required columns', () => {
    const { rows, issues, summary } = parse('date,amount\n2026-01-01,5\n');
    expect(rows).toEqual([]);
    expect(summary.aborted).toBe(true);
    const missing = issues.find((i) => i.code === 'LEDGER_MISSING_COLUMNS');
    expect(missing).toMatchObject({ line: 1, severity: 'error' });
    expect(missing?.message).toContain('transactionDate, details, coName, account');
  });

  it('reports each bad line with its number and keeps the good ones', () => {
    const { rows, issues } = parse(
      `${HEADER}\n2026-13-01,1,a,C,Net Pay,,,,,,,\n2026-01-01,1.234,a,C,Net Pay,,,,,,,\n1899-12-31,1,a,C,Net Pay,,,,,,,\n2026-01-01,0,a,C,Net Pay,,,,,,,\n2026-01-01,5,,C,Net Pay,,,,,,,\n2026-01-01,5,a,C,Net Pay,,,Town,,Q5 2026,maybe,\n2026-01-01,5,ok,C,Net Pay,,,,,,,\n`,
    );
    expect(rows.map((r) => r.line)).toEqual([8]);
    expect(issues.map((i) => [i.line, i.code])).toEqual([
      [2, 'LEDGER_BAD_DATE'],
      [3, 'LEDGER_BAD_AMOUNT'],
      [4, 'LEDGER_DATE_RANGE'],
      [5, 'LEDGER_ZERO_AMOUNT'],
      [6, 'LEDGER_MISSING_DETAILS'],
      [7, 'LEDGER_BAD_TAX_TYPE'],
      [7, 'LEDGER_BAD_QUARTER'],
      [7, 'LEDGER_BAD_FLAG'],
    ]);
  });

  it('gives identical rows an ordinal in their key', () => {
    const line = '2026-01-01,5.00,Fee,C1,Fees,,,,,,,';
    const { rows } = parse(`${HEADER}\n${line}\n${line}\n`);
    expect(rows[0]?.rowKey).not.toBe(rows[1]?.rowKey);
    expect(rows[1]?.rowKey.endsWith('#1')).toBe(true);
  });

  it('never throws, and chunking does not change the result', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), fc.integer({ min: 1, max: 9 }), (bytes, chunk) => {
        const whole = parse(bytes);
        const pieces = parse(bytes, chunk);
        expect(pieces.rows).toEqual(whole.rows);
        expect(pieces.issues).toEqual(whole.issues);
      }),
      { numRuns: 1500 },
    );
  });
});
