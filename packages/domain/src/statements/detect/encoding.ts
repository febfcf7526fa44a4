/**
 * Which text encoding a bank file uses. Files declare it badly or not at all: CSV says nothing, OFX v1
 * says CHARSET:1252 in a header that generators copy blindly, XML has a prolog. So the bytes decide
 * first (byte-order marks, the NUL pattern of UTF-16, UTF-8 validity) and a declaration only picks
 * between encodings the bytes cannot tell apart.
 */

export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export type EncodingReason = 'bom' | 'nul-pattern' | 'declared' | 'valid-utf8' | 'invalid-utf8';

export interface EncodingGuess {
  encoding: TextEncodingName;
  /** Byte-order-mark bytes at the start of the file, to skip before decoding. */
  bomLength: number;
  reason: EncodingReason;
}

export interface Utf8Scan {
  /** Index of the first byte that cannot be UTF-8, or -1. */
  invalidAt: number;
  /** End of the last complete character: bytes after it start a character the next chunk finishes. */
  completeEnd: number;
  /** Whether a valid multi-byte character occurs before invalidAt (or the end). */
  multibyte: boolean;
}

/** Validates UTF-8 per the WHATWG decoder (no overlongs, no surrogates, nothing above U+10FFFF). */
export function scanUtf8(bytes: Uint8Array, from = 0): Utf8Scan {
  let multibyte = false;
  let i = from;
  const n = bytes.length;
  const words = alignedWords(bytes);
  while (i < n) {
    const b = bytes[i] as number;
    if (b < 0x80) {
      i += 1;
      // Runs of ASCII (most of any bank file) four bytes at a time, once i is on a word boundary.
      if (words !== undefined && ((bytes.byteOffset + i) & 3) === 0) {
        let word = (bytes.byteOffset + i - words.byteOffset) >> 2;
        while (word < words.length && ((words[word] as number) & 0x80808080) === 0) word += 1;
        i = Math.max(i, Math.min(n, word * 4 + words.byteOffset - bytes.byteOffset));
      }
      continue;
    }
    let need: number;
    let lower = 0x80;
    let upper = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) need = 1;
    else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      if (b === 0xe0) lower = 0xa0;
      if (b === 0xed) upper = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      if (b === 0xf0) lower = 0x90;
      if (b === 0xf4) upper = 0x8f;
    } else return { invalidAt: i, completeEnd: i, multibyte };
    for (let k = 1; k <= need; k += 1) {
      if (i + k >= n) return { invalidAt: -1, completeEnd: i, multibyte };
      const c = bytes[i + k] as number;
      const lo = k === 1 ? lower : 0x80;
      const hi = k === 1 ? upper : 0xbf;
      if (c < lo || c > hi) return { invalidAt: i, completeEnd: i, multibyte };
    }
    multibyte = true;
    i += need + 1;
  }
  return { invalidAt: -1, completeEnd: n, multibyte };
}

/** The whole 4-byte words inside `bytes`, as a view of the same memory (undefined when too short). */
function alignedWords(bytes: Uint8Array): Uint32Array | undefined {
  if (bytes.length < 64) return undefined;
  const first = (bytes.byteOffset + 3) & ~3;
  const count = (bytes.byteOffset + bytes.length - first) >> 2;
  return count > 0 ? new Uint32Array(bytes.buffer, first, count) : undefined;
}

function bom(bytes: Uint8Array): EncodingGuess | null {
  const [a, b, c] = [bytes[0], bytes[1], bytes[2]];
  if (a === 0xef && b === 0xbb && c === 0xbf) return { encoding: 'utf-8', bomLength: 3, reason: 'bom' };
  if (a === 0xff && b === 0xfe) return { encoding: 'utf-16le', bomLength: 2, reason: 'bom' };
  if (a === 0xfe && b === 0xff) return { encoding: 'utf-16be', bomLength: 2, reason: 'bom' };
  return null;
}

/**
 * UTF-16 without a BOM ("Excel" exports): ASCII text puts a NUL in every other byte. NUL padding at the
 * end of a UTF-8 file puts NULs at both parities, so one parity must be nearly free of them.
 */
function nulPattern(bytes: Uint8Array): EncodingGuess | null {
  const pairs = Math.floor(bytes.length / 2);
  if (pairs < 2) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < pairs * 2; i += 2) {
    if (bytes[i] === 0) evenZeros += 1;
    if (bytes[i + 1] === 0) oddZeros += 1;
  }
  if (oddZeros >= pairs * 0.3 && evenZeros <= pairs * 0.05) {
    return { encoding: 'utf-16le', bomLength: 0, reason: 'nul-pattern' };
  }
  if (evenZeros >= pairs * 0.3 && oddZeros <= pairs * 0.05) {
    return { encoding: 'utf-16be', bomLength: 0, reason: 'nul-pattern' };
  }
  return null;
}

const SINGLE_BYTE_LABELS = new Set([
  '1252',
  'cp1252',
  'windows-1252',
  'iso-8859-1',
  'iso8859-1',
  '8859-1',
  'latin1',
  'latin-1',
  'iso-8859-15',
  'l1',
]);

/** The single-byte charset an OFX v1 header or an XML prolog declares, if any. */
export function declaredSingleByte(bytes: Uint8Array): boolean {
  // Latin-1 view of the head: declarations are ASCII, and no decoding choice is needed to read them.
  let head = '';
  const n = Math.min(bytes.length, 1024);
  for (let i = 0; i < n; i += 1) head += String.fromCharCode(bytes[i] as number);
  const xml = /^\s*<\?xml[^>]*?encoding\s*=\s*["']([^"']+)["']/i.exec(head);
  if (xml?.[1]) return SINGLE_BYTE_LABELS.has(xml[1].trim().toLowerCase());
  const headerEnd = head.indexOf('<');
  const header = headerEnd === -1 ? head : head.slice(0, headerEnd);
  if (/ENCODING\s*:\s*UTF-?8/i.test(header)) return false;
  const charset = /CHARSET\s*:\s*([A-Za-z0-9-]+)/i.exec(header);
  return charset?.[1] !== undefined && SINGLE_BYTE_LABELS.has(charset[1].toLowerCase());
}

/**
 * Guesses the encoding from the first bytes of a file (a few KB is plenty). A declared single-byte
 * charset loses to bytes that are valid UTF-8 with at least one multi-byte character: generators copy
 * the CHARSET:1252 header while writing UTF-8, and real 1252 text is almost never valid UTF-8.
 */
export function detectEncoding(firstBytes: Uint8Array): EncodingGuess {
  const marked = bom(firstBytes);
  if (marked) return marked;
  const utf16 = nulPattern(firstBytes);
  if (utf16) return utf16;
  const scan = scanUtf8(firstBytes);
  if (scan.invalidAt >= 0) return { encoding: 'windows-1252', bomLength: 0, reason: 'invalid-utf8' };
  if (!scan.multibyte && declaredSingleByte(firstBytes)) {
    return { encoding: 'windows-1252', bomLength: 0, reason: 'declared' };
  }
  return { encoding: 'utf-8', bomLength: 0, reason: 'valid-utf8' };
}
