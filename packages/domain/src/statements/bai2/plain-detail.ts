/**
 * The fast path for the records nearly every BAI2 file is made of: a 16 detail alone on its line in the
 * plain layout (a credit, debit or info type code, an unsigned amount, funds type 0, 1, 2, Z, V or S,
 * two references, text), then any 88 lines continuing its text, then a line that starts another
 * record. scanPlainDetail() reads such a record straight from the decoded chunk: no record-reader
 * buffering, no logical-record object, no field cursor, and the fields are cut from the chunk once.
 *
 * It gives up (returns -1, having changed nothing but its own PlainDetail) on anything that is not
 * plain: a '/' followed by a blank (maybe another record on the line), blank, wrapped or unknown lines,
 * a blank or non-ASCII character at either end of a field (trimming rules), an empty, signed or
 * 16-digit amount, a D funds type or an unknown one, a bad value date, a record the chunk cuts off.
 * The general path then reads the record, with its issues. Both give the same rows: the side-by-side
 * tests (plain-detail.test.ts) hold them to it.
 */

import { COLON, COMMA, CR, DIGIT_0, HASH, LF, PERCENT, SLASH, SPACE, TAB } from '../shared/char-codes';
import { NextChar } from '../shared/next-char';
import { yymmddToIso } from '../shared/record-text';
import { MAX_LOGICAL_CHARS } from './record-reader';
import { type Bai2Direction, directionOf } from './type-codes';

/** A 16 with its 88s as the fast path read it: the same values buildDetail() would start from. */
export class PlainDetail {
  typeCode = '';
  direction: Bai2Direction = 'unknown';
  /** The amount as written (unsigned, at most 15 digits: exact in a double). */
  amount = 0;
  /** '0', '1', '2', 'Z' (also for an empty field), 'V' or 'S'. */
  fundsType = 'Z';
  /** V only: the value date as YYYY-MM-DD, and the time as written. */
  valueDate = '';
  valueTime = '';
  /** S only: immediate, one-day and two-or-more-day amounts as written. */
  availableImmediate = '';
  availableOneDay = '';
  availableTwoOrMoreDays = '';
  bankReference = '';
  customerReference = '';
  /** The 16's own text without its terminator (what cleanText gives), not yet normalised. */
  text = '';
  /** The 88s' texts the same way; only the first `continuationCount` entries are this record's. */
  readonly continuations: string[] = [];
  continuationCount = 0;
  /** True when a reference holds ':', '%' or '#' and must be escaped in the row key. */
  referenceNeedsEscape = false;
}

/** Where one scanned line ends and the next begins; fields are the comma positions. */
interface LineScan {
  end: number;
  next: number;
}

const MAX_COMMAS = 9;
/** Comma positions of the 16 line being scanned (reused: no allocation per record). */
const commas = new Int32Array(MAX_COMMAS);
const scanned: LineScan = { end: 0, next: 0 };

/** Directions of the 1000 three-digit codes, and the codes as strings, computed once. */
const DIRECTIONS: Bai2Direction[] = [];
const TYPE_CODES: string[] = [];
for (let code = 0; code < 1000; code += 1) {
  const text = String(code).padStart(3, '0');
  TYPE_CODES.push(text);
  DIRECTIONS.push(directionOf(text));
}

const FUNDS_TYPES: Record<string, string> = { '0': '0', '1': '1', '2': '2', Z: 'Z', V: 'V', S: 'S' };

/** Next LF, CR and '/' in the text being read (see NextChar): a native search, not a loop per character. */
const nextLf = new NextChar('\n');
const nextCr = new NextChar('\r');
const nextSlash = new NextChar('/');

/**
 * Reads the line at `start` (text after `from` only), as a text record: returns false when the line
 * holds a '/' followed by a blank, or when its line break is not in `source` with a character after it.
 * Commas are recorded up to MAX_COMMAS when `withCommas`, and counted up to MAX_COMMAS (enough for
 * every count the caller compares); the line's end and the next line's start go to `scanned`.
 */
function scanTextLine(source: string, from: number, withCommas: boolean): number {
  const n = source.length;
  const end = Math.min(nextLf.find(source, from), nextCr.find(source, from));
  if (end >= n) return -1;
  const next = source.charCodeAt(end) === CR && source.charCodeAt(end + 1) === LF ? end + 2 : end + 1;
  if (next >= n) return -1;
  for (let slash = nextSlash.find(source, from); slash < end; slash = nextSlash.find(source, slash + 1)) {
    const after = source.charCodeAt(slash + 1);
    if (after === SPACE || after === TAB) return -1;
  }
  let count = 0;
  if (withCommas) {
    for (
      let comma = source.indexOf(',', from);
      comma >= 0 && comma < end;
      comma = source.indexOf(',', comma + 1)
    ) {
      commas[count] = comma;
      count += 1;
      if (count === MAX_COMMAS) break;
    }
  }
  scanned.end = end;
  scanned.next = next;
  return count;
}

/** True when the line at `at` starts "NN," with a record code other than 88. */
function isRecordStart(source: string, at: number): boolean {
  if (source.charCodeAt(at + 2) !== COMMA) return false;
  const a = source.charCodeAt(at);
  const b = source.charCodeAt(at + 1);
  if (a === DIGIT_0) return b === 49 || b === 50 || b === 51; // 01 02 03
  if (a === 49) return b === 54; // 16
  if (a === 52) return b === 57; // 49
  if (a === 57) return b === 56 || b === 57; // 98 99
  return false;
}

function isCode(source: string, at: number, first: number, second: number): boolean {
  return (
    source.charCodeAt(at) === first &&
    source.charCodeAt(at + 1) === second &&
    source.charCodeAt(at + 2) === COMMA
  );
}

/** A field that trim() would leave as it is: empty, or no blank (or non-ASCII) at either end. */
function plainField(source: string, start: number, end: number): boolean {
  if (start === end) return true;
  const first = source.charCodeAt(start);
  const last = source.charCodeAt(end - 1);
  return first > SPACE && first < 0x7f && last > SPACE && last < 0x7f;
}

/** Digits only, 1 to 15 of them: the value, else -1. */
function digitsValue(source: string, start: number, end: number): number {
  if (end <= start || end - start > 15) return -1;
  let value = 0;
  for (let i = start; i < end; i += 1) {
    const d = source.charCodeAt(i) - DIGIT_0;
    if (d < 0 || d > 9) return -1;
    value = value * 10 + d;
  }
  return value;
}

/**
 * What cleanText() gives for source[start, end): the end without trailing blanks, a '/' terminator and
 * the empty field before it. -1 when a non-ASCII character sits where trimming would look at it.
 */
function cleanTextEnd(source: string, start: number, end: number): number {
  let e = trimmedEnd(source, start, end);
  if (e > start && source.charCodeAt(e - 1) === SLASH) {
    e = trimmedEnd(source, start, e - 1);
    if (e > start && source.charCodeAt(e - 1) === COMMA) e -= 1;
  }
  return e;
}

function trimmedEnd(source: string, start: number, end: number): number {
  let e = end;
  while (e > start) {
    const c = source.charCodeAt(e - 1);
    if (c >= 0x80) return -1;
    if (c !== SPACE && (c < TAB || c > CR)) break;
    e -= 1;
  }
  return e;
}

function hasKeySpecial(source: string, start: number, end: number): boolean {
  for (let i = start; i < end; i += 1) {
    const c = source.charCodeAt(i);
    if (c === COLON || c === PERCENT || c === HASH) return true;
  }
  return false;
}

/**
 * Reads the plain 16 starting at `start` (the start of a whole line) with its 88 lines into `out`.
 * Returns the start of the line after them (which starts another record), or -1 (see the file comment).
 * `lines` is set to the physical lines read.
 */
export function scanPlainDetail(source: string, start: number, out: PlainDetail): number {
  if (!isCode(source, start, 49, 54)) return -1; // "16,"
  const count = scanTextLine(source, start + 3, true);
  if (count < 5) return -1;
  const lineEnd = scanned.end;
  let next = scanned.next;
  let chars = lineEnd - start - 3;
  if (chars > MAX_LOGICAL_CHARS) return -1;

  // type code, amount, funds type
  const typeStart = start + 3;
  const typeEnd = commas[0] as number;
  if (typeEnd - typeStart !== 3) return -1;
  const code = digitsValue(source, typeStart, typeEnd);
  if (code < 0) return -1;
  const direction = DIRECTIONS[code] as Bai2Direction;
  if (direction !== 'credit' && direction !== 'debit' && direction !== 'info') return -1;
  const amount = digitsValue(source, typeEnd + 1, commas[1] as number);
  if (amount < 0) return -1;
  const fundsStart = (commas[1] as number) + 1;
  const fundsEnd = commas[2] as number;
  let fundsType: string | undefined = 'Z';
  if (fundsEnd - fundsStart === 1) fundsType = FUNDS_TYPES[source[fundsStart] as string];
  else if (fundsEnd !== fundsStart) return -1;
  if (fundsType === undefined) return -1;
  // V adds a date and a time, S three amounts; then bank reference, customer reference, text.
  let field = 3;
  if (fundsType === 'V') {
    if (count < 7) return -1;
    const dateStart = fundsEnd + 1;
    const dateEnd = commas[3] as number;
    if (dateEnd - dateStart !== 6) return -1;
    const iso = yymmddToIso(source.slice(dateStart, dateEnd));
    const timeEnd = commas[4] as number;
    if (iso === undefined || !plainField(source, dateEnd + 1, timeEnd)) return -1;
    out.valueDate = iso;
    out.valueTime = source.slice(dateEnd + 1, timeEnd);
    field = 5;
  } else if (fundsType === 'S') {
    if (count < 8) return -1;
    const a = fundsEnd;
    const b = commas[3] as number;
    const c = commas[4] as number;
    const d = commas[5] as number;
    if (!plainField(source, a + 1, b) || !plainField(source, b + 1, c) || !plainField(source, c + 1, d)) {
      return -1;
    }
    out.availableImmediate = source.slice(a + 1, b);
    out.availableOneDay = source.slice(b + 1, c);
    out.availableTwoOrMoreDays = source.slice(c + 1, d);
    field = 6;
  }
  const bankStart = (commas[field - 1] as number) + 1;
  const bankEnd = commas[field] as number;
  const customerEnd = commas[field + 1] as number;
  if (!plainField(source, bankStart, bankEnd) || !plainField(source, bankEnd + 1, customerEnd)) return -1;
  const textEnd = cleanTextEnd(source, customerEnd + 1, lineEnd);
  if (textEnd < 0) return -1;

  // 88 continuations, then the line that starts the next record
  let continuations = 0;
  while (isCode(source, next, 56, 56)) {
    const bodyStart = next + 3;
    if (scanTextLine(source, bodyStart, false) < 0) return -1;
    const end = cleanTextEnd(source, bodyStart, scanned.end);
    if (end < 0) return -1;
    chars += scanned.end - bodyStart;
    if (chars > MAX_LOGICAL_CHARS) return -1;
    out.continuations[continuations] = source.slice(bodyStart, end);
    continuations += 1;
    next = scanned.next;
  }
  if (next + 3 > source.length || !isRecordStart(source, next)) return -1;

  out.typeCode = TYPE_CODES[code] as string;
  out.direction = direction;
  out.amount = amount;
  out.fundsType = fundsType;
  out.bankReference = source.slice(bankStart, bankEnd);
  out.customerReference = source.slice(bankEnd + 1, customerEnd);
  out.referenceNeedsEscape = hasKeySpecial(source, bankStart, customerEnd);
  out.text = source.slice(customerEnd + 1, textEnd);
  out.continuationCount = continuations;
  return next;
}
