/**
 * The order of the customer type-ahead's suggestions. The server finds customers whose id starts with
 * the text or whose name contains it, in id order; people type ids, so id matches come first, then
 * names that start with the text (or a word of it), then the rest, each group in the server's order.
 */
export function rankSuggestions<T extends { coId: string; coName: string }>(
  rows: readonly T[],
  term: string,
): T[] {
  const text = term.trim().toLowerCase();
  if (text === '') return [...rows];
  const rank = (row: T): number => {
    const id = row.coId.toLowerCase();
    const name = row.coName.toLowerCase();
    if (id === text) return 0;
    if (id.startsWith(text)) return 1;
    if (name.startsWith(text)) return 2;
    if (name.split(/[\s&-]+/).some((word) => word.startsWith(text))) return 3;
    return 4;
  };
  return rows
    .map((row, index) => ({ row, index, rank: rank(row) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.row);
}
