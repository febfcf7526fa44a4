import { plainText, type ReportValue, type ReportValueType } from './cells';

/**
 * The printed table of a PDF report: which columns are kept whole, how wide each column is and whether
 * the page turns to landscape, from the widths of what the columns hold. Widths come from a `measure`
 * of the font the page uses, so this stays free of any PDF library.
 */

/** A value as a printed page shows it: money with thousands separators, instants 'YYYY-MM-DD HH:MM:SS UTC'. */
export function printedText(value: ReportValue, type: ReportValueType): string {
  if (value === null) return '';
  if (type === 'money') {
    const text = plainText(value, 'money');
    const [whole, fraction] = text.replace('-', '').split('.') as [string, string];
    return `${text.startsWith('-') ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
  }
  if (type === 'datetime') return plainText(value, type).replace('T', ' ').replace('Z', ' UTC');
  return plainText(value, type);
}

/**
 * The widest value a typed column is planned for even when the rows measured are all narrower: a later
 * batch may hold a larger amount than the first (amounts up to ten million stay on one line). Dates and
 * instants have one width; their widest digits stand in.
 */
const TYPE_FLOOR: Record<ReportValueType, string> = {
  text: '',
  money: printedText(-999_999_999, 'money'),
  integer: '-99999',
  date: '2088-08-28',
  datetime: '2088-08-28 08:08:08 UTC',
};

/** What a column holds before its first row is printed: its label, type and the values measured. */
export interface ColumnSample {
  label: string;
  type: ReportValueType;
  /** Printed values of the rows known so far (the first batch). */
  values: readonly string[];
  /** The column's printed total, when it has one (the totals row is bold). */
  total?: string;
}

/** Widths in points at the base font size; `bold` for the header and the totals row. */
export type Measure = (text: string, bold: boolean) => number;

export interface TableLimits {
  /** Room between the margins, portrait and landscape. */
  portrait: number;
  landscape: number;
  /** Added to each column around its text (both sides together). */
  padding: number;
}

export interface TablePlan {
  landscape: boolean;
  /** Each column's width in points, padding included. */
  widths: number[];
  /** Amounts, dates, counts and identifiers: on one line, never shortened. */
  whole: boolean[];
  /** The font size's factor: below 1 only when the whole columns do not fit landscape otherwise. */
  scale: number;
}

/** A text column is not narrowed below its longest word up to this (a longer word breaks). */
const WORD_CAP = 90;
/** The narrowest a text column gets when nothing else fits. */
const TEXT_MIN = 24;
/** A text column this wide (or its widest value) reads comfortably; below it portrait is too narrow. */
const COMFORT = 100;
/** An identifier wider than this is laid out as text (it wraps). */
const ID_CAP = 160;
/** The smallest font factor; below it the whole columns wrap instead. */
const MIN_SCALE = 0.75;

const widest = (texts: Iterable<string>, measure: Measure, bold: boolean): number => {
  let max = 0;
  for (const t of texts) if (t !== '') max = Math.max(max, measure(t, bold));
  return max;
};
const wordsOf = (text: string) => text.split(/\s+/).filter((w) => w !== '');
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/**
 * A text column whose cells are single words (account numbers, references, customer ids, statuses)
 * is printed whole like an amount: breaking an identifier misleads as much as cutting it.
 */
function isWhole(sample: ColumnSample, measure: Measure): boolean {
  if (sample.type !== 'text') return true;
  const filled = sample.values.filter((v) => v !== '');
  return filled.length > 0 && filled.every((v) => !/\s/.test(v)) && widest(filled, measure, false) <= ID_CAP;
}

interface Need {
  whole: boolean;
  /** Text widths without padding: the least (a whole column's widest value, a text column's longest word), the wanted. */
  least: number;
  want: number;
}

function needOf(sample: ColumnSample, measure: Measure): Need {
  const whole = isWhole(sample, measure);
  const headerWord = widest(wordsOf(sample.label), measure, true);
  const header = measure(sample.label, true);
  const values = [...sample.values, TYPE_FLOOR[sample.type]];
  const widestValue = Math.max(
    widest(values, measure, false),
    sample.total ? measure(sample.total, true) : 0,
  );
  if (whole) return { whole, least: Math.max(widestValue, headerWord), want: Math.max(widestValue, header) };
  const longestWord = widest(
    sample.values.flatMap((v) => wordsOf(v)),
    measure,
    false,
  );
  const least = Math.min(WORD_CAP, Math.max(longestWord, headerWord, TEXT_MIN));
  return { whole, least, want: Math.max(least, widestValue, header) };
}

/**
 * Widths from the least each column needs up to what it wants: when everything wanted fits, the room
 * left goes to the text columns (or to all when there is none); otherwise each column gets its least
 * and a share of the rest in proportion to what it still wants.
 */
function allot(room: number, least: number[], want: number[], text: boolean[]): number[] {
  // Past the smallest font even the least does not fit: every column narrows alike and its values wrap.
  if (sum(least) >= room) return least.map((l) => (l * room) / sum(least));
  const wanted = sum(want);
  if (wanted <= room) {
    const growers = text.some(Boolean) ? text : text.map(() => true);
    const base = sum(want.filter((_, i) => growers[i]));
    const count = growers.filter(Boolean).length;
    return want.map((w, i) => (growers[i] ? w + (room - wanted) * (base > 0 ? w / base : 1 / count) : w));
  }
  const gap = wanted - sum(least);
  const share = gap > 0 ? (room - sum(least)) / gap : 0;
  return least.map((l, i) => l + ((want[i] ?? l) - l) * share);
}

/**
 * The table's plan. Portrait when every amount, date and identifier fits whole with its header on
 * one line and each text column gets a comfortable width; landscape otherwise. In landscape text
 * columns narrow (down to their longest word, then below it) before anything else gives; when the
 * whole columns alone are too wide the font shrinks (down to three quarters), and only past that do
 * they wrap. Nothing is ever cut.
 */
export function planTable(
  samples: readonly ColumnSample[],
  measure: Measure,
  limits: TableLimits,
): TablePlan {
  const needs = samples.map((s) => needOf(s, measure));
  const whole = needs.map((n) => n.whole);
  const text = whole.map((w) => !w);
  const pad = limits.padding * samples.length;
  const want = needs.map((n) => n.want);
  const comfortable = needs.map((n) => (n.whole ? n.want : Math.max(n.least, Math.min(n.want, COMFORT))));
  const plan = (landscape: boolean, least: number[], scale = 1): TablePlan => {
    const room = (landscape ? limits.landscape : limits.portrait) - pad;
    const scaled = (xs: number[]) => xs.map((x) => x * scale);
    const widths = allot(room, scaled(least), scaled(want), text).map((w) => w + limits.padding);
    return { landscape, widths, whole, scale };
  };
  if (sum(comfortable) <= limits.portrait - pad) return plan(false, comfortable);
  const room = limits.landscape - pad;
  const leastOf = (textLeast: (n: Need) => number) => needs.map((n) => (n.whole ? n.least : textLeast(n)));
  for (const least of [leastOf((n) => n.least), leastOf(() => TEXT_MIN)])
    if (sum(least) <= room) return plan(true, least);
  const least = leastOf(() => TEXT_MIN);
  return plan(true, least, Math.max(MIN_SCALE, room / sum(least)));
}
