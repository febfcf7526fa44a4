/**
 * Interned values: a field's or reference's text becomes a small integer once, when its line is read,
 * so grouping is counting sorts over integers and comparing is integer equality. Id 0 is "absent";
 * a lookup of text the dictionary does not hold answers -1 ("present, equal to nothing on that side").
 */
export interface Dict {
  ids: Map<string, number>;
  /** values[id]; values[0] is ''. */
  values: string[];
}

export function newDict(): Dict {
  return { ids: new Map(), values: [''] };
}

/** The id of `value`, adding it when new; 0 for ''. */
export function intern(dict: Dict, value: string): number {
  if (value === '') return 0;
  let id = dict.ids.get(value);
  if (id === undefined) {
    id = dict.values.length;
    dict.ids.set(value, id);
    dict.values.push(value);
  }
  return id;
}

/** The id of `value` without adding it: 0 for '', -1 when unknown. */
export function lookup(dict: Dict, value: string): number {
  if (value === '') return 0;
  return dict.ids.get(value) ?? -1;
}

/** Two ids disagree when both are present and differ (-1 never meets -1: one side is always a dictionary's own). */
export function disagree(a: number, b: number): boolean {
  return a !== 0 && b !== 0 && a !== b;
}

/** Which text lengths a dictionary holds (255 = 255 or longer): a free filter before a lookup. */
export function lengthsOf(dict: Dict): Uint8Array {
  const lengths = new Uint8Array(256);
  for (const value of dict.values) lengths[Math.min(value.length, 255)] = 1;
  return lengths;
}

/** lookup() that skips the hash table when no held text has this length (most bank references). */
export function lookupSized(dict: Dict, lengths: Uint8Array, value: string): number {
  if (value === '') return 0;
  return lengths[Math.min(value.length, 255)] === 1 ? (dict.ids.get(value) ?? -1) : -1;
}
