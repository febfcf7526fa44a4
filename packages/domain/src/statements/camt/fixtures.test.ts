// The real-world camt quirks (docs/domain/import-formats-ofx-camt-csv.md), on files this repository writes.
// The third-party files themselves are checked by the corpus suite (camt.corpus.test.ts).
import { describe, expect, it } from 'vitest';
import { collectStatement } from '../shared/statement-accumulator';
import { CAMT_SAMPLES } from './builder.test-util';
import { createCamtParser, parseCamt } from './index';

const bytesOf = (name: string) => new TextEncoder().encode(CAMT_SAMPLES[name] ?? '');
const sample = (name: string) => parseCamt(bytesOf(name));
const CH = 'CH2801234000123456789';
const NL = 'NL26VAYB8060476890';

describe('camt fixtures', () => {
  it.each(Object.keys(CAMT_SAMPLES))('%s gives the same result in chunks of 1, 7 and 4096 bytes', (name) => {
    const bytes = bytesOf(name);
    const whole = parseCamt(bytes);
    expect(whole.summary.aborted).toBe(false);
    for (const size of [1, 7, 4096])
      expect(collectStatement(createCamtParser, bytes, undefined, size)).toEqual(whole);
  });

  it('maps a v8 entry field by field (Sts/Cd, DtTm, domain code, EndToEndId, counterparty)', () => {
    const { rows, issues, summary } = sample('v8-mixed-currency-balances');
    expect(issues).toEqual([]);
    expect(rows).toEqual([
      {
        accountNumber: NL,
        currency: 'EUR',
        valueDate: '2015-01-02',
        // the calendar day as written, whatever the time zone
        bookingDate: '2014-12-31',
        amountMinor: 885,
        typeCode: 'PMNT-RCDT-BOOK',
        bankReference: 'AAAASESS-FP-CN_98765/01',
        customerReference: 'MUELL/FINP/RA12345',
        text: 'NAME NAME',
        status: 'booked',
        rowKey: `v1:${NL}:ref:AAAASESS-FP-CN_98765/01`,
        line: 33,
        extra: {
          statementId: '253EURNL26VAYB8060476890',
          entryStatus: 'BOOK',
          endToEndId: 'MUELL/FINP/RA12345',
          creditorReference: '4654654654654654',
          counterpartyName: 'NAME NAME',
          counterpartyAccount: 'NL56AGDH9619008421',
        },
      },
    ]);
    expect(summary).toMatchObject({ fileId: 'CAMT053RIB000000000001', correction: true });
  });

  it('keeps balances in the currency each is written in (JPY without decimals)', () => {
    expect(
      sample('v8-mixed-currency-balances').balances.map((b) => [
        b.code,
        b.kind,
        b.currency,
        b.amountMinor,
        b.date,
      ]),
    ).toEqual([
      ['OPBD', 'opening', 'EUR', 1815, '2014-12-30'],
      ['CLBD', 'closing', 'SEK', -2700, '2014-12-31'],
      ['OPAV', 'opening-available', 'CHF', 3500, '2014-12-30'],
      ['CLAV', 'closing-available', 'JPY', -2700, '2014-12-31'],
    ]);
  });

  it('imports a batch once, with its payment information id, and warns that the count is off', () => {
    const { rows, issues } = sample('batch-count-mismatch');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      accountNumber: CH,
      amountMinor: -20000000,
      currency: 'SEK',
      customerReference: 'UXC06170000006PI00001',
      text: 'Order',
      typeCode: 'PMNT-ICDT-DMCT',
    });
    expect(rows[0]?.extra).toMatchObject({
      batchCount: '2',
      transactionCount: '3',
      bankTxCodeProprietary: 'Z24',
    });
    expect(issues.map((i) => [i.line, i.severity, i.code])).toEqual([[8, 'warning', 'CAMT_BATCH_COUNT']]);
  });

  it('marks a camt.052 PDNG entry pending, takes its amount from the entry, and joins remittance lines', () => {
    const { rows, balances } = sample('pending-report');
    expect(rows.map((r) => [r.status, r.amountMinor, r.customerReference, r.text])).toEqual([
      ['pending', -20000000, 'UXC06140000015PI00001EE00001', 'Example Remittance - 6 - V1 Credit'],
    ]);
    expect(balances.map((b) => [b.code, b.kind, b.currency, b.amountMinor])).toEqual([
      ['ITBD', 'other', 'CHF', 1002215],
    ]);
  });

  it('names every balance type, reads trailing zero decimals, and both statements of one account', () => {
    const { rows, balances, summary } = sample('balance-types-two-statements');
    expect(balances.map((b) => [b.code, b.kind, b.amountMinor])).toEqual([
      ['OPBD', 'opening', 101],
      ['PRCD', 'opening', 201],
      ['OPAV', 'opening-available', 301],
      ['CLBD', 'closing', 401],
      ['CLAV', 'closing-available', 501],
      ['FWAV', 'other', 601],
      ['INFO', 'other', 701],
      ['ITAV', 'other', 801],
      ['ITBD', 'other', 901],
      ['XPCD', 'other', 1001],
    ]);
    expect(rows.map((r) => [r.amountMinor, r.extra.statementId])).toEqual([
      [885, 'S1'],
      [-700, 'S2'],
    ]);
    expect(summary.accounts).toEqual([
      { accountNumber: NL, currency: 'EUR', rowCount: 2, creditMinor: 885, debitMinor: 700 },
    ]);
  });

  it('lists an account that has a balance but no entries', () => {
    const { rows, balances, summary } = sample('balance-only');
    expect(rows).toEqual([]);
    expect(balances.map((b) => [b.kind, b.currency, b.amountMinor, b.date])).toEqual([
      ['opening', 'RON', 544209, '2025-07-23'],
    ]);
    expect(summary.accounts.map((a) => [a.accountNumber, a.currency])).toEqual([
      ['GB33BUKB20201555555555', 'RON'],
    ]);
  });

  it('says so when a camt message has no statement', () => {
    expect(sample('no-statement').issues.map((i) => [i.line, i.severity, i.code])).toEqual([
      [0, 'error', 'CAMT_NO_STATEMENT'],
    ]);
  });
});
