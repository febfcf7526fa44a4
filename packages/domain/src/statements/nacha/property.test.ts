import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ParsedStatement } from '../types';
import { achFile, type BatchContent, NACHA_SAMPLES } from './builder.test-util';
import { createNachaParser, parseNacha } from './index';

function parseInChunks(bytes: Uint8Array, sizes: number[]): ParsedStatement {
  const result: ParsedStatement = { rows: [], balances: [], issues: [], summary: undefined as never };
  const parser = createNachaParser({
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
  for (const issue of result.issues) expect(issue.code).toMatch(/^NACHA_[A-Z_]+$/);
}

const encode = (text: string) => new TextEncoder().encode(text);

describe('NACHA parser never throws', () => {
  it('on arbitrary bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 600 }), (bytes) => {
        expectConsistent(parseNacha(bytes));
      }),
      { numRuns: 3000 },
    );
  });

  it('on arbitrary records of plausible types', () => {
    const line = fc
      .tuple(
        fc.constantFrom('1', '5', '6', '7', '8', '9', 'X'),
        fc.string({ unit: fc.constantFrom(...'0123456789 AZ9'), maxLength: 110 }),
      )
      .map(([type, rest]) => type + rest);
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 30 }),
        fc.constantFrom('\n', '\r\n', ''),
        fc.array(fc.integer({ min: 1, max: 200 }), { minLength: 1, maxLength: 4 }),
        (lines, newline, sizes) => {
          const bytes = encode(lines.join(newline));
          const whole = parseNacha(bytes);
          expectConsistent(whole);
          expect(parseInChunks(bytes, sizes)).toEqual(whole);
        },
      ),
      { numRuns: 1500 },
    );
  });

  it('on the quirk fixtures with random bytes changed, inserted or removed', () => {
    const files = Object.values(NACHA_SAMPLES).map((lines) => encode(lines.join('\n')));
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
          const whole = parseNacha(mutated);
          expectConsistent(whole);
          expect(parseInChunks(mutated, [13])).toEqual(whole);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

const CODES = ['21', '22', '26', '27', '31', '32', '36', '37', '42', '47', '52', '55'];
const name = fc
  .string({ unit: fc.constantFrom(...'ABCDEFGHIJ XYZ&#-.'), maxLength: 22 })
  .map((s) => s.trim());
const generatedEntry = fc.record({
  tc: fc.constantFrom(...CODES),
  amount: fc.integer({ min: 0, max: 9_999_999_999 }),
  account: fc.string({ unit: fc.constantFrom(...'0123456789-'), minLength: 1, maxLength: 17 }),
  rdfi: fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 8, maxLength: 8 }),
  id: fc.string({ unit: fc.constantFrom(...'0123456789ABC'), maxLength: 15 }),
  name,
  trace: fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 15, maxLength: 15 }),
});
const batches = fc.array(
  fc.record({
    sec: fc.constantFrom('PPD', 'CCD', 'WEB', 'TEL'),
    entries: fc.array(fc.record({ entry: generatedEntry, note: fc.option(name, { nil: undefined }) }), {
      maxLength: 8,
    }),
  }),
  { minLength: 1, maxLength: 4 },
);

describe('NACHA parser on generated valid files', () => {
  it('reads every amount exactly with the rules sign, reports nothing, and does not depend on chunking', () => {
    fc.assert(
      fc.property(
        batches,
        fc.constantFrom('\n', '\r\n', ''),
        fc.boolean(),
        fc.array(fc.integer({ min: 1, max: 300 }), { minLength: 1, maxLength: 4 }),
        (spec, newline, pad, sizes) => {
          const content: BatchContent[] = spec.map((b) => ({
            header: { sec: b.sec },
            entries: b.entries.map(({ entry, note }) => ({
              entry,
              addenda: note === undefined ? [] : [`705${note.padEnd(80)}00010000001`],
            })),
          }));
          const bytes = encode(achFile(content, pad).join(newline));
          const result = parseNacha(bytes);
          expect(result.issues).toEqual([]);
          const expected = spec.flatMap((b) =>
            b.entries.map(({ entry, note }) => ({
              amountMinor:
                '1234'.includes(entry.tc[1] ?? '') || entry.amount === 0 ? entry.amount : -entry.amount,
              accountNumber: entry.account,
              customerReference: entry.id,
              bankReference: entry.trace,
              text: `${entry.name} ${note ?? ''}`.replace(/\s+/g, ' ').trim(),
            })),
          );
          expect(
            result.rows.map((r) => ({
              amountMinor: r.amountMinor,
              accountNumber: r.accountNumber,
              customerReference: r.customerReference,
              bankReference: r.bankReference,
              text: r.text,
            })),
          ).toEqual(expected);
          expect(parseInChunks(bytes, sizes)).toEqual(result);
        },
      ),
      { numRuns: 400 },
    );
  });
});
