import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collectStatement } from '../shared/statement-accumulator';
import { camtDoc as doc, camtEntry as entry } from './builder.test-util';
import { createCamtParser, parseCamt } from './index';
import { parseCamtAmount, parseCamtDate } from './values';

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);

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
