import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BAI2_SAMPLES } from '../bai2/builder.test-util';
import { CAMT_SAMPLES } from '../camt/builder.test-util';
import { CSV_SAMPLES } from '../csv/builder.test-util';
import { NACHA_SAMPLES } from '../nacha/builder.test-util';
import { OFX_SAMPLES } from '../ofx/builder.test-util';
import {
  type DecodeNotice,
  DecodingStream,
  detectEncoding,
  detectFormat,
  type TextEncodingName,
} from './index';

const ascii = (text: string): Uint8Array => Uint8Array.from(text, (c) => c.charCodeAt(0));
const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

function utf16(text: string, littleEndian: boolean, bom: boolean): Uint8Array {
  const out = new Uint8Array(text.length * 2 + (bom ? 2 : 0));
  const view = new DataView(out.buffer);
  if (bom) view.setUint16(0, 0xfeff, littleEndian);
  for (let i = 0; i < text.length; i += 1)
    view.setUint16((bom ? 2 : 0) + i * 2, text.charCodeAt(i), littleEndian);
  return out;
}

function decode(
  bytes: Uint8Array,
  chunk = bytes.length || 1,
  encoding?: TextEncodingName,
): { text: string; notices: string[] } {
  let text = '';
  const notices: string[] = [];
  const stream = new DecodingStream(
    { text: (t) => (text += t), notice: (n: DecodeNotice) => notices.push(n.code) },
    encoding ? { encoding } : {},
  );
  for (let at = 0; at < bytes.length; at += chunk) stream.push(bytes.subarray(at, at + chunk));
  stream.end();
  return { text, notices };
}

describe('detectEncoding', () => {
  it('reads byte-order marks', () => {
    expect(detectEncoding(Uint8Array.of(0xef, 0xbb, 0xbf, 0x41))).toEqual({
      encoding: 'utf-8',
      bomLength: 3,
      reason: 'bom',
    });
    expect(detectEncoding(utf16('Date', true, true))).toEqual({
      encoding: 'utf-16le',
      bomLength: 2,
      reason: 'bom',
    });
    expect(detectEncoding(utf16('Date', false, true))).toEqual({
      encoding: 'utf-16be',
      bomLength: 2,
      reason: 'bom',
    });
  });

  it('recognises UTF-16 without a BOM by its NUL pattern, but not NUL padding', () => {
    expect(detectEncoding(utf16('Date,Amount\r\n', true, false)).encoding).toBe('utf-16le');
    expect(detectEncoding(utf16('Date,Amount\r\n', false, false)).encoding).toBe('utf-16be');
    const padded = new Uint8Array(64);
    padded.set(ascii('Date,Amount\n2024-01-01,5\n'));
    expect(detectEncoding(padded)).toEqual({ encoding: 'utf-8', bomLength: 0, reason: 'valid-utf8' });
  });

  it('falls back to windows-1252 when the bytes are not UTF-8', () => {
    expect(detectEncoding(CSV_SAMPLES['cp1252-semicolon'] ?? new Uint8Array(0))).toEqual({
      encoding: 'windows-1252',
      bomLength: 0,
      reason: 'invalid-utf8',
    });
    expect(detectEncoding(CSV_SAMPLES['cr-only-two-digit-years'] ?? new Uint8Array(0)).encoding).toBe(
      'utf-8',
    );
  });

  it('honours CHARSET:1252 and XML encoding declarations unless the bytes prove UTF-8', () => {
    expect(detectEncoding(utf8(OFX_SAMPLES['sgml-checking'] ?? ''))).toEqual({
      encoding: 'windows-1252',
      bomLength: 0,
      reason: 'declared',
    });
    expect(detectEncoding(utf8('OFXHEADER:100\nCHARSET:1252\n\n<OFX><NAME>CAFÉ'))).toMatchObject({
      encoding: 'utf-8',
    });
    expect(detectEncoding(ascii('OFXHEADER:100\nENCODING:UTF-8\nCHARSET:1252\n\n<OFX>'))).toMatchObject({
      encoding: 'utf-8',
    });
    expect(detectEncoding(ascii('<?xml version="1.0" encoding="ISO-8859-1"?><Document/>'))).toMatchObject({
      encoding: 'windows-1252',
      reason: 'declared',
    });
    expect(detectEncoding(utf8(CAMT_SAMPLES['v8-mixed-currency-balances'] ?? ''))).toMatchObject({
      encoding: 'utf-8',
    });
  });
});

describe('DecodingStream', () => {
  it('decodes UTF-16 with and without BOM in odd-sized chunks', () => {
    for (const [le, bom] of [
      [true, true],
      [false, true],
      [true, false],
      [false, false],
    ] as const) {
      expect(decode(utf16('Café,€5\r\n', le, bom), 3).text).toBe('Café,€5\r\n');
    }
  });

  it('switches to windows-1252 at the first invalid byte when everything before was ASCII', () => {
    const bytes = new Uint8Array(6000).fill(0x61);
    bytes[5000] = 0xe9;
    bytes[5001] = 0x80;
    const { text, notices } = decode(bytes, 7);
    expect(text.slice(4999, 5003)).toBe('aé€a');
    expect(notices).toEqual(['ENCODING_FALLBACK']);
    expect(decode(bytes).text).toBe(text);
  });

  it('keeps UTF-8 and replaces a later bad byte once real UTF-8 has been seen', () => {
    const bytes = new Uint8Array([...utf8('é'), ...new Uint8Array(5000).fill(0x61), 0xff, 0x62]);
    const { text, notices } = decode(bytes, 1);
    expect(text.startsWith('éaaa')).toBe(true);
    expect(text.endsWith('a\ufffdb')).toBe(true);
    expect(notices).toEqual(['ENCODING_INVALID_BYTES']);
  });

  it('drops NUL bytes and says so once', () => {
    const { text, notices } = decode(ascii('a\u0000b\u0000\u0000c'), 2);
    expect(text).toBe('abc');
    expect(notices).toEqual(['ENCODING_NUL_REMOVED']);
  });

  it('skips the BOM and honours a forced encoding', () => {
    expect(decode(Uint8Array.of(0xef, 0xbb, 0xbf, 0x41), 1).text).toBe('A');
    expect(decode(ascii('caf\u00e9'), 1, 'windows-1252').text).toBe('café');
    // 0x80 is the euro sign in windows-1252, not the C1 control U+0080 (a Node 20 one-shot decode bug).
    expect(decode(Uint8Array.of(0x80, 0x93, 0x41, 0x94, 0xff)).text).toBe('€“A”ÿ');
  });

  it('gives the same text for any chunking of any UTF-8 text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 300 }),
        fc.integer({ min: 1, max: 9 }),
        (text, size) => {
          const bytes = utf8(text);
          expect(decode(bytes, size).text).toBe(text.replaceAll('\u0000', ''));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('never throws and is chunking-invariant on arbitrary bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 5000 }), fc.integer({ min: 1, max: 64 }), (bytes, size) => {
        const whole = decode(bytes);
        expect(decode(bytes, size)).toEqual(whole);
        detectEncoding(bytes);
        detectFormat(bytes, 'x.bin');
      }),
      { numRuns: 1000 },
    );
  });
});

describe('detectFormat', () => {
  const encodeAll = (samples: Record<string, string>) =>
    Object.entries(samples).map(([name, text]): [string, Uint8Array] => [name, utf8(text)]);
  const nacha = Object.entries(NACHA_SAMPLES).map(([name, lines]): [string, Uint8Array] => [
    name,
    utf8(lines.join('\n')),
  ]);

  it.each(encodeAll(BAI2_SAMPLES))('BAI2 fixture %s is bai2', (_name, bytes) => {
    expect(detectFormat(bytes)).toBe('bai2');
  });

  it.each(nacha)('NACHA fixture %s is nacha', (_name, bytes) => {
    expect(detectFormat(bytes)).toBe('nacha');
  });

  it.each(encodeAll(OFX_SAMPLES))('OFX fixture %s is ofx', (_name, bytes) => {
    expect(detectFormat(bytes)).toBe('ofx');
  });

  it.each(encodeAll(CAMT_SAMPLES))('camt fixture %s is camt', (_name, bytes) => {
    expect(detectFormat(bytes)).toBe('camt');
  });

  it.each(Object.entries(CSV_SAMPLES))('CSV fixture %s is csv', (_name, bytes) => {
    expect(detectFormat(bytes)).toBe('csv');
  });

  it('sniffs content before the extension and falls back to the extension', () => {
    expect(detectFormat(utf8(OFX_SAMPLES['sgml-checking'] ?? ''), 'statement.csv')).toBe('ofx');
    expect(detectFormat(ascii('garbage'), 'statement.QFX')).toBe('ofx');
    expect(detectFormat(ascii('garbage'), 'statement.bai')).toBe('bai2');
    expect(detectFormat(ascii('garbage'))).toBeNull();
    expect(detectFormat(new Uint8Array(0))).toBeNull();
    expect(detectFormat(Uint8Array.of(0, 1, 2, 3, 250, 251, 252, 7, 8))).toBeNull();
    expect(detectFormat(utf8('{"getEntries": [{"getAmount": "8.85"}]}\n'), 'statement.json')).toBeNull();
    expect(detectFormat(utf16('Date,Amount\r\n2024-01-01,5\r\n', true, true))).toBe('csv');
  });

  it('does not let a name make a binary file a bank file (a PNG renamed .bai2)', () => {
    const png = Uint8Array.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00,
      0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x00, 0x08, 0x06, 0x00, 0x00, 0x00, 0x5c, 0x72, 0xa8, 0x66, 0x00,
      0x00, 0x00, 0x04, 0x73, 0x42, 0x49, 0x54, 0x08, 0x08, 0x08, 0x08, 0x7c, 0x08, 0x64, 0x88, 0x00, 0x00,
      0x00, 0x19, 0x74, 0x45, 0x58, 0x74, 0x53, 0x6f, 0x66, 0x74, 0x77, 0x61, 0x72,
    ]);
    for (const name of ['statement.bai2', 'statement.csv', 'statement.ofx', 'statement.xml', 'x.ach']) {
      expect(detectFormat(png, name)).toBeNull();
    }
    const zip = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00, 0x1b, 0x02]);
    expect(detectFormat(zip, 'march.bai')).toBeNull();
  });
});
