import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collectStatement } from '../shared/statement-accumulator';
import type { ParsedStatement } from '../types';
import { createCamtParser, parseCamt } from './index';
import { parseCamtAmount, parseCamtDate } from './values';

const CORPUS = resolve(process.cwd(), '../shared/corpus/camt');
const read = (name: string): Uint8Array => new Uint8Array(readFileSync(resolve(CORPUS, name)));
const encode = (text: string): Uint8Array => new TextEncoder().encode(text);

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

function accountsOf(result: ParsedStatement): Record<string, [string, number, number]> {
  return Object.fromEntries(
    result.summary.accounts.map((a) => [a.accountNumber, [a.currency, a.creditMinor, a.debitMinor]]),
  );
}

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

const doc = (
  statement: string,
  ns = 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.02',
  prolog = '<?xml version="1.0" encoding="UTF-8"?>',
): string =>
  `${prolog}\n<Document xmlns="${ns}">\n<BkToCstmrStmt>\n<GrpHdr><MsgId>M1</MsgId></GrpHdr>\n<Stmt>\n<Id>S1</Id>\n<Acct><Id><Othr><Id>000123</Id></Othr></Id><Ccy>USD</Ccy></Acct>\n${statement}\n</Stmt>\n</BkToCstmrStmt>\n</Document>\n`;

const entry = (amount: string, indicator: string, ref: string, extra = ''): string =>
  `<Ntry><Amt Ccy="USD">${amount}</Amt><CdtDbtInd>${indicator}</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2024-06-28</Dt></BookgDt>${ref ? `<AcctSvcrRef>${ref}</AcctSvcrRef>` : ''}${extra}</Ntry>`;

describe('camt edge cases', () => {
  it('stops at malformed XML with the line number, keeping rows read before it', () => {
    const text = doc(
      `${entry('1.00', 'CRDT', 'R1')}\n${entry('2.00', 'DBIT', 'R2')}\n<Ntry><Amt Ccy="USD">3.00</Amnt>`,
    );
    const result = parseCamt(encode(text));
    expect(result.rows.map((r) => r.amountMinor)).toEqual([100, -200]);
    expect(result.issues.map((i) => [i.line, i.severity, i.code])).toEqual([
      [10, 'error', 'CAMT_XML_MALFORMED'],
    ]);
    expect(result.summary.aborted).toBe(true);
  });

  it('rejects what is not XML or not camt', () => {
    expect(parseCamt(encode('Date,Amount\n')).issues.map((i) => [i.line, i.code])).toEqual([
      [1, 'CAMT_XML_MALFORMED'],
    ]);
    expect(parseCamt(encode('<foo><bar/></foo>')).issues.map((i) => i.code)).toEqual(['CAMT_NOT_CAMT']);
    const pain =
      '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"><CstmrCdtTrfInitn/></Document>';
    expect(parseCamt(encode(pain)).issues.map((i) => [i.severity, i.code])).toEqual([
      ['warning', 'CAMT_NAMESPACE'],
      ['error', 'CAMT_UNSUPPORTED_MESSAGE'],
    ]);
  });

  it('reads by element names when the namespace is off (iso:20023 typo seen in the wild)', () => {
    const result = parseCamt(
      encode(doc(entry('1.00', 'CRDT', 'R1'), 'urn:iso:std:iso:20023:tech:xsd:camt.053.001.02')),
    );
    expect(result.rows).toHaveLength(1);
    expect(result.issues.map((i) => i.code)).toEqual(['CAMT_NAMESPACE']);
  });

  it('refuses amounts whose extra decimals are not zeros, and bad indicators and dates', () => {
    const text = doc(
      [
        entry('8.851', 'CRDT', 'A'),
        entry('8.850', 'CRDT', 'B'),
        entry('1.00', 'XXXX', 'C'),
        '<Ntry><Amt Ccy="USD">1.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><BookgDt><Dt>2024-02-30</Dt></BookgDt></Ntry>',
        '<Ntry><Amt Ccy="USD">1.00</Amt><CdtDbtInd>DBIT</CdtDbtInd></Ntry>',
        '<Ntry><CdtDbtInd>DBIT</CdtDbtInd><BookgDt><Dt>2024-06-28</Dt></BookgDt></Ntry>',
      ].join('\n'),
    );
    const result = parseCamt(encode(text));
    expect(result.rows.map((r) => r.amountMinor)).toEqual([885]);
    expect(result.issues.map((i) => [i.line, i.code])).toEqual([
      [8, 'CAMT_BAD_AMOUNT'],
      [10, 'CAMT_BAD_INDICATOR'],
      [11, 'CAMT_BAD_DATE'],
      [12, 'CAMT_MISSING_DATE'],
      [13, 'CAMT_MISSING_AMOUNT'],
    ]);
  });

  it('uses Othr/Id for US accounts, the proprietary BAI code, and falls back to (date, amount, text) keys', () => {
    const code = '<BkTxCd><Prtry><Cd>475</Cd><Issr>BAI</Issr></Prtry></BkTxCd>';
    const details =
      '<NtryDtls><TxDtls><Refs><ChqNb>1042</ChqNb></Refs><RmtInf><Ustrd>CHECK</Ustrd><Ustrd>1042</Ustrd></RmtInf></TxDtls></NtryDtls>';
    const text = doc(
      [entry('300.00', 'DBIT', '', code + details), entry('300.00', 'DBIT', '', code + details)].join('\n'),
    );
    const rows = parseCamt(encode(text)).rows;
    expect(rows.map((r) => [r.accountNumber, r.typeCode, r.customerReference, r.text, r.rowKey])).toEqual([
      ['000123', '475', '1042', 'CHECK 1042', 'v1:000123:tx:2024-06-28:-30000:CHECK 1042'],
      ['000123', '475', '1042', 'CHECK 1042', 'v1:000123:tx:2024-06-28:-30000:CHECK 1042#1'],
    ]);
  });

  it('warns on a duplicate AcctSvcrRef and on DUPL statements', () => {
    const text = doc(
      `<CpyDplctInd>DUPL</CpyDplctInd>\n${entry('1.00', 'CRDT', 'R1')}\n${entry('1.00', 'CRDT', 'R1')}`,
    );
    const result = parseCamt(encode(text));
    expect(result.rows.map((r) => r.rowKey)).toEqual(['v1:000123:ref:R1', 'v1:000123:ref:R1#1']);
    expect(result.issues.map((i) => [i.line, i.code])).toEqual([
      [8, 'CAMT_DUPLICATE_MESSAGE'],
      [10, 'CAMT_DUPLICATE_REF'],
    ]);
    expect(result.summary.correction).toBe(false);
  });

  it('checks TxsSummry control totals: warning by default, error when strict', () => {
    const summary =
      '<TxsSummry><TtlNtries><NbOfNtries>3</NbOfNtries><TtlNetNtry><Amt>4.00</Amt><CdtDbtInd>CRDT</CdtDbtInd></TtlNetNtry></TtlNtries><TtlCdtNtries><Sum>5.00</Sum></TtlCdtNtries><TtlDbtNtries><Sum>1.00</Sum></TtlDbtNtries></TxsSummry>';
    const text = doc(`${summary}\n${entry('5.00', 'CRDT', 'A')}\n${entry('2.00', 'DBIT', 'B')}`);
    const relaxed = parseCamt(encode(text));
    expect(relaxed.issues.map((i) => [i.line, i.severity, i.code])).toEqual([
      [5, 'warning', 'CAMT_CONTROL_TOTAL'],
      [5, 'warning', 'CAMT_CONTROL_TOTAL'],
      [5, 'warning', 'CAMT_CONTROL_TOTAL'],
    ]);
    expect(relaxed.summary.accounts).toEqual([
      {
        accountNumber: '000123',
        currency: 'USD',
        rowCount: 2,
        creditMinor: 500,
        debitMinor: 200,
        controlTotalMinor: 400,
      },
    ]);
    const strict = parseCamt(encode(text), { strictControlTotals: true });
    expect(strict.summary.errorCount).toBe(3);
    const good = doc(
      summary.replace('>3<', '>2<').replace('4.00', '3.00').replace('1.00', '2.00') +
        entry('5.00', 'CRDT', 'A') +
        entry('2.00', 'DBIT', 'B'),
    );
    expect(parseCamt(encode(good)).issues).toEqual([]);
  });

  it('honours an ISO-8859-1 declaration', () => {
    const text = doc(
      entry('1.00', 'CRDT', 'R1', '<AddtlNtryInf>Caf\u00e9 M\u00fcller</AddtlNtryInf>'),
      undefined,
      '<?xml version="1.0" encoding="ISO-8859-1"?>',
    );
    const bytes = Uint8Array.from(text, (c) => c.charCodeAt(0));
    expect(parseCamt(bytes).rows[0]?.text).toBe('Café Müller');
  });

  it('reads prefixed element names and uses the currency exponent (JPY 0, KWD 3)', () => {
    const text = `<ns:Document xmlns:ns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><ns:BkToCstmrStmt><ns:Stmt><ns:Acct><ns:Id><ns:IBAN>X1</ns:IBAN></ns:Id></ns:Acct>
<ns:Ntry><ns:Amt Ccy="JPY">2700</ns:Amt><ns:CdtDbtInd>DBIT</ns:CdtDbtInd><ns:ValDt><ns:DtTm>2024-01-02T23:30:00-05:00</ns:DtTm></ns:ValDt></ns:Ntry>
<ns:Ntry><ns:Amt Ccy="KWD">1.234</ns:Amt><ns:CdtDbtInd>CRDT</ns:CdtDbtInd><ns:ValDt><ns:Dt>2024-01-03</ns:Dt></ns:ValDt></ns:Ntry>
</ns:Stmt></ns:BkToCstmrStmt></ns:Document>`;
    const rows = parseCamt(encode(text)).rows;
    expect(rows.map((r) => [r.accountNumber, r.currency, r.amountMinor, r.valueDate, r.line])).toEqual([
      ['X1', 'JPY', -2700, '2024-01-02', 2],
      ['X1', 'KWD', 1234, '2024-01-03', 3],
    ]);
  });

  it('parses camt values by string', () => {
    expect(parseCamtAmount('000000000000149.87', 'USD')).toEqual({ ok: true, minor: 14987 });
    expect(parseCamtAmount('5442.09000', 'RON')).toEqual({ ok: true, minor: 544209 });
    expect(parseCamtAmount('5442.09001', 'RON')).toEqual({ ok: false, error: 'precision' });
    expect(parseCamtAmount('-1.00', 'USD')).toEqual({ ok: false, error: 'syntax' });
    expect(parseCamtDate('2025-07-24T06:10:29.000000000')).toBe('2025-07-24');
    expect(parseCamtDate('2024-02-30')).toBeUndefined();
    expect(parseCamtDate('24-02-03')).toBeUndefined();
  });
});

describe('camt properties', () => {
  it('never throws on arbitrary bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 600 }), (bytes) => {
        const result = parseCamt(bytes);
        expect(result.summary.errorCount + result.summary.warningCount).toBe(result.issues.length);
      }),
      { numRuns: 3000 },
    );
  });

  const token = fc.constantFrom(
    '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">',
    '</Document>',
    '<BkToCstmrStmt>',
    '</BkToCstmrStmt>',
    '<Stmt>',
    '</Stmt>',
    '<Ntry>',
    '</Ntry>',
    '<Amt Ccy="USD">',
    '</Amt>',
    '<CdtDbtInd>',
    '</CdtDbtInd>',
    '<BookgDt><Dt>',
    '</Dt></BookgDt>',
    'CRDT',
    'DBIT',
    '12.34',
    '2024-01-31',
    '<Bal>',
    '</Bal>',
    '&amp;',
    '<![CDATA[x]]>',
    '\r\n',
    '\n',
    '<',
    '>',
  );

  it('gives sane rows and the same result in any chunking on camt-like noise', () => {
    fc.assert(
      fc.property(fc.array(token, { maxLength: 60 }), fc.integer({ min: 1, max: 40 }), (tokens, size) => {
        const bytes = encode(tokens.join(''));
        const whole = parseCamt(bytes);
        for (const row of whole.rows) {
          expect(Number.isSafeInteger(row.amountMinor)).toBe(true);
          expect(row.valueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        }
        expect(collectStatement(createCamtParser, bytes, undefined, size)).toEqual(whole);
      }),
      { numRuns: 1500 },
    );
  });
});
