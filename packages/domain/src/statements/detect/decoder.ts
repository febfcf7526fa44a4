/**
 * Chunked byte -> text decoding for the statement parsers. Chunk boundaries may fall anywhere (inside a
 * multi-byte character, between the two bytes of a UTF-16 unit), and the text produced must not depend
 * on where they fall: the parsers' chunking-invariance tests rely on it.
 */

import { detectEncoding, type EncodingGuess, scanUtf8, type TextEncodingName } from './encoding';

export type DecodeNoticeCode = 'ENCODING_FALLBACK' | 'ENCODING_INVALID_BYTES' | 'ENCODING_NUL_REMOVED';

export interface DecodeNotice {
  code: DecodeNoticeCode;
  message: string;
}

export interface ByteDecoder {
  decode(bytes: Uint8Array): string;
  /** Decodes whatever an unfinished character left behind at the end of the file. */
  flush(): string;
}

const EMPTY: Uint8Array = new Uint8Array(0);

/**
 * Always decode in streaming mode, even single-byte encodings: Node 20's one-shot windows-1252 decode
 * takes a Latin-1 shortcut and turns 0x80 into U+0080 instead of '€'; the streaming path is correct.
 */
const STREAM = { stream: true } as const;

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}

/**
 * UTF-8 that falls back to windows-1252 when an invalid byte shows up before any multi-byte
 * character: everything decoded so far was ASCII, which both encodings read the same way, so switching
 * loses nothing. After real UTF-8 has been seen, a bad byte is corruption, decoded as U+FFFD.
 */
class Utf8FallbackDecoder implements ByteDecoder {
  private mode: 'strict' | 'cp1252' | 'lossy' = 'strict';
  private pending: Uint8Array = EMPTY;
  private multibyte = false;
  // ignoreBOM: each chunk is decoded as its own call, and a U+FEFF mid-file must survive.
  private readonly utf8 = new TextDecoder('utf-8', { ignoreBOM: true });
  private readonly lossy = new TextDecoder('utf-8', { ignoreBOM: true });
  private readonly cp1252 = new TextDecoder('windows-1252');

  constructor(private readonly notice: (notice: DecodeNotice) => void) {}

  decode(bytes: Uint8Array): string {
    if (this.mode === 'cp1252') return this.cp1252.decode(bytes, STREAM);
    if (this.mode === 'lossy') return this.lossy.decode(bytes, STREAM);
    const data = this.pending.length > 0 ? concat(this.pending, bytes) : bytes;
    const scan = scanUtf8(data);
    if (scan.multibyte) this.multibyte = true;
    if (scan.invalidAt < 0) {
      this.pending = data.slice(scan.completeEnd);
      return this.utf8.decode(data.subarray(0, scan.completeEnd));
    }
    this.pending = EMPTY;
    return (
      this.utf8.decode(data.subarray(0, scan.invalidAt)) + this.switchMode(data.subarray(scan.invalidAt))
    );
  }

  flush(): string {
    if (this.mode === 'lossy') return this.lossy.decode();
    if (this.mode === 'cp1252' || this.pending.length === 0) return '';
    const rest = this.pending;
    this.pending = EMPTY;
    return this.switchMode(rest) + this.lossy.decode();
  }

  private switchMode(rest: Uint8Array): string {
    if (!this.multibyte) {
      this.mode = 'cp1252';
      this.notice({
        code: 'ENCODING_FALLBACK',
        message: 'The file is not valid UTF-8; it was read as Windows-1252 (Western European).',
      });
      return this.cp1252.decode(rest, STREAM);
    }
    this.mode = 'lossy';
    this.notice({
      code: 'ENCODING_INVALID_BYTES',
      message: 'The file mixes UTF-8 with bytes that are not UTF-8; those characters were replaced by "�".',
    });
    return this.lossy.decode(rest, STREAM);
  }
}

class LabelDecoder implements ByteDecoder {
  private readonly decoder: TextDecoder;

  constructor(label: TextEncodingName) {
    this.decoder = new TextDecoder(label, { ignoreBOM: true });
  }

  decode(bytes: Uint8Array): string {
    return this.decoder.decode(bytes, STREAM);
  }

  flush(): string {
    return this.decoder.decode();
  }
}

export function createByteDecoder(
  encoding: TextEncodingName,
  notice: (notice: DecodeNotice) => void,
): ByteDecoder {
  return encoding === 'utf-8' ? new Utf8FallbackDecoder(notice) : new LabelDecoder(encoding);
}

export interface DecodingStreamOptions {
  /** Skip detection and decode with this encoding (a BOM is still skipped). */
  encoding?: TextEncodingName;
  /** How many bytes to look at before choosing the encoding. Default 4096. */
  sniffBytes?: number;
}

export interface DecodingStreamHandlers {
  text(text: string): void;
  notice(notice: DecodeNotice): void;
}

/**
 * Buffers the first bytes until it can choose the encoding, then decodes chunk by chunk. NUL
 * characters are dropped (NUL padding and stray NULs occur in real exports and mean nothing in any of
 * these formats); the first one is reported once.
 */
export class DecodingStream {
  private head: Uint8Array[] = [];
  private headLength = 0;
  private decoder: ByteDecoder | undefined;
  private nulReported = false;
  private chosen: EncodingGuess | undefined;
  private readonly sniffBytes: number;

  constructor(
    private readonly handlers: DecodingStreamHandlers,
    private readonly options: DecodingStreamOptions = {},
  ) {
    this.sniffBytes = options.sniffBytes ?? 4096;
  }

  get guess(): EncodingGuess | undefined {
    return this.chosen;
  }

  push(bytes: Uint8Array): void {
    if (this.decoder) {
      this.emit(this.decoder.decode(bytes));
      return;
    }
    if (bytes.length === 0) return;
    this.head.push(bytes);
    this.headLength += bytes.length;
    if (this.headLength >= this.sniffBytes) this.start();
  }

  end(): void {
    if (!this.decoder) this.start();
    if (this.decoder) this.emit(this.decoder.flush());
  }

  private start(): void {
    const all = new Uint8Array(this.headLength);
    let at = 0;
    for (const part of this.head) {
      all.set(part, at);
      at += part.length;
    }
    this.head = [];
    const detected = detectEncoding(all.subarray(0, this.sniffBytes));
    const guess: EncodingGuess = this.options.encoding
      ? {
          encoding: this.options.encoding,
          bomLength: sameBom(detected, this.options.encoding),
          reason: 'declared',
        }
      : detected;
    this.chosen = guess;
    this.decoder = createByteDecoder(guess.encoding, (n) => this.handlers.notice(n));
    this.emit(this.decoder.decode(all.subarray(guess.bomLength)));
  }

  private emit(text: string): void {
    if (text.length === 0) return;
    if (text.includes('\u0000')) {
      if (!this.nulReported) {
        this.nulReported = true;
        this.handlers.notice({
          code: 'ENCODING_NUL_REMOVED',
          message: 'The file contains NUL bytes (padding or a damaged export); they were ignored.',
        });
      }
      text = text.replaceAll('\u0000', '');
      if (text.length === 0) return;
    }
    this.handlers.text(text);
  }
}

function sameBom(detected: EncodingGuess, forced: TextEncodingName): number {
  return detected.reason === 'bom' && detected.encoding === forced ? detected.bomLength : 0;
}
