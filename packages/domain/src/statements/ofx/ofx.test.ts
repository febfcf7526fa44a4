import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collectStatement } from '../shared/statement-accumulator';
import { createOfxParser, parseOfx } from './index';
import { decodeEntities, parseOfxAmount, parseOfxDate } from './values';

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('OFX edge cases', () => {
  const sgml = (transactions: string): string =>
    `OFXHEADER:100\nDATA:OFXSGML\nCHARSET:1252\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKACCTFROM><BANKID>1<ACCTID>42</BANKACCTFROM><BANKTRANLIST>\n${transactions}\n</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;

  it('numbers duplicate FITIDs and warns', () => {
    const trn = '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240102<TRNAMT>-1.00<FITID>A1<NAME>X</STMTTRN>';
    const result = parseOfx(encode(sgml(`${trn}\n${trn}`)));
    expect(result.rows.map((r) => r.rowKey)).toEqual(['v1:42:fitid:A1', 'v1:42:fitid:A1#1']);
    expect(result.issues.map((i) => [i.line, i.code])).toEqual([[7, 'OFX_DUPLICATE_FITID']]);
  });

  it('numbers identical fallback tuples when FITID is missing', () => {
    const trn = '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240102<TRNAMT>-1.00<NAME>COFFEE</STMTTRN>';
    const keys = parseOfx(encode(sgml(`${trn}${trn}${trn}`))).rows.map((r) => r.rowKey);
    expect(keys).toEqual([
      'v1:42:tx:2024-01-02:-100:COFFEE',
      'v1:42:tx:2024-01-02:-100:COFFEE#1',
      'v1:42:tx:2024-01-02:-100:COFFEE#2',
    ]);
  });

  it('falls back to DTUSER with a warning and reports precision errors', () => {
    const result = parseOfx(
      encode(
        sgml(
          '<STMTTRN><DTPOSTED>garbled<DTUSER>20240105<TRNAMT>5<FITID>1</STMTTRN>\n<STMTTRN><DTPOSTED>20240105<TRNAMT>1.005<FITID>2</STMTTRN>\n<STMTTRN><DTPOSTED>20240105<FITID>3</STMTTRN>',
        ),
      ),
    );
    expect(result.rows.map((r) => [r.valueDate, r.amountMinor])).toEqual([['2024-01-05', 500]]);
    expect(result.issues[1]?.raw).toBe('<TRNAMT>1.005');
    expect(result.issues.map((i) => [i.line, i.severity, i.code])).toEqual([
      [6, 'warning', 'OFX_DATE_FALLBACK'],
      [7, 'error', 'OFX_BAD_AMOUNT'],
      [8, 'error', 'OFX_MISSING_AMOUNT'],
    ]);
  });

  it('reports a truncated file and does not import the open transaction', () => {
    const result = parseOfx(
      encode(
        '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKACCTFROM><ACCTID>1</BANKACCTFROM>\n<STMTTRN><DTPOSTED>20240101<TRNAMT>-12',
      ),
    );
    expect(result.rows).toEqual([]);
    expect(result.issues.map((i) => [i.line, i.code])).toEqual([[2, 'OFX_TRUNCATED']]);
  });

  it('skips investment statements with a warning', () => {
    const text =
      '<OFX><INVSTMTMSGSRSV1><INVSTMTTRNRS><INVSTMTRS><INVTRANLIST><INVBANKTRAN><STMTTRN><DTPOSTED>20240101<TRNAMT>5</STMTTRN></INVBANKTRAN></INVTRANLIST></INVSTMTRS></INVSTMTTRNRS></INVSTMTMSGSRSV1></OFX>';
    const result = parseOfx(encode(text));
    expect(result.rows).toEqual([]);
    expect(result.issues.map((i) => i.code)).toEqual(['OFX_UNSUPPORTED_STATEMENT', 'OFX_NO_STATEMENT']);
  });

  it('says so when the bytes are not OFX at all', () => {
    expect(parseOfx(encode('Date,Amount\n2024-01-01,5\n')).issues.map((i) => i.code)).toEqual([
      'OFX_NOT_OFX',
    ]);
    expect(parseOfx(new Uint8Array(0)).issues.map((i) => i.code)).toEqual(['OFX_NOT_OFX']);
  });

  it('decodes a CHARSET:1252 body and a UTF-8 body', () => {
    const body = sgml('<STMTTRN><DTPOSTED>20240102<TRNAMT>-1.00<FITID>1<NAME>CAF\u00c9</STMTTRN>');
    const latin = Uint8Array.from(body, (c) => c.charCodeAt(0));
    expect(parseOfx(latin).rows[0]?.text).toBe('CAFÉ');
    expect(parseOfx(encode(body)).rows[0]?.text).toBe('CAFÉ');
  });

  it('decodes entities and leaves bare ampersands alone', () => {
    expect(decodeEntities('A &amp; B &lt;x&gt; &#233;&#xE9; &amp;lt; AT&T &bogus;')).toBe(
      'A & B <x> éé &lt; AT&T &bogus;',
    );
  });

  it('parses OFX dates and amounts by string', () => {
    expect(parseOfxDate('20070101120000.000[-5:EST]')).toEqual({ ok: true, date: '2007-01-01' });
    expect(parseOfxDate('20180804093914:014')).toEqual({ ok: true, date: '2018-08-04' });
    expect(parseOfxDate('20120231')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseOfxDate('201120000000')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseOfxDate(' ')).toEqual({ ok: false, reason: 'empty' });
    expect(parseOfxAmount('+721.01', 'EUR')).toEqual({ ok: true, minor: 72101 });
    expect(parseOfxAmount('-6,60', 'EUR')).toEqual({ ok: true, minor: -660 });
    expect(parseOfxAmount('-3.77000', 'USD')).toEqual({ ok: true, minor: -377 });
    expect(parseOfxAmount('100', 'JPY')).toEqual({ ok: true, minor: 100 });
    expect(parseOfxAmount('1.5', 'JPY')).toEqual({ ok: false, error: 'precision' });
    expect(parseOfxAmount('$120', 'USD')).toEqual({ ok: false, error: 'syntax' });
  });
});

describe('OFX pathological input', () => {
  it('stays linear on long runs of "<", unterminated sections and tiny chunks', () => {
    const started = performance.now();
    expect(parseOfx(encode(`<OFX>${'<'.repeat(1_000_000)}`)).summary.aborted).toBe(false);
    parseOfx(encode(`<OFX>${'<'.repeat(300_000)}>`));
    parseOfx(encode(`<OFX><NAME><![CDATA[${'x'.repeat(2_000_000)}`));
    collectStatement(createOfxParser, encode(`<OFX><${'A'.repeat(4000)}`.repeat(20)), undefined, 1);
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});

describe('OFX properties', () => {
  it('never throws on arbitrary bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 600 }), (bytes) => {
        const result = parseOfx(bytes);
        expect(result.summary.errorCount + result.summary.warningCount).toBe(result.issues.length);
      }),
      { numRuns: 3000 },
    );
  });

  const token = fc.constantFrom(
    '<OFX>',
    '</OFX>',
    '<STMTRS>',
    '<CCSTMTRS>',
    '<BANKACCTFROM>',
    '</BANKACCTFROM>',
    '<ACCTID>',
    '<STMTTRN>',
    '</STMTTRN>',
    '<TRNAMT>',
    '<DTPOSTED>',
    '<FITID>',
    '<NAME>',
    '</NAME>',
    '<LEDGERBAL>',
    '<BALAMT>',
    '<![CDATA[',
    ']]>',
    '<!--',
    '-->',
    '<?xml ?>',
    '&amp;',
    '&',
    '<',
    '>',
    '\r\n',
    '\r',
    '\n',
    '-12.30',
    '20240131',
    'abc',
    ' ',
  );

  it('gives sane rows and the same result in any chunking on OFX-like noise', () => {
    fc.assert(
      fc.property(fc.array(token, { maxLength: 80 }), fc.integer({ min: 1, max: 40 }), (tokens, size) => {
        const bytes = encode(tokens.join(''));
        const whole = parseOfx(bytes);
        for (const row of whole.rows) {
          expect(Number.isSafeInteger(row.amountMinor)).toBe(true);
          expect(row.valueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect(row.line).toBeGreaterThanOrEqual(1);
        }
        expect(collectStatement(createOfxParser, bytes, undefined, size)).toEqual(whole);
      }),
      { numRuns: 1500 },
    );
  });
});
