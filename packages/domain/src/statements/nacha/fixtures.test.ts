// The real-world NACHA quirks (docs/domain/import-formats-bai2-nacha.md), on files this repository writes.
// The third-party files themselves are checked by the corpus suite (nacha.corpus.test.ts).
import { describe, expect, it } from 'vitest';
import { collectStatement } from '../shared/statement-accumulator';
import { NACHA_SAMPLES } from './builder.test-util';
import { createNachaParser, parseNacha } from './index';

const bytesOf = (name: string) => new TextEncoder().encode((NACHA_SAMPLES[name] ?? []).join('\n'));
const sample = (name: string) => parseNacha(bytesOf(name));
const issuesOf = (name: string) => sample(name).issues.map((i) => [i.line, i.severity, i.code]);

describe('NACHA fixtures', () => {
  describe.each(Object.keys(NACHA_SAMPLES))('%s', (name) => {
    const bytes = bytesOf(name);
    const whole = parseNacha(bytes);

    it.each([1, 7, 4096])('gives the same result in chunks of %i bytes', (size) => {
      expect(collectStatement(createNachaParser, bytes, undefined, size)).toEqual(whole);
    });

    it('gives US-dollar rows keyed by their trace number, and no balances', () => {
      expect(whole.summary.aborted).toBe(false);
      expect(whole.balances).toEqual([]);
      for (const row of whole.rows) {
        expect(row.currency).toBe('USD');
        expect(row.rowKey.startsWith(`v1:${row.bankReference}`)).toBe(true);
      }
      expect(new Set(whole.rows.map((r) => r.rowKey)).size).toBe(whole.rows.length);
    });
  });

  it('reads returns with their signs and every reason, and a notification of change as a zero row', () => {
    const { rows, issues } = sample('returns-and-noc');
    expect(issues).toEqual([]);
    expect(
      rows.map((r) => [
        r.typeCode,
        r.amountMinor,
        r.extra.entryKind,
        r.extra.returnReasonCode ?? r.extra.nocCode,
      ]),
    ).toEqual([
      ['26', -12354, 'return', 'R01'],
      ['21', 4565, 'return', 'R07,R68,R71'],
      ['21', 0, 'noc', 'C01'],
    ]);
    expect(rows[0]).toMatchObject({ customerReference: 'CUST1', text: 'PAUL JONES' });
    expect(rows[0]?.extra).toMatchObject({ returnInfo: 'NSF', originalTrace: '091400600000001' });
    expect(rows[2]?.extra).toMatchObject({ secCode: 'COR', correctedData: '1918171614' });
  });

  it('numbers a trace number repeated in another batch with an ordinal', () => {
    expect(sample('returns-and-noc').rows.map((r) => r.rowKey)).toEqual([
      'v1:091400600000001',
      'v1:091400600000002',
      'v1:091400600000001#1',
    ]);
  });

  it('reads the CTX receiver name and joins remittance addenda, by characters not bytes', () => {
    const [row] = sample('ctx-remittance').rows;
    expect(row).toMatchObject({ customerReference: '45689033', amountMinor: -100000000 });
    expect(row?.text.startsWith('RECEIVER COMPANY ISA¦00¦X')).toBe(true);
    // The first addenda fills its 80 characters, so the second continues it without a space.
    expect(row?.text).toContain('X¦N1¦PR¦META PLATFORMS INC~N3¦873 CALIFORNIA ST~');
    expect(row?.extra.addendaCount).toBe('2');
  });

  it('reads IAT entries: account from positions 40-74, names from addenda 10 and 11', () => {
    const [row] = sample('iat').rows;
    expect(row).toMatchObject({ accountNumber: '998412345', amountMinor: -109000, text: 'HAYDEN BANKS' });
    expect(row?.extra.companyName).toBe('EXAMPLE COMPANY');
  });

  it('dates rows with the file creation date when the effective date is 000000, with a warning', () => {
    expect(sample('zero-effective-date').rows[0]?.valueDate).toBe('2023-04-21');
    expect(issuesOf('zero-effective-date')).toEqual([[2, 'warning', 'NACHA_BAD_DATE']]);
  });

  it('warns when the file control miscounts the batches, and keeps every row', () => {
    expect(issuesOf('batch-count-wrong')).toEqual([[8, 'warning', 'NACHA_BATCH_COUNT']]);
    expect(sample('batch-count-wrong').rows.map((r) => r.amountMinor)).toEqual([100, 200]);
  });

  it('keeps the rows of a return report without headers or controls, with no date and an error', () => {
    const { rows } = sample('return-report-no-headers');
    expect(rows.map((r) => [r.amountMinor, r.valueDate, r.extra.returnReasonCode])).toEqual([
      [-12354, '', 'R01'],
    ]);
    expect(issuesOf('return-report-no-headers')).toEqual([
      [1, 'warning', 'NACHA_MISSING_FILE_HEADER'],
      [1, 'error', 'NACHA_MISSING_BATCH_HEADER'],
      [2, 'warning', 'NACHA_MISSING_BATCH_CONTROL'],
      [2, 'warning', 'NACHA_MISSING_FILE_CONTROL'],
    ]);
  });

  it('splits a file written on one line into 94-character records', () => {
    const { rows, issues } = sample('one-line');
    expect(issues).toEqual([]);
    expect(rows[0]).toMatchObject({ amountMinor: 10500, text: 'BACHMAN ERIC', line: 1 });
  });

  it('reads a zero file of two short lines with a warning for each', () => {
    const { rows, summary } = sample('zero-file-short-lines');
    expect(rows).toEqual([]);
    expect(summary.fileId).toBe('1234567890:2401150800:A');
    expect(issuesOf('zero-file-short-lines')).toEqual([
      [1, 'warning', 'NACHA_BAD_RECORD_LENGTH'],
      [2, 'warning', 'NACHA_BAD_RECORD_LENGTH'],
    ]);
  });
});
