/**
 * A small seeded pseudo-random generator (mulberry32) for the demo data: the same seed always yields the
 * same products, orders, mails and boards, so the unit tests and the screenshots see the same data.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** Up to `count` distinct items, in the order of the source list. */
  some<T>(items: readonly T[], count: number): T[];
  bool(chance?: number): boolean;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  const some = <T>(items: readonly T[], count: number): T[] => {
    const chosen = new Set<number>();
    const wanted = Math.min(count, items.length);
    while (chosen.size < wanted) chosen.add(int(0, items.length - 1));
    return [...chosen].sort((a, b) => a - b).map((i) => items[i] as T);
  };
  return { next, int, pick, some, bool: (chance = 0.5) => next() < chance };
}

/** Words the generators build names, sentences and paragraphs from. */
const WORDS =
  'ledger balance account report invoice order budget review client partner transfer payment quarter ' +
  'summary design feature release meeting schedule update planning board project network service ' +
  'customer support product storage archive policy team office travel market sample launch draft';
const WORD_LIST = WORDS.split(' ');

export function words(random: Random, count: number): string {
  return Array.from({ length: count }, () => random.pick(WORD_LIST)).join(' ');
}

export function sentence(random: Random, min = 6, max = 12): string {
  const text = words(random, random.int(min, max));
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

export function paragraph(random: Random, sentences = 4): string {
  return Array.from({ length: sentences }, () => sentence(random)).join(' ');
}

export function titleCase(text: string): string {
  return text.replace(/\b\w/g, (c) => c.toUpperCase());
}

/** A url-friendly handle from a name ('Sample Ledger Book' -> 'sample-ledger-book'). */
export function handleOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const FIRST_NAMES = [
  'Abbott',
  'Arnold',
  'Barrera',
  'Blair',
  'Boyle',
  'Christy',
  'Copeland',
  'Estes',
  'Harper',
  'Helen',
  'Henderson',
  'Josefina',
  'Katina',
  'Lily',
  'Mai',
  'Nancy',
  'Nora',
  'Odessa',
  'Reyna',
  'Shauna',
  'Shepard',
  'Tillman',
  'Trevino',
  'Tyson',
  'Velazquez',
];
export const LAST_NAMES = [
  'Keller',
  'Matthews',
  'Pierce',
  'Baxter',
  'Vaughn',
  'Osborn',
  'Mercer',
  'Gould',
  'Riddle',
  'Lane',
  'Holt',
  'Duffy',
  'Rowe',
  'Frost',
  'Huff',
  'Sloan',
  'Weiss',
  'Booker',
  'Pruitt',
  'Conley',
];
export const COMPANIES = [
  'Saois',
  'Zeam',
  'Quotezart',
  'Genmom',
  'Rotodyne',
  'Sultraxin',
  'Zolarex',
  'Isologix',
];

/** An SVG picture as a data url: the demo never loads images from anywhere. */
export function pictureUrl(label: string, hue: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">` +
    `<rect width="160" height="160" fill="hsl(${hue},55%,55%)"/>` +
    `<text x="80" y="92" font-family="sans-serif" font-size="40" fill="#fff" text-anchor="middle">` +
    `${label.slice(0, 2).toUpperCase()}</text></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

export const DAY_MS = 86_400_000;

/** A date `days` before (negative: after) `now`, at a random time of that day, as an ISO string. */
export function daysAgo(random: Random, now: number, days: number): string {
  return new Date(now - days * DAY_MS - random.int(0, 86_399) * 1000).toISOString();
}
