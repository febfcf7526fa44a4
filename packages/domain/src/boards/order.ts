/**
 * Ordering on boards (issue 16): a list's cards and a board's lists are kept as positions 0..n-1, and a
 * move rewrites them in one transaction, so two moves never leave two items at one position.
 */

/** `items` without `id`, then `moved` inserted at `index` (clamped to the ends). */
export function placeAt<T extends { id: string }>(items: readonly T[], moved: T, index: number): T[] {
  const rest = items.filter((item) => item.id !== moved.id);
  const at = Math.max(0, Math.min(index, rest.length));
  return [...rest.slice(0, at), moved, ...rest.slice(at)];
}

/** The fields of `patch` that are present (PATCH semantics: an absent field keeps its value). */
export function presentFields<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<T>;
}
