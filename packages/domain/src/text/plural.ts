/**
 * A count with its noun in the right number, for every message of the product: `counted(1, 'line')` is
 * '1 line', `counted(3, 'entry', 'entries')` '3 entries'. Counts are written with thousands separators.
 */
export function counted(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

/** The noun alone, in the number the count asks for. */
export const nounFor = (count: number, one: string, many = `${one}s`): string => (count === 1 ? one : many);
