import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ParsedStatement } from '../types';
import { BAI2_SAMPLES } from './builder.test-util';
import { createBai2Parser, parseBai2 } from './index';

function parseInChunks(bytes: Uint8Array, sizes: number[]): ParsedStatement {
  const result: ParsedStatement = { rows: [], balances: [], issues: [], summary: undefined as never };
  const parser = createBai2Parser({
    row: (r) => result.rows.push(r),
    balance: (b) => result.balances.push(b),
    issue: (i) => result.issues.push(i),
  });
  let offset = 0;
  for (let i = 0; offset < bytes.length; i += 1) {
    const size = sizes[i % sizes.length] ?? 1;
    parser.push(bytes.subarray(offset, offset + size));
    offset += size;
  }
  result.summary = parser.end();
  return result;
}

function expectConsistent(result: ParsedStatement): void {
  const { summary } = result;
  expect(summary.rowCount).toBe(result.rows.length);
  expect(summary.errorCount).toBe(result.issues.filter((i) => i.severity === 'error').length);
  expect(summary.warningCount).toBe(result.issues.filter((i) => i.severity === 'warning').length);
  for (const row of result.rows) expect(Number.isSafeInteger(row.amountMinor)).toBe(true);
  for (const issue of result.issues) {
    expect(issue.line).toBeGreaterThanOrEqual(0);
    expect(issue.code).toMatch(/^BAI2_[A-Z0-9_]+$/);
  }
}

const encode = (text: string) => new TextEncoder().encode(text);

describe('BAI2 parser never throws', () => {
  it('on arbitrary bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), (bytes) => {
        expectConsistent(parseBai2(bytes));
      }),
      { numRuns: 3000 },
    );
  });

  it('on arbitrary BAI2-looking text after a valid header', () => {
    const token = fc.constantFrom(
      '01,',
      '02,',
      '03,',
      '16,',
      '49,',
      '88,',
      '98,',
      '99,',
      ',',
      '/',
      ' ',
      '\n',
      '\r\n',
      'S',
      'V',
      'D',
      '-',
      '+',
      '9',
      '142',
      '451',
      '010',
      '240101',
      'X',
    );
    const body = fc.array(token, { maxLength: 120 }).map((t) => t.join(''));
    fc.assert(
      fc.property(
        body,
        fc.array(fc.integer({ min: 1, max: 64 }), { minLength: 1, maxLength: 4 }),
        (text, sizes) => {
          const bytes = encode(`01,A,B,240101,0000,1,,,2/\n02,B,A,1,240101,,USD,2/\n03,1,,/\n${text}`);
          const whole = parseBai2(bytes);
          expectConsistent(whole);
          expect(parseInChunks(bytes, sizes)).toEqual(whole);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('on the quirk fixtures with random bytes changed, inserted or removed', () => {
    const files = Object.values(BAI2_SAMPLES).map(encode);
    const edit = fc.record({
      at: fc.nat(),
      byte: fc.integer({ min: 0, max: 255 }),
      kind: fc.constantFrom('set', 'insert', 'delete'),
    });
    fc.assert(
      fc.property(
        fc.nat({ max: files.length - 1 }),
        fc.array(edit, { minLength: 1, maxLength: 6 }),
        (index, edits) => {
          const bytes = [...(files[index] ?? [])];
          for (const { at, byte, kind } of edits) {
            const position = bytes.length === 0 ? 0 : at % bytes.length;
            if (kind === 'set') bytes[position] = byte;
            else if (kind === 'insert') bytes.splice(position, 0, byte);
            else bytes.splice(position, 1);
          }
          const mutated = Uint8Array.from(bytes);
          const whole = parseBai2(mutated);
          expectConsistent(whole);
          expect(parseInChunks(mutated, [7])).toEqual(whole);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

// ---- generated valid files -------------------------------------------------------------------

interface GeneratedRow {
  accountNumber: string;
  typeCode: string;
  amountMinor: number;
  bankReference: string;
  customerReference: string;
  text: string;
}

const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
const reference = fc
  .string({ unit: fc.constantFrom(...'ABCXYZ0123456789-/'), maxLength: 12 })
  .filter((r) => !r.endsWith('/'));
const textPiece = fc
  .string({ unit: fc.constantFrom(...'ABC xyz019,./-:;"'), maxLength: 30 })
  .map((t) => t.trim())
  // "/ 16," inside text would legitimately end the record (the multi-record-line rule), so avoid it.
  .filter((t) => !t.startsWith('/') && !t.endsWith('/') && !t.endsWith(',') && !/\/\s+\d\d,/.test(t));
const yymmdd = fc
  .tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
  .map((parts) => parts.map((n) => String(n).padStart(2, '0')).join(''));
const amount = fc.integer({ min: 0, max: 999_999_999_999 });
const padded = (value: number) => fc.nat({ max: 6 }).map((zeros) => `${'0'.repeat(zeros)}${value}`);

const funds = fc.oneof(
  fc.constantFrom('', 'Z', '0', '1', '2'),
  fc.tuple(amount, amount, amount).map(([a, b, c]) => `S,${a},${b},${c}`),
  fc.tuple(yymmdd, fc.constantFrom('', '0000', '1230', '2400')).map(([d, t]) => `V,${d},${t}`),
  fc
    .array(fc.tuple(fc.nat({ max: 9 }), amount), { maxLength: 3 })
    .map((pairs) => `D,${pairs.length}${pairs.map(([d, a]) => `,${d},${a}`).join('')}`),
);

const detail = fc
  .record({
    credit: fc.boolean(),
    code: fc.integer({ min: 0, max: 299 }),
    amount,
    funds,
    bank: reference,
    customer: reference,
    pieces: fc.array(textPiece, { minLength: 1, maxLength: 3 }),
  })
  .chain((d) => padded(d.amount).map((written) => ({ ...d, written })));

const account = fc.record({
  number: digits(1, 12),
  currency: fc.constantFrom('', 'USD', 'JPY', 'KWD', 'EUR'),
  opening: fc.integer({ min: -999_999_999, max: 999_999_999 }),
  closing: fc.integer({ min: -999_999_999, max: 999_999_999 }),
  splitSummary: fc.boolean(),
  details: fc.array(detail, { maxLength: 6 }),
});

const file = fc.record({
  accounts: fc.array(account, { minLength: 1, maxLength: 4 }),
  newline: fc.constantFrom('\n', '\r\n', '\r'),
  padding: fc.boolean(),
});

type FileSpec = typeof file extends fc.Arbitrary<infer T> ? T : never;

function build(spec: FileSpec): { text: string; rows: GeneratedRow[] } {
  const records: string[] = ['01,BANK,CUST,240102,0800,1,,,2/', '02,CUST,BANK,1,240101,,,2/'];
  const rows: GeneratedRow[] = [];
  let groupTotal = 0n;
  let groupRecords = 1;
  for (const acct of spec.accounts) {
    const start = records.length;
    const sign = (n: number) => (n < 0 ? String(n) : `+${n}`);
    if (acct.splitSummary) {
      records.push(
        `03,${acct.number},${acct.currency},010,${sign(acct.opening)},,,015/`,
        `88,${sign(acct.closing)},,/`,
      );
    } else {
      records.push(
        `03,${acct.number},${acct.currency},010,${sign(acct.opening)},,,015,${sign(acct.closing)},,/`,
      );
    }
    let total = BigInt(acct.opening) + BigInt(acct.closing);
    for (const d of acct.details) {
      const typeCode = String((d.credit ? 100 : 400) + d.code);
      const [first = '', ...rest] = d.pieces;
      records.push(
        `16,${typeCode},${d.written},${d.funds},${d.bank},${d.customer},${first}${first === '' ? '/' : ''}`,
      );
      for (const piece of rest) records.push(`88,${piece}`);
      total += BigInt(d.amount);
      rows.push({
        accountNumber: acct.number,
        typeCode,
        amountMinor: d.credit || d.amount === 0 ? d.amount : -d.amount,
        bankReference: d.bank,
        customerReference: d.customer,
        text: d.pieces
          .filter((p) => p !== '')
          .join(' ')
          .replace(/\s+/g, ' ')
          .trim(),
      });
    }
    const count = records.length - start + 1;
    records.push(`49,${total},${count}/`);
    groupTotal += total;
    groupRecords += count;
  }
  records.push(`98,${groupTotal},${spec.accounts.length},${groupRecords + 1}/`);
  records.push(`99,${groupTotal},1,${records.length + 1}/`);
  const lines = spec.padding ? records.map((r) => r.padEnd(80, ' ')) : records;
  return { text: lines.join(spec.newline), rows };
}

describe('BAI2 parser on generated valid files', () => {
  it('reads every row exactly, reports nothing, and does not depend on chunking', () => {
    fc.assert(
      fc.property(
        file,
        fc.array(fc.integer({ min: 1, max: 200 }), { minLength: 1, maxLength: 5 }),
        (spec, sizes) => {
          const { text, rows } = build(spec);
          const bytes = encode(text);
          const result = parseBai2(bytes);
          expect(result.issues).toEqual([]);
          expect(
            result.rows.map((r) => ({
              accountNumber: r.accountNumber,
              typeCode: r.typeCode,
              amountMinor: r.amountMinor,
              bankReference: r.bankReference,
              customerReference: r.customerReference,
              text: r.text,
            })),
          ).toEqual(rows);
          expect(result.balances).toHaveLength(spec.accounts.length * 2);
          expect(parseInChunks(bytes, sizes)).toEqual(result);
        },
      ),
      { numRuns: 400 },
    );
  });
});
