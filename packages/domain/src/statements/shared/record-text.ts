/**
 * Helpers for the line-record bank formats (BAI2, NACHA): streaming UTF-8 decoding that finds line
 * breaks across chunk boundaries, two-digit-year dates, exact digit strings and a stable text hash.
 */

import { DIGIT_0, DIGIT_9, LF, MINUS, PLUS } from './char-codes';
import { currencyExponent } from './currency-exponent';

export interface TextFeedTarget {
  /** A piece of one physical line (never contains a line break). */
  text(segment: string): void;
  /** The current physical line ended. */
  lineEnd(): void;
  /**
   * Optional fast path: a whole physical line, `source` from `start` to `end` (no line break), with
   * nothing of it seen before. Must do exactly what `text(source.slice(start, end))` (when not empty)
   * followed by `lineEnd()` would; it lets a reader look at the line without copying it first.
   */
  wholeLine?(source: string, start: number, end: number): void;
  /**
   * Optional faster path still: called at the start of a whole line of `source`, it may read complete
   * lines itself (line breaks included) and returns where the next unread line starts, or `start` when
   * it read nothing. Must do exactly what wholeLine() on each of those lines would have done.
   */
  wholeLines?(source: string, start: number): number;
}

/**
 * Decodes bytes chunk by chunk. CRLF, LF and a lone CR (old Mac files) each end one line. A CR that
 * closes a chunk ends the line at once and a LF opening the next chunk is swallowed, so the output
 * does not depend on where the chunks were cut. A multi-byte character split across chunks is held
 * by the decoder; invalid bytes become U+FFFD rather than an exception.
 */
export class TextFeed {
  private readonly decoder = new TextDecoder('utf-8');
  private afterCr = false;
  /** True when the last chunk ended inside a line, so the next chunk's first line is not whole. */
  private midLine = false;

  constructor(private readonly target: TextFeedTarget) {}

  push(bytes: Uint8Array): void {
    this.feed(this.decoder.decode(bytes, { stream: true }));
  }

  end(): void {
    this.feed(this.decoder.decode());
  }

  private feed(text: string): void {
    if (text === '') return;
    let start = 0;
    if (this.afterCr) {
      this.afterCr = false;
      if (text.charCodeAt(0) === LF) start = 1;
    }
    // Next LF and next CR at or after `start`, each searched again only once passed (-1: none left).
    let lf = text.indexOf('\n', start);
    let cr = text.indexOf('\r', start);
    while (lf >= 0 || cr >= 0) {
      if (this.target.wholeLines !== undefined && !this.midLine) {
        const next = this.target.wholeLines(text, start);
        if (next > start) {
          start = next;
          if (lf >= 0 && lf < start) lf = text.indexOf('\n', start);
          if (cr >= 0 && cr < start) cr = text.indexOf('\r', start);
          continue;
        }
      }
      const atCr = cr >= 0 && (lf < 0 || cr < lf);
      const end = atCr ? cr : lf;
      const crLf = atCr && text.charCodeAt(cr + 1) === LF;
      this.emitLine(text, start, end);
      start = end + (crLf ? 2 : 1);
      if (atCr && !crLf && start === text.length) this.afterCr = true;
      if (lf >= 0 && lf < start) lf = text.indexOf('\n', start);
      if (cr >= 0 && cr < start) cr = text.indexOf('\r', start);
    }
    if (start < text.length) {
      this.target.text(text.slice(start));
      this.midLine = true;
    }
  }

  private emitLine(text: string, start: number, end: number): void {
    if (this.target.wholeLine !== undefined && !this.midLine) {
      this.target.wholeLine(text, start, end);
      return;
    }
    this.midLine = false;
    if (end > start) this.target.text(text.slice(start, end));
    this.target.lineEnd();
  }
}

/** Years 00-69 are 2000-2069, 70-99 are 1970-1999 (both formats predate 1970; none reach 2070 yet). */
export const CENTURY_PIVOT = 70;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** 'YYMMDD' -> 'YYYY-MM-DD', or undefined when it is not a real calendar date. */
export function yymmddToIso(text: string): string | undefined {
  if (!/^\d{6}$/.test(text)) return undefined;
  const yy = Number(text.slice(0, 2));
  const month = Number(text.slice(2, 4));
  const day = Number(text.slice(4, 6));
  const year = yy < CENTURY_PIVOT ? 2000 + yy : 1900 + yy;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return `${year}-${text.slice(2, 4)}-${text.slice(4, 6)}`;
}

/** An optionally signed digit string as an exact BigInt; undefined for anything else (incl. ''). */
export function parseSignedDigits(text: string): bigint | undefined {
  const n = text.length;
  const first = text.charCodeAt(0);
  const from = first === PLUS || first === MINUS ? 1 : 0;
  if (from === n) return undefined;
  for (let i = from; i < n; i += 1) {
    const c = text.charCodeAt(i);
    if (c < DIGIT_0 || c > DIGIT_9) return undefined;
  }
  // Up to 15 digits a double holds exactly, and BigInt(number) is cheaper than parsing the text again.
  return n - from <= 15 ? BigInt(Number(text)) : BigInt(text);
}

/** Unsigned digits only (NACHA numeric fields); undefined for anything else. */
export function parseUnsignedDigits(text: string): bigint | undefined {
  return /^\d+$/.test(text) ? BigInt(text) : undefined;
}

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** The value as a JS number when it is a safe integer, else undefined. */
export function toSafeNumber(value: bigint): number | undefined {
  return value > MAX_SAFE || value < -MAX_SAFE ? undefined : Number(value);
}

/** '1,234.56 USD' (minor units shown with the currency's ISO 4217 decimals) for issue messages. */
export function formatMinorUnits(value: bigint, currency: string): string {
  const decimals = currencyExponent(currency);
  const digits = (value < 0n ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = digits.slice(digits.length - decimals);
  return `${value < 0n ? '-' : ''}${whole}${decimals > 0 ? `.${fraction}` : ''} ${currency}`;
}

/**
 * FNV-1a 64-bit of the UTF-8 bytes, as 16 hex digits. Domain code may not use node:crypto; FNV is
 * enough for row keys, which also carry an ordinal. The state is four 16-bit limbs so every step
 * stays inside 32-bit integer arithmetic (no BigInt per byte), and UTF-8 is produced inline instead
 * of allocating an encoded copy of the text.
 */
export function fnv1a64(text: string): string {
  const state = [0x2325, 0x8422, 0x9ce4, 0xcbf2];
  for (let i = 0; i < text.length; i += 1) {
    let code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
        i += 1;
      }
    }
    if (code >= 0xd800 && code <= 0xdfff) code = 0xfffd; // lone surrogate: what TextEncoder writes
    if (code < 0x80) {
      fnvByte(state, code);
    } else if (code < 0x800) {
      fnvByte(state, 0xc0 | (code >> 6));
      fnvByte(state, 0x80 | (code & 0x3f));
    } else if (code < 0x10000) {
      fnvByte(state, 0xe0 | (code >> 12));
      fnvByte(state, 0x80 | ((code >> 6) & 0x3f));
      fnvByte(state, 0x80 | (code & 0x3f));
    } else {
      fnvByte(state, 0xf0 | (code >> 18));
      fnvByte(state, 0x80 | ((code >> 12) & 0x3f));
      fnvByte(state, 0x80 | ((code >> 6) & 0x3f));
      fnvByte(state, 0x80 | (code & 0x3f));
    }
  }
  return state
    .reverse()
    .map((limb) => limb.toString(16).padStart(4, '0'))
    .join('');
}

/** One FNV-1a step on [h0, h1, h2, h3] (least significant limb first). */
function fnvByte(state: number[], byte: number): void {
  const h0 = (state[0] ?? 0) ^ byte;
  const h1 = state[1] ?? 0;
  // prime = 2^40 + 0x1b3: h * 0x1b3 plus h shifted left by 40 bits (limb 2 gets h0 << 8, limb 3 h1 << 8).
  const r0 = h0 * 0x1b3;
  const r1 = h1 * 0x1b3 + (r0 >>> 16);
  const r2 = (state[2] ?? 0) * 0x1b3 + (h0 << 8) + (r1 >>> 16);
  const r3 = (state[3] ?? 0) * 0x1b3 + (h1 << 8) + (r2 >>> 16);
  state[0] = r0 & 0xffff;
  state[1] = r1 & 0xffff;
  state[2] = r2 & 0xffff;
  state[3] = r3 & 0xffff;
}

/** At most `limit` characters of a raw line for an issue, with an ellipsis when cut. */
export function clip(text: string, limit = 120): string {
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}
