/** CSV cell values: amounts as banks print them, dates in a profile's format. */

import { daysInMonth, MAX_YEAR, MIN_YEAR } from '../../dates/iso-date';
import { type DecimalParseResult, parseDecimalToMinor } from '../../money/decimal';

const CURRENCY_PREFIX = /^(?:[$€£¥]|[A-Z]{3}(?=[\s\d(.,+-]))\s*/;
const CURRENCY_SUFFIX = /\s*(?:[$€£¥]|(?<=[\s\d)])[A-Z]{3})$/;
const CREDIT_DEBIT_SUFFIX = /\s*(CR|DR)$/i;
const SPACES = /[\u00a0\u202f\u2007]/g;

/**
 * `-1234.56`-style text with at most 15 significant digits, as exact minor units; undefined for
 * anything else (the general parser then decides). Integer arithmetic below 2^53 is exact.
 */
export function plainToMinor(text: string, exponent: number, point: number): number | undefined {
  const n = text.length;
  let i = 0;
  let negative = false;
  if (n > 0 && text.charCodeAt(0) === 45) {
    negative = true;
    i = 1;
  }
  const start = i;
  let value = 0;
  let digits = 0;
  let fraction = -1;
  for (; i < n; i += 1) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      if (fraction >= 0) {
        fraction += 1;
        if (fraction > exponent) {
          if (c !== 48) return undefined;
          continue;
        }
      }
      value = value * 10 + (c - 48);
      if (value > 0) digits += 1;
    } else if (c === point && fraction < 0 && i > start) {
      fraction = 0;
    } else return undefined;
  }
  if (digits > 15 || n === start) return undefined;
  for (let k = fraction < 0 ? 0 : fraction; k < exponent; k += 1) value *= 10;
  if (!Number.isSafeInteger(value)) return undefined;
  return negative && value !== 0 ? -value : value;
}

/**
 * String(minor) for an amount read from `text`, cut from the text when the text is that number's own
 * digits (`-1234.56` with the currency's decimals, no leading zero): a slice of the cell instead of a
 * conversion of the number, which costs a tenth of a CSV row's parse. Any other text (a leading zero,
 * fewer decimals, a sign the number lost, another number) gives String(minor). `read` says that the
 * caller got `minor` from plainToMinor(text) itself, so the text need not be read again.
 */
export function minorText(
  text: string,
  minor: number,
  exponent: number,
  point: number,
  read = false,
): string {
  const n = text.length;
  const negative = minor < 0;
  const first = negative ? 1 : 0;
  const cut = n - 1 - exponent;
  if (
    exponent > 0 &&
    cut > first &&
    text.charCodeAt(cut) === point &&
    (text.charCodeAt(0) === 45) === negative &&
    text.charCodeAt(first) > 48 &&
    (read || plainToMinor(text, exponent, point) === minor)
  ) {
    return text.slice(0, cut) + text.slice(cut + 1);
  }
  return String(minor);
}

/**
 * Amount text as exports print it: `-1,234.56`, `$1,036.47`, `(120.99)`, `1.234,56`, `12.00-`,
 * `12.00 DR`, `USD 5.00`. Parsed by string into exact minor units: grouping must be well formed
 * (`1,23.45` is refused), and digits beyond the currency's decimals must be zeros.
 */
export function parseCsvAmount(
  text: string,
  exponent: number,
  decimalSeparator: '.' | ',',
): DecimalParseResult {
  // Most cells are plain signed decimals: skip the symbol and grouping machinery for them.
  const fast = plainToMinor(text, exponent, decimalSeparator === '.' ? 46 : 44);
  if (fast !== undefined) return { ok: true, minor: fast };
  let s = text.replace(SPACES, ' ').trim();
  if (s === '') return { ok: false, error: 'empty' };
  let negative = false;
  let signs = 0;
  for (let guard = 0; guard < 8; guard += 1) {
    const before = s;
    const crdr = CREDIT_DEBIT_SUFFIX.exec(s);
    if (s.startsWith('(') && s.endsWith(')')) {
      negative = !negative;
      signs += 1;
      s = s.slice(1, -1).trim();
    } else if (s.startsWith('-') || s.startsWith('\u2212')) {
      negative = !negative;
      signs += 1;
      s = s.slice(1).trim();
    } else if (s.endsWith('-') || s.endsWith('\u2212')) {
      negative = !negative;
      signs += 1;
      s = s.slice(0, -1).trim();
    } else if (s.startsWith('+')) s = s.slice(1).trim();
    else if (s.endsWith('+')) s = s.slice(0, -1).trim();
    else if (crdr) {
      if (crdr[1]?.toUpperCase() === 'DR') negative = !negative;
      signs += 1;
      s = s.slice(0, crdr.index).trim();
    } else s = s.replace(CURRENCY_PREFIX, '').replace(CURRENCY_SUFFIX, '');
    if (s === before) break;
  }
  if (signs > 1) return { ok: false, error: 'syntax' };
  const plain = plainDecimal(s, decimalSeparator);
  if (plain === undefined) return { ok: false, error: 'syntax' };
  return parseDecimalToMinor(negative ? `-${plain}` : plain, exponent);
}

/** Removes well-formed digit grouping; undefined when the number is malformed. */
function plainDecimal(s: string, decimalSeparator: '.' | ','): string | undefined {
  const point = s.lastIndexOf(decimalSeparator);
  const whole = point === -1 ? s : s.slice(0, point);
  const fraction = point === -1 ? '' : s.slice(point + 1);
  if (!/^\d*$/.test(fraction)) return undefined;
  if (whole === '' && fraction === '') return undefined;
  if (/^\d*$/.test(whole)) return `${whole}.${fraction}`;
  const group = decimalSeparator === '.' ? "[, ']" : "[. ']";
  const grouped = new RegExp(`^\\d{1,3}(?:(${group})\\d{3})?(?:\\1\\d{3})*$`).exec(whole);
  return grouped ? `${whole.replace(/\D/g, '')}.${fraction}` : undefined;
}

interface CompiledFormat {
  pattern: RegExp;
  /** Capture group of year, month and day. */
  year: number;
  month: number;
  day: number;
}

const compiled = new Map<string, CompiledFormat | null>();

function compile(format: string): CompiledFormat | null {
  const cached = compiled.get(format);
  if (cached !== undefined) return cached;
  const match = /^(Y{2,4}|M{1,2}|D{1,2})([/.\- ]?)(Y{2,4}|M{1,2}|D{1,2})\2(Y{2,4}|M{1,2}|D{1,2})$/.exec(
    format.toUpperCase(),
  );
  let result: CompiledFormat | null = null;
  const tokens = match ? [match[1], match[3], match[4]].map((t) => t as string) : [];
  const order = tokens.map((t) => t[0]);
  if (match && new Set(order).size === 3) {
    const separator = match[2] ?? '';
    const fixed = separator === '';
    const groups = tokens.map((t) => {
      if (t[0] !== 'Y') return fixed ? '(\\d{2})' : '(\\d{1,2})';
      if (t.length !== 2) return '(\\d{4})';
      return fixed ? '(\\d{2})' : '(\\d{4}|\\d{2})';
    });
    const sep = separator.replace(/[.\-/]/, (c) => `\\${c}`);
    // A time may follow the date (`06/28/2024 10:15`, `2024-06-28T10:15:00`); it is ignored.
    const pattern = new RegExp(`^${groups.join(sep)}(?=$|[\\sT])`);
    result = {
      pattern,
      year: order.indexOf('Y') + 1,
      month: order.indexOf('M') + 1,
      day: order.indexOf('D') + 1,
    };
  }
  compiled.set(format, result);
  return result;
}

export function isSupportedDateFormat(format: string): boolean {
  return compile(format) !== null;
}

/**
 * A date in the profile's format, as YYYY-MM-DD; undefined when it is not one. M and D take one or two
 * digits. Two-digit years: 00-69 are 20xx, 70-99 19xx. Years outside 1900-2100 are refused.
 */
export function parseCsvDate(text: string, format: string): string | undefined {
  const spec = compile(format);
  if (!spec) return undefined;
  const match = spec.pattern.exec(text.trim());
  if (!match) return undefined;
  const yearText = match[spec.year] as string;
  let year = Number(yearText);
  if (yearText.length === 2) year += year < 70 ? 2000 : 1900;
  const month = Number(match[spec.month]);
  const day = Number(match[spec.day]);
  if (
    year < MIN_YEAR ||
    year > MAX_YEAR ||
    month < 1 ||
    month > 12 ||
    day < 1 ||
    day > daysInMonth(year, month)
  ) {
    return undefined;
  }
  return `${year}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`;
}

/** Candidate formats, preferred first: ISO, then US month-first before day-first. */
const DATE_CANDIDATES = [
  'YYYY-MM-DD',
  'MM/DD/YYYY',
  'DD/MM/YYYY',
  'MM/DD/YY',
  'DD/MM/YY',
  'DD.MM.YYYY',
  'DD.MM.YY',
  'MM-DD-YYYY',
  'DD-MM-YYYY',
  'YYYY/MM/DD',
  'YYYY.MM.DD',
  'YYYYMMDD',
];

const SWAPPED: Record<string, string> = {
  'MM/DD/YYYY': 'DD/MM/YYYY',
  'MM/DD/YY': 'DD/MM/YY',
  'MM-DD-YYYY': 'DD-MM-YYYY',
};

/**
 * The format that reads every sample value. When both month-first and day-first read them all (every
 * day is 12 or less) month-first is chosen and `ambiguous` is set: never guess per row.
 */
export function inferDateFormat(
  values: readonly string[],
): { format: string; ambiguous: boolean } | undefined {
  const samples = values.map((v) => v.trim()).filter((v) => v !== '');
  if (samples.length === 0) return undefined;
  let best: { format: string; hits: number } | undefined;
  for (const format of DATE_CANDIDATES) {
    const hits = samples.filter((v) => parseCsvDate(v, format) !== undefined).length;
    if (hits === samples.length) {
      const swapped = SWAPPED[format];
      const ambiguous = swapped !== undefined && samples.every((v) => parseCsvDate(v, swapped) !== undefined);
      return { format: shortForm(format, samples), ambiguous };
    }
    if (hits > 0 && (!best || hits > best.hits)) best = { format, hits };
  }
  return best && best.hits * 2 >= samples.length
    ? { format: shortForm(best.format, samples), ambiguous: false }
    : undefined;
}

/** 'MM/DD/YY' is written 'M/D/YY' when the file does not zero-pad (both parse the same way). */
function shortForm(format: string, samples: readonly string[]): string {
  if (!format.includes('/') || /^Y/.test(format)) return format;
  const padded = samples.every((v) => /^\d{2}\/\d{2}\//.test(v));
  return padded ? format : format.replace('MM', 'M').replace('DD', 'D');
}

/** Comma decimals win only when more amounts end in `,d` / `,dd` than in `.d` / `.dd` / `.ddd+`. */
export function inferDecimalSeparator(values: readonly string[]): '.' | ',' {
  let comma = 0;
  let point = 0;
  for (const value of values) {
    const v = value.trim().replace(/[^\d.,]+$/, '');
    if (/,\d{1,2}$/.test(v)) comma += 1;
    else if (/\.\d+$/.test(v)) point += 1;
  }
  return comma > point ? ',' : '.';
}
