import { describe, expect, it } from 'vitest';
import { CsvRowsBuilder, csvLine, FieldBytes, RecurringText, transferList } from './csv-rows';

const text = (chunks: Uint8Array[]) => chunks.map((c) => new TextDecoder().decode(c)).join('');

describe('rows encoded for COPY', () => {
  it('quotes strings (an empty one stays distinct from NULL) and leaves numbers and booleans bare', () => {
    expect(csvLine(['a "b", c', '', null, 12, -3, true])).toBe('"a ""b"", c","",,12,-3,true\n');
  });

  it('builds UTF-8 chunks of whole lines that read back as the rows, with their count', () => {
    const out = new CsvRowsBuilder('t', ['a', 'b']);
    for (let i = 0; i < 20_000; i += 1) out.add([`row ${i} — é`, i]);
    const rows = out.done();
    expect(rows).toMatchObject({ table: 't', columns: ['a', 'b'], count: 20_000 });
    expect(rows.chunks.length).toBeGreaterThan(1);
    for (const chunk of rows.chunks) expect(new TextDecoder().decode(chunk).endsWith('\n')).toBe(true);
    const lines = text(rows.chunks).split('\n');
    expect(lines[0]).toBe('"row 0 — é",0');
    expect(lines[19_999]).toBe('"row 19999 — é",19999');
    expect(lines).toHaveLength(20_001);
  });

  it('writes text in UTF-8 as TextEncoder does, a lone surrogate included', () => {
    const texts = ['Café', '東京', '💶 and 𝄞', 'lone \ud800 high', 'lone \udc00 low', 'end \ud83d'];
    const out = new CsvRowsBuilder('t', ['a']);
    for (const t of texts) out.add([t]);
    const expected = new TextEncoder().encode(texts.map((t) => `"${t}"\n`).join(''));
    expect(Buffer.from(out.done().chunks[0] ?? []).equals(Buffer.from(expected))).toBe(true);
  });

  it('writes a recurring string as a string, encoding it once for all the rows that carry it', () => {
    const reasons = new RecurringText('[{"feature":"amount","detail":"équal"}]');
    const out = new CsvRowsBuilder('t', ['id', 'reasons']);
    out.add([1, reasons]);
    const first = reasons.encoded;
    out.add([2, reasons]);
    expect(reasons.encoded).toBe(first);
    const once = '"[{""feature"":""amount"",""detail"":""équal""}]"';
    expect(text(out.done().chunks)).toBe(`1,${once}\n2,${once}\n`);
    expect(csvLine([3, reasons])).toBe(`3,${once}\n`);
  });

  it("lists each chunk's own buffer for a move to another thread", () => {
    const out = new CsvRowsBuilder('t', ['a']);
    out.add(['x']);
    const rows = out.done();
    const [buffer] = transferList(rows, null);
    expect(buffer).toBe(rows.chunks[0]?.buffer);
    expect(buffer?.byteLength).toBe(4);
  });

  it('writes a row field by field as csvLine writes the same values', () => {
    const out = new CsvRowsBuilder('t', ['a', 'b', 'c', 'd', 'e']);
    const org = FieldBytes.bare('0190a1b2-0000-7000-8000-000000000001');
    out.encoded(org);
    out.text('say "hi", twice');
    out.nul();
    out.bare('-42');
    out.recurringText(new RecurringText('[]'));
    out.end();
    expect(text(out.done().chunks)).toBe(
      csvLine(['0190a1b2-0000-7000-8000-000000000001', 'say "hi", twice', null, -42, '[]']).replace(
        '"0190a1b2-0000-7000-8000-000000000001"',
        '0190a1b2-0000-7000-8000-000000000001',
      ),
    );
    expect(() => FieldBytes.bare('a,b')).toThrow(RangeError);
    expect(() => FieldBytes.bare('')).toThrow(RangeError);
  });

  it('writes JSON strings inside a quoted field exactly as JSON.stringify does, quotes doubled for CSV', () => {
    const strings = [
      'plain',
      'quote " and backslash \\',
      'tab\tnew\nline\r back\b feed\f',
      'control \u0001 \u001f del \u007f',
      'Café 東京 💶 𝄞',
      '',
    ];
    const out = new CsvRowsBuilder('t', ['a']);
    for (const s of strings) {
      out.openQuoted();
      out.raw(FieldBytes.json('{"k":'));
      out.jsonString(s);
      out.raw(FieldBytes.json('}'));
      out.closeQuoted();
      out.end();
    }
    const expected = strings.map((s) => csvLine([JSON.stringify({ k: s })])).join('');
    expect(text(out.done().chunks)).toBe(expected);
  });

  it('writes a lone surrogate in a JSON string as U+FFFD (PostgreSQL refuses it escaped)', () => {
    const out = new CsvRowsBuilder('t', ['a']);
    out.openQuoted();
    out.jsonString('a\ud800b');
    out.closeQuoted();
    out.end();
    expect(text(out.done().chunks)).toBe('"""a\ufffdb"""\n');
  });
});
