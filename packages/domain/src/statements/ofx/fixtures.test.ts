// The real-world OFX quirks (docs/domain/import-formats-ofx-camt-csv.md), on files this repository writes.
// The third-party files themselves are checked by the corpus suite (ofx.corpus.test.ts).
import { describe, expect, it } from 'vitest';
import { collectStatement } from '../shared/statement-accumulator';
import { OFX_SAMPLES } from './builder.test-util';
import { createOfxParser, parseOfx } from './index';

const bytesOf = (name: string) => new TextEncoder().encode(OFX_SAMPLES[name] ?? '');
const sample = (name: string) => parseOfx(bytesOf(name));
const issuesOf = (name: string) => sample(name).issues.map((i) => [i.line, i.severity, i.code]);

describe('OFX fixtures', () => {
  it.each(Object.keys(OFX_SAMPLES))('%s gives the same result in chunks of 1, 7 and 4096 bytes', (name) => {
    const bytes = bytesOf(name);
    const whole = parseOfx(bytes);
    expect(whole.summary.aborted).toBe(false);
    for (const row of whole.rows) expect(row.valueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const size of [1, 7, 4096])
      expect(collectStatement(createOfxParser, bytes, undefined, size)).toEqual(whole);
  });

  it('uses MEMO alone when it starts with the cut NAME, keeps the date as written and extra zero decimals', () => {
    const { rows, balances, issues } = sample('sgml-checking');
    expect(issues).toEqual([]);
    expect(rows.map((r) => [r.valueDate, r.amountMinor, r.typeCode, r.customerReference, r.text])).toEqual([
      ['2011-03-31', 1, 'CREDIT', '', 'DIVIDEND EARNED FOR PERIOD OF 03/01/2011 THROUGH 03/31/2011'],
      ['2011-04-01', -3000, 'DEBIT', '', 'ATM WITHDRAWAL'],
      ['2011-04-02', -377, 'CHECK', '319', 'CHECK'],
    ]);
    expect(rows[0]?.extra).toMatchObject({
      name: 'DIVIDEND EARNED FOR PERIOD OF 03',
      dtPosted: '20110331120000.000[-5:EST]',
    });
    expect(rows[1]?.rowKey).toBe('v1:12300 000012345678:fitid:00092990122-30.000');
    expect(balances.map((b) => [b.accountNumber, b.code, b.amountMinor, b.date])).toEqual([
      ['12300 000012345678', 'LEDGERBAL', 10099, '2011-05-25'],
      ['12300 000012345678', 'AVAILBAL', 7599, '2011-05-25'],
    ]);
  });

  it('decodes entities exactly once, keeps bare ampersands, reads CDATA and CRLF line numbers (XML v2)', () => {
    const { rows, issues } = sample('xml-entities-cdata');
    expect(issues).toEqual([]);
    expect(rows.map((r) => [r.line, r.text])).toEqual([
      [13, 'B.C. HYDRO & POWER'],
      [20, 'TPAY &lt;DEFTPYMT&gt;'],
      [27, 'T&T SUPERMARKET'],
      [34, 'EFTPOS WDL <ALDI> STORE'],
    ]);
  });

  it('refuses masked dates, one error per transaction, and skips the masked balance', () => {
    const { rows, balances } = sample('masked-dates');
    expect([rows, balances]).toEqual([[], []]);
    expect(issuesOf('masked-dates')).toEqual([
      [21, 'error', 'OFX_BAD_DATE'],
      [27, 'error', 'OFX_BAD_DATE'],
      [34, 'warning', 'OFX_BAD_BALANCE'],
    ]);
  });

  it('reports missing, empty and impossible dates and a "$120" amount on their lines, importing the rest', () => {
    const { rows, balances } = sample('fail-nicely');
    expect(rows.map((r) => [r.amountMinor, r.text])).toEqual([[12000, 'GOOD']]);
    expect(balances).toEqual([]);
    expect(issuesOf('fail-nicely')).toEqual([
      [19, 'error', 'OFX_MISSING_DATE'],
      [26, 'error', 'OFX_MISSING_DATE'],
      [32, 'error', 'OFX_BAD_DATE'],
      [39, 'error', 'OFX_BAD_AMOUNT'],
      [51, 'warning', 'OFX_BAD_BALANCE'],
    ]);
  });

  it('takes the currency from a CURRENCY aggregate and keys a row without FITID by its content', () => {
    const [row] = sample('empty-tags').rows;
    expect(row).toMatchObject({ currency: 'AUD', amountMinor: 1234, typeCode: 'CREDIT', bankReference: '' });
    expect(row?.rowKey).toBe('v1:12345678:tx:2018-05-07:1234:CBA%3ATransfer');
    expect(row?.extra.currencyRate).toBe('1.0000');
  });

  it('keeps card signs as given and lists a second account that has only a balance', () => {
    const { rows, summary } = sample('card-and-bank');
    expect(rows.map((r) => [r.accountNumber, r.currency, r.amountMinor])).toEqual([
      ['4510000000003333', 'CAD', -688],
      ['4510000000003333', 'CAD', 20208],
    ]);
    expect(summary.accounts.map((a) => [a.accountNumber, a.rowCount])).toEqual([
      ['4510000000003333', 2],
      ['9200', 0],
    ]);
  });

  it('reports the bank error of a statement and an OFX without statement', () => {
    expect(issuesOf('status-error')).toEqual([[13, 'error', 'OFX_STATUS_ERROR']]);
    expect(issuesOf('empty')).toEqual([[0, 'error', 'OFX_NO_STATEMENT']]);
  });
});
