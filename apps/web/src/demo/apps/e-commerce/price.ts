/** Dollars typed by the user ('12.5') as cents, read as text (never through floating point); null if not a price. */
export function centsOf(text: string): number | null {
  const match = /^\s*(\d{1,7})(?:\.(\d{0,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents as the text of a price field ('12.50'). */
export const toText = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
