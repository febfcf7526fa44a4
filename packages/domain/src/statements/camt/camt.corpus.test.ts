// Conformance (`npm run test:corpus`): the genkgo/camt sample files of $CORPUS_DIR/camt, with the rows,
// balances and issues checked by hand, and two against the library's own golden JSON.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectStatement } from '../shared/statement-accumulator';
import { accountsOf } from '../shared/summary-view.test-util';
import { createCamtParser, parseCamt } from './index';

const CORPUS = resolve(process.env.CORPUS_DIR ?? '', 'camt');
const read = (name: string): Uint8Array => new Uint8Array(readFileSync(resolve(CORPUS, name)));

interface Expected {
  rows: number;
  /** account -> [currency, credit minor, debit minor] */
  accounts: Record<string, [string, number, number]>;
  /** [code, kind, currency, amount minor, date] */
  balances: [string, string, string, number, string][];
  issues: [number, 'error' | 'warning', string][];
  fileId: string;
  correction: boolean;
}

const NL = 'NL26VAYB8060476890';
const CH = 'CH2801234000123456789';
const GENKGO_BALANCES: Expected['balances'] = [
  ['OPBD', 'opening', 'EUR', 1815, '2014-12-30'],
  ['CLBD', 'closing', 'SEK', -2700, '2014-12-31'],
  ['OPAV', 'opening-available', 'CHF', 3500, '2014-12-30'],
  ['CLAV', 'closing-available', 'JPY', -2700, '2014-12-31'],
];

const EXPECTED: Record<string, Expected> = {
  'genkgo-camt052.v2.xml': {
    rows: 1,
    accounts: { [CH]: ['SEK', 0, 20000000] },
    balances: [],
    issues: [],
    fileId: 'AAAASESS-FP-ACCR001',
    correction: true,
  },
  'genkgo-camt052.v6.Amt-zero.xml': {
    rows: 1,
    accounts: { [CH]: ['SEK', 0, 20000000] },
    balances: [['ITBD', 'other', 'CHF', 1002215, '2020-04-04']],
    issues: [],
    fileId: 'AAAASESS-FP-ACCR001',
    correction: true,
  },
  'genkgo-camt052.v8.xml': {
    rows: 1,
    accounts: { [CH]: ['SEK', 0, 20000000] },
    balances: [],
    issues: [],
    fileId: 'AAAASESS-FP-ACCR001',
    correction: true,
  },
  'genkgo-camt053.v2.all-balance-types.xml': {
    rows: 1,
    accounts: { [CH]: ['EUR', 885, 0] },
    balances: [
      ['OPBD', 'opening', 'EUR', 101, '2015-01-21'],
      ['PRCD', 'opening', 'EUR', 202, '2015-01-21'],
      ['OPAV', 'opening-available', 'EUR', 303, '2015-01-22'],
      ['CLBD', 'closing', 'EUR', 404, '2015-01-22'],
      ['CLAV', 'closing-available', 'EUR', 505, '2015-01-23'],
      ['FWAV', 'other', 'EUR', 606, '2015-01-26'],
      ['INFO', 'other', 'EUR', 707, '2015-01-27'],
      ['ITAV', 'other', 'EUR', 808, '2015-01-28'],
      ['ITBD', 'other', 'EUR', 909, '2015-01-21'],
      ['XPCD', 'other', 'EUR', 1010, '2015-01-21'],
    ],
    issues: [],
    fileId: 'CAMT05300000001',
    correction: false,
  },
  'genkgo-camt053.v2.five.decimals.xml': {
    rows: 1,
    accounts: { [NL]: ['EUR', 885, 0] },
    balances: [
      ['OPBD', 'opening', 'EUR', 1815, '2014-12-30'],
      ['CLBD', 'closing', 'EUR', 2705, '2014-12-31'],
    ],
    issues: [],
    fileId: 'CAMT053RIB000000000001',
    correction: true,
  },
  'genkgo-camt053.v2.minimal.xml': {
    rows: 1,
    accounts: { [NL]: ['EUR', 885, 0] },
    balances: GENKGO_BALANCES,
    issues: [],
    fileId: 'CAMT053RIB000000000001',
    correction: true,
  },
  'genkgo-camt053.v2.multi.statement.xml': {
    rows: 2,
    accounts: { [NL]: ['EUR', 885, 700] },
    balances: [
      ['OPBD', 'opening', 'EUR', 1815, '2014-12-30'],
      ['CLBD', 'closing', 'EUR', 2700, '2014-12-31'],
      ['OPBD', 'opening', 'EUR', 2700, '2014-12-30'],
      ['CLBD', 'closing', 'EUR', 2000, '2014-12-31'],
    ],
    issues: [],
    fileId: 'CAMT053RIB000000000001',
    correction: true,
  },
  'genkgo-camt053.v2.wrong.xml': {
    rows: 0,
    accounts: {},
    balances: [],
    issues: [[0, 'error', 'CAMT_NO_STATEMENT']],
    fileId: 'CAMT053RIB000000000001',
    correction: false,
  },
  'genkgo-camt053.v3.xml': {
    rows: 1,
    accounts: { [NL]: ['EUR', 885, 0] },
    balances: GENKGO_BALANCES,
    issues: [],
    fileId: 'CAMT053RIB000000000001',
    correction: true,
  },
  'genkgo-camt053.v4.xml': {
    rows: 1,
    accounts: { [NL]: ['EUR', 885, 0] },
    balances: [
      GENKGO_BALANCES[0],
      ['CLBD', 'closing', 'SEK', -2700, '2014-12-30'],
      GENKGO_BALANCES[2],
      GENKGO_BALANCES[3],
    ] as Expected['balances'],
    issues: [],
    fileId: 'CAMT053RIB000000000001',
    correction: true,
  },
  'genkgo-camt053.v8.xml': {
    rows: 1,
    accounts: { [NL]: ['EUR', 885, 0] },
    balances: [
      GENKGO_BALANCES[0],
      ['CLBD', 'closing', 'SEK', -2700, '2014-12-30'],
      GENKGO_BALANCES[2],
      GENKGO_BALANCES[3],
    ] as Expected['balances'],
    issues: [],
    fileId: 'CAMT053RIB000000000001',
    correction: true,
  },
  'genkgo-camt054.v8.xml': {
    rows: 1,
    accounts: { [CH]: ['SEK', 0, 20000000] },
    balances: [],
    issues: [[63, 'warning', 'CAMT_BATCH_COUNT']],
    fileId: 'AAAASESS-FP-ACCR001',
    correction: true,
  },
  'genkgo-camt53.only-Dt-with-DtTm.xml': {
    rows: 0,
    accounts: { GB33BUKB20201555555555: ['RON', 0, 0] },
    balances: [['OPBD', 'opening', 'RON', 544209, '2025-07-23']],
    issues: [],
    fileId: 'I38y0h4YyLnQiOV6P7nEd44r2',
    correction: false,
  },
};

describe('camt corpus', () => {
  it.each(Object.entries(EXPECTED))('%s', (name, expected) => {
    const result = parseCamt(read(name));
    expect(result.rows).toHaveLength(expected.rows);
    expect(accountsOf(result)).toEqual(expected.accounts);
    expect(result.balances.map((b) => [b.code, b.kind, b.currency, b.amountMinor, b.date])).toEqual(
      expected.balances,
    );
    expect(result.issues.map((i) => [i.line, i.severity, i.code])).toEqual(expected.issues);
    expect(result.summary).toMatchObject({
      format: 'camt',
      fileId: expected.fileId,
      correction: expected.correction,
      aborted: false,
    });
    for (const row of result.rows) {
      expect(Number.isSafeInteger(row.amountMinor)).toBe(true);
      expect(row.rowKey.startsWith('v1:')).toBe(true);
    }
  });

  it.each(Object.keys(EXPECTED))('%s gives the same result in chunks of 1, 7 and 4096 bytes', (name) => {
    const bytes = read(name);
    const whole = parseCamt(bytes);
    for (const size of [1, 7, 4096])
      expect(collectStatement(createCamtParser, bytes, undefined, size)).toEqual(whole);
  });

  it.each(['genkgo-camt053.v2.minimal', 'genkgo-camt053.v8'])(
    '%s agrees with the upstream golden JSON',
    (name) => {
      const golden = JSON.parse(readFileSync(resolve(CORPUS, `${name}.json`), 'utf8')) as {
        getEntries: {
          getAmount: { getAmount: string; getCurrency: { getCode: string } };
          getCreditDebitIndicator: string;
          getStatus: string;
          getAccountServicerReference: string | null;
          getBookingDate: { 0: string };
          getValueDate: { 0: string };
          getRecord: {
            getAccount: { getIdentification: string };
            getBalances: {
              getAmount: { getAmount: string; getCurrency: { getCode: string } };
              getType: string;
              getDate: { 0: string };
            }[];
          };
        }[];
        getGroupHeader: { getMessageId: string };
      };
      const result = parseCamt(read(`${name}.xml`));
      expect(result.summary.fileId).toBe(golden.getGroupHeader.getMessageId);
      expect(result.rows).toHaveLength(golden.getEntries.length);
      golden.getEntries.forEach((entry, i) => {
        const row = result.rows[i];
        const sign = entry.getCreditDebitIndicator === 'DBIT' ? -1 : 1;
        expect(row?.amountMinor).toBe(sign * Number(entry.getAmount.getAmount));
        expect(row?.currency).toBe(entry.getAmount.getCurrency.getCode);
        expect(row?.status).toBe(entry.getStatus === 'BOOK' ? 'booked' : 'pending');
        expect(row?.bankReference).toBe(entry.getAccountServicerReference ?? '');
        expect(row?.accountNumber).toBe(entry.getRecord.getAccount.getIdentification);
        // genkgo converts DtTm to UTC; the calendar day as written is kept here, and it is the same day.
        expect(row?.bookingDate).toBe(entry.getBookingDate[0].slice(0, 10));
        expect(row?.valueDate).toBe(entry.getValueDate[0].slice(0, 10));
        const kinds: Record<string, string> = {
          opening: 'opening',
          closing: 'closing',
          opening_available: 'opening-available',
          closing_available: 'closing-available',
        };
        expect(result.balances.map((b) => [b.kind, b.currency, b.amountMinor, b.date])).toEqual(
          entry.getRecord.getBalances.map((b) => [
            kinds[b.getType],
            b.getAmount.getCurrency.getCode,
            Number(b.getAmount.getAmount),
            b.getDate[0].slice(0, 10),
          ]),
        );
      });
    },
  );

  it('maps an entry field by field (v8: Sts/Cd, DtTm, domain code, EndToEndId)', () => {
    const [row] = parseCamt(read('genkgo-camt053.v8.xml')).rows;
    expect(row).toEqual({
      accountNumber: NL,
      currency: 'EUR',
      valueDate: '2015-01-02',
      bookingDate: '2014-12-31',
      amountMinor: 885,
      typeCode: 'PMNT-RCDT-BOOK',
      bankReference: 'AAAASESS-FP-CN_98765/01',
      customerReference: 'MUELL/FINP/RA12345',
      text: 'NAME NAME',
      status: 'booked',
      rowKey: `v1:${NL}:ref:AAAASESS-FP-CN_98765/01`,
      line: 110,
      extra: {
        statementId: '253EURNL26VAYB8060476890',
        entryStatus: 'BOOK',
        endToEndId: 'MUELL/FINP/RA12345',
        creditorReference: '4654654654654654',
        counterpartyName: 'NAME NAME',
        counterpartyAccount: 'NL56AGDH9619008421',
      },
    });
  });

  it('imports a batch entry once, with the batch reference', () => {
    const [row] = parseCamt(read('genkgo-camt054.v8.xml')).rows;
    expect(row).toMatchObject({
      amountMinor: -20000000,
      currency: 'SEK',
      customerReference: 'UXC06170000006PI00001',
      text: 'Order',
      typeCode: 'PMNT-ICDT-DMCT',
    });
    expect(row?.extra).toMatchObject({
      batchCount: '2',
      transactionCount: '3',
      bankTxCodeProprietary: 'Z24',
    });
  });

  it('marks camt.052 PDNG entries pending and keeps multi-line remittance text', () => {
    const [row] = parseCamt(read('genkgo-camt052.v6.Amt-zero.xml')).rows;
    expect(row).toMatchObject({
      status: 'pending',
      customerReference: 'UXC06140000015PI00001EE00001',
      text: 'Example Remittance - 6 - V1 Credit',
    });
  });
});
